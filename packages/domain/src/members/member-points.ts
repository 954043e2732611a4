/**
 * Points (issue 16): the ledger's reasons, what an order earns, when points expire (decision 048),
 * what a refund gives back, and the checkout points discount per storefront currency
 * (spec §3 "Other": pointBalance, minDiscountablePoint, discountablePoint, discountPoint,
 * discountAmount, exchange rate, discount step, minimum deduction points; §5: usable only when
 * the discountable points are above 0).
 */
import { EUR_REFERENCE_RATE, earnedPoints } from '../cart/cart-summary.ts';
import { type CurrencyCode, SITES, type SiteCode } from '../sites.ts';
import { storefrontDay, storefrontMidnightUtc } from './sign-in.ts';

export const POINTS_REASONS = [
  'ORDER_EARNED',
  'REVIEW',
  'SIGN_IN',
  'TASK',
  'PRIZE',
  'REDEEMED',
  'REFUND_RETURNED',
  /** Points redeemed for an order that closed unpaid, given back (decision 050). */
  'UNPAID_RETURNED',
  'EXPIRED',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** Reasons that add points (the others take them away). */
export const POINTS_CREDIT_REASONS: readonly PointsReason[] = [
  'ORDER_EARNED',
  'REVIEW',
  'SIGN_IN',
  'TASK',
  'PRIZE',
  'REFUND_RETURNED',
  'UNPAID_RETURNED',
];

export const GROWTH_REASONS = ['ORDER_EARNED', 'REVIEW', 'SIGN_IN', 'TASK'] as const;
export type GrowthReason = (typeof GROWTH_REASONS)[number];

/** Points an order earns (spec §3: rounded up to a whole point); one rule with the cart's. */
export const orderEarnedPoints = earnedPoints;

/** Growth value an order earns: 1 per whole euro paid (in euro terms), rounded down. */
export function orderEarnedGrowth(paidMinor: number, site: SiteCode): number {
  if (paidMinor <= 0) return 0;
  return Math.floor(paidMinor / Math.round(EUR_REFERENCE_RATE[SITES[site].currency] * 100));
}

/**
 * Decision 048: points expire at the end of the calendar year after the year they were earned,
 * at midnight in the storefront's time zone (earned any day of 2026 → gone on 1 January 2028,
 * 00:00 Berlin time). Redemptions use the points that expire first.
 */
export function pointsExpireAt(earnedAt: Date, site: SiteCode): Date {
  const year = Number(storefrontDay(earnedAt, site).slice(0, 4));
  return storefrontMidnightUtc(`${year + 2}-01-01`, site);
}

export interface PointsDiscountRule {
  /** Minor units of the currency one point is worth. */
  minorPerPoint: number;
  /** Fewest points one order may redeem. */
  minPoints: number;
  /** Points are redeemed in multiples of this. */
  step: number;
  /** At most this percent of what the order costs may be paid with points. */
  maxSharePercent: number;
}

/** The conversion rate and minimum for the checkout points discount, per storefront currency. */
export const POINTS_DISCOUNT_RULES: Readonly<Record<CurrencyCode, PointsDiscountRule>> = {
  EUR: { minorPerPoint: 10, minPoints: 20, step: 10, maxSharePercent: 50 },
  GBP: { minorPerPoint: 10, minPoints: 20, step: 10, maxSharePercent: 50 },
  SEK: { minorPerPoint: 100, minPoints: 20, step: 10, maxSharePercent: 50 },
  PLN: { minorPerPoint: 50, minPoints: 20, step: 10, maxSharePercent: 50 },
};

export interface PointsDiscount {
  pointBalance: number;
  minDiscountablePoint: number;
  discountStep: number;
  /** Minor units per point. */
  exchangeRate: number;
  /** Most points this order can take; 0 when the discount is not usable. */
  discountablePoint: number;
  /** Points chosen (the most usable when none asked), a multiple of the step. */
  discountPoint: number;
  /** What those points take off, in minor units of the currency. */
  discountAmountMinor: number;
}

export function pointsDiscount(input: {
  balance: number;
  payableMinor: number;
  currency: CurrencyCode;
  /** Points the buyer asked for; undefined takes the most usable. */
  wanted?: number;
}): PointsDiscount {
  const rule = POINTS_DISCOUNT_RULES[input.currency];
  const byPrice = Math.floor(
    (Math.max(0, input.payableMinor) * rule.maxSharePercent) / 100 / rule.minorPerPoint,
  );
  const most = Math.floor(Math.min(Math.max(0, input.balance), byPrice) / rule.step) * rule.step;
  const discountablePoint = most >= rule.minPoints ? most : 0;
  const asked =
    input.wanted === undefined ? discountablePoint : Math.floor(input.wanted / rule.step) * rule.step;
  const discountPoint =
    discountablePoint === 0 || asked < rule.minPoints ? 0 : Math.min(asked, discountablePoint);
  return {
    pointBalance: Math.max(0, input.balance),
    minDiscountablePoint: rule.minPoints,
    discountStep: rule.step,
    exchangeRate: rule.minorPerPoint,
    discountablePoint,
    discountPoint,
    discountAmountMinor: discountPoint * rule.minorPerPoint,
  };
}

/**
 * Points a refund gives back: in proportion to the money refunded, so that refunding everything
 * returns exactly the points used. `refundedBeforeMinor` is what earlier refunds of the order
 * returned money for; `returnedBefore` the points they gave back.
 */
export function pointsToReturn(input: {
  pointsUsed: number;
  returnedBefore: number;
  paidMinor: number;
  refundedBeforeMinor: number;
  refundMinor: number;
}): number {
  if (input.pointsUsed <= 0 || input.paidMinor <= 0) return 0;
  const refundedAfter = Math.min(input.paidMinor, input.refundedBeforeMinor + input.refundMinor);
  const owedAfter =
    refundedAfter >= input.paidMinor
      ? input.pointsUsed
      : Math.floor((input.pointsUsed * refundedAfter) / input.paidMinor);
  return Math.max(0, owedAfter - input.returnedBefore);
}
