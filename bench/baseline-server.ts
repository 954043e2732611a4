/**
 * Child process: the bare baseline of DESIGN §9, plain `node:http` + a `pg` pool, running the very
 * repository functions (so the very SQL) the app's handlers run, and answering the raw rows as
 * JSON. No framework, session, validation, DTO mapping or envelope: what is left is the cost of
 * the queries, the driver and the JSON. BENCH_BUYER_ID stands in for the session's user.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Queryable } from '../apps/server/src/platform/db/db.ts';
import { createPgDriver } from '../apps/server/src/platform/db/pg-driver.ts';
import { CALLS } from './calls.ts';
import { announce } from './child.ts';

const url = process.env.DATABASE_URL;
const buyerId = Number(process.env.BENCH_BUYER_ID);
if (!url || !buyerId) throw new Error('baseline-server: DATABASE_URL and BENCH_BUYER_ID are required');

// Same pool size, type parsers and prepared statements as the app's pg driver.
const driver = createPgDriver(url);
const q: Queryable = {
  query: (text, params = []) => driver.run(text, params) as Promise<any[]>,
  one: async (text, params = []) => (await driver.run(text, params))[0] as any,
  exec: (text) => driver.runScript(text),
};

type Handler = (payload: any) => Promise<unknown>;

/**
 * What @fastify/compress does for the app (platform/web-delivery.ts): brotli quality 4, else gzip
 * level 6, above 1 KB, on the thread pool; so a compressed call costs both sides the same work.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
async function encode(json: string, accepted: string | undefined) {
  const raw = Buffer.from(json);
  if (!accepted || raw.length < 1024) return { body: raw, encoding: undefined };
  if (/\bbr\b/.test(accepted))
    return {
      body: await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(accepted)) return { body: await gzip(raw, { level: 6 }), encoding: 'gzip' };
  return { body: raw, encoding: undefined };
}

/** One handler per bench call (bench/calls.ts), at /<key>, minus the session lookup. */
const handlers: Record<string, Handler> = {
  ...Object.fromEntries(
    CALLS.map((c) => [`/${c.key}`, (payload: unknown) => c.baseline(q, buyerId, payload)]),
  ),
  '/ping': async () => 'pong',
};

const server = http.createServer((req, res) => {
  const handler = handlers[req.url ?? ''];
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    try {
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : [null];
      const data = await handler(body[0]);
      const { body: out, encoding } = await encode(JSON.stringify(data), req.headers['accept-encoding']);
      res.writeHead(data === null ? 404 : 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': out.length,
        ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      });
      res.end(out);
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  announce((server.address() as AddressInfo).port, async () => {
    server.close();
    await driver.close();
  });
});
