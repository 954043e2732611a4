/**
 * The order's event log (DESIGN §5, `order_event`): every kind a writer may append and who may be
 * named as its actor. The server's writers take these types, so a new kind cannot be logged without
 * joining this list; the web's code-text test then demands a text for it in every language.
 */
export const ORDER_EVENT_KINDS = [
  'PLACED',
  'PAYMENT_PENDING',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'CODES_ISSUED',
  'SHIPPED',
  'DELIVERED',
  'PACKAGE_SIGNED',
  'RECEIPT_CONFIRMED',
  'RECEIPT_POSTPONED',
  'REVIEWED',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'CLOSED',
  'CANCELLED',
  'CANCEL_REQUESTED',
  'CANCEL_APPROVED',
  'REFUNDED',
  'INVOICE_SENT',
  'WITHDRAWN',
  'AFTER_SALES_APPLIED',
  'AFTER_SALES_STEP',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_EVENT_ACTORS = ['BUYER', 'SELLER', 'SYSTEM'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

/** Payment stages of a contract's payment orders. */
export const PAYMENT_STAGES = ['FULL', 'DEPOSIT', 'BALANCE'] as const;

/** Channels a payment record names (`payChannel`). */
export const PAY_CHANNELS = [
  'CARD',
  'POINTS',
  'PAYPAL',
  'KLARNA',
  'APPLE_PAY',
  'IDEAL',
  'BIZUM',
  'SWISH',
  'BLIK',
] as const;

/**
 * Why a payment attempt failed (`failedReason`), as providers report it. A reason outside this list
 * is shown with the generic "payment not completed" text, never as the provider's code.
 */
export const PAYMENT_FAILURE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'authentication_failed',
  '3ds_authentication_failed',
  'processing_error',
  'cancelled_by_buyer',
  'expired',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** A package's progress (`fulfillmentProgressStatus`). */
export const PACKAGE_STATUSES = ['SEND_DELIVERY', 'SIGN_IN', 'CANCEL'] as const;

/** A refund's status as the after-sales detail shows it. */
export const REFUND_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;

/** A shop's merchant status as the seller console shows it. */
export const SHOP_STATUSES = ['SELLER', 'FROZEN', 'CLEARED', 'STOPPED'] as const;

/**
 * The known reason in what a provider reported: providers write a code, or a code with a detail
 * ("card_declined: insufficient_funds"); the most specific known part wins. Null when none is known.
 */
export function paymentFailureReason(reported: string | null | undefined): PaymentFailureReason | null {
  const parts = (reported ?? '')
    .split(/[\s:;,]+/)
    .filter(Boolean)
    .reverse();
  return (
    (parts.find((p) => (PAYMENT_FAILURE_REASONS as readonly string[]).includes(p)) as PaymentFailureReason) ??
    null
  );
}
