import { describe, expect, it } from 'vitest';
import { COUPON_CODE_ERRORS, couponCodeProblem } from './coupon-code.ts';
import { couponCodeInput } from './coupons-schemas.ts';

// The checkout checks a typed code without zod (decision 075); the server parses it with
// couponCodeInput. Both must say the same first thing about every input.
const samples = [
  '',
  '   ',
  'KONTOR-SPRING10',
  'kontor-spring10',
  '  kontor-spring10  ',
  'ABC',
  'ABCD',
  '-ABCD',
  'AB_CD',
  'ÄBCD',
  'A'.repeat(40),
  'A'.repeat(41),
  'A'.repeat(64),
  'A'.repeat(65),
  ` ${'A'.repeat(63)} `,
  'AB\u0000CD',
  `${'A'.repeat(70)}\u0000`,
  'NO-SUCH-CODE',
];

describe('couponCodeProblem', () => {
  it.each(samples)('agrees with couponCodeInput on %j', (typed) => {
    const parsed = couponCodeInput.safeParse(typed);
    expect(couponCodeProblem(typed)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
  });

  it('names each rule', () => {
    expect(couponCodeProblem('')).toBe(COUPON_CODE_ERRORS.codeRequired);
    expect(couponCodeProblem('A-')).toBe(COUPON_CODE_ERRORS.codeFormat);
    expect(couponCodeProblem('A'.repeat(65))).toBe(COUPON_CODE_ERRORS.tooLong);
    expect(couponCodeProblem('AB\u0000CD')).toBe(COUPON_CODE_ERRORS.nul);
    expect(couponCodeProblem(' kontor-spring10 ')).toBeNull();
  });
});
