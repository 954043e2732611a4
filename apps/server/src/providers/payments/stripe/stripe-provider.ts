import type { PaymentMethod } from '@kontor/domain/payments/payment-status';
import Stripe from 'stripe';
import {
  type AttemptInput,
  type CardSetupInput,
  type CardSetupStart,
  type CardSetupState,
  type PaymentProvider,
  type PaymentRef,
  type PaymentState,
  ProviderError,
  type ProviderEvent,
  type ProviderMoney,
  type ProviderPaymentStatus,
  type RefundOutcome,
  type SavedCardInfo,
  type StartResult,
  WebhookSignatureError,
} from '../payment-provider.ts';
import { header, retryAfterMs } from '../provider-http.ts';
import type { StripeSettings } from './stripe-settings.ts';

export { type StripeSettings, stripeSettingsFromEnv } from './stripe-settings.ts';

const PI_STATUS: Record<Stripe.PaymentIntent.Status, ProviderPaymentStatus> = {
  requires_payment_method: 'pending',
  requires_confirmation: 'pending',
  requires_action: 'requires_action',
  processing: 'pending',
  requires_capture: 'authorised',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** Card authorisations Stripe keeps 7 days unless the charge says otherwise (capture_before). */
const DEFAULT_AUTH_MS = 7 * 24 * 3_600_000;

/**
 * Stripe over its official SDK (decision 031): PaymentIntents for cards and device wallets (Apple
 * Pay, Google Pay confirm the same client secret), SetupIntents + Customers + PaymentMethods for
 * saved cards, Refunds. Our reference rides in `metadata.reference`; every call that moves money
 * carries our idempotency key as Stripe's `Idempotency-Key`. The SDK's own retries are off: the
 * registry wraps us in `withRetries`, which honours Retry-After.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly methods: readonly PaymentMethod[] = ['card', 'device_wallet'];
  readonly savesCards = true;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 0,
      timeout: 30_000,
      telemetry: false,
      ...(settings.host ? { host: settings.host } : {}),
    });
  }

  eligible(amount: number, _currency: string, _country: string, _guest: boolean): PaymentMethod[] {
    return amount > 0 ? [...this.methods] : [];
  }

  async start(attempt: AttemptInput): Promise<StartResult> {
    if (!this.methods.includes(attempt.method))
      throw new ProviderError('unsupported', `stripe: no ${attempt.method} payments`);
    const base: Stripe.PaymentIntentCreateParams = {
      amount: attempt.amount.minor,
      currency: attempt.amount.currency.toLowerCase(),
      capture_method: attempt.captureMethod,
      allowed_payment_method_types: ['card'],
      metadata: { reference: attempt.reference },
      description: attempt.description,
      customer: attempt.customer?.providerCustomerId ?? undefined,
    };
    if (attempt.savedCardToken) {
      // A saved card pays without the buyer's fields; a bank that still wants 3-D Secure turns it into a failure
      // the buyer answers by paying with the fields.
      try {
        const pi = await this.call(() =>
          this.stripe.paymentIntents.create(
            { ...base, payment_method: attempt.savedCardToken, off_session: true, confirm: true },
            { idempotencyKey: attempt.idempotencyKey },
          ),
        );
        return { ...this.state(pi), next: { type: 'none' } };
      } catch (error) {
        const pi = (error as { raw?: { payment_intent?: Stripe.PaymentIntent } }).raw?.payment_intent;
        if (error instanceof ProviderError && error.kind === 'declined' && pi)
          return { ...this.state(pi), next: { type: 'none' } };
        throw error;
      }
    }
    const pi = await this.call(() =>
      this.stripe.paymentIntents.create(base, { idempotencyKey: attempt.idempotencyKey }),
    );
    return { ...this.state(pi), next: { type: 'client_secret', clientSecret: pi.client_secret! } };
  }

  /** Card payments are confirmed in the browser: there is nothing to finish, only to read. */
  complete(ref: PaymentRef): Promise<PaymentState> {
    return this.status(ref);
  }

  async status(ref: PaymentRef): Promise<PaymentState> {
    return this.state(await this.retrieve(this.known(ref)));
  }

  async capture(ref: PaymentRef, amount: ProviderMoney, idempotencyKey: string): Promise<PaymentState> {
    const id = this.known(ref);
    try {
      const pi = await this.call(() =>
        this.stripe.paymentIntents.capture(
          id,
          { amount_to_capture: amount.minor, expand: ['latest_charge'] },
          { idempotencyKey },
        ),
      );
      return this.state(pi);
    } catch (error) {
      // Captured before under another key (or by a second instance): the money is there, say so.
      if (unexpectedState(error)) {
        const pi = await this.retrieve(id);
        if (pi.status === 'succeeded') return this.state(pi);
      }
      throw error;
    }
  }

  async cancel(ref: PaymentRef, idempotencyKey: string): Promise<PaymentState> {
    if (!ref.providerPaymentId) return { providerPaymentId: '', status: 'canceled' };
    const id = ref.providerPaymentId;
    try {
      return this.state(await this.call(() => this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey })));
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'not_found')
        return { providerPaymentId: id, status: 'canceled' };
      // Succeeded (or cancelled) already: report what it is, the caller keeps paid money.
      if (unexpectedState(error)) return this.state(await this.retrieve(id));
      throw error;
    }
  }

  async refund(
    ref: PaymentRef | null,
    amount: ProviderMoney,
    idempotencyKey: string,
  ): Promise<RefundOutcome> {
    if (!ref?.providerPaymentId)
      throw new ProviderError('invalid_request', 'stripe: a refund needs the payment it returns');
    const paymentIntent = ref.providerPaymentId;
    const r = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amount.minor, metadata: { reference: ref.reference } },
        { idempotencyKey },
      ),
    );
    return refundOutcome(r);
  }

  async refundStatus(reference: string): Promise<RefundOutcome> {
    return refundOutcome(await this.call(() => this.stripe.refunds.retrieve(reference)));
  }

  async createSession(): Promise<never> {
    throw new ProviderError('unsupported', 'stripe: no pay-later widget sessions');
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const signature = header(headers, 'stripe-signature');
    if (!signature) throw new WebhookSignatureError('stripe: no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    return [readEvent(event)];
  }

  async setupCard(input: CardSetupInput): Promise<CardSetupStart> {
    const customerId =
      input.customer.providerCustomerId ??
      (
        await this.call(() =>
          this.stripe.customers.create(
            {
              email: input.billing.email ?? input.customer.email ?? undefined,
              name: input.billing.name,
              phone: input.billing.phone,
              address: {
                country: input.billing.country,
                postal_code: input.billing.postalCode,
                city: input.billing.city,
                state: input.billing.state,
                line1: input.billing.line1,
                line2: input.billing.line2,
              },
              preferred_locales: [input.locale],
              metadata: { reference: input.customer.reference },
            },
            { idempotencyKey: `customer:${input.customer.reference}` },
          ),
        )
      ).id;
    const si = await this.call(() =>
      this.stripe.setupIntents.create(
        {
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { reference: input.reference },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { providerSetupId: si.id, clientSecret: si.client_secret!, providerCustomerId: customerId };
  }

  async setupStatus(providerSetupId: string): Promise<CardSetupState> {
    const si = await this.call(() =>
      this.stripe.setupIntents.retrieve(providerSetupId, { expand: ['payment_method'] }),
    );
    return setupState(si);
  }

  async listSaved(providerCustomerId: string): Promise<SavedCardInfo[]> {
    const list = await this.call(() =>
      this.stripe.customers.listPaymentMethods(providerCustomerId, { type: 'card', limit: 100 }),
    );
    return list.data.flatMap((pm) => (pm.card ? [cardInfo(pm)] : []));
  }

  async deleteSaved(providerCustomerId: string, token: string): Promise<void> {
    let pm: Stripe.PaymentMethod;
    try {
      pm = await this.call(() => this.stripe.paymentMethods.retrieve(token));
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'not_found') return;
      throw error;
    }
    // Detached already, or not this customer's: nothing of theirs to remove.
    const owner = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
    if (owner !== providerCustomerId) return;
    await this.call(() => this.stripe.paymentMethods.detach(token));
  }

  browserConfig() {
    return {
      provider: this.name,
      publishableKey: this.settings.publishableKey,
      scriptUrl: 'https://js.stripe.com/v3/',
      environment: this.settings.publishableKey.startsWith('pk_live_') ? 'live' : 'test',
    };
  }

  private known(ref: PaymentRef): string {
    if (!ref.providerPaymentId)
      throw new ProviderError('not_found', `stripe: attempt ${ref.reference} never reached Stripe`);
    return ref.providerPaymentId;
  }

  private retrieve(id: string): Promise<Stripe.PaymentIntent> {
    return this.call(() => this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
  }

  private state(pi: Stripe.PaymentIntent): PaymentState {
    const error = pi.last_payment_error;
    const failed = pi.status === 'requires_payment_method' && error;
    const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
    const captureBefore = charge?.payment_method_details?.card?.capture_before;
    return {
      providerPaymentId: pi.id,
      status: failed ? 'failed' : PI_STATUS[pi.status],
      failureReason: failed ? failureReason(error) : undefined,
      capturedMinor: pi.amount_received,
      authorisationExpiresAt:
        pi.status === 'requires_capture'
          ? new Date(captureBefore ? captureBefore * 1000 : pi.created * 1000 + DEFAULT_AUTH_MS)
          : undefined,
    };
  }

  /** Every SDK call: Stripe's errors become ProviderErrors by kind (429 keeps its Retry-After). */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw stripeError(error);
    }
  }
}

function stripeError(error: unknown): unknown {
  const e = error as {
    type?: string;
    statusCode?: number;
    code?: string;
    message?: string;
    headers?: Record<string, string>;
  };
  if (!e || typeof e.type !== 'string' || !e.type.startsWith('Stripe')) return error;
  const details = { status: e.statusCode, code: e.code };
  const message = `stripe: ${e.message ?? e.type}`;
  const wrap = (kind: ConstructorParameters<typeof ProviderError>[0], extra = {}) =>
    Object.assign(new ProviderError(kind, message, { ...details, ...extra }), { raw: (error as any).raw });
  if (e.statusCode === 429 || e.type === 'StripeRateLimitError')
    return wrap('rate_limited', { retryAfterMs: retryAfterMs(e.headers?.['retry-after']) });
  // Another request with this idempotency key is still running at Stripe: ask again shortly.
  if (e.statusCode === 409) return wrap('unavailable');
  if (e.type === 'StripeConnectionError' || (e.statusCode ?? 0) >= 500) return wrap('unavailable');
  if (e.type === 'StripeCardError') return wrap('declined');
  if (e.statusCode === 404 || e.code === 'resource_missing') return wrap('not_found');
  return wrap('invalid_request');
}

const unexpectedState = (error: unknown) =>
  error instanceof ProviderError && error.details.code === 'payment_intent_unexpected_state';

function failureReason(error: { code?: string; decline_code?: string }): string {
  // A generic decline reads as card_declined; a specific one (insufficient_funds, lost_card …) names itself.
  if (error.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error.code ?? 'card_declined';
}

function refundOutcome(r: Stripe.Refund): RefundOutcome {
  if (r.status === 'succeeded') return { status: 'SUCCEEDED', reference: r.id };
  if (r.status === 'failed' || r.status === 'canceled')
    return { status: 'FAILED', reference: r.id, reason: r.failure_reason ?? r.status };
  return { status: 'PENDING', reference: r.id };
}

function cardInfo(pm: Stripe.PaymentMethod): SavedCardInfo {
  const c = pm.card!;
  return { token: pm.id, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year };
}

function setupState(si: Stripe.SetupIntent): CardSetupState {
  const error = si.last_setup_error;
  const pm = typeof si.payment_method === 'object' ? si.payment_method : null;
  const status: CardSetupState['status'] =
    si.status === 'succeeded'
      ? 'succeeded'
      : si.status === 'canceled'
        ? 'canceled'
        : si.status === 'requires_action'
          ? 'requires_action'
          : si.status === 'requires_payment_method' && error
            ? 'failed'
            : 'pending';
  return {
    providerSetupId: si.id,
    status,
    failureReason: status === 'failed' && error ? failureReason(error) : undefined,
    card: status === 'succeeded' && pm?.card ? cardInfo(pm) : undefined,
  };
}

function readEvent(event: Stripe.Event): ProviderEvent {
  const occurredAt = new Date(event.created * 1000);
  const object = event.data.object as { object?: string };
  if (object.object === 'payment_intent') {
    const pi = object as Stripe.PaymentIntent;
    const error = pi.last_payment_error;
    const failed =
      event.type === 'payment_intent.payment_failed' || (pi.status === 'requires_payment_method' && error);
    return {
      id: event.id,
      kind: 'payment',
      reference: pi.metadata?.reference ?? null,
      providerPaymentId: pi.id,
      status: failed ? 'failed' : PI_STATUS[pi.status],
      failureReason: failed && error ? failureReason(error) : undefined,
      capturedMinor: pi.amount_received,
      occurredAt,
    };
  }
  if (object.object === 'setup_intent') {
    const s = setupState(object as Stripe.SetupIntent);
    return { id: event.id, kind: 'setup', ...s, occurredAt };
  }
  if (object.object === 'refund') {
    const r = refundOutcome(object as Stripe.Refund);
    return { id: event.id, kind: 'refund', reference: r.reference, status: r.status, occurredAt };
  }
  return { id: event.id, kind: 'other', type: event.type, occurredAt };
}
