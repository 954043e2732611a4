import {
  money,
  nextPaidServiceStatus,
  type PaidService,
  type PaidServiceEvent,
  type PaidServiceItem,
  type PaidServicePeriodCode,
  paidPeriodDates,
  SITES,
  type SiteCode,
  SUPER_MEMBER_EXTRA_POINTS_PERCENT,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type PaidServiceRow, paidServiceRepository as repo } from './paid-service-repository.ts';

// Paid membership ("super member", issue 16, decision 052). What other features use: the payment
// activates the periods an order sold (payments), a refund ends them (after-sales), checkout asks
// whether a contract needs a shipping address and what extra points a buyer's orders earn.
// `movePaidService` is the one writer of a period's status (PAID_SERVICE_TRANSITIONS).

/** bbc_item_RenderItemByPaidServicePeriodCodeFunc: the service item of a period on the storefront. */
export async function renderPeriodItem(
  q: Queryable,
  site: SiteCode,
  code: PaidServicePeriodCode,
): Promise<PaidServiceItem> {
  const row = await repo.periodItem(q, code, site);
  if (!row || row.sale_minor === null) throw notFound();
  return {
    periodCode: row.code as PaidServicePeriodCode,
    months: row.months,
    itemId: Number(row.item_id),
    skuId: Number(row.sku_id),
    shopId: Number(row.shop_id),
    sellerId: Number(row.seller_id),
    name: row.name,
    image: row.image,
    salePrice: money(Number(row.sale_minor), row.currency ?? SITES[site].currency),
    extraPointsPercent: SUPER_MEMBER_EXTRA_POINTS_PERCENT,
  };
}

/**
 * Whether goods of these SKUs are shipped: false only when every one sells a paid period or is a
 * gift card (sent by e-mail, decision 068).
 */
export async function skusNeedShipping(q: Queryable, skuIds: number[]): Promise<boolean> {
  if (skuIds.length === 0) return true;
  const service = new Set(await repo.unshippedSkus(q, skuIds));
  return skuIds.some((id) => !service.has(Number(id)));
}

/**
 * The payment of these orders succeeded (payments' attempt writer, same transaction): every line
 * that sells a period becomes a period of its buyer, from now or from the end of the buyer's last
 * period (a renewal), under the buyer's row lock. A line already activated is left alone.
 */
export async function activatePaidServices(
  q: Queryable,
  orderIds: number[],
  paidAt = new Date(),
): Promise<number> {
  if (orderIds.length === 0) return 0;
  let made = 0;
  for (const l of await repo.serviceLinesOf(q, orderIds)) {
    const buyerId = Number(l.buyer_id);
    await repo.lockBuyer(q, buyerId);
    const dates = paidPeriodDates(
      paidAt,
      await repo.lastEnd(q, buyerId),
      l.period_code as PaidServicePeriodCode,
      l.qty,
    );
    const id = await repo.insert(q, {
      userId: buyerId,
      code: l.period_code,
      orderId: Number(l.order_id),
      lineId: Number(l.line_id),
      ...dates,
    });
    if (id) made += 1;
  }
  return made;
}

/** THE writer of a period's status: a step PAID_SERVICE_TRANSITIONS has, guarded by the status read. */
async function movePaidService(q: Queryable, row: PaidServiceRow, event: PaidServiceEvent, endsAt?: Date) {
  const to = nextPaidServiceStatus(row.status, event);
  if (!to) throw conflict('superMember.errors.notAllowed', { from: row.status, event });
  if (!(await repo.moveServiceRow(q, row.id, row.status, to, endsAt)))
    throw conflict('superMember.errors.notAllowed', { from: row.status, event });
}

/**
 * A refund was booked on the order (after-sales, same transaction, the order's row lock held): the
 * periods of its refunded lines end — now if in force, never if not begun — and the buyer's later
 * periods move earlier by the time taken away, so the membership has no gap.
 */
export async function endRefundedPaidServices(
  q: Queryable,
  orderId: number,
  at = new Date(),
): Promise<number> {
  const rows = await repo.refundedOfOrder(q, orderId);
  for (const row of rows) {
    await repo.lockBuyer(q, Number(row.user_id));
    const start = new Date(row.starts_at);
    const end = new Date(row.ends_at);
    const newEnd = start.getTime() > at.getTime() ? start : at;
    const removed = end.getTime() - Math.max(start.getTime(), at.getTime());
    // A period not begun keeps its dates (ends_at must stay after starts_at) but is never in force.
    await movePaidService(q, row, 'REFUND', start.getTime() > at.getTime() ? undefined : newEnd);
    if (removed > 0) await repo.pullForward(q, Number(row.user_id), end, removed);
  }
  return rows.length;
}

/** The sweep: periods past their end become ENDED. */
export async function endElapsedPaidServices(q: Queryable, limit = 200, at = new Date()): Promise<number> {
  const rows = await repo.pastEnd(q, at, limit);
  for (const row of rows) await movePaidService(q, row, 'PERIOD_END');
  return rows.length;
}

/** Extra points (percent) on orders the buyer places now: the super member benefit when a period is in force. */
export async function paidServiceExtraPoints(
  q: Queryable,
  buyerId: number,
  at = new Date(),
): Promise<number> {
  return (await repo.current(q, buyerId, at)) ? SUPER_MEMBER_EXTRA_POINTS_PERCENT : 0;
}

/**
 * customer_QueryOnePaidServiceBOBuiltInFunc: with `enabled` (the default) the caller's period in force
 * now, else null; `enabled: false` the caller's newest period whatever its status.
 */
export async function queryOnePaidService(
  q: Queryable,
  buyerId: number,
  enabled = true,
  at = new Date(),
): Promise<PaidService | null> {
  const row = enabled ? await repo.current(q, buyerId, at) : await repo.newest(q, buyerId);
  if (!row) return null;
  const lastEnd = row.status === 'ACTIVE' ? await repo.lastEnd(q, buyerId) : null;
  const end = new Date(row.ends_at);
  return {
    id: Number(row.id),
    periodCode: row.period_code as PaidServicePeriodCode,
    status: row.status as PaidService['status'],
    startTime: new Date(row.starts_at).toISOString(),
    endTime: end.toISOString(),
    orderId: Number(row.order_id),
    validUntil: (lastEnd && lastEnd > end ? lastEnd : end).toISOString(),
    extraPointsPercent: SUPER_MEMBER_EXTRA_POINTS_PERCENT,
  };
}
