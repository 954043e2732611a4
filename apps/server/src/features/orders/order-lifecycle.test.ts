import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, userId } from '../../../test/harness.ts';
import { appendOrderEvent, moveOrderStatus } from './orders-service.ts';

// Decision 011: the order lifecycle has one table (ORDER_TRANSITIONS) and one writer (orders-service
// over orders-actions-repository). These tests fail when the writer lets through a move the table does
// not have; apps/server/test/lifecycle-writers.test.ts fails when another file writes an order.

describe('moveOrderStatus', () => {
  let t: TestContext;
  let buyerId: number;

  beforeAll(async () => {
    t = await createTestContext();
    buyerId = await userId(t.db, 'buyer@kontor.test');
  });
  afterAll(() => t?.close());

  const orderIn = async (status: string) => {
    const row = await t.db.one<{ id: number; display_status: string }>(
      `SELECT id, display_status FROM trade_order WHERE buyer_id = $1 AND display_status = $2 ORDER BY id LIMIT 1`,
      [buyerId, status],
    );
    if (!row) throw new Error(`demo buyer has no ${status} order`);
    return row;
  };
  const snapshot = async (id: number) => ({
    order: await t.db.one('SELECT * FROM trade_order WHERE id = $1', [id]),
    events: (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_event WHERE order_id = $1', [
      id,
    ]))!.n,
  });

  it('refuses (409) a move the transition table does not have, and changes nothing', async () => {
    const order = await orderIn('COMPLETE');
    const before = await snapshot(order.id);
    for (const [to, actor] of [
      ['UN_DELIVERY', 'SYSTEM'],
      ['CANCELED', 'BUYER'],
      ['CLOSED', 'SYSTEM'],
    ] as const) {
      await expect(
        t.db.tx((q) => moveOrderStatus(q, order, to, actor, { kind: 'CANCELLED' })),
      ).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    }
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses (409) a move the table has for someone else', async () => {
    const order = await orderIn('PENDING_PAY');
    const before = await snapshot(order.id);
    // The pay deadline closes orders; a buyer cannot "close" one, only cancel it.
    await expect(
      t.db.tx((q) => moveOrderStatus(q, order, 'CLOSED', 'BUYER', { kind: 'CLOSED' })),
    ).rejects.toMatchObject({ status: 409 });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses (409) an order that moved meanwhile: the UPDATE guards the status it read', async () => {
    const order = await orderIn('COMPLETE');
    const before = await snapshot(order.id);
    // A stale read: the caller believes the order still awaits receipt.
    const stale = { id: order.id, display_status: 'UN_RECEIVED' };
    await expect(
      t.db.tx((q) => moveOrderStatus(q, stale, 'COMPLETE', 'SYSTEM', { kind: 'RECEIPT_CONFIRMED' })),
    ).rejects.toMatchObject({ status: 409 });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('moves an allowed step, stamps it and logs its event in the same transaction', async () => {
    const order = await orderIn('UN_RECEIVED');
    const before = await snapshot(order.id);
    await t.db.tx((q) =>
      moveOrderStatus(q, order, 'COMPLETE', 'BUYER', { kind: 'RECEIPT_CONFIRMED', payload: { x: 1 } }),
    );
    const after = await snapshot(order.id);
    expect(after.order).toMatchObject({ display_status: 'COMPLETE' });
    expect((after.order as { completed_at: Date | null }).completed_at).not.toBeNull();
    expect(after.events).toBe(before.events + 1);
    const last = await t.db.one<{ kind: string; actor: string; payload: unknown }>(
      'SELECT kind, actor, payload FROM order_event WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
      [order.id],
    );
    expect(last).toEqual({ kind: 'RECEIPT_CONFIRMED', actor: 'BUYER', payload: { x: 1 } });
  });

  it('takes back the move when the transaction fails after it', async () => {
    const order = await orderIn('UN_RECEIVED');
    const before = await snapshot(order.id);
    await expect(
      t.db.tx(async (q) => {
        await moveOrderStatus(q, order, 'COMPLETE', 'SYSTEM', { kind: 'RECEIPT_CONFIRMED' });
        await appendOrderEvent(q, order.id, 'SYSTEM', { kind: 'INVOICE_SENT' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await snapshot(order.id)).toEqual(before);
  });
});
