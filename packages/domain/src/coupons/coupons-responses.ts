/** Answers of the coupon, discount-code and prize-draw calls (decision 057, decision 013). */
import { z } from 'zod';
import { COUPON_USED_STATUSES } from '../orders/orders-responses.ts';
import {
  countSchema,
  idOutSchema,
  isoTimeSchema,
  moneySchema,
  nullResponseSchema,
  pagedSchema,
} from '../wire-schemas.ts';
import { COUPON_SOURCES } from './coupons-schemas.ts';

export const myCouponSchema = z.strictObject({
  id: idOutSchema,
  source: z.enum(COUPON_SOURCES),
  couponCode: z.string(),
  /** Never sent with the list: `hasPassword` says a reveal is possible. */
  hasPassword: z.boolean(),
  usedStatus: z.enum(COUPON_USED_STATUSES),
  usedTime: isoTimeSchema.nullable(),
  validFrom: isoTimeSchema.nullable(),
  validUntil: isoTimeSchema.nullable(),
  /** What a discount code takes off, and the order amount it needs; null for voucher codes. */
  discountAmt: moneySchema.nullable(),
  minAmt: moneySchema.nullable(),
  /** The order a voucher code belongs to. */
  orderId: idOutSchema.nullable(),
  /** A label key of the coupon (ledger coupons) or null (order codes show their code). */
  nameKey: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof myCouponSchema>;
export const pageMyCouponsResponseSchema = pagedSchema(myCouponSchema).extend({
  unusedCount: countSchema,
  usedCount: countSchema,
});
export type MyCouponsPage = z.infer<typeof pageMyCouponsResponseSchema>;

export const revealCouponPasswordResponseSchema = z.strictObject({ couponsPassword: z.string().nullable() });

export const contractDiscountResponseSchema = z.strictObject({
  couponCode: z.string().nullable(),
  discountAmt: moneySchema.nullable(),
});
export type ContractDiscount = z.infer<typeof contractDiscountResponseSchema>;
export const removeDiscountResponseSchema = nullResponseSchema;

export const PRIZE_KINDS = ['POINTS', 'COUPON', 'NONE'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export const prizeSchema = z.strictObject({
  id: idOutSchema,
  nameKey: z.string(),
  kind: z.enum(PRIZE_KINDS),
  points: countSchema,
  discountAmt: moneySchema.nullable(),
  inStock: z.boolean(),
});
export type Prize = z.infer<typeof prizeSchema>;

export const drawPrizeContentResponseSchema = z.strictObject({
  prizes: z.array(prizeSchema),
  /** The buyer's paid orders not drawn for yet: one draw each. */
  eligibleOrders: z.array(z.strictObject({ orderId: idOutSchema, tradeOrderCode: z.string() })),
});
export type DrawPrizeContent = z.infer<typeof drawPrizeContentResponseSchema>;

export const drawResultSchema = z.strictObject({
  drawId: idOutSchema,
  orderId: idOutSchema,
  won: z.boolean(),
  prize: prizeSchema.nullable(),
  /** The coupon a coupon prize put in the ledger. */
  couponCode: z.string().nullable(),
  drawnAt: isoTimeSchema,
});
export type DrawResult = z.infer<typeof drawResultSchema>;
export const drawPrizeResponseSchema = drawResultSchema;
export const queryWinningPrizesResponseSchema = z.array(drawResultSchema);

/** Whole-unit euro cents in a storefront's currency (prize coupons are set in euros). */
export function eurCentsIn(currency: string, cents: number, rate: number): number {
  if (currency === 'EUR') return cents;
  return Math.round((cents / 100) * rate) * 100;
}
