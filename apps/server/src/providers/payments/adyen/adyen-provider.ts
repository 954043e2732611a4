import adyen, { type Types } from '@adyen/api-library';
import type { PaymentMethod } from '@kontor/domain/payments/payment-status';
import {
  type AttemptInput,
  type PaymentProvider,
  type PaymentRef,
  type PaymentState,
  ProviderError,
  type ProviderEvent,
  type ProviderMoney,
  type RefundOutcome,
  type StartResult,
  WebhookSignatureError,
} from '../payment-provider.ts';
import { httpError } from '../provider-http.ts';
import type { AdyenSettings } from './adyen-settings.ts';

// @adyen/api-library is CommonJS whose exports node's ESM loader cannot name (the server bundle is an
// ES module that imports it as is): a named import fails the start, the default import works.
const { CheckoutAPI, Client, EnvironmentEnum, hmacValidator } = adyen;

export { type AdyenSettings, adyenSettingsFromEnv } from './adyen-settings.ts';

type NotificationItem = Types.notification.NotificationRequestItem;

/**
 * Adyen's Checkout API over the official library (decision 031), for the hosted checkout: start
 * creates a /sessions session (our reference is Adyen's `reference`, the merchant reference;
 * amounts in minor units; GB for the UK) whose id and data the browser's Drop-in loads;
 * `complete` reads the session's result (`sessionResult`) and answers the payment's pspReference.
 * Captures, cancels and refunds go through the modifications endpoints with our idempotency key;
 * Adyen answers them `received` and decides by webhook, so they answer `pending`. Adyen's Checkout
 * API has no call that reads a payment by pspReference: `status` can only say pending, and the
 * signed webhooks (HMAC over the notification's fields, checked with Adyen's HmacValidator)
 * decide. Only automatic capture is taken (a manual capture is the merchant account's setting).
 */
export class AdyenProvider implements PaymentProvider {
  readonly name = 'adyen';
  readonly methods: readonly PaymentMethod[] = ['hosted_checkout'];
  readonly savesCards = false;
  private readonly checkout: InstanceType<typeof CheckoutAPI>;
  private readonly hmac = new hmacValidator();

  constructor(private readonly settings: AdyenSettings) {
    const client = new Client({
      apiKey: settings.apiKey,
      environment: settings.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: settings.liveUrlPrefix,
      connectionTimeoutMillis: 30_000,
    });
    this.checkout = new CheckoutAPI(client);
  }

  eligible(amount: number, _currency: string, _country: string, _guest: boolean): PaymentMethod[] {
    return amount > 0 ? ['hosted_checkout'] : [];
  }

  async start(attempt: AttemptInput): Promise<StartResult> {
    if (attempt.method !== 'hosted_checkout')
      throw new ProviderError('unsupported', `adyen: no ${attempt.method} payments`);
    if (attempt.captureMethod === 'manual')
      throw new ProviderError(
        'unsupported',
        'adyen: manual capture is a merchant account setting, not per session',
      );
    const session = await this.call(() =>
      this.checkout.PaymentsApi.sessions(
        {
          merchantAccount: this.settings.merchantAccount,
          amount: { value: attempt.amount.minor, currency: attempt.amount.currency.toUpperCase() },
          reference: attempt.reference,
          returnUrl: attempt.returnUrl,
          countryCode: attempt.country,
          shopperLocale: attempt.locale === 'zh' ? 'zh-CN' : `en-${attempt.country}`,
          channel: 'Web' as Types.checkout.CreateCheckoutSessionRequest.ChannelEnum,
          shopperReference: attempt.customer?.reference,
          shopperEmail: attempt.customer?.email ?? undefined,
          metadata: { reference: attempt.reference },
        },
        { idempotencyKey: attempt.idempotencyKey },
      ),
    );
    return {
      providerPaymentId: session.id,
      status: 'requires_action',
      next: {
        type: 'session',
        sessionId: session.id,
        sessionData: session.sessionData ?? '',
        clientKey: this.settings.clientKey,
        environment: this.settings.environment,
      },
    };
  }

  /** The Drop-in finished (`sessionId`, `sessionResult`): the session's result names the payment. */
  async complete(ref: PaymentRef, details: Record<string, unknown>): Promise<PaymentState> {
    const sessionId = typeof details.sessionId === 'string' ? details.sessionId : ref.providerPaymentId;
    const sessionResult = details.sessionResult;
    if (!sessionId || typeof sessionResult !== 'string' || !sessionResult)
      throw new ProviderError('invalid_request', 'adyen: complete needs the sessionId and sessionResult');
    const r = await this.call(() =>
      this.checkout.PaymentsApi.getResultOfPaymentSession(sessionId, sessionResult),
    );
    if (r.reference && r.reference !== ref.reference)
      throw new ProviderError('invalid_request', 'adyen: that session is for another payment');
    const payment = r.payments?.find((p) => p.resultCode === 'Authorised') ?? r.payments?.at(-1);
    const id = payment?.pspReference ?? sessionId;
    switch (r.status) {
      case 'completed':
        return {
          providerPaymentId: id,
          status: 'succeeded',
          capturedMinor: payment?.amount?.value ?? ref.amount.minor,
        };
      case 'paymentPending':
        return { providerPaymentId: id, status: 'pending', capturedMinor: 0 };
      case 'refused':
        return { providerPaymentId: id, status: 'failed', failureReason: 'refused', capturedMinor: 0 };
      case 'canceled':
      case 'expired':
        return { providerPaymentId: id, status: 'canceled', capturedMinor: 0 };
      default:
        return { providerPaymentId: id, status: 'requires_action', capturedMinor: 0 };
    }
  }

  /** Adyen's Checkout API reads no payment by id: the webhook decides, until then it is pending. */
  async status(ref: PaymentRef): Promise<PaymentState> {
    return { providerPaymentId: ref.providerPaymentId ?? '', status: 'pending' };
  }

  async capture(ref: PaymentRef, amount: ProviderMoney, idempotencyKey: string): Promise<PaymentState> {
    const psp = pspReference(ref);
    await this.call(() =>
      this.checkout.ModificationsApi.captureAuthorisedPayment(
        psp,
        {
          merchantAccount: this.settings.merchantAccount,
          amount: { value: amount.minor, currency: amount.currency.toUpperCase() },
          reference: ref.reference,
        },
        { idempotencyKey },
      ),
    );
    return { providerPaymentId: psp, status: 'pending' };
  }

  async cancel(ref: PaymentRef, idempotencyKey: string): Promise<PaymentState> {
    // A session nobody paid lapses by itself (its expiresAt); there is nothing to cancel yet.
    if (!ref.providerPaymentId || isSessionId(ref.providerPaymentId))
      return { providerPaymentId: ref.providerPaymentId ?? '', status: 'canceled' };
    const psp = ref.providerPaymentId;
    await this.call(() =>
      this.checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
        psp,
        { merchantAccount: this.settings.merchantAccount, reference: ref.reference },
        { idempotencyKey },
      ),
    );
    return { providerPaymentId: psp, status: 'pending' };
  }

  async refund(
    ref: PaymentRef | null,
    amount: ProviderMoney,
    idempotencyKey: string,
  ): Promise<RefundOutcome> {
    if (!ref) throw new ProviderError('invalid_request', 'adyen: a refund needs the payment it returns');
    const psp = pspReference(ref);
    const r = await this.call(() =>
      this.checkout.ModificationsApi.refundCapturedPayment(
        psp,
        {
          merchantAccount: this.settings.merchantAccount,
          amount: { value: amount.minor, currency: amount.currency.toUpperCase() },
          reference: ref.reference,
        },
        { idempotencyKey },
      ),
    );
    return { status: 'PENDING', reference: r.pspReference };
  }

  /** Adyen reports a refund's outcome only by its REFUND webhook. */
  async refundStatus(reference: string): Promise<RefundOutcome> {
    return { status: 'PENDING', reference };
  }

  async createSession(): Promise<never> {
    throw new ProviderError('unsupported', 'adyen: no pay-later widget sessions through this adapter');
  }

  async parseWebhook(rawBody: Buffer): Promise<ProviderEvent[]> {
    let body: { notificationItems?: { NotificationRequestItem?: NotificationItem }[] };
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('adyen: webhook body is not JSON');
    }
    const items = (body.notificationItems ?? []).map((i) => i.NotificationRequestItem);
    if (items.length === 0) throw new WebhookSignatureError('adyen: no notification items');
    for (const item of items) {
      if (!item?.additionalData?.hmacSignature)
        throw new WebhookSignatureError('adyen: item without hmacSignature');
      let valid = false;
      try {
        valid = this.hmac.validateHMAC(item, this.settings.hmacKey);
      } catch {
        valid = false;
      }
      if (!valid) throw new WebhookSignatureError();
      if (item.merchantAccountCode !== this.settings.merchantAccount)
        throw new WebhookSignatureError('adyen: notification for another merchant account');
    }
    return items.map((item) => readItem(item!));
  }

  async setupCard(): Promise<never> {
    throw new ProviderError('unsupported', 'adyen: saved cards are not built for Adyen yet');
  }
  setupStatus = this.setupCard;
  listSaved = this.setupCard;
  deleteSaved = this.setupCard;

  browserConfig() {
    return {
      provider: this.name,
      publishableKey: this.settings.clientKey,
      scriptUrl: `https://checkoutshopper-${this.settings.environment}.cdn.adyen.com/checkoutshopper/sdk/6.0.0/adyen.js`,
      environment: this.settings.environment,
    };
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      const e = error as {
        statusCode?: number;
        errorCode?: string;
        message?: string;
        responseHeaders?: Record<string, string | string[] | undefined>;
      };
      if (typeof e?.statusCode !== 'number' || e.statusCode === 0)
        throw new ProviderError('unavailable', `adyen: ${e?.message ?? 'no answer'}`);
      const retryAfter = e.responseHeaders?.['retry-after'];
      throw httpError(
        'adyen',
        e.statusCode,
        e.message ?? `HTTP ${e.statusCode}`,
        e.errorCode,
        Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      );
    }
  }
}

/** Adyen session ids are CS and 16 hex digits (18 characters); pspReferences have 16 characters. */
const isSessionId = (id: string) => /^CS[0-9A-F]{16}$/.test(id);

function pspReference(ref: PaymentRef): string {
  if (!ref.providerPaymentId || isSessionId(ref.providerPaymentId))
    throw new ProviderError('invalid_request', `adyen: attempt ${ref.reference} has no payment yet`);
  return ref.providerPaymentId;
}

/** An Adyen notification item → our event; Adyen's dedupe key is pspReference + eventCode + success. */
function readItem(item: NotificationItem): ProviderEvent {
  const success = String(item.success) === 'true';
  const id = `${item.pspReference}:${item.eventCode}:${success}`;
  const occurredAt = new Date(item.eventDate);
  const base = { id, kind: 'payment' as const, reference: item.merchantReference ?? null, occurredAt };
  switch (String(item.eventCode)) {
    case 'AUTHORISATION':
      return success
        ? {
            ...base,
            providerPaymentId: item.pspReference,
            status: 'succeeded',
            capturedMinor: item.amount?.value,
          }
        : {
            ...base,
            providerPaymentId: item.pspReference,
            status: 'failed',
            failureReason: item.reason || 'refused',
          };
    case 'CAPTURE':
      return {
        ...base,
        providerPaymentId: item.originalReference ?? item.pspReference,
        status: success ? 'succeeded' : 'authorised',
      };
    case 'CAPTURE_FAILED':
      return {
        ...base,
        providerPaymentId: item.originalReference ?? item.pspReference,
        status: 'authorised',
      };
    case 'CANCELLATION':
      return success
        ? { ...base, providerPaymentId: item.originalReference ?? item.pspReference, status: 'canceled' }
        : { id, kind: 'other', type: 'CANCELLATION_FAILED', occurredAt };
    case 'REFUND':
      return {
        id,
        kind: 'refund',
        reference: item.pspReference,
        status: success ? 'SUCCEEDED' : 'FAILED',
        occurredAt,
      };
    case 'REFUND_FAILED':
      return { id, kind: 'refund', reference: item.pspReference, status: 'FAILED', occurredAt };
    default:
      return { id, kind: 'other', type: String(item.eventCode), occurredAt };
  }
}
