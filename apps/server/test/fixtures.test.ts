import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisplayStatus } from '../src/demo/order-plan.ts';
import { createTestOrder } from './fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from './harness.ts';

// The test builders make what they promise: an order in the asked status, with the asked lines,
// that its buyer (and only its buyer) sees as any other order.

const DETAIL = 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow';

let t: TestContext;
let anna: string;
let ben: string;
beforeAll(async () => {
  t = await createTestContext();
  [anna, ben] = await Promise.all([t.signIn('buyer@kontor.test'), t.signIn('buyer2@kontor.test')]);
});
afterAll(() => t?.close());

describe('createTestOrder', () => {
  const statuses: DisplayStatus[] = ['PENDING_PAY', 'UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'CANCELED'];
  it.each(statuses.map((s) => [s]))('builds an order its buyer sees in %s', async (status) => {
    const order = await createTestOrder(t.db, { status });
    const detail = expectOk(await t.call('flow', DETAIL, { id: order.id }, { cookie: anna }));
    expect(detail).toMatchObject({ id: order.id, tradeOrderCode: order.code, displayStatus: status });
    expectFailure(await t.call('flow', DETAIL, { id: order.id }, { cookie: ben }), 404, 'NOT_FOUND');
  });

  it('takes the lines, site and buyer it is given, and names the shop and its seller', async () => {
    const order = await createTestOrder(t.db, {
      status: 'COMPLETE',
      buyer: 'ben',
      site: 'UK',
      lines: [{ item: 'lumen-arc-task', sku: 2, qty: 2 }, { item: 'lumen-mini' }],
    });
    const detail = expectOk(await t.call('flow', DETAIL, { id: order.id }, { cookie: ben }));
    expect(detail.tradeOrderLineList.map((l: { id: number }) => l.id)).toEqual(order.lineIds);
    expect(detail.site).toBe('UK');
    const row = await t.db.one<{ site: string; currency: string; shop_id: number; qty: number }>(
      `SELECT o.site, o.currency, o.shop_id, l.trade_qty::int AS qty FROM trade_order o
         JOIN trade_order_line l ON l.order_id = o.id WHERE o.id = $1 ORDER BY l.id LIMIT 1`,
      [order.id],
    );
    expect(row).toEqual({ site: 'UK', currency: 'GBP', shop_id: order.shopId, qty: 2 });
    expect(order.sellerEmail).toBe('seller3@kontor.test');
  });
});
