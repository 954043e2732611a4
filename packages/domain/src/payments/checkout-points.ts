import { z } from 'zod';
import { idInput } from '../input-fields.ts';
import type { PointsDiscount } from '../members/member-points.ts';
import { moneySchema } from '../wire-schemas.ts';

/**
 * The checkout's points discount (spec §3 "Other": pointBalance, minDiscountablePoint,
 * discountablePoint, discountPoint, discountAmount, exchange rate, discount step; §5: usable only
 * when the discountable points are above 0; decisions 048 and 050).
 */

/** Most points one request may name (far above any balance; bounds the input). */
export const CHECKOUT_POINTS_MAX = 10_000_000;

/** The field errors of the points choice (400 with `fields`). */
export const CHECKOUT_POINTS_ERRORS = {
  invalid: 'checkoutPoints.errors.invalid',
  notUsable: 'checkoutPoints.errors.notUsable',
  locked: 'checkoutPoints.errors.locked',
  notEnough: 'checkoutPoints.errors.notEnough',
} as const;

/**
 * flow `{host}_trade_ApplyTradeContractPointsFlow` (ours, decision 050): the buyer's points for the
 * contract's discount — `discountPoint` 0 uses none, otherwise at least the minimum, a multiple of
 * the step and at most the discountable points. Answers the contract's points discount.
 */
export const applyContractPointsSchema = z.strictObject({
  id: idInput(),
  discountPoint: z.coerce
    .number({ error: CHECKOUT_POINTS_ERRORS.invalid })
    .int(CHECKOUT_POINTS_ERRORS.invalid)
    .min(0, CHECKOUT_POINTS_ERRORS.invalid)
    .max(CHECKOUT_POINTS_MAX, CHECKOUT_POINTS_ERRORS.invalid),
});
export type ApplyContractPointsInput = z.infer<typeof applyContractPointsSchema>;

/** The contract's points discount as the checkout shows it; `usable` false hides the choice. */
export const contractPointsDiscountSchema = z.strictObject({
  pointBalance: z.number().int().nonnegative(),
  minDiscountablePoint: z.number().int().nonnegative(),
  discountStep: z.number().int().positive(),
  /** What one point is worth in the storefront's currency. */
  exchangeRate: moneySchema,
  discountablePoint: z.number().int().nonnegative(),
  discountPoint: z.number().int().nonnegative(),
  discountAmount: moneySchema,
  usable: z.boolean(),
  /** Paying has started: the choice is final and the chosen points have left the balance. */
  locked: z.boolean(),
});
export type ContractPointsDiscount = z.infer<typeof contractPointsDiscountSchema>;

/**
 * Whether the buyer may choose `wanted` points: 0 always; otherwise a multiple of the step, at least
 * the minimum and at most the discountable points (which are 0 when the discount is not usable).
 */
export function pointsChoiceError(d: PointsDiscount, wanted: number): string | null {
  if (wanted === 0) return null;
  if (d.discountablePoint === 0) return CHECKOUT_POINTS_ERRORS.notUsable;
  if (wanted % d.discountStep !== 0 || wanted < d.minDiscountablePoint || wanted > d.discountablePoint)
    return CHECKOUT_POINTS_ERRORS.invalid;
  return null;
}

/**
 * Spreads the points over the contract's orders in proportion to what each costs (whole points;
 * the largest order takes the rest), so every order books its own share of the discount.
 */
export function splitPoints(points: number, amountsMinor: readonly number[]): number[] {
  const total = amountsMinor.reduce((a, b) => a + b, 0);
  if (points <= 0 || total <= 0) return amountsMinor.map(() => 0);
  const shares = amountsMinor.map((a) => Math.floor((points * a) / total));
  const rest = points - shares.reduce((a, b) => a + b, 0);
  let largest = 0;
  for (let i = 1; i < amountsMinor.length; i++) if (amountsMinor[i] > amountsMinor[largest]) largest = i;
  shares[largest] += rest;
  return shares;
}
