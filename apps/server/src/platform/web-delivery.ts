import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './errors.ts';
import { sendError } from './http.ts';
import { decodedPath } from './request-guards.ts';

/** Vite's hashed output: a new name whenever the content changes, so a year and `immutable`. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: always revalidated (ETag → 304). */
export const REVALIDATE = 'no-cache';
/** Unhashed files of the build's public folder (favicon). */
const PUBLIC_FILE = 'public, max-age=86400';

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built index.html: the route preloads the
 * build writes into it (apps/web/build/route-preload.ts, decision 070). Read once at start: a new
 * build is served by a restarted server. No build, no sources.
 */
export function inlineScriptSources(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
}

/**
 * On-the-fly compression of what is not precompressed (JSON answers, the sandbox pages): brotli
 * first, then gzip, above 1 KB. Brotli quality 4 costs about what gzip 6 does and saves more.
 * Request bodies are never decompressed: uploads and webhook signatures need them as sent.
 * Register before the routes: the plugin hooks the routes declared after it (decision 022).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Answers up to 64 KB are compressed in one call (brotli 4: ~0.25 ms at 64 KB) rather than through
    // a zlib stream per response; the plugin's default on 2 cores is 8 KB, and a 24 KB district page
    // cost ~0.4 ms more CPU through the stream than the baseline's one call (decision 074).
    syncThreshold: 64 * 1024,
  });
}

function cacheHeaders(reply: FastifyReply, file: string) {
  // With preCompressed the file sent may be `index.html.br`: judge by the logical name.
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (name === 'index.html') reply.header('cache-control', REVALIDATE);
  else if (file.split(path.sep).includes('assets')) reply.header('cache-control', IMMUTABLE);
  else reply.header('cache-control', PUBLIC_FILE);
}

/**
 * The built SPA: files precompressed at build time (`.br`, `.gz` beside each, apps/web/build/
 * precompress.ts) sent as the browser accepts them; every route the server does not own answers
 * index.html (with its ETag, revalidated each time); missing files and API paths the 404 envelope.
 */
export async function serveWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      preCompressed: true,
      // `.vite/manifest.json` is for the size budget, not for browsers.
      dotfiles: 'ignore',
      cacheControl: false,
      etag: true,
      lastModified: false,
      setHeaders: cacheHeaders,
    });
    app.get('/', (_req, reply) => reply.type('text/html').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    const url = decodedPath(req.url) ?? req.url;
    const isApi = /^\/(api|sapi|files|media|assets)\//.test(url);
    const isFile = /\.[a-z0-9]{1,5}(\?|$)/i.test(url);
    if (isApi || isFile || req.method !== 'GET' || !hasWeb) {
      return sendError(req, reply, new AppError('NOT_FOUND', 'errors.notFound'));
    }
    // The SPA owns every other route.
    return reply.type('text/html').sendFile('index.html');
  });
}
