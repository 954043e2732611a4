import type { PaymentMethod } from '@kontor/domain/payments/payment-status';
import {
  type AttemptInput,
  type PaymentProvider,
  type PaymentRef,
  type PaymentState,
  ProviderError,
  type ProviderMoney,
  type RefundOutcome,
  type StartResult,
  WebhookSignatureError,
  type WidgetSessionInput,
} from '../payment-provider.ts';
import { httpError } from '../provider-http.ts';

export interface KlarnaSettings {
  username: string;
  password: string;
  region: 'eu' | 'na' | 'oc';
  environment: 'playground' | 'live';
  /** Klarna's public client identifier (On-site messaging), when there is one; never the password. */
  clientId?: string;
}

/** KLARNA_USERNAME turns the adapter on; its password must come with it. */
export function klarnaSettingsFromEnv(env: Record<string, string | undefined>): KlarnaSettings | null {
  if (!env.KLARNA_USERNAME) return null;
  if (!env.KLARNA_PASSWORD) throw new Error('KLARNA_USERNAME is set: KLARNA_PASSWORD is needed too');
  const region = (env.KLARNA_REGION ?? 'eu').toLowerCase();
  if (region !== 'eu' && region !== 'na' && region !== 'oc')
    throw new Error(`KLARNA_REGION must be eu, na or oc, not ${region}`);
  const environment = env.KLARNA_ENVIRONMENT ?? 'playground';
  if (environment !== 'playground' && environment !== 'live')
    throw new Error(`KLARNA_ENVIRONMENT must be playground or live, not ${environment}`);
  return {
    username: env.KLARNA_USERNAME,
    password: env.KLARNA_PASSWORD,
    region,
    environment,
    clientId: env.KLARNA_CLIENT_ID,
  };
}

export function klarnaBaseUrl(s: Pick<KlarnaSettings, 'region' | 'environment'>): string {
  const region = s.region === 'eu' ? '' : `-${s.region}`;
  return `https://api${region}.${s.environment === 'playground' ? 'playground.' : ''}klarna.com`;
}

/** The purchase currency Klarna takes per purchase country (Klarna Payments' market list). */
const MARKETS: Record<string, string> = {
  AT: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  LU: 'EUR',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  PL: 'PLN',
  CZ: 'CZK',
  CH: 'CHF',
  GB: 'GBP',
  RO: 'RON',
  HU: 'HUF',
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  AU: 'AUD',
  NZ: 'NZD',
};

/** Klarna authorisations lapse unless captured; 28 days is its default when the order does not say. */
const DEFAULT_AUTH_MS = 28 * 24 * 3_600_000;
const SESSION = 'session:';

interface KlarnaOrder {
  order_id: string;
  status: 'AUTHORIZED' | 'PART_CAPTURED' | 'CAPTURED' | 'CANCELLED' | 'EXPIRED' | 'CLOSED';
  fraud_status?: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  order_amount: number;
  captured_amount: number;
  refunded_amount?: number;
  purchase_currency: string;
  merchant_reference1?: string;
  expires_at?: string;
}

/**
 * Klarna Payments and Order Management over their documented HTTP API (decision 031; Klarna has
 * no official Node SDK): a widget session answers the `client_token` the browser's Klarna widget
 * loads (`widget_token`); the widget's `authorization_token` becomes an order (our reference is
 * `merchant_reference1`); captures, refunds and cancels go through Order Management. Basic auth
 * with the API username and password; `Klarna-Idempotency-Key` on every call that moves money.
 * Klarna's push notifications are not signed, so none is taken as a fact: parseWebhook refuses
 * every delivery and the status calls decide.
 */
export class KlarnaProvider implements PaymentProvider {
  readonly name = 'klarna';
  readonly methods: readonly PaymentMethod[] = ['pay_later'];
  readonly savesCards = false;
  private readonly base: string;
  private readonly auth: string;

  constructor(private readonly settings: KlarnaSettings) {
    this.base = klarnaBaseUrl(settings);
    this.auth = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;
  }

  eligible(amount: number, currency: string, country: string, _guest: boolean): PaymentMethod[] {
    return amount > 0 && MARKETS[country.toUpperCase()] === currency.toUpperCase() ? ['pay_later'] : [];
  }

  async createSession(input: WidgetSessionInput): Promise<{ clientToken: string; sessionId: string }> {
    if (!input.amount) throw new ProviderError('invalid_request', 'klarna: a session needs the amount');
    const s = await this.request<{ session_id: string; client_token: string }>(
      'POST',
      '/payments/v1/sessions',
      {
        body: { intent: 'buy', ...this.purchase(input.country, input.locale, input.amount, 'Order') },
      },
    );
    return { clientToken: s.client_token, sessionId: s.session_id };
  }

  async start(attempt: AttemptInput): Promise<StartResult> {
    if (attempt.method !== 'pay_later')
      throw new ProviderError('unsupported', `klarna: no ${attempt.method} payments`);
    if (!attempt.authorizationToken) {
      const s = await this.createSession({
        type: 'pay_later',
        country: attempt.country,
        locale: attempt.locale,
        amount: attempt.amount,
      });
      return {
        providerPaymentId: `${SESSION}${s.sessionId}`,
        status: 'requires_action',
        next: {
          type: 'widget_token',
          clientToken: s.clientToken,
          sessionId: s.sessionId,
          scriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js',
        },
      };
    }
    const state = await this.placeOrder(attempt, attempt.authorizationToken, attempt.idempotencyKey);
    return { ...state, next: { type: 'none' } };
  }

  /**
   * The widget authorised (`authorizationToken`): the order is placed now, for the country and
   * language of the session the widget ran in (Klarna refuses an order that differs from it).
   */
  async complete(
    ref: PaymentRef,
    details: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<PaymentState> {
    const id = known(ref);
    if (!id.startsWith(SESSION)) return this.status(ref);
    const token = details.authorizationToken ?? details.authorization_token;
    if (typeof token !== 'string' || !token)
      throw new ProviderError('invalid_request', 'klarna: complete needs the widget authorization token');
    const session = await this.request<{ purchase_country: string; locale: string }>(
      'GET',
      `/payments/v1/sessions/${id.slice(SESSION.length)}`,
    );
    return this.placeOrder(
      {
        reference: ref.reference,
        amount: ref.amount,
        country: session.purchase_country,
        locale: session.locale?.startsWith('zh') ? 'zh' : 'en',
        captureMethod: 'manual',
        description: undefined,
      },
      token,
      idempotencyKey,
    );
  }

  async status(ref: PaymentRef): Promise<PaymentState> {
    const id = known(ref);
    if (id.startsWith(SESSION)) {
      // A widget session not yet authorised: nothing is owed until the order exists.
      const s = await this.request<{ status: string }>(
        'GET',
        `/payments/v1/sessions/${id.slice(SESSION.length)}`,
      );
      return {
        providerPaymentId: id,
        status: s.status === 'complete' ? 'pending' : 'requires_action',
        capturedMinor: 0,
      };
    }
    return orderState(await this.order(id));
  }

  async capture(ref: PaymentRef, amount: ProviderMoney, idempotencyKey: string): Promise<PaymentState> {
    const id = known(ref);
    const order = await this.order(id);
    if (order.status === 'AUTHORIZED' || order.status === 'PART_CAPTURED') {
      const open = order.order_amount - order.captured_amount;
      if (amount.minor > open && order.captured_amount > 0) return orderState(order);
      await this.request('POST', `/ordermanagement/v1/orders/${id}/captures`, {
        body: { captured_amount: Math.min(amount.minor, open) },
        idempotencyKey,
      });
      return orderState(await this.order(id));
    }
    return orderState(order);
  }

  async cancel(ref: PaymentRef, idempotencyKey: string): Promise<PaymentState> {
    const id = ref.providerPaymentId;
    // No order yet: a widget session lapses by itself (48 hours) and owes nothing.
    if (!id || id.startsWith(SESSION))
      return { providerPaymentId: id ?? '', status: 'canceled', capturedMinor: 0 };
    let order: KlarnaOrder;
    try {
      order = await this.order(id);
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'not_found')
        return { providerPaymentId: id, status: 'canceled' };
      throw error;
    }
    if (order.status !== 'AUTHORIZED') return orderState(order);
    await this.request('POST', `/ordermanagement/v1/orders/${id}/cancel`, { idempotencyKey });
    return orderState(await this.order(id));
  }

  async refund(
    ref: PaymentRef | null,
    amount: ProviderMoney,
    idempotencyKey: string,
  ): Promise<RefundOutcome> {
    if (!ref?.providerPaymentId || ref.providerPaymentId.startsWith(SESSION))
      throw new ProviderError('invalid_request', 'klarna: a refund needs the order it returns');
    const id = ref.providerPaymentId;
    const { headers } = await this.send('POST', `/ordermanagement/v1/orders/${id}/refunds`, {
      body: { refunded_amount: amount.minor, reference: idempotencyKey.slice(0, 255) },
      idempotencyKey,
    });
    const refundId = headers.get('refund-id');
    if (!refundId) throw new ProviderError('unavailable', 'klarna: the refund came without its id');
    // Order Management books a refund at once: the buyer's Klarna balance is credited.
    return { status: 'SUCCEEDED', reference: `${id}/${refundId}` };
  }

  async refundStatus(reference: string): Promise<RefundOutcome> {
    const [orderId, refundId] = reference.split('/');
    if (!orderId || !refundId)
      throw new ProviderError('invalid_request', `klarna: ${reference} is not order/refund`);
    await this.request('GET', `/ordermanagement/v1/orders/${orderId}/refunds/${refundId}`);
    return { status: 'SUCCEEDED', reference };
  }

  async parseWebhook(): Promise<never> {
    throw new WebhookSignatureError('klarna: its notifications are unsigned; status calls decide');
  }

  async setupCard(): Promise<never> {
    throw new ProviderError('unsupported', 'klarna: no saved cards');
  }
  setupStatus = this.setupCard;
  listSaved = this.setupCard;
  deleteSaved = this.setupCard;

  browserConfig() {
    return {
      provider: this.name,
      publishableKey: this.settings.clientId ?? '',
      scriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js',
      environment: this.settings.environment,
    };
  }

  private async placeOrder(
    a: Pick<AttemptInput, 'reference' | 'amount' | 'country' | 'locale' | 'captureMethod' | 'description'>,
    authorizationToken: string,
    idempotencyKey: string,
  ): Promise<PaymentState> {
    const placed = await this.request<{ order_id: string; fraud_status: string }>(
      'POST',
      `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}/order`,
      {
        body: {
          ...this.purchase(a.country, a.locale, a.amount, a.description ?? `Order ${a.reference}`),
          merchant_reference1: a.reference,
          auto_capture: a.captureMethod === 'automatic',
        },
        idempotencyKey,
      },
    );
    return orderState(await this.order(placed.order_id));
  }

  /** The purchase as Klarna takes it: one line for the whole amount (our lines are the shop's business). */
  private purchase(country: string, locale: 'zh' | 'en', amount: ProviderMoney, name: string) {
    const purchaseCountry = country.toUpperCase();
    return {
      purchase_country: purchaseCountry,
      purchase_currency: amount.currency.toUpperCase(),
      locale: locale === 'zh' ? 'zh-CN' : `en-${purchaseCountry}`,
      order_amount: amount.minor,
      order_tax_amount: 0,
      order_lines: [
        {
          type: 'physical',
          name: name.slice(0, 255),
          quantity: 1,
          unit_price: amount.minor,
          tax_rate: 0,
          total_amount: amount.minor,
          total_tax_amount: 0,
        },
      ],
    };
  }

  private order(id: string): Promise<KlarnaOrder> {
    return this.request<KlarnaOrder>('GET', `/ordermanagement/v1/orders/${encodeURIComponent(id)}`);
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<T> {
    return (await this.send(method, path, opts)).body as T;
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<{ body: unknown; headers: Headers }> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.idempotencyKey ? { 'klarna-idempotency-key': opts.idempotencyKey } : {}),
          'user-agent': 'Kontor/1 (klarna-adapter)',
        },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      });
    } catch (error) {
      throw new ProviderError('unavailable', `klarna: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      let body: { error_code?: string; error_messages?: string[] } = {};
      try {
        body = JSON.parse(text);
      } catch {
        // Klarna answers errors in JSON; a proxy in between may not.
      }
      throw httpError(
        'klarna',
        res.status,
        body.error_messages?.join('; ') ?? `HTTP ${res.status}`,
        body.error_code,
        res.headers.get('retry-after'),
      );
    }
    return { body: text ? JSON.parse(text) : undefined, headers: res.headers };
  }
}

function known(ref: PaymentRef): string {
  if (!ref.providerPaymentId)
    throw new ProviderError('not_found', `klarna: attempt ${ref.reference} has no order`);
  return ref.providerPaymentId;
}

function orderState(o: KlarnaOrder): PaymentState {
  const base = { providerPaymentId: o.order_id, capturedMinor: o.captured_amount };
  if (o.fraud_status === 'REJECTED') return { ...base, status: 'failed', failureReason: 'fraud_rejected' };
  switch (o.status) {
    case 'AUTHORIZED':
    case 'PART_CAPTURED':
      if (o.fraud_status === 'PENDING') return { ...base, status: 'pending' };
      return {
        ...base,
        status: 'authorised',
        authorisationExpiresAt: new Date(
          o.expires_at ? Date.parse(o.expires_at) : Date.now() + DEFAULT_AUTH_MS,
        ),
      };
    case 'CAPTURED':
      return { ...base, status: 'succeeded' };
    case 'CLOSED':
      return { ...base, status: o.captured_amount > 0 ? 'succeeded' : 'canceled' };
    case 'EXPIRED':
      return { ...base, status: 'canceled', failureReason: 'authorization_expired' };
    default:
      return { ...base, status: 'canceled' };
  }
}
