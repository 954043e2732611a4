import { existsSync } from 'node:fs';
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
