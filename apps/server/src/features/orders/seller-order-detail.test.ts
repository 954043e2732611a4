import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../../../test/harness.ts';
import { buyer, seller, setUpSellerTests, shopId, t } from '../../../test/seller-kit.ts';

setUpSellerTests();

interface DetailLine {
  id: number;
  tradeQty: number;
  deliveredQty: number;
  cancelledQty: number;
  reversedQty: number;
  remainingQty: number;
  sku: { name: string; image: string; attributes: unknown[]; marketingUnit: { unitName: string } };
}

const detail = (id: number, cookie = seller) =>
  t.call('flow', 'seller_QueryOrderDetailFlow', { id }, { cookie });

describe('seller_QueryOrderDetailFlow', () => {
  it('answers the shop’s own order with its lines, what is left to ship and the packages sent', async () => {
    const order = await t.db.one<{ id: number; code: string }>(
      `SELECT o.id, o.code FROM trade_order o WHERE o.shop_id = $1 AND o.display_status = 'UN_DELIVERY'
          AND NOT EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id)
          AND (SELECT min(l.trade_qty) FROM trade_order_line l WHERE l.order_id = o.id) >= 1
        ORDER BY o.id LIMIT 1`,
      [shopId],
    );
    const before = expectOk(await detail(order!.id));
    expect(before.id).toBe(order!.id);
    expect(before.tradeOrderCode).toBe(order!.code);
    expect(before.displayStatus).toBe('UN_DELIVERY');
    expect(typeof before.buyer.nickname).toBe('string');
    expect(before.paidAmt.value).toMatch(/^\d+\.\d{2}$/);
    expect(before.packages).toEqual([]);
    const lines = before.tradeOrderLineList as DetailLine[];
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(l.remainingQty).toBe(l.tradeQty - l.deliveredQty - l.cancelledQty - l.reversedQty);
      expect(l.sku.name.length).toBeGreaterThan(0);
      expect(l.sku.marketingUnit.unitName.length).toBeGreaterThan(0);
      expect(Array.isArray(l.sku.attributes)).toBe(true);
    }

    // One piece of the first line ships: the remainder drops by one and the package is listed.
    const first = lines[0]!;
    const carrier = (await t.db.one<{ id: number }>('SELECT id FROM carrier ORDER BY id LIMIT 1'))!.id;
    expectOk(
      await t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId: order!.id,
          lines: [{ orderLineId: first.id, qty: 1 }],
          carrierId: carrier,
          trackingNumber: 'KTDETAIL1',
        },
        { cookie: seller },
      ),
    );
    const after = expectOk(await detail(order!.id));
    const shipped = (after.tradeOrderLineList as DetailLine[]).find((l) => l.id === first.id)!;
    expect(shipped.deliveredQty).toBe(first.deliveredQty + 1);
    expect(shipped.remainingQty).toBe(first.remainingQty - 1);
    expect(after.packages).toHaveLength(1);
    expect(after.packages[0].serviceCode).toBe('KTDETAIL1');
    expect(after.packages[0].fulfillmentServiceProvider.id).toBe(carrier);
    expect(after.packages[0].fulfillmentProgressLineList).toEqual([
      { tradeOrderLine: { id: first.id }, qty: 1 },
    ]);
  });

  it('answers 404 for another shop’s order and for one that does not exist', async () => {
    const other = await t.db.one<{ id: number }>('SELECT id FROM trade_order WHERE shop_id <> $1 LIMIT 1', [
      shopId,
    ]);
    expectFailure(await detail(other!.id), 404, 'NOT_FOUND');
    expectFailure(await detail(999_999_999), 404, 'NOT_FOUND');
  });

  it('refuses buyers (403), visitors (401) and a bad id (400)', async () => {
    const own = await t.db.one<{ id: number }>('SELECT id FROM trade_order WHERE shop_id = $1 LIMIT 1', [
      shopId,
    ]);
    expectFailure(await detail(own!.id, buyer), 403, 'FORBIDDEN');
    expectFailure(
      await t.call('flow', 'seller_QueryOrderDetailFlow', { id: own!.id }, {}),
      401,
      'UNAUTHORIZED',
    );
    const bad = expectFailure(
      await t.call('flow', 'seller_QueryOrderDetailFlow', { id: 'x' }, { cookie: seller }),
      400,
      'INVALID_DATA',
    );
    expect(bad.fields!.map((f) => f.path)).toContain('id');
  });

  it('lets a frozen shop see and ship its orders (spec §6)', async () => {
    const frozen = await t.signIn('seller6@kontor.test');
    const order = await t.db.one<{ id: number }>(
      `SELECT o.id FROM trade_order o JOIN shop s ON s.id = o.shop_id
        WHERE s.merchant_status = 'FROZEN' AND o.display_status = 'UN_DELIVERY' ORDER BY o.id LIMIT 1`,
    );
    const d = expectOk(await detail(order!.id, frozen));
    const line = (d.tradeOrderLineList as DetailLine[])[0]!;
    const carrier = (await t.db.one<{ id: number }>('SELECT id FROM carrier ORDER BY id LIMIT 1'))!.id;
    expectOk(
      await t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId: order!.id,
          lines: [{ orderLineId: line.id, qty: line.remainingQty }],
          carrierId: carrier,
          trackingNumber: 'KTFROZEN1',
        },
        { cookie: frozen },
      ),
    );
    expect(expectOk(await detail(order!.id, frozen)).packages).toHaveLength(1);
  });
});
