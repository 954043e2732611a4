/**
 * Paid membership ("super member", issue 16, decision 052): the periods sold, how a paid period's
 * dates are found, and the lifecycle of a bought period with its one writer's transition table.
 */

/** The periods on sale (`bbc_item_RenderItemByPaidServicePeriodCodeFunc` periodCode). */
export const PAID_SERVICE_PERIOD_CODES = ['MONTHLY', 'YEARLY'] as const;
export type PaidServicePeriodCode = (typeof PAID_SERVICE_PERIOD_CODES)[number];

/** Calendar months one unit of a period buys. */
export const PAID_SERVICE_PERIOD_MONTHS: Record<PaidServicePeriodCode, number> = { MONTHLY: 1, YEARLY: 12 };

/**
 * The benefit a period in force gives (decision 052): extra points on every order placed while it
 * runs, in percent of the order's points (100 = double points), on top of the level's.
 */
export const SUPER_MEMBER_EXTRA_POINTS_PERCENT = 100;

/**
 * ACTIVE: paid; in force from `startsAt` to `endsAt` (a renewal's period starts when the one before
 * ends). ENDED: its end has passed (the sweep). REFUNDED: its order was refunded; it ends then.
 */
export const PAID_SERVICE_STATUSES = ['ACTIVE', 'ENDED', 'REFUNDED'] as const;
export type PaidServiceStatus = (typeof PAID_SERVICE_STATUSES)[number];

export type PaidServiceEvent = 'PERIOD_END' | 'REFUND';

export const PAID_SERVICE_TRANSITIONS: readonly {
  from: PaidServiceStatus;
  event: PaidServiceEvent;
  to: PaidServiceStatus;
}[] = [
  { from: 'ACTIVE', event: 'PERIOD_END', to: 'ENDED' },
  { from: 'ACTIVE', event: 'REFUND', to: 'REFUNDED' },
];

/** The status an event leads to, or null when the table has no such step (the writer refuses it). */
export function nextPaidServiceStatus(from: string, event: PaidServiceEvent): PaidServiceStatus | null {
  return PAID_SERVICE_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}

/**
 * `months` calendar months after `start` (UTC), the day of month kept or, when the month is
 * shorter, its last day (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(start: Date, months: number): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(start);
  d.setUTCFullYear(y, m, Math.min(start.getUTCDate(), lastDay));
  return d;
}

/**
 * The dates of a newly paid period: it starts at payment, or when the buyer's last period in force
 * ends if that is later (a renewal extends from the current end), and runs `qty` units of the period.
 */
export function paidPeriodDates(
  paidAt: Date,
  currentEnd: Date | null,
  code: PaidServicePeriodCode,
  qty = 1,
): { startsAt: Date; endsAt: Date } {
  const startsAt = currentEnd && currentEnd.getTime() > paidAt.getTime() ? currentEnd : paidAt;
  const units = Math.max(1, Math.round(qty));
  return { startsAt, endsAt: addCalendarMonths(startsAt, PAID_SERVICE_PERIOD_MONTHS[code] * units) };
}
