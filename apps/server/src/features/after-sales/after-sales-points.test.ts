import { pointsToReturn } from '@kontor/domain';
import { describe, expect, it } from 'vitest';
import {
  anna,
  annaId,
  annaOrder,
  detail,
  flow,
  sellerOf,
  setUpAfterSalesTests,
  sweep,
  t,
} from '../../../test/after-sales-kit.ts';
import { expectOk } from '../../../test/harness.ts';
import { memberAccount } from '../members/members-service.ts';

// A refund of an order paid partly with points gives the points back in proportion to the money
// refunded (decision 048), into the member's ledger, once per refund (decision 050).

setUpAfterSalesTests({ refundsAtOnce: true });

describe('points come back with a refund', () => {
  it('returns the points used in proportion to a partial refund, once', async () => {
    const orderId = await annaOrder('COMPLETE');
    // The order was paid with 1000 points besides its money (as checkout books it).
    await t.db.query('UPDATE trade_order SET actual_paid_points = 1000 WHERE id = $1', [orderId]);
    const order = (await t.db.one<{ paid_minor: number; refunded_minor: number }>(
      'SELECT paid_minor::int AS paid_minor, refunded_minor::int AS refunded_minor FROM trade_order WHERE id = $1',
      [orderId],
    ))!;
    const seller = await sellerOf(orderId);
    const view = expectOk(
      await flow(
        'trade_RenderReverseTradeOrderForApplyFlow',
        { tradeOrder: { id: orderId }, reverseTradeOrderType: 'SALE_REFUND' },
        anna,
      ),
    );
    const line = view.reverseTradeOrderLineList[0].tradeOrderLine;
    const before = (await memberAccount(t.db, annaId)).pointBalance;
    const created = expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        {
          reverseTradeOrderType: 'SALE_REFUND',
          tradeOrder: { id: orderId },
          reverseReason: 'QUALITY_ISSUE',
          applyRefundAmt: { value: '10.00', currency: 'EUR' },
          submitRemark: {
            entityType: 'BUYER',
            remark: 'Scratched on arrival',
            attachmentList: { files: [] },
          },
          reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 1 }],
        },
        anna,
      ),
    );
    expectOk(await flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, seller));
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect((await detail(created.id)).reverseTradeOrderStatus).toBe('REFUND_DONE');
    const expected = pointsToReturn({
      pointsUsed: 1000,
      returnedBefore: 0,
      paidMinor: order.paid_minor,
      refundedBeforeMinor: order.refunded_minor,
      refundMinor: 1000,
    });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(1000);
    const rows = await t.db.query<{ points: number }>(
      `SELECT points FROM points_ledger WHERE user_id = $1 AND reason = 'REFUND_RETURNED' AND source_key = $2`,
      [annaId, `reverse:${created.id}`],
    );
    expect(rows).toEqual([{ points: expected }]);
    expect((await memberAccount(t.db, annaId)).pointBalance - before).toBe(expected);
    const booked = await t.db.one<{ returned_points: number }>(
      'SELECT returned_points FROM trade_order WHERE id = $1',
      [orderId],
    );
    expect(booked!.returned_points).toBe(expected);
  });
});
