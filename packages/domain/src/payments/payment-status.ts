/**
 * Payment attempts (spec §3 "Payment record", §4 "Payment flow and polling"): the statuses of a
 * payment record and the one table of the moves between them. Statuses only move forward: a late,
 * replayed or reordered provider event that would move an attempt back is ignored. The server's one
 * writer (`features/payments/payments-service.ts`) refuses every move this table does not list.
 */

export const PAYMENT_RECORD_STATUSES = [
  'PAY_PENDING',
  'PAY_SUCCESS',
  'PRE_AUTH_SUCCESS',
  'PAY_FAILED',
  'UNKNOWN',
  'CLOSED',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/**
 * Every allowed move. UNKNOWN is "the provider could not say" (a timeout, an unreadable answer): a
 * later status check or event still settles it. PRE_AUTH_SUCCESS is money authorised, not yet
 * captured: capture makes it PAY_SUCCESS, a void or an expired authorisation CLOSED. CLOSED is where
 * an attempt goes when the buyer pays again or it expires; the provider is asked to cancel first.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentRecordStatus, readonly PaymentRecordStatus[]>> = {
  PAY_PENDING: ['PAY_SUCCESS', 'PRE_AUTH_SUCCESS', 'PAY_FAILED', 'UNKNOWN', 'CLOSED'],
  UNKNOWN: ['PAY_SUCCESS', 'PRE_AUTH_SUCCESS', 'PAY_FAILED', 'CLOSED'],
  PRE_AUTH_SUCCESS: ['PAY_SUCCESS', 'CLOSED'],
  PAY_FAILED: ['CLOSED'],
  PAY_SUCCESS: [],
  CLOSED: [],
};

export function canMovePayment(from: string, to: string): boolean {
  return (PAYMENT_TRANSITIONS[from as PaymentRecordStatus] ?? []).includes(to as PaymentRecordStatus);
}

/** Attempts that may still take money, or have: at most one per payment order (a partial unique index). */
export const LIVE_PAYMENT_STATUSES: readonly PaymentRecordStatus[] = [
  'PAY_PENDING',
  'UNKNOWN',
  'PRE_AUTH_SUCCESS',
  'PAY_SUCCESS',
];
/** Attempts whose outcome the buyer is still waiting for. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentRecordStatus[] = ['PAY_PENDING', 'UNKNOWN'];
/** Money is the shop's (captured) or promised to it (authorised): the order counts as paid. */
export const PAID_PAYMENT_STATUSES: readonly PaymentRecordStatus[] = ['PAY_SUCCESS', 'PRE_AUTH_SUCCESS'];

export const isPaidPaymentStatus = (s: string) => (PAID_PAYMENT_STATUSES as readonly string[]).includes(s);
export const isOpenPaymentStatus = (s: string) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(s);
export const isFinalPaymentStatus = (s: string) =>
  PAYMENT_TRANSITIONS[s as PaymentRecordStatus]?.length === 0;

/**
 * What a status poll makes of a record status (spec §4): success on PAY_SUCCESS or PRE_AUTH_SUCCESS,
 * keep polling on PAY_PENDING and UNKNOWN, otherwise failed (with failedReason).
 */
export function pollOutcome(status: string): 'success' | 'pending' | 'failed' {
  if (isPaidPaymentStatus(status)) return 'success';
  if (isOpenPaymentStatus(status)) return 'pending';
  return 'failed';
}

/**
 * The payment start decision of spec §4 (by paymentRecordStatus): PAY_SUCCESS goes to the result
 * page; PAY_PENDING or PAY_FAILED asks before paying again (double-payment warning); anything else
 * goes straight to pre-pay.
 */
export function paymentStartDecision(status: string | null | undefined): 'result' | 'confirm' | 'pay' {
  if (status === 'PAY_SUCCESS') return 'result';
  if (status === 'PAY_PENDING' || status === 'PAY_FAILED') return 'confirm';
  return 'pay';
}

/** The kinds of next action a provider answers when an attempt starts (the browser's part). */
export const NEXT_ACTION_TYPES = [
  'client_secret',
  'session',
  'redirect',
  'widget_token',
  'bank_reference',
  'none',
] as const;
export type NextActionType = (typeof NEXT_ACTION_TYPES)[number];

/** Payment method families one provider interface covers. */
export const PAYMENT_METHODS = [
  'card',
  'hosted_checkout',
  'wallet',
  'pay_later',
  'device_wallet',
  'bank_reference',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
