import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../../../test/harness.ts';
import { buyer, seller, setUpSellerTests, shopId, t } from '../../../test/seller-kit.ts';

setUpSellerTests();

async function unshippedOrder(shop: number, extra = 'true') {
  const o = await t.db.one<{ id: number }>(
    `SELECT o.id FROM trade_order o WHERE o.shop_id = $1 AND o.display_status = 'UN_DELIVERY' AND ${extra}
      ORDER BY o.id LIMIT 1`,
    [shop],
  );
  if (!o) throw new Error('no order to ship');
  const lines = await t.db.query<{ id: number; trade_qty: number }>(
    'SELECT id, trade_qty FROM trade_order_line WHERE order_id = $1 ORDER BY id',
    [o.id],
  );
  return { id: o.id, lines };
}

const carrierId = async () =>
  (await t.db.one<{ id: number }>(`SELECT id FROM carrier ORDER BY id LIMIT 1`))!.id;

describe('seller console orders', () => {
  it('lists only the seller’s own shop orders, and refuses buyers', async () => {
    const page = expectOk(
      await t.call('flow', 'seller_PageOrderFlow', { displayStatus: 'ALL' }, { cookie: seller }),
    );
    expect(page.total).toBeGreaterThan(0);
    const ids = page.data.map((o: { id: number }) => o.id);
    const foreign = await t.db.query('SELECT 1 FROM trade_order WHERE id = ANY($1) AND shop_id <> $2', [
      ids,
      shopId,
    ]);
    expect(foreign).toHaveLength(0);
    expectFailure(await t.call('flow', 'seller_PageOrderFlow', {}, { cookie: buyer }), 403, 'FORBIDDEN');
  });

  it('ships only what merchantMay allows by status: others answer 409 and nothing changes', async () => {
    let checked = 0;
    for (const status of ['UN_RECEIVED', 'COMPLETE', 'PENDING_PAY']) {
      const o = await t.db.one<{ id: number; line: number }>(
        `SELECT o.id, (SELECT min(l.id) FROM trade_order_line l WHERE l.order_id = o.id) AS line
           FROM trade_order o WHERE o.shop_id = $1 AND o.display_status = $2 ORDER BY o.id LIMIT 1`,
        [shopId, status],
      );
      if (!o) continue;
      const packages = async () =>
        (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM package WHERE order_id = $1', [o.id]))!
          .n;
      const before = await packages();
      const res = await t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId: o.id,
          lines: [{ orderLineId: o.line, qty: 1 }],
          carrierId: await carrierId(),
          trackingNumber: 'MM1',
        },
        { cookie: seller },
      );
      expectFailure(res, 409, 'CONFLICT');
      expect(await packages()).toBe(before);
      const row = await t.db.one<{ display_status: string }>(
        'SELECT display_status FROM trade_order WHERE id = $1',
        [o.id],
      );
      expect(row!.display_status).toBe(status);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('ships in two packages; the order awaits receipt after the second, with tracking', async () => {
    const o = await unshippedOrder(
      shopId,
      `(SELECT count(*) FROM trade_order_line l WHERE l.order_id = o.id) >= 2`,
    );
    const carrier = await carrierId();
    const [first, ...rest] = o.lines;
    const one = expectOk(
      await t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId: o.id,
          lines: [{ orderLineId: first!.id, qty: first!.trade_qty }],
          carrierId: carrier,
          trackingNumber: 'KT1000001',
        },
        { cookie: seller },
      ),
    );
    expect(one.displayStatus).toBe('UN_DELIVERY');
    const two = expectOk(
      await t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId: o.id,
          lines: rest.map((l) => ({ orderLineId: l.id, qty: l.trade_qty })),
          carrierId: carrier,
          trackingNumber: 'KT1000002',
        },
        { cookie: seller },
      ),
    );
    expect(two.displayStatus).toBe('UN_RECEIVED');
    const detail = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: o.id },
        { cookie: buyer },
      ),
    );
    expect(detail.displayStatus).toBe('UN_RECEIVED');
    expect(detail.packages.map((p: { serviceCode: string }) => p.serviceCode)).toEqual([
      'KT1000001',
      'KT1000002',
    ]);
    const events = await t.db.query(`SELECT 1 FROM logistics_event WHERE waybill = 'KT1000002'`);
    expect(events.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses more than is left to ship, with the line field, and changes nothing', async () => {
    const o = await unshippedOrder(shopId);
    const line = o.lines[0]!;
    const res = await t.call(
      'flow',
      'seller_ShipOrderFlow',
      {
        orderId: o.id,
        lines: [{ orderLineId: line.id, qty: line.trade_qty + 1 }],
        carrierId: await carrierId(),
        trackingNumber: 'KT1',
      },
      { cookie: seller },
    );
    const error = expectFailure(res, 400, 'INVALID_DATA');
    expect(error.fields!.map((f) => f.path)).toContain('lines.0.qty');
    const pkgs = await t.db.query('SELECT 1 FROM package WHERE order_id = $1', [o.id]);
    expect(pkgs).toHaveLength(0);
  });

  it('refuses tracking numbers with other than letters and digits', async () => {
    const o = await unshippedOrder(shopId);
    const res = await t.call(
      'flow',
      'seller_ShipOrderFlow',
      {
        orderId: o.id,
        lines: [{ orderLineId: o.lines[0]!.id, qty: 1 }],
        carrierId: await carrierId(),
        trackingNumber: 'AB-12',
      },
      { cookie: seller },
    );
    expect(expectFailure(res, 400, 'INVALID_DATA').fields!.map((f) => f.path)).toContain('trackingNumber');
  });

  it('answers 404 for another shop’s order', async () => {
    const other = await t.db.one<{ id: number; line: number }>(
      `SELECT o.id, (SELECT min(id) FROM trade_order_line l WHERE l.order_id = o.id) AS line
         FROM trade_order o WHERE o.shop_id <> $1 AND o.display_status = 'UN_DELIVERY' LIMIT 1`,
      [shopId],
    );
    expectFailure(
      await t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId: other!.id,
          lines: [{ orderLineId: other!.line, qty: 1 }],
          carrierId: await carrierId(),
          trackingNumber: 'KT9',
        },
        { cookie: seller },
      ),
      404,
      'NOT_FOUND',
    );
  });

  it('two concurrent shipments of the same lines ship them once', async () => {
    const o = await unshippedOrder(shopId);
    const carrier = await carrierId();
    const ship = (tn: string) =>
      t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId: o.id,
          lines: o.lines.map((l) => ({ orderLineId: l.id, qty: l.trade_qty })),
          carrierId: carrier,
          trackingNumber: tn,
        },
        { cookie: seller },
      );
    const results = await Promise.all([ship('KTRACE1'), ship('KTRACE2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const pkgs = await t.db.query('SELECT 1 FROM package WHERE order_id = $1', [o.id]);
    expect(pkgs).toHaveLength(1);
  });
});
