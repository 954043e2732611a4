import { describe, expect, it } from 'vitest';
import { anna, annaId, flow, setUpAfterSalesTests, t } from '../../../test/after-sales-kit.ts';
import { expectFailure, expectOk } from '../../../test/harness.ts';

setUpAfterSalesTests();

describe('exchange confirmed by the system', () => {
  it('confirms an unconfirmed replacement once the receipt window has passed, and only then', async () => {
    const rev = await t.db.one<{ id: number; order_id: number }>(
      `SELECT id, order_id FROM reverse_order
        WHERE buyer_id = $1 AND type = 'SALE_EXCHANGE' AND status = 'WAITING_FOR_BUYER_CONFIRMED' ORDER BY id LIMIT 1`,
      [annaId],
    );
    expect(rev, 'the demo exchange waiting for the buyer').toBeDefined();
    const id = rev!.id;

    // Nine days after the replacement left: the buyer still has time.
    await t.db.query(`UPDATE reverse_order SET updated_at = now() - interval '9 days' WHERE id = $1`, [id]);
    await t.app.sweeps.runRowSweeps();
    expect(
      expectOk(await flow('trade_QueryReverseOrderByIdFlow', { id }, anna)).reverseTradeOrderStatus,
    ).toBe('WAITING_FOR_BUYER_CONFIRMED');

    // Past the ten days (AUTO_CONFIRM_DAYS): the system confirms, once, even with two sweeps at once.
    await t.db.query(`UPDATE reverse_order SET updated_at = now() - interval '11 days' WHERE id = $1`, [id]);
    await Promise.all([t.app.sweeps.runRowSweeps(), t.app.sweeps.runRowSweeps()]);
    const done = expectOk(await flow('trade_QueryReverseOrderByIdFlow', { id }, anna));
    expect(done.reverseTradeOrderStatus).toBe('REVERSE_DONE');
    expect(done.operationList).toEqual([expect.objectContaining({ operation: 'VIEW_LOGISTICS' })]);

    const events = await t.db.query<{ actor: string; payload: { step: string; automatic?: boolean } }>(
      `SELECT actor, payload FROM order_event
        WHERE order_id = $1 AND kind = 'AFTER_SALES_STEP' AND (payload->>'reverseOrderId')::bigint = $2
          AND payload->>'step' = 'CONFIRM_EXCHANGE'`,
      [rev!.order_id, id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: 'SYSTEM', payload: { automatic: true } });
    const parcels = await t.db.query<{ status: string }>(
      `SELECT status FROM reverse_fulfillment WHERE reverse_order_id = $1 AND direction = 'EXCHANGE'`,
      [id],
    );
    expect(parcels.map((p) => p.status)).toEqual(['SIGN_IN']);

    // The buyer's own confirmation is no longer offered.
    expectFailure(await flow('trade_ConfirmReverseTradeOrderExchangeSkuFlow', { id }, anna), 409, 'CONFLICT');
  });
});
