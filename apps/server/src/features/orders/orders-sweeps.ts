import type { OrderEventKind } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import type { SweepRunner } from '../../platform/jobs.ts';

const BATCH = 50;

/** Unpaid orders and pre-sale deposits past their pay deadline close by themselves. */
export async function closeUnpaidPastDeadline(q: Queryable): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `UPDATE trade_order SET display_status = 'CLOSED', closed_at = now(), updated_at = now()
      WHERE id IN (SELECT id FROM trade_order
                    WHERE display_status IN ('PENDING_PAY', 'PENDING_DEPOSIT') AND pay_deadline_at <= now()
                    ORDER BY pay_deadline_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [BATCH],
  );
  await addEvents(q, rows, 'CLOSED', { reason: 'PAY_DEADLINE' });
  return rows.length;
}

/** Pre-sale balances not paid by the end of the balance window close too. */
export async function closeBalancePastDeadline(q: Queryable): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `UPDATE trade_order SET display_status = 'CLOSED', closed_at = now(), updated_at = now()
      WHERE id IN (SELECT id FROM trade_order
                    WHERE display_status = 'PENDING_BALANCE'
                      AND (pre_sale->>'balancePaymentEndTime')::timestamptz <= now()
                    LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [BATCH],
  );
  await addEvents(q, rows, 'CLOSED', { reason: 'BALANCE_DEADLINE' });
  return rows.length;
}

/** Shipped orders whose receipt deadline passed are confirmed: packages signed, order complete. */
export async function autoConfirmReceipt(q: Queryable): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `UPDATE trade_order SET display_status = 'COMPLETE', completed_at = now(), updated_at = now()
      WHERE id IN (SELECT id FROM trade_order
                    WHERE display_status = 'UN_RECEIVED' AND receipt_deadline_at <= now()
                    ORDER BY receipt_deadline_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [BATCH],
  );
  if (rows.length) {
    await q.query(
      `UPDATE package SET status = 'SIGN_IN', signed_at = now() WHERE order_id = ANY($1) AND status = 'SEND_DELIVERY'`,
      [rows.map((r) => r.id)],
    );
  }
  await addEvents(q, rows, 'RECEIPT_CONFIRMED', { automatic: true });
  return rows.length;
}

async function addEvents(
  q: Queryable,
  rows: { id: number }[],
  kind: OrderEventKind,
  payload: Record<string, unknown>,
) {
  if (!rows.length) return;
  await q.query(
    `INSERT INTO order_event (order_id, kind, actor, payload) SELECT unnest($1::bigint[]), $2, 'SYSTEM', $3`,
    [rows.map((r) => r.id), kind, JSON.stringify(payload)],
  );
}

export function registerOrderSweeps(sweeps: SweepRunner) {
  sweeps.registerRowSweep('orders.closeUnpaid', closeUnpaidPastDeadline);
  sweeps.registerRowSweep('orders.closeBalance', closeBalancePastDeadline);
  sweeps.registerRowSweep('orders.autoConfirm', autoConfirmReceipt);
}
