import type { Queryable } from '../../platform/db/index.ts';
import type { SweepRunner } from '../../platform/jobs.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { refundPaidOrderInFull } from '../after-sales/after-sales-service.ts';
import { failExpiredGroups, groupBuyRepository as repo } from './group-buy-service.ts';

/**
 * The paid orders of failed groups, and the joins refused at payment, go back to their buyers
 * through the ordinary cancel after payment (after-sales, the payments platform's refund). The
 * refund row is written first: its primary key lets one instance send an order back, once.
 */
export async function refundFailedGroupOrders(q: Queryable, deps: AppDeps, limit = 20): Promise<number> {
  let n = 0;
  for (const o of await repo.ordersToRefund(q, limit)) {
    if (!(await repo.recordRefund(q, o.order_id, o.group_buy_id, null))) continue;
    const reverseId = await refundPaidOrderInFull(q, deps, o.order_id);
    if (reverseId !== null) await repo.setRefundReverse(q, o.order_id, reverseId);
    n += 1;
  }
  return n;
}

export function registerGroupBuySweeps(sweeps: SweepRunner, deps: AppDeps): void {
  // Groups past their expiry that did not fill fail (decision 068)…
  sweeps.registerRowSweep('groupBuy.failExpired', (q) => failExpiredGroups(q));
  // …and their paid orders are refunded.
  sweeps.registerRowSweep('groupBuy.refundFailed', (q) => refundFailedGroupOrders(q, deps));
}
