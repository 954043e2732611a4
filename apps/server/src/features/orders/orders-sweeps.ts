import type { Queryable } from '../../platform/db/index.ts';
import type { SweepRunner } from '../../platform/jobs.ts';
import { orderActionsRepository as actions } from './orders-actions-repository.ts';
import { moveOrderStatus } from './orders-service.ts';

const BATCH = 50;

/** Unpaid orders and pre-sale deposits past their pay deadline close by themselves. */
export async function closeUnpaidPastDeadline(q: Queryable): Promise<number> {
  const due = await actions.unpaidPastDeadline(q, BATCH);
  for (const o of due)
    await moveOrderStatus(q, o, 'CLOSED', 'SYSTEM', { kind: 'CLOSED', payload: { reason: 'PAY_DEADLINE' } });
  return due.length;
}

/** Pre-sale balances not paid by the end of the balance window close too. */
export async function closeBalancePastDeadline(q: Queryable): Promise<number> {
  const due = await actions.balancePastDeadline(q, BATCH);
  for (const o of due)
    await moveOrderStatus(q, o, 'CLOSED', 'SYSTEM', {
      kind: 'CLOSED',
      payload: { reason: 'BALANCE_DEADLINE' },
    });
  return due.length;
}

/** Shipped orders whose receipt deadline passed are confirmed: packages signed, order complete. */
export async function autoConfirmReceipt(q: Queryable): Promise<number> {
  const due = await actions.receiptPastDeadline(q, BATCH);
  for (const o of due) {
    await moveOrderStatus(q, o, 'COMPLETE', 'SYSTEM', {
      kind: 'RECEIPT_CONFIRMED',
      payload: { automatic: true },
    });
    await actions.signAllPackages(q, o.id);
  }
  return due.length;
}

export function registerOrderSweeps(sweeps: SweepRunner) {
  sweeps.registerRowSweep('orders.closeUnpaid', closeUnpaidPastDeadline);
  sweeps.registerRowSweep('orders.closeBalance', closeBalancePastDeadline);
  sweeps.registerRowSweep('orders.autoConfirm', autoConfirmReceipt);
}
