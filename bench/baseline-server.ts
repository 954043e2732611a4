/**
 * Child process: the bare baseline of DESIGN §9, plain `node:http` + a `pg` pool, running the very
 * repository functions (so the very SQL) the app's handlers run, and answering the raw rows as
 * JSON. No framework, session, validation, DTO mapping or envelope: what is left is the cost of
 * the queries, the driver and the JSON. BENCH_BUYER_ID stands in for the session's user.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageOrdersInput } from '@kontor/domain';
import { afterSalesRepository } from '../apps/server/src/features/after-sales/after-sales-repository.ts';
import {
  orderDetailRepository,
  ordersRepository,
} from '../apps/server/src/features/orders/orders-repository.ts';
import { reviewsRepository } from '../apps/server/src/features/reviews/reviews-repository.ts';
import type { Queryable } from '../apps/server/src/platform/db/db.ts';
import { createPgDriver } from '../apps/server/src/platform/db/pg-driver.ts';
import { announce } from './child.ts';

const url = process.env.DATABASE_URL;
const buyerId = Number(process.env.BENCH_BUYER_ID);
if (!url || !buyerId) throw new Error('baseline-server: DATABASE_URL and BENCH_BUYER_ID are required');

// Same pool size and type parsers as the app's pg driver.
const driver = createPgDriver(url);
const q: Queryable = {
  query: (text, params = []) => driver.run(text, params) as Promise<any[]>,
  one: async (text, params = []) => (await driver.run(text, params))[0] as any,
  exec: (text) => driver.runScript(text),
};

type Handler = (payload: any) => Promise<unknown>;

/** Mirrors the statements of the app's handlers in orders-calls.ts (minus the session lookup). */
const handlers: Record<string, Handler> = {
  '/orders/page': async (input: PageOrdersInput) => {
    const { rows, total } = await ordersRepository.pageForBuyer(q, buyerId, input);
    const lines = await ordersRepository.linesOf(
      q,
      rows.map((r) => r.id),
    );
    return { total, rows, lines };
  },
  '/orders/detail': async ({ id }: { id: number }) => {
    const order = await ordersRepository.orderForBuyer(q, buyerId, id);
    if (!order) return null;
    const [lines, contract, payments, packages, events, groupOrders] = await Promise.all([
      ordersRepository.linesOf(q, [order.id]),
      orderDetailRepository.contract(q, order.contract_id),
      orderDetailRepository.payments(q, order.contract_id),
      orderDetailRepository.packages(q, order.id),
      orderDetailRepository.events(q, order.id),
      order.is_in_group ? orderDetailRepository.contractOrders(q, order.contract_id) : Promise.resolve([]),
    ]);
    return { order, lines, contract, payments, packages, events, groupOrders };
  },
  /** Mirrors pageMyComments in reviews-calls.ts: one statement for the page with the total. */
  '/reviews/page': async (input: { qCommentBO: { page: { no: number; size: number } } }) =>
    reviewsRepository.pageOfBuyer(q, buyerId, { page: input.qCommentBO.page }),
  /** Mirrors pageReverseOrders in after-sales-calls.ts: one statement for the page with the total. */
  '/after-sales/page': async (input: { page: { no: number; size: number } }) =>
    afterSalesRepository.page(q, { buyerId, statuses: null }, input.page),
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
