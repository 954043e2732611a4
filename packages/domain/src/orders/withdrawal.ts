/**
 * EU right of withdrawal (Directive 2011/83/EU art. 9, as amended by Directive 2023/2673): a consumer
 * may withdraw from a distance contract within 14 days of receiving the goods, without giving a reason.
 * Zod-free: the order list route imports it through order-status.ts.
 *
 * Delivery time: the moment the order was received, which is its completion time (`completed_at`,
 * the `timeline.completedTime` of the order dto). An order completes when the buyer confirms receipt,
 * when the buyer signs the last package, or when receipt is confirmed automatically at the receipt
 * deadline, so it is the latest of these facts the data holds for every way of receiving. Orders
 * still waiting for receipt (UN_RECEIVED) do not offer withdrawal yet: their period has not started
 * as far as we know.
 *
 * Counting: the period ends at the end of the 14th day after the delivery day. We count whole
 * 24-hour days since the delivery moment and keep the window open while at most 14 have passed
 * (day 14 in, day 15 out): that is never shorter than the legal period, in any time zone.
 */

export const WITHDRAWAL_WINDOW_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

type Instant = Date | string | number;

const ms = (t: Instant) => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));

/** Whole days passed since delivery (0 on the delivery day; a delivery "in the future" counts as 0). */
export function daysSinceDelivery(deliveredAt: Instant, now: Instant): number {
  return Math.max(0, Math.floor((ms(now) - ms(deliveredAt)) / DAY_MS));
}

/**
 * Days left to withdraw: 14 on the delivery day, 0 on the last day, null when the window is closed
 * or nothing was delivered.
 */
export function withdrawalDaysLeft(deliveredAt: Instant | null | undefined, now: Instant): number | null {
  if (deliveredAt === null || deliveredAt === undefined) return null;
  if (Number.isNaN(ms(deliveredAt))) return null;
  const passed = daysSinceDelivery(deliveredAt, now);
  return passed <= WITHDRAWAL_WINDOW_DAYS ? WITHDRAWAL_WINDOW_DAYS - passed : null;
}

/** The delivery time of an order as the withdrawal period counts it (see above), or null. */
export function withdrawalDeliveryTime(o: {
  displayStatus: string;
  completedTime: Instant | null | undefined;
}): Instant | null {
  return o.displayStatus === 'COMPLETE' ? (o.completedTime ?? null) : null;
}
