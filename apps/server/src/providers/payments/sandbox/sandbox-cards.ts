/**
 * The sandbox PSP's card rules: the well-known test cards and the checks hosted fields make. Shared
 * by the tokenising endpoint (server) and, as messages, by the fields page. The number is only ever
 * looked at here, in the request that tokenises it; only brand, last four, expiry and the test
 * behaviour are kept.
 */

export type CardBehaviour = 'ok' | 'challenge' | 'declined' | 'insufficient_funds';

/** The test cards every card PSP documents (Stripe's numbers). Any other valid number succeeds. */
export const TEST_CARDS = {
  ok: '4242424242424242',
  okMastercard: '5555555555554444',
  challenge: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const BEHAVIOURS: Record<string, CardBehaviour> = {
  [TEST_CARDS.challenge]: 'challenge',
  '4000002500003155': 'challenge',
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
};

export const behaviourOf = (digits: string): CardBehaviour => BEHAVIOURS[digits] ?? 'ok';

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^35/.test(digits)) return 'jcb';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardFieldError =
  | 'incomplete_number'
  | 'invalid_number'
  | 'incomplete_expiry'
  | 'invalid_expiry'
  | 'expired'
  | 'incomplete_cvc'
  | 'invalid_cvc';

export interface CardInput {
  number: string;
  /** MM / YY as typed. */
  expiry: string;
  cvc: string;
}

export interface CheckedCard {
  digits: string;
  brand: string;
  expMonth: number;
  expYear: number;
}

/** The checks of hosted fields, field by field; `now` decides what is expired. */
export function checkCard(
  input: CardInput,
  now = new Date(),
): { card?: CheckedCard; errors: Partial<Record<'number' | 'expiry' | 'cvc', CardFieldError>> } {
  const errors: Partial<Record<'number' | 'expiry' | 'cvc', CardFieldError>> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (!digits) errors.number = 'incomplete_number';
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'invalid_number';
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  let expMonth = 0;
  let expYear = 0;
  if (!input.expiry.trim()) errors.expiry = 'incomplete_expiry';
  else if (!m) errors.expiry = 'invalid_expiry';
  else {
    expMonth = Number(m[1]);
    expYear = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (expMonth < 1 || expMonth > 12 || expYear > now.getUTCFullYear() + 20)
      errors.expiry = 'invalid_expiry';
    else if (
      expYear < now.getUTCFullYear() ||
      (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
    )
      errors.expiry = 'expired';
  }
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!input.cvc.trim()) errors.cvc = 'incomplete_cvc';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) errors.cvc = 'invalid_cvc';
  if (Object.keys(errors).length) return { errors };
  return { card: { digits, brand, expMonth, expYear }, errors };
}

/** The fields' own messages (spec §5: "the provider fields' own messages"), in the fields' locale. */
export const CARD_MESSAGES: Record<
  'en' | 'zh',
  Record<
    CardFieldError | 'card_declined' | 'insufficient_funds' | 'authentication_failed' | 'processing_error',
    string
  >
> = {
  en: {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry: "Your card's expiration date is invalid.",
    expired: 'Your card has expired.',
    incomplete_cvc: "Your card's security code is incomplete.",
    invalid_cvc: "Your card's security code is invalid.",
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    authentication_failed: 'We could not authenticate your card. Please try again or use another card.',
    processing_error: 'An error occurred while processing your card. Please try again.',
  },
  zh: {
    incomplete_number: '您的卡号不完整。',
    invalid_number: '您的卡号无效。',
    incomplete_expiry: '您的卡的到期日期不完整。',
    invalid_expiry: '您的卡的到期日期无效。',
    expired: '您的卡已过期。',
    incomplete_cvc: '您的卡的安全码不完整。',
    invalid_cvc: '您的卡的安全码无效。',
    card_declined: '您的卡被拒绝了。',
    insufficient_funds: '您的卡余额不足。',
    authentication_failed: '无法验证您的卡，请重试或使用其他卡。',
    processing_error: '处理您的卡时出错，请重试。',
  },
};
