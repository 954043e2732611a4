import { verify, X509Certificate } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { PaymentMethod } from '@kontor/domain/payments/payment-status';
import { currencyExponent } from '@kontor/domain/payments/provider-money';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Refund,
} from '@paypal/paypal-server-sdk';
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
import { header, httpError } from '../provider-http.ts';
import type { PayPalSettings } from './paypal-settings.ts';

export { type PayPalSettings, paypalSettingsFromEnv } from './paypal-settings.ts';

/** PayPal's currencies for Orders v2 (developer.paypal.com "Currency codes"). */
const CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(
    ' ',
  ),
);

/** Hosts PayPal serves its webhook signing certificates from; any other cert URL is refused. */
const CERT_HOSTS = new Set([
  'api.paypal.com',
  'api-m.paypal.com',
  'api.sandbox.paypal.com',
  'api-m.sandbox.paypal.com',
]);

/** PayPal amounts are decimal strings with the currency's ISO 4217 decimals (JPY none). */
export function paypalValue(minor: number, currency: string): string {
  const e = currencyExponent(currency);
  if (e === 0) return String(minor);
  const unit = 10 ** e;
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(e, '0')}`;
}

export function paypalMinor(value: string | undefined, currency: string): number {
  if (!value) return 0;
  const e = currencyExponent(currency);
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 10 ** e + Number((fraction + '0'.repeat(e)).slice(0, e) || 0);
}

/**
 * PayPal Orders v2 over the official server SDK (decision 031): the wallet approval flow. Start
 * creates an order (CAPTURE, or AUTHORIZE for a pre-authorisation) with our reference as
 * `custom_id`, `invoice_id` and `reference_id` and answers PayPal's approval link as the `redirect`;
 * `complete` captures (or authorises) the approved order; captures of authorisations, voids and
 * refunds go through Payments. Every money call carries our key as `PayPal-Request-Id`.
 * Webhooks are verified by PayPal's documented self-verification: CRC32 of the raw body in
 * `transmissionId|time|webhookId|crc32`, SHA256withRSA against the certificate PayPal names, which
 * is fetched only from PayPal's hosts.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal';
  readonly methods: readonly PaymentMethod[] = ['wallet'];
  readonly savesCards = false;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private readonly certs = new Map<string, Promise<X509Certificate>>();
  /** Why the last OAuth token fetch failed (see the constructor), handed to the call that needed it. */
  private tokenError: unknown = null;

  constructor(private readonly settings: PayPalSettings) {
    const client = new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: settings.clientId,
        oAuthClientSecret: settings.clientSecret,
        // The SDK keeps the token as one shared promise: a token fetch that failed once (a 429, a
        // timeout) would stay rejected and fail every later call of this client. Answering no token
        // instead fails only this call, and the next call fetches a token again.
        oAuthTokenProvider: async (_last, manager) => {
          try {
            const token = await manager.fetchToken();
            this.tokenError = null;
            return token;
          } catch (error) {
            this.tokenError = error;
            return undefined as never;
          }
        },
      },
      environment: settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 30_000,
    });
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  eligible(amount: number, currency: string, _country: string, _guest: boolean): PaymentMethod[] {
    return amount > 0 && CURRENCIES.has(currency.toUpperCase()) ? ['wallet'] : [];
  }

  async start(attempt: AttemptInput): Promise<StartResult> {
    if (attempt.method !== 'wallet')
      throw new ProviderError('unsupported', `paypal: no ${attempt.method} payments`);
    const currency = attempt.amount.currency.toUpperCase();
    const cancelUrl = `${attempt.returnUrl}${attempt.returnUrl.includes('?') ? '&' : '?'}cancelled=1`;
    const { result } = await this.call(() =>
      this.orders.createOrder({
        paypalRequestId: attempt.idempotencyKey,
        prefer: 'return=representation',
        body: {
          intent:
            attempt.captureMethod === 'manual'
              ? CheckoutPaymentIntent.Authorize
              : CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: attempt.reference,
              customId: attempt.reference,
              invoiceId: attempt.reference,
              description: attempt.description,
              amount: { currencyCode: currency, value: paypalValue(attempt.amount.minor, currency) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: attempt.returnUrl,
                cancelUrl,
                locale: attempt.locale === 'zh' ? 'zh-CN' : attempt.country === 'GB' ? 'en-GB' : 'en-US',
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                userAction: PaypalExperienceUserAction.PayNow,
              },
            },
          },
        },
      }),
    );
    const link = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!link) throw new ProviderError('unavailable', 'paypal: the order came without an approval link');
    return { ...orderState(result), next: { type: 'redirect', url: link.href } };
  }

  /** The buyer approved on PayPal (the return carries `token` = the order id): capture or authorise it. */
  async complete(
    ref: PaymentRef,
    details: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<PaymentState> {
    const id = known(ref);
    if (details.token !== undefined && details.token !== id)
      throw new ProviderError('invalid_request', 'paypal: the approval is for another order');
    const order = await this.order(id);
    if (order.status !== 'APPROVED') return orderState(order);
    try {
      const request = { id, paypalRequestId: idempotencyKey, prefer: 'return=representation' };
      const { result } = await this.call(() =>
        order.intent === CheckoutPaymentIntent.Authorize
          ? this.orders.authorizeOrder(request)
          : this.orders.captureOrder(request),
      );
      return orderState(result as Order);
    } catch (error) {
      // The buyer's funding was refused at capture: the order stays open for another instrument.
      if (error instanceof ProviderError && error.details.code === 'INSTRUMENT_DECLINED')
        return {
          providerPaymentId: id,
          status: 'failed',
          failureReason: 'instrument_declined',
          capturedMinor: 0,
        };
      throw error;
    }
  }

  async status(ref: PaymentRef): Promise<PaymentState> {
    return orderState(await this.order(known(ref)));
  }

  async capture(ref: PaymentRef, amount: ProviderMoney, idempotencyKey: string): Promise<PaymentState> {
    const order = await this.order(known(ref));
    const auth = order.purchaseUnits?.[0]?.payments?.authorizations?.[0];
    if (!auth?.id) return orderState(order);
    if (auth.status === 'CREATED' || auth.status === 'PENDING') {
      const currency = amount.currency.toUpperCase();
      await this.call(() =>
        this.payments.captureAuthorizedPayment({
          authorizationId: auth.id!,
          paypalRequestId: idempotencyKey,
          prefer: 'return=representation',
          body: {
            amount: { currencyCode: currency, value: paypalValue(amount.minor, currency) },
            finalCapture: true,
            invoiceId: ref.reference,
          },
        }),
      );
    }
    return orderState(await this.order(order.id!));
  }

  /** Voids an authorisation; an order never approved has nothing to cancel and lapses at PayPal. */
  async cancel(ref: PaymentRef, idempotencyKey: string): Promise<PaymentState> {
    if (!ref.providerPaymentId) return { providerPaymentId: '', status: 'canceled' };
    let order: Order;
    try {
      order = await this.order(ref.providerPaymentId);
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'not_found')
        return { providerPaymentId: ref.providerPaymentId, status: 'canceled' };
      throw error;
    }
    const auth = order.purchaseUnits?.[0]?.payments?.authorizations?.[0];
    if (auth?.id && auth.status === 'CREATED') {
      await this.call(() =>
        this.payments.voidPayment({ authorizationId: auth.id!, paypalRequestId: idempotencyKey }),
      );
      return orderState(await this.order(order.id!));
    }
    const state = orderState(order);
    return state.status === 'succeeded' || state.status === 'authorised'
      ? state
      : { ...state, status: 'canceled' };
  }

  async refund(
    ref: PaymentRef | null,
    amount: ProviderMoney,
    idempotencyKey: string,
  ): Promise<RefundOutcome> {
    if (!ref?.providerPaymentId)
      throw new ProviderError('invalid_request', 'paypal: a refund needs the order it returns');
    const order = await this.order(ref.providerPaymentId);
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.find((c) => c.status !== 'DECLINED');
    if (!capture?.id) throw new ProviderError('invalid_request', 'paypal: nothing captured to refund');
    const currency = amount.currency.toUpperCase();
    const { result } = await this.call(() =>
      this.payments.refundCapturedPayment({
        captureId: capture.id!,
        paypalRequestId: idempotencyKey,
        prefer: 'return=representation',
        body: {
          amount: { currencyCode: currency, value: paypalValue(amount.minor, currency) },
          customId: ref.reference,
        },
      }),
    );
    return refundOutcome(result);
  }

  async refundStatus(reference: string): Promise<RefundOutcome> {
    const { result } = await this.call(() => this.payments.getRefund({ refundId: reference }));
    return refundOutcome(result);
  }

  async createSession(): Promise<never> {
    throw new ProviderError('unsupported', 'paypal: no pay-later widget sessions');
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const transmissionId = header(headers, 'paypal-transmission-id');
    const time = header(headers, 'paypal-transmission-time');
    const signature = header(headers, 'paypal-transmission-sig');
    const certUrl = header(headers, 'paypal-cert-url');
    const algo = header(headers, 'paypal-auth-algo');
    if (!transmissionId || !time || !signature || !certUrl || algo !== 'SHA256withRSA')
      throw new WebhookSignatureError('paypal: transmission headers missing');
    const cert = await this.cert(certUrl);
    const message = `${transmissionId}|${time}|${this.settings.webhookId}|${crc32(rawBody)}`;
    if (!verify('RSA-SHA256', Buffer.from(message), cert.publicKey, Buffer.from(signature, 'base64')))
      throw new WebhookSignatureError();
    let event: any;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('paypal: webhook body is not JSON');
    }
    if (typeof event?.id !== 'string' || typeof event?.event_type !== 'string')
      throw new WebhookSignatureError('paypal: webhook body has no event');
    return [readEvent(event)];
  }

  async setupCard(): Promise<never> {
    throw new ProviderError('unsupported', 'paypal: no saved cards through this adapter');
  }
  setupStatus = this.setupCard;
  listSaved = this.setupCard;
  deleteSaved = this.setupCard;

  browserConfig() {
    return {
      provider: this.name,
      publishableKey: this.settings.clientId,
      scriptUrl: 'https://www.paypal.com/sdk/js',
      environment: this.settings.environment,
    };
  }

  private async order(id: string): Promise<Order> {
    return (await this.call(() => this.orders.getOrder({ id }))).result;
  }

  /** PayPal's signing certificate, from PayPal's own hosts only, while it is valid; kept per URL. */
  private cert(url: string): Promise<X509Certificate> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new WebhookSignatureError('paypal: cert url is not a url');
    }
    if (parsed.protocol !== 'https:' || !CERT_HOSTS.has(parsed.hostname))
      throw new WebhookSignatureError(`paypal: cert url ${parsed.hostname} is not PayPal's`);
    let cert = this.certs.get(url);
    if (!cert) {
      cert = fetch(url).then(async (res) => {
        if (!res.ok) throw httpError('paypal', res.status, 'cannot fetch the webhook certificate');
        return new X509Certificate(await res.text());
      });
      cert.catch(() => this.certs.delete(url));
      this.certs.set(url, cert);
    }
    return cert.then((c) => {
      const now = Date.now();
      if (Date.parse(c.validFrom) > now || Date.parse(c.validTo) < now || !/paypal\.com/.test(c.subject))
        throw new WebhookSignatureError('paypal: webhook certificate not valid');
      return c;
    });
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (caught) {
      const error = this.tokenError ?? caught;
      this.tokenError = null;
      if (!(error instanceof ApiError)) {
        if (error instanceof ProviderError) throw error;
        throw new ProviderError('unavailable', `paypal: ${(error as Error)?.message ?? 'no answer'}`);
      }
      let body: any = error.result;
      if (!body && typeof error.body === 'string') {
        try {
          body = JSON.parse(error.body);
        } catch {
          body = undefined;
        }
      }
      const issue: string | undefined = body?.details?.[0]?.issue ?? body?.name ?? body?.error;
      const retryAfter = error.headers?.['retry-after'] ?? error.headers?.['Retry-After'];
      const e = httpError(
        'paypal',
        error.statusCode,
        body?.message ?? `HTTP ${error.statusCode}`,
        issue,
        retryAfter,
      );
      if (issue === 'INSTRUMENT_DECLINED') throw new ProviderError('declined', e.message, e.details);
      throw e;
    }
  }
}

function known(ref: PaymentRef): string {
  if (!ref.providerPaymentId)
    throw new ProviderError('not_found', `paypal: attempt ${ref.reference} has no order`);
  return ref.providerPaymentId;
}

function orderState(order: Order): PaymentState {
  const unit = order.purchaseUnits?.[0];
  const currency = unit?.amount?.currencyCode ?? 'EUR';
  const captures = unit?.payments?.captures ?? [];
  const auth = unit?.payments?.authorizations?.[0];
  const capturedMinor = captures
    .filter((c) => c.status !== 'DECLINED' && c.status !== 'FAILED')
    .reduce((n, c) => n + paypalMinor(c.amount?.value, currency), 0);
  const id = order.id!;
  const lastCapture = captures.at(-1);
  if (lastCapture?.status === 'DECLINED' || lastCapture?.status === 'FAILED')
    return { providerPaymentId: id, status: 'failed', failureReason: 'capture_declined', capturedMinor };
  if (capturedMinor > 0 && lastCapture?.status !== 'PENDING')
    return { providerPaymentId: id, status: 'succeeded', capturedMinor };
  if (auth?.status === 'VOIDED') return { providerPaymentId: id, status: 'canceled', capturedMinor };
  if (auth?.status === 'DENIED')
    return { providerPaymentId: id, status: 'failed', failureReason: 'authorization_denied', capturedMinor };
  if (auth?.status === 'CREATED')
    return {
      providerPaymentId: id,
      status: 'authorised',
      capturedMinor,
      authorisationExpiresAt: auth.expirationTime ? new Date(auth.expirationTime) : undefined,
    };
  switch (order.status) {
    case 'CREATED':
    case 'SAVED':
    case 'PAYER_ACTION_REQUIRED':
      return { providerPaymentId: id, status: 'requires_action', capturedMinor };
    case 'VOIDED':
      return { providerPaymentId: id, status: 'canceled', capturedMinor };
    default:
      // APPROVED (not yet captured) or COMPLETED with a capture still pending.
      return { providerPaymentId: id, status: 'pending', capturedMinor };
  }
}

function refundOutcome(r: Refund): RefundOutcome {
  const reference = r.id!;
  if (r.status === 'COMPLETED') return { status: 'SUCCEEDED', reference };
  if (r.status === 'FAILED' || r.status === 'CANCELLED')
    return { status: 'FAILED', reference, reason: r.statusDetails?.reason ?? r.status };
  return { status: 'PENDING', reference };
}

/** PayPal's webhook events (snake_case JSON as PayPal sends it) → ours. */
function readEvent(e: any): ProviderEvent {
  const occurredAt = new Date(e.create_time ?? Date.now());
  const r = e.resource ?? {};
  const orderId: string | undefined = r.supplementary_data?.related_ids?.order_id;
  const currency: string = r.amount?.currency_code ?? 'EUR';
  const payment = (
    status: PaymentState['status'],
    extra: Partial<Extract<ProviderEvent, { kind: 'payment' }>> = {},
  ) =>
    ({
      id: e.id,
      kind: 'payment',
      reference: r.custom_id ?? null,
      providerPaymentId: orderId ?? r.id,
      status,
      occurredAt,
      ...extra,
    }) as ProviderEvent;
  switch (e.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return payment('succeeded', { capturedMinor: paypalMinor(r.amount?.value, currency) });
    case 'PAYMENT.CAPTURE.PENDING':
      return payment('pending');
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return payment('failed', { failureReason: 'capture_declined' });
    case 'PAYMENT.AUTHORIZATION.CREATED':
      return payment('authorised', {
        authorisationExpiresAt: r.expiration_time ? new Date(r.expiration_time) : undefined,
      });
    case 'PAYMENT.AUTHORIZATION.VOIDED':
      return payment('canceled');
    case 'CHECKOUT.ORDER.APPROVED':
      return {
        id: e.id,
        kind: 'payment',
        reference: r.purchase_units?.[0]?.custom_id ?? null,
        providerPaymentId: r.id,
        status: 'pending',
        occurredAt,
      };
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.REFUND.PENDING':
    case 'PAYMENT.REFUND.FAILED': {
      const status =
        r.status === 'COMPLETED'
          ? 'SUCCEEDED'
          : r.status === 'FAILED' || r.status === 'CANCELLED'
            ? 'FAILED'
            : 'PENDING';
      return { id: e.id, kind: 'refund', reference: r.id, status, occurredAt };
    }
    default:
      return { id: e.id, kind: 'other', type: e.event_type, occurredAt };
  }
}
