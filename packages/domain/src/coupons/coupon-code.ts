/**
 * The discount code's own rules, without zod (decision 075): the checkout's first screen checks a
 * typed code with these and does not load the schema library for it. `coupons-schemas.ts` builds
 * `couponCodeInput` from the same pieces; `coupon-code.test.ts` checks both agree.
 */

/** The longest code the field takes (the request schema's cap). */
export const COUPON_CODE_MAX = 64;

/** A code as the buyer types it: letters, digits and dashes; case and surrounding spaces do not count. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
export const normaliseCouponCode = (v: string) => v.trim().toUpperCase();

/** The messages of a typed code (i18n keys): the same keys `couponCodeInput` reports. */
export const COUPON_CODE_ERRORS = {
  nul: 'errors.field.nul',
  tooLong: 'errors.field.tooLong',
  codeRequired: 'coupons.errors.codeRequired',
  codeFormat: 'coupons.errors.codeFormat',
} as const;

/** A typed code's first problem (an i18n key), as `couponCodeInput` reports it first; null when it passes. */
export function couponCodeProblem(typed: string): string | null {
  if (typed.includes('\u0000')) return COUPON_CODE_ERRORS.nul;
  if (typed.length > COUPON_CODE_MAX) return COUPON_CODE_ERRORS.tooLong;
  const code = normaliseCouponCode(typed);
  if (code.length === 0) return COUPON_CODE_ERRORS.codeRequired;
  return COUPON_CODE_PATTERN.test(code) ? null : COUPON_CODE_ERRORS.codeFormat;
}
