import { describe, expect, it } from 'vitest';
import {
  anna,
  annaId,
  flow,
  sellerOf,
  setUpAfterSalesTests,
  sweep,
  t,
} from '../../../test/after-sales-kit.ts';
import { expectFailure, expectOk } from '../../../test/harness.ts';

/**
 * The seller's shipments and the buyer's after-sales applications share the order lines: units an
 * open application holds (reserved_qty) or that were cancelled are never shipped.
 */
setUpAfterSalesTests({ refundsAtOnce: true });

/** Anna's unshipped, paid orders of plain lines, at least `minUnits` units in all; each test takes its own. */
const used = new Set<number>();
async function unshipped(minUnits: number) {
  const rows = await t.db.query<{ id: number }>(
    `SELECT o.id FROM trade_order o
      WHERE o.buyer_id = $1 AND o.display_status = 'UN_DELIVERY' AND o.reverse_status = 'NOT_REQUESTED'
        AND o.trade_type = 'NORMAL' AND o.paid_minor > 0
        AND NOT EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id
                         AND (l.line_business_type IS NOT NULL OR l.line_group_type IS NOT NULL
                              OR l.business_type_dict <> 'NORMAL' OR l.adjust_step <> 1))
        AND (SELECT sum(trade_qty) FROM trade_order_line l WHERE l.order_id = o.id) >= $2
      ORDER BY o.id`,
    [annaId, minUnits],
  );
  const row = rows.find((r) => !used.has(r.id)) ?? (await unship(minUnits));
  used.add(row.id);
  const lines = await t.db.query<{ id: number; trade_qty: number; paid_minor: number }>(
    'SELECT id, trade_qty, paid_minor FROM trade_order_line WHERE order_id = $1 ORDER BY id',
    [row.id],
  );
  return { id: row.id, lines, seller: await sellerOf(row.id) };
}

/** The demo has few unshipped orders: one of Anna's shipped ones is taken back to "to ship". */
async function unship(minUnits: number) {
  const row = await t.db.one<{ id: number }>(
    `SELECT o.id FROM trade_order o
      WHERE o.buyer_id = $1 AND o.display_status = 'UN_RECEIVED' AND o.reverse_status = 'NOT_REQUESTED'
        AND o.trade_type = 'NORMAL' AND o.paid_minor > 0 AND NOT (o.id = ANY($3::bigint[]))
        AND NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id
                         AND (l.line_business_type IS NOT NULL OR l.line_group_type IS NOT NULL
                              OR l.business_type_dict <> 'NORMAL' OR l.adjust_step <> 1))
        AND (SELECT sum(trade_qty) FROM trade_order_line l WHERE l.order_id = o.id) >= $2
      ORDER BY o.id LIMIT 1`,
    [annaId, minUnits, [...used]],
  );
  if (!row) throw new Error(`no order of ${minUnits}+ units left`);
  await t.db.tx(async (q) => {
    await q.query(
      'DELETE FROM package_line WHERE package_id IN (SELECT id FROM package WHERE order_id = $1)',
      [row.id],
    );
    await q.query('DELETE FROM package WHERE order_id = $1', [row.id]);
    await q.query('UPDATE trade_order_line SET delivered_qty = 0 WHERE order_id = $1', [row.id]);
    await q.query(
      `UPDATE trade_order SET display_status = 'UN_DELIVERY', shipped_at = NULL, receipt_deadline_at = NULL
        WHERE id = $1`,
      [row.id],
    );
  });
  return row;
}

const carrierId = async () =>
  (await t.db.one<{ id: number }>('SELECT id FROM carrier ORDER BY id LIMIT 1'))!.id;

async function ship(orderId: number, lines: { id: number; qty: number }[], seller: string, tn: string) {
  return flow(
    'seller_ShipOrderFlow',
    {
      orderId,
      lines: lines.map((l) => ({ orderLineId: l.id, qty: l.qty })),
      carrierId: await carrierId(),
      trackingNumber: tn,
    },
    seller,
  );
}

const lineState = (id: number) =>
  t.db.one<{ delivered_qty: number; cancelled_qty: number; reserved_qty: number; trade_qty: number }>(
    'SELECT delivered_qty, cancelled_qty, reserved_qty, trade_qty FROM trade_order_line WHERE id = $1',
    [id],
  );

describe('shipping and after-sales reservations', () => {
  it('shows the seller what is shippable, refuses reserved units (409), and completes once the rest is cancelled', async () => {
    const o = await unshipped(2);
    // One unit of the first line under a refund application.
    const view = expectOk(
      await flow(
        'trade_RenderReverseTradeOrderForApplyFlow',
        { tradeOrder: { id: o.id }, reverseTradeOrderType: 'SALE_REFUND' },
        anna,
      ),
    );
    const target = o.lines.find((l) => l.trade_qty >= 2) ?? o.lines[0]!;
    const lineView = view.reverseTradeOrderLineList.find(
      (l: { tradeOrderLine: { id: number } }) => l.tradeOrderLine.id === target.id,
    ).tradeOrderLine;
    const created = expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        {
          tradeOrder: { id: o.id },
          reverseReason: 'QUALITY_ISSUE',
          applyRefundAmt: { value: '0.50', currency: 'EUR' },
          reverseTradeOrderLineList: [{ tradeOrderLine: { id: target.id }, reverseQty: 1 }],
        },
        anna,
      ),
    );
    expect(lineView.canCancelQty).toBe(target.trade_qty);

    // The seller sees the reservation and the shippable rest.
    const detail = expectOk(await flow('seller_QueryOrderDetailFlow', { id: o.id }, o.seller));
    const seen = detail.tradeOrderLineList.find((l: { id: number }) => l.id === target.id);
    expect(seen).toMatchObject({ reservedQty: 1, remainingQty: target.trade_qty - 1 });

    // Shipping the whole line would ship the reserved unit: refused with nothing changed.
    const refused = expectFailure(
      await ship(o.id, [{ id: target.id, qty: target.trade_qty }], o.seller, 'KRES1'),
      409,
      'CONFLICT',
    );
    expect(refused.key).toBe('afterSales.errors.shipReserved');
    expect(await t.db.query('SELECT 1 FROM package WHERE order_id = $1', [o.id])).toHaveLength(0);
    expect((await lineState(target.id))!.delivered_qty).toBe(0);
    // More than was ever left stays a field error.
    expectFailure(
      await ship(o.id, [{ id: target.id, qty: target.trade_qty + 1 }], o.seller, 'KRES2'),
      400,
      'INVALID_DATA',
    );

    // Everything not reserved ships; the order keeps waiting for the reserved unit.
    const rest = o.lines.map((l) => ({ id: l.id, qty: l.id === target.id ? l.trade_qty - 1 : l.trade_qty }));
    const shipped = expectOk(
      await ship(
        o.id,
        rest.filter((l) => l.qty > 0),
        o.seller,
        'KRES3',
      ),
    );
    expect(shipped.displayStatus).toBe('UN_DELIVERY');
    const after = expectOk(await flow('seller_QueryOrderDetailFlow', { id: o.id }, o.seller));
    expect(after.tradeOrderLineList.every((l: { remainingQty: number }) => l.remainingQty === 0)).toBe(true);
    expectFailure(await ship(o.id, [{ id: target.id, qty: 1 }], o.seller, 'KRES4'), 409, 'CONFLICT');

    // The refund goes through: the reserved unit is cancelled and the order awaits receipt.
    expectOk(await flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, o.seller));
    await sweep();
    expect(
      expectOk(await flow('trade_QueryReverseOrderByIdFlow', { id: created.id }, anna))
        .reverseTradeOrderStatus,
    ).toBe('REFUND_DONE');
    expect(await lineState(target.id)).toMatchObject({
      delivered_qty: target.trade_qty - 1,
      cancelled_qty: 1,
      reserved_qty: 0,
    });
    const order = await t.db.one<{ display_status: string; receipt_deadline_at: Date | null }>(
      'SELECT display_status, receipt_deadline_at FROM trade_order WHERE id = $1',
      [o.id],
    );
    expect(order!.display_status).toBe('UN_RECEIVED');
    expect(order!.receipt_deadline_at).not.toBeNull();
    // Cancelled units are not shippable either.
    expectFailure(await ship(o.id, [{ id: target.id, qty: 1 }], o.seller, 'KRES5'), 409, 'CONFLICT');
  });

  it('lets a withdrawn application give its units back to the seller', async () => {
    const o = await unshipped(1);
    const line = o.lines[0]!;
    const created = expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        {
          tradeOrder: { id: o.id },
          reverseReason: 'QUALITY_ISSUE',
          applyRefundAmt: { value: '0.10', currency: 'EUR' },
          reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 1 }],
        },
        anna,
      ),
    );
    expectFailure(
      await ship(o.id, [{ id: line.id, qty: line.trade_qty }], o.seller, 'KWD1'),
      409,
      'CONFLICT',
    );
    expectOk(await flow('trade_CancelReverseTradeOrderForReturnOrExchangeFlow', { id: created.id }, anna));
    const detail = expectOk(await flow('seller_QueryOrderDetailFlow', { id: o.id }, o.seller));
    expect(detail.tradeOrderLineList[0]).toMatchObject({ reservedQty: 0, remainingQty: line.trade_qty });
    const all = o.lines.map((l) => ({ id: l.id, qty: l.trade_qty }));
    expect(expectOk(await ship(o.id, all, o.seller, 'KWD2')).displayStatus).toBe('UN_RECEIVED');
  });

  it('a cancel-before-delivery application and a shipment racing: exactly one wins, never both', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round++) {
      const o = await unshipped(1);
      const all = o.lines.map((l) => ({ id: l.id, qty: l.trade_qty }));
      const cancel = () =>
        flow(
          'bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow',
          { tradeOrder: { id: o.id } },
          anna,
        );
      const send = () => ship(o.id, all, o.seller, `KRACE${round}`);
      // Alternate who is asked first, so both orders of arrival are exercised.
      const [c, s] =
        round % 2 === 0
          ? await Promise.all([cancel(), send()])
          : await Promise.all([send(), cancel()]).then(([a, b]) => [b, a] as const);
      expect([c.statusCode, s.statusCode].sort()).toEqual([200, 409]);
      const packages = await t.db.query('SELECT 1 FROM package WHERE order_id = $1', [o.id]);
      const records = await t.db.query<{ status: string }>(
        'SELECT status FROM reverse_order WHERE order_id = $1',
        [o.id],
      );
      const lines = await Promise.all(o.lines.map((l) => lineState(l.id)));
      if (c.statusCode === 200) {
        outcomes.push('cancel');
        expect(packages).toHaveLength(0);
        expect(records).toHaveLength(1);
        expect(lines.every((l) => l!.delivered_qty === 0 && l!.reserved_qty === l!.trade_qty)).toBe(true);
        // Once the refund is booked the order is cancelled in full and nothing can ship.
        await sweep();
        const order = await t.db.one<{ display_status: string }>(
          'SELECT display_status FROM trade_order WHERE id = $1',
          [o.id],
        );
        expect(order!.display_status).toBe('CANCEL_ALL');
        expectFailure(await ship(o.id, all, o.seller, `KLATE${round}`), 409, 'CONFLICT');
      } else {
        outcomes.push('ship');
        expect(packages).toHaveLength(1);
        expect(records).toHaveLength(0);
        expect(lines.every((l) => l!.delivered_qty === l!.trade_qty && l!.reserved_qty === 0)).toBe(true);
      }
      // Nothing is ever both shipped and held or cancelled.
      for (const l of lines)
        expect(l!.delivered_qty + l!.cancelled_qty + l!.reserved_qty).toBeLessThanOrEqual(l!.trade_qty);
    }
    expect(outcomes).toHaveLength(3);
  });
});
