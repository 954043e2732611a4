import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { DRAW, LABELS } from './catalog-media-drawings.ts';
import { ellipse, type Finish, MEDIA_KINDS, type MediaKind } from './catalog-media-svg.ts';

/**
 * Product pictures drawn by code (no network, no stored binaries): GET /media/items/{kind}/{n}.svg.
 * The kind is a category (plus gift cards and services); n picks a design (style) and a finish, so
 * SKUs of one item show their own colour: n = style × 8 + finish + 1. The drawings themselves are in
 * catalog-media-drawings.ts (built with catalog-media-svg.ts).
 */

export const MEDIA_FINISHES: readonly Finish[] = [
  { label: 'Oak', main: '#cfa878', shade: '#a98052', frame: '#2d2d2f' },
  { label: 'Walnut', main: '#7a5238', shade: '#55382a', frame: '#1f1f21' },
  { label: 'White', main: '#f6f6f3', shade: '#d6d6d0', frame: '#c4c8cd' },
  { label: 'Black', main: '#38383b', shade: '#212123', frame: '#151517' },
  { label: 'Grey', main: '#9aa0a6', shade: '#767b81', frame: '#4a4d52' },
  { label: 'Petrol blue', main: '#2f6282', shade: '#21485f', frame: '#1f2326' },
  { label: 'Sage green', main: '#86a381', shade: '#66825f', frame: '#2d2f2c' },
  { label: 'Terracotta', main: '#c4653f', shade: '#9c4b2e', frame: '#2b2b2b' },
];
export const MEDIA_STYLES = 3;
export const MEDIA_VARIANTS = MEDIA_STYLES * MEDIA_FINISHES.length;

export const mediaVariant = (style: number, finish: number) =>
  (style % MEDIA_STYLES) * MEDIA_FINISHES.length + (finish % MEDIA_FINISHES.length) + 1;
export const mediaUrl = (kind: MediaKind, variant: number) => `/media/items/${kind}/${variant}.svg`;

export function renderItemSvg(kind: MediaKind, variant: number): string {
  const style = Math.floor((variant - 1) / MEDIA_FINISHES.length) % MEDIA_STYLES;
  const finish = MEDIA_FINISHES[(variant - 1) % MEDIA_FINISHES.length];
  const title = `${LABELS[kind][style]}, ${finish.label.toLowerCase()}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">
<title id="t">${title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f5f1"/><stop offset="1" stop-color="#e9e5de"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6fa3c7"/><stop offset="1" stop-color="#22405a"/></linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${finish.main}"/><stop offset="1" stop-color="${finish.shade}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>${ellipse(200, 352, 170, 14, '#000', 0.08)}
<g stroke="#1b1b1b" stroke-opacity=".18" stroke-width="1.2">${DRAW[kind](finish, style)}</g>
</svg>`;
}

const FILE = /^([1-9]|1\d|2[0-4])\.svg$/;
const cache = new Map<string, { body: string; etag: string }>();

/** GET /media/items/:category/:variant.svg — strict parameters, anything else is the 404 envelope. */
export async function catalogMediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { category: string; file: string } }>(
    '/media/items/:category/:file',
    async (req, reply) => {
      const { category, file } = req.params;
      const match = FILE.exec(file);
      if (!match || !(MEDIA_KINDS as readonly string[]).includes(category))
        throw new AppError('NOT_FOUND', 'errors.notFound');
      const key = `${category}/${match[1]}`;
      let hit = cache.get(key);
      if (!hit) {
        const body = renderItemSvg(category as MediaKind, Number(match[1]));
        hit = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
        cache.set(key, hit);
      }
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        // Long-lived (decision 022): a drawing that changes takes a new variant number; the ETag
        // lets a browser revalidate cheaply after that.
        .header('cache-control', 'public, max-age=31536000')
        .header('etag', hit.etag)
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === hit.etag) return reply.status(304).send();
      return reply.send(hit.body);
    },
  );
}
