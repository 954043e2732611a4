import type { PaymentMethod } from '@kontor/domain/payments/payment-status';
import {
  type AttemptInput,
  type CardSetupState,
  type NextAction,
  type PaymentProvider,
  type PaymentRef,
  type PaymentState,
  ProviderError,
  type ProviderEvent,
  type ProviderPaymentStatus,
  type SavedCardInfo,
  WebhookSignatureError,
} from '../payment-provider.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCard,
  type SandboxPayment,
  type SandboxPsp,
} from './sandbox-psp.ts';

export const SANDBOX_BASE_PATH = '/sandbox-psp';

/** Countries where the sandbox offers pay-later (like Klarna's list). */
const PAY_LATER_COUNTRIES = new Set([
  'DE',
  'AT',
  'NL',
  'BE',
  'SE',
  'FI',
  'DK',
  'NO',
  'FR',
  'IT',
  'ES',
  'PL',
  'GB',
  'IE',
  'PT',
  'LU',
]);

const STATUS: Record<SandboxPayment['status'], ProviderPaymentStatus> = {
  requires_payment_method: 'pending',
  requires_action: 'requires_action',
  processing: 'pending',
  authorised: 'authorised',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
};

/**
 * The PaymentProvider over the embedded sandbox PSP: what a real adapter does over HTTP, this does by
 * calling the PSP with its secret key — so keys, idempotency, latency and 429s behave the same way.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly methods: readonly PaymentMethod[] = [
    'card',
    'hosted_checkout',
    'wallet',
    'pay_later',
    'device_wallet',
    'bank_reference',
  ];
  readonly savesCards = true;

  constructor(
    private readonly psp: SandboxPsp,
    private readonly secretKey = psp.settings.secretKey,
  ) {}

  eligible(amount: number, currency: string, country: string, guest: boolean): PaymentMethod[] {
    if (!(amount > 0)) return [];
    const methods: PaymentMethod[] = ['card', 'hosted_checkout', 'wallet', 'device_wallet'];
    if (PAY_LATER_COUNTRIES.has(country) && !guest) methods.push('pay_later');
    if (currency === 'EUR') methods.push('bank_reference');
    return methods;
  }

  async start(attempt: AttemptInput) {
    await this.psp.gate(this.secretKey, 'start', attempt.idempotencyKey);
    const p = await this.psp.createPayment(
      {
        reference: attempt.reference,
        method: attempt.method,
        variant: attempt.variant,
        amountMinor: attempt.amount.minor,
        currency: attempt.amount.currency,
        country: attempt.country,
        captureMethod: attempt.captureMethod,
        returnUrl: attempt.returnUrl,
        customerId: attempt.customer?.providerCustomerId ?? undefined,
        savedCardToken: attempt.savedCardToken,
        authorizationToken: attempt.authorizationToken,
      },
      attempt.idempotencyKey,
    );
    return { ...this.state(p), next: this.nextAction(p) };
  }

  async complete(ref: PaymentRef, details: Record<string, unknown>, idempotencyKey: string) {
    const p = await this.known(ref);
    await this.psp.gate(this.secretKey, 'complete', idempotencyKey);
    return this.state(await this.psp.complete(p.id, details, idempotencyKey));
  }

  async status(ref: PaymentRef) {
    await this.psp.gate(this.secretKey, 'status', ref.reference);
    return this.state(await this.known(ref));
  }

  async capture(ref: PaymentRef, amount: { minor: number; currency: string }, idempotencyKey: string) {
    const p = await this.known(ref);
    await this.psp.gate(this.secretKey, 'capture', idempotencyKey);
    if (amount.currency !== p.currency)
      throw new ProviderError('invalid_request', 'sandbox: currency mismatch');
    return this.state(await this.psp.capture(p.id, amount.minor, idempotencyKey));
  }

  async cancel(ref: PaymentRef, idempotencyKey: string): Promise<PaymentState> {
    await this.psp.gate(this.secretKey, 'cancel', idempotencyKey);
    if (!ref.providerPaymentId) return { providerPaymentId: '', status: 'canceled' };
    const p = await this.psp.cancel(ref.providerPaymentId, idempotencyKey);
    // A payment the PSP never saw (never started, or a demo record) has nothing to cancel.
    if (!p) return { providerPaymentId: ref.providerPaymentId, status: 'canceled' };
    return this.state(p);
  }

  async refund(ref: PaymentRef | null, amount: { minor: number; currency: string }, idempotencyKey: string) {
    await this.psp.gate(this.secretKey, 'refund', idempotencyKey);
    const recordId = ref && /^\d+$/.test(ref.reference) ? Number(ref.reference) : null;
    return this.psp.refund(
      ref?.providerPaymentId ?? null,
      amount.minor,
      amount.currency,
      recordId,
      idempotencyKey,
    );
  }

  async refundStatus(reference: string) {
    await this.psp.gate(this.secretKey, 'refundStatus', reference);
    return this.psp.refundStatus(reference);
  }

  async createSession(input: { type: string; country: string }) {
    await this.psp.gate(this.secretKey, 'session', `${input.type}:${input.country}`);
    const s = await this.psp.createWidgetSession(input.type, input.country);
    return { clientToken: s.clientToken, sessionId: s.id };
  }

  async parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent[]> {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (!this.psp.verify(rawBody, Array.isArray(header) ? header[0] : header))
      throw new WebhookSignatureError();
    let body: any;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('webhook body is not JSON');
    }
    const o = body?.data?.object;
    if (typeof body?.id !== 'string' || typeof body?.type !== 'string' || !o || typeof o !== 'object')
      throw new WebhookSignatureError('webhook body has no event');
    const occurredAt = new Date((Number(body.created) || 0) * 1000);
    if (o.object === 'payment') {
      return [
        {
          id: body.id,
          kind: 'payment',
          reference: typeof o.reference === 'string' ? o.reference : null,
          providerPaymentId: String(o.id),
          status: STATUS[o.status as SandboxPayment['status']] ?? 'unknown',
          failureReason: o.failure_reason ?? undefined,
          capturedMinor: Number(o.captured) || 0,
          authorisationExpiresAt: o.auth_expires_at ? new Date(o.auth_expires_at) : undefined,
          occurredAt,
        },
      ];
    }
    if (o.object === 'setup') {
      return [
        {
          id: body.id,
          kind: 'setup',
          providerSetupId: String(o.id),
          status: o.status,
          failureReason: o.failure_reason ?? undefined,
          card: o.card ? cardInfo(o.card) : undefined,
          occurredAt,
        },
      ];
    }
    if (o.object === 'refund') {
      return [
        {
          id: body.id,
          kind: 'refund',
          reference: String(o.id),
          status:
            body.type === 'refund.succeeded'
              ? 'SUCCEEDED'
              : body.type === 'refund.failed'
                ? 'FAILED'
                : 'PENDING',
          occurredAt,
        },
      ];
    }
    return [{ id: body.id, kind: 'other', type: body.type, occurredAt }];
  }

  async setupCard(input: Parameters<PaymentProvider['setupCard']>[0]) {
    await this.psp.gate(this.secretKey, 'setupCard', input.idempotencyKey);
    const customerId =
      input.customer.providerCustomerId ??
      (await this.psp.createCustomer(
        input.customer.reference,
        input.customer.email,
        `customer:${input.customer.reference}`,
      ));
    const s = await this.psp.createSetup(customerId, input.reference, input.idempotencyKey);
    return { providerSetupId: s.id, clientSecret: s.client_secret, providerCustomerId: customerId };
  }

  async setupStatus(providerSetupId: string): Promise<CardSetupState> {
    await this.psp.gate(this.secretKey, 'setupStatus', providerSetupId);
    const s = await this.psp.setup(providerSetupId);
    if (!s) throw new ProviderError('not_found', `sandbox: no setup ${providerSetupId}`, { status: 404 });
    const card = s.status === 'succeeded' && s.card_token ? await this.psp.card(s.card_token) : undefined;
    return {
      providerSetupId: s.id,
      status: s.status === 'requires_payment_method' ? 'pending' : s.status,
      failureReason: s.failure_reason ?? undefined,
      card: card ? cardInfo(card) : undefined,
    };
  }

  async listSaved(providerCustomerId: string): Promise<SavedCardInfo[]> {
    await this.psp.gate(this.secretKey, 'listSaved', providerCustomerId);
    return (await this.psp.listCards(providerCustomerId)).map(cardInfo);
  }

  async deleteSaved(providerCustomerId: string, token: string): Promise<void> {
    await this.psp.gate(this.secretKey, 'deleteSaved', token);
    await this.psp.detachCard(providerCustomerId, token);
  }

  browserConfig() {
    return {
      provider: this.name,
      publishableKey: this.psp.settings.publishableKey,
      scriptUrl: `${SANDBOX_BASE_PATH}/v1/sandbox.js`,
      environment: 'sandbox',
    };
  }

  private async known(ref: PaymentRef): Promise<SandboxPayment> {
    const p = ref.providerPaymentId ? await this.psp.payment(ref.providerPaymentId) : undefined;
    if (!p || p.reference !== ref.reference)
      throw new ProviderError('not_found', `sandbox: no payment for ${ref.reference}`, { status: 404 });
    return p;
  }

  private state(p: SandboxPayment): PaymentState {
    return {
      providerPaymentId: p.id,
      status: STATUS[p.status],
      failureReason: p.failure_reason ?? undefined,
      capturedMinor: p.captured_minor,
      authorisationExpiresAt: p.auth_expires_at ? new Date(p.auth_expires_at) : undefined,
    };
  }

  private nextAction(p: SandboxPayment): NextAction {
    if (
      p.status === 'succeeded' ||
      p.status === 'authorised' ||
      p.status === 'failed' ||
      p.status === 'canceled'
    )
      return { type: 'none' };
    switch (p.method) {
      case 'card':
      case 'device_wallet':
        return { type: 'client_secret', clientSecret: p.client_secret };
      case 'hosted_checkout':
        return {
          type: 'session',
          sessionId: p.session.sessionId,
          sessionData: p.session.sessionData,
          clientKey: this.psp.settings.publishableKey,
          environment: 'sandbox',
          url: `${SANDBOX_BASE_PATH}/checkout/${p.session.sessionId}`,
        };
      case 'wallet':
        return { type: 'redirect', url: `${SANDBOX_BASE_PATH}/wallet/${p.id}/approve` };
      case 'pay_later':
        return {
          type: 'widget_token',
          clientToken: p.session.clientToken,
          sessionId: p.session.widgetSessionId,
          scriptUrl: `${SANDBOX_BASE_PATH}/v1/pay-later.js`,
        };
      case 'bank_reference':
        return {
          type: 'bank_reference',
          reference: p.session.bankReference,
          iban: 'DE89 3704 0044 0532 0130 00',
          bic: 'COBADEFFXXX',
          beneficiary: 'Kontor Sandbox PSP',
          amount: { minor: p.amount_minor, currency: p.currency },
        };
    }
  }
}

function cardInfo(
  c: Pick<SandboxCard, 'token' | 'brand' | 'last4' | 'exp_month' | 'exp_year'>,
): SavedCardInfo {
  return { token: c.token, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year };
}
