import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentMethod } from '@kontor/domain/payments/payment-status';

/**
 * THE payment provider interface (DESIGN §1, decision 028): one shape for every provider family —
 * card PSPs with hosted fields, hosted checkouts, wallets with an approval page, pay-later widgets,
 * device wallets and bank references — plus saved cards. The embedded sandbox implements all of it;
 * a real adapter implements what its provider offers (`methods`, `savesCards`) and throws
 * `ProviderError('unsupported')` for the rest. Every adapter must pass the contract suite in
 * `payment-provider.contract.ts`.
 *
 * Conventions across the interface:
 * - Amounts are the provider's minor units by the ISO 4217 exponent (`toProviderMinor`: ×100, JPY ×1).
 * - Countries are ISO 3166 alpha-2 (`providerCountry`: UK is GB). Card-field locales are zh or en.
 * - `reference` is our attempt id (payment_record.id as text): the provider's merchant reference.
 * - Every call that moves money takes an idempotency key (`attemptId:operation:amount`); the same key
 *   always answers the same result and never moves money twice.
 * - Failures are `ProviderError`s; `rate_limited`, `unavailable` and `timeout` may be retried (the
 *   caller wraps providers with `withRetries`, honouring `retryAfterMs`).
 */
export interface PaymentProvider {
  /** Registry name, also the webhook path segment: POST /api/payments/webhooks/{name}. */
  readonly name: string;
  /** Method families this provider can take. */
  readonly methods: readonly PaymentMethod[];
  /** Whether it keeps cards for later (setupCard … deleteSaved). */
  readonly savesCards: boolean;

  /** The methods it offers for this payment (amount in provider minor units), country and kind of buyer. */
  eligible(amount: number, currency: string, country: string, guest: boolean): PaymentMethod[];

  /** Creates the payment at the provider and answers what the browser must do next. */
  start(attempt: AttemptInput): Promise<StartResult>;
  /**
   * Finishes a payment after the buyer came back with provider details: the hosted checkout's
   * `sessionResult`/`redirectResult`, a wallet approval (`token`, `payerId`: captures it), a pay-later
   * `authorizationToken`. Idempotent by key.
   */
  complete(ref: PaymentRef, details: Record<string, unknown>, idempotencyKey: string): Promise<PaymentState>;
  /** The payment as the provider sees it now (a return from a provider page only triggers this). */
  status(ref: PaymentRef): Promise<PaymentState>;
  /** Captures an authorisation (all or part of it). */
  capture(ref: PaymentRef, amount: ProviderMoney, idempotencyKey: string): Promise<PaymentState>;
  /**
   * Cancels a payment that is not captured (voids an authorisation). When the payment turned out
   * captured already, it answers `succeeded` — the caller then keeps it, never charges twice.
   * A payment the provider does not know answers `canceled`.
   */
  cancel(ref: PaymentRef, idempotencyKey: string): Promise<PaymentState>;
  /** Refunds (all or part of) a captured payment; settles asynchronously (`refundStatus`). */
  refund(ref: PaymentRef | null, amount: ProviderMoney, idempotencyKey: string): Promise<RefundOutcome>;
  refundStatus(reference: string): Promise<RefundOutcome>;

  /** A pay-later widget session before any attempt exists (POST /api/payments/v1/sessions). */
  createSession(input: WidgetSessionInput): Promise<{ clientToken: string; sessionId: string }>;

  /**
   * Verifies a webhook on its RAW body with the provider's own scheme and reads its events.
   * Throws `WebhookSignatureError` when the signature, timestamp or body do not hold.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent[]>;

  /** Saved cards: starts a card setup for hosted fields (answers the client secret). */
  setupCard(input: CardSetupInput): Promise<CardSetupStart>;
  setupStatus(providerSetupId: string): Promise<CardSetupState>;
  listSaved(providerCustomerId: string): Promise<SavedCardInfo[]>;
  /** Removes a saved card at the provider; removing one already gone succeeds. */
  deleteSaved(providerCustomerId: string, token: string): Promise<void>;

  /** What the browser needs to load this provider's card fields / widgets (public keys only). */
  browserConfig(): BrowserProviderConfig;
}

/** Money in the provider's minor units. */
export interface ProviderMoney {
  minor: number;
  currency: string;
}

export interface AttemptInput {
  /** Our attempt id as text (payment_record.id): the merchant reference at the provider. */
  reference: string;
  method: PaymentMethod;
  /** A provider-specific kind within the family (e.g. `klarna`, `ideal`, `apple_pay`). */
  variant?: string;
  amount: ProviderMoney;
  /** ISO 3166 alpha-2 (GB, never UK). */
  country: string;
  locale: 'zh' | 'en';
  guest: boolean;
  /** Where the buyer lands after a provider page (3-D Secure, wallet approval, hosted checkout). */
  returnUrl: string;
  /** `manual` authorises only (pre-authorisation, pay-later); `automatic` captures at once. */
  captureMethod: 'automatic' | 'manual';
  customer?: CustomerRef;
  /** Pay with a saved card: its provider token (our payCenterToken). */
  savedCardToken?: string;
  /** A pay-later authorisation the widget already obtained (then no widget step follows). */
  authorizationToken?: string;
  description?: string;
  /** `attemptId:start:amount`. */
  idempotencyKey: string;
}

/** An attempt as the provider knows it. */
export interface PaymentRef {
  reference: string;
  /** The provider's own id, once start answered. */
  providerPaymentId: string | null;
  method: PaymentMethod;
  amount: ProviderMoney;
}

export interface CustomerRef {
  /** Our buyer id as text. */
  reference: string;
  /** The provider's customer id, once one exists. */
  providerCustomerId?: string | null;
  email?: string | null;
  name?: string | null;
}

/** What the browser must do next, by kind (spec §7 `redirectInfo` / `channelToken`). */
export type NextAction =
  /** Hosted card fields confirm the payment with this secret (3-D Secure may follow in the fields). */
  | { type: 'client_secret'; clientSecret: string }
  /** A hosted checkout (Adyen-shaped session); `url` opens the provider's page when there is one. */
  | {
      type: 'session';
      sessionId: string;
      sessionData: string;
      clientKey: string;
      environment: string;
      url?: string;
    }
  /** A wallet approval page (PayPal-shaped approveUrl). */
  | { type: 'redirect'; url: string }
  /** A pay-later widget loads with this token. */
  | { type: 'widget_token'; clientToken: string; sessionId: string; scriptUrl?: string }
  /** The buyer transfers the money with this reference. */
  | {
      type: 'bank_reference';
      reference: string;
      iban: string;
      bic: string;
      beneficiary: string;
      amount: ProviderMoney;
    }
  /** Nothing: the payment is already decided (e.g. a saved card without a challenge). */
  | { type: 'none' };

export type ProviderPaymentStatus =
  | 'pending'
  | 'requires_action'
  | 'authorised'
  | 'succeeded'
  | 'failed'
  | 'canceled'
  | 'unknown';

export interface PaymentState {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  /** A short machine reason for failed payments (e.g. `card_declined`, `insufficient_funds`). */
  failureReason?: string;
  /** Captured so far, provider minor units. */
  capturedMinor?: number;
  /** When an authorisation lapses unless captured. */
  authorisationExpiresAt?: Date;
}

export interface StartResult extends PaymentState {
  next: NextAction;
}

export type RefundOutcome =
  | { status: 'PENDING'; reference: string }
  | { status: 'SUCCEEDED'; reference: string }
  | { status: 'FAILED'; reference: string; reason: string };

export interface WidgetSessionInput {
  /** The widget kind the browser asked for (`POST /api/payments/v1/sessions {type}`). */
  type: string;
  country: string;
  locale: 'zh' | 'en';
  amount?: ProviderMoney;
}

/** An event read from a verified webhook. `id` is the provider's event id (stored once). */
export type ProviderEvent =
  | {
      id: string;
      kind: 'payment';
      /** Our attempt id, when the provider echoes it. */
      reference: string | null;
      providerPaymentId: string;
      status: ProviderPaymentStatus;
      failureReason?: string;
      capturedMinor?: number;
      authorisationExpiresAt?: Date;
      occurredAt: Date;
    }
  | {
      id: string;
      kind: 'setup';
      providerSetupId: string;
      status: CardSetupState['status'];
      card?: SavedCardInfo;
      failureReason?: string;
      occurredAt: Date;
    }
  | { id: string; kind: 'refund'; reference: string; status: RefundOutcome['status']; occurredAt: Date }
  | { id: string; kind: 'other'; type: string; occurredAt: Date };

export interface CardSetupInput {
  /** Our card id as text (the setup's merchant reference). */
  reference: string;
  customer: CustomerRef;
  country: string;
  locale: 'zh' | 'en';
  billing: {
    name: string;
    email?: string;
    phone?: string;
    country: string;
    postalCode?: string;
    city?: string;
    state?: string;
    line1?: string;
    line2?: string;
  };
  /** `card:<id>:setup:0`. */
  idempotencyKey: string;
}

export interface CardSetupStart {
  providerSetupId: string;
  clientSecret: string;
  providerCustomerId: string;
}

export interface CardSetupState {
  providerSetupId: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  failureReason?: string;
  /** Present once succeeded. */
  card?: SavedCardInfo;
}

/** A saved card as the provider describes it: never the number or CVC. */
export interface SavedCardInfo {
  /** The provider's reusable token (payment method id): our payCenterToken. */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface BrowserProviderConfig {
  provider: string;
  /** Public (publishable / client) key; never a secret. */
  publishableKey: string;
  /** The provider's browser script, when it is loaded by URL. */
  scriptUrl?: string;
  environment: string;
}

export type ProviderErrorKind =
  | 'declined'
  | 'invalid_request'
  | 'not_found'
  | 'unsupported'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout';

/** A provider's refusal or failure, by kind; `retryAfterMs` comes from a 429's Retry-After. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly details: { status?: number; code?: string; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable' || this.kind === 'timeout';
  }
}

/** A webhook whose signature, timestamp or body does not hold: answered 400, nothing stored. */
export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature does not match') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
