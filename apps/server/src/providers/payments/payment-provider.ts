import type { Queryable } from '../../platform/db/index.ts';
import { sandboxPaymentProvider } from './sandbox-refunds.ts';

/** The payment a refund goes back to (a row of payment_record), when there is one. */
export interface PaymentRecordRef {
  id: number;
  payChannel: string;
  providerReference: string | null;
}

export type RefundOutcome =
  | { status: 'PENDING'; reference: string }
  | { status: 'SUCCEEDED'; reference: string }
  | { status: 'FAILED'; reference: string; reason: string };

/**
 * Refunds through a payment provider. Both calls are idempotent: the same idempotency key always
 * answers the same refund, so a retried step never refunds twice. Refunds settle asynchronously;
 * `refundStatus` is polled by the after-sales refund sweep until it is final.
 */
export interface PaymentProvider {
  readonly name: string;
  refund(
    q: Queryable,
    paymentRecord: PaymentRecordRef | null,
    amount: { minor: number; currency: string },
    idempotencyKey: string,
  ): Promise<RefundOutcome>;
  refundStatus(q: Queryable, reference: string): Promise<RefundOutcome>;
}

/** The provider of that name (config PAYMENT_PROVIDER); the embedded sandbox is the default and the only one yet. */
export function paymentProvider(name = 'sandbox'): PaymentProvider {
  if (name !== 'sandbox') throw new Error(`unknown PAYMENT_PROVIDER ${name}`);
  return sandboxPaymentProvider;
}
