/**
 * The coupon ledger, the discount code at checkout and the prize draw (issue 17 buyer pages, issue 14
 * discount code; spec §2 `/buyer/my-coupons`, §3 "Other" coupon code, §7 prize draw; decision 057).
 */
import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { COUPON_USED_STATUSES } from '../orders/orders-responses.ts';
import { pageSchema } from '../paging.ts';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN, normaliseCouponCode } from './coupon-code.ts';

/** A ledger coupon (DISCOUNT: a code that takes money off a checkout; VOUCHER: a code with a password
 * handed over elsewhere) or a voucher code of one of the buyer's orders (ORDER_CODE). */
export const COUPON_SOURCES = ['COUPON', 'ORDER_CODE'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];

/** The messages of the coupon calls (i18n keys, texts in every language). */
export const COUPON_ERRORS = {
  codeRequired: 'coupons.errors.codeRequired',
  codeFormat: 'coupons.errors.codeFormat',
  codeUnknown: 'coupons.errors.codeUnknown',
  codeExpired: 'coupons.errors.codeExpired',
  codeNotYet: 'coupons.errors.codeNotYet',
  codeUsed: 'coupons.errors.codeUsed',
  codeInUse: 'coupons.errors.codeInUse',
  codeMinimum: 'coupons.errors.codeMinimum',
  codeSite: 'coupons.errors.codeSite',
  codePreSale: 'coupons.errors.codePreSale',
  codeAlreadyApplied: 'coupons.errors.codeAlreadyApplied',
  contractNotOpen: 'coupons.errors.contractNotOpen',
  notEligible: 'prizes.errors.notEligible',
  alreadyDrawn: 'prizes.errors.alreadyDrawn',
} as const;

export { COUPON_CODE_PATTERN, couponCodeProblem, normaliseCouponCode } from './coupon-code.ts';
export const couponCodeInput = textInput(COUPON_CODE_MAX, { required: COUPON_ERRORS.codeRequired })
  .transform(normaliseCouponCode)
  .refine((v) => v.length > 0, COUPON_ERRORS.codeRequired)
  .refine((v) => v.length === 0 || COUPON_CODE_PATTERN.test(v), COUPON_ERRORS.codeFormat);

/** {host}_misc_PageMyCouponsFlow: the buyer's coupons and voucher codes of one tab. */
export const pageMyCouponsSchema = z.object({
  usedStatus: z.enum(COUPON_USED_STATUSES).default('NOT_USED'),
  page: pageSchema.default({ no: 1, size: 20 }),
});
export type PageMyCouponsInput = z.input<typeof pageMyCouponsSchema>;

/** {host}_misc_RevealCouponPasswordFlow: the password of one of the buyer's coupons or codes. */
export const revealCouponPasswordSchema = z.object({
  id: idInput(),
  source: z.enum(COUPON_SOURCES).default('COUPON'),
});

/** {host}_trade_ApplyDiscountCodeFlow: a discount code applied to the buyer's unpaid contract. */
export const applyDiscountCodeSchema = z.object({ id: idInput(), couponCode: couponCodeInput });
export type ApplyDiscountCodeInput = z.input<typeof applyDiscountCodeSchema>;

/** {host}_trade_RemoveDiscountCodeFlow and {host}_trade_QueryContractDiscountFlow: by contract id. */
export const contractDiscountSchema = z.object({ id: idInput() });

/** {host}_misc_DrawPrizeContentFlow and {host}_misc_QueryWinningPrizesFlow take nothing. */
export const drawPrizeContentSchema = z.object({});
export const queryWinningPrizesSchema = z.object({});

/** {host}_misc_DrawPrizeFlow: one draw for one paid order of the buyer's. */
export const drawPrizeSchema = z.object({ orderId: idInput() });
