/**
 * Child process: the bare baseline of DESIGN §9, plain `node:http` + a `pg` pool, running the very
 * repository functions (so the very SQL) the app's handlers run, and answering the raw rows as
 * JSON. No framework, session, validation, DTO mapping or envelope: what is left is the cost of
 * the queries, the driver and the JSON. BENCH_BUYER_ID stands in for the session's user.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
      const json = JSON.stringify(data);
      res.writeHead(data === null ? 404 : 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
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
