import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '../../../platform/db/index.ts';
import { ProviderError, type RefundOutcome } from '../payment-provider.ts';
import { behaviourOf, type CardBehaviour, type CardInput, checkCard } from './sandbox-cards.ts';
import type { SandboxPspSettings } from './sandbox-settings.ts';

/**
 * The embedded sandbox PSP (decision 029): a payment service provider that lives in our process and
 * behaves like the real ones — its own keys, payments and card setups with client secrets, hosted
 * card fields that tokenise in its own endpoint, 3-D Secure challenges, a hosted checkout session, a
 * wallet approval page, pay-later sessions, bank references, idempotency keys, refunds that settle
 * later, and signed webhooks sent after a delay. It keeps its books in `sandbox_psp_*` tables; our
 * features never read them and talk to it only through `SandboxProvider` (the PaymentProvider).
 */

export const SANDBOX_FAIL_CENTS = 13;
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Signatures older than this are refused (replay of a captured request). */
export const SIGNATURE_TOLERANCE_S = 300;

export type SandboxMethod =
  | 'card'
  | 'hosted_checkout'
  | 'wallet'
  | 'pay_later'
  | 'device_wallet'
  | 'bank_reference';
export type SandboxPaymentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'authorised'
  | 'succeeded'
  | 'failed'
  | 'canceled';

export interface SandboxPayment {
  id: string;
  reference: string;
  method: SandboxMethod;
  variant: string | null;
  amount_minor: number;
  currency: string;
  country: string;
  capture_method: 'automatic' | 'manual';
  status: SandboxPaymentStatus;
  client_secret: string;
  card_token: string | null;
  challenge_id: string | null;
  failure_reason: string | null;
  captured_minor: number;
  capture_count: number;
  auth_expires_at: Date | null;
  customer_id: string | null;
  return_url: string | null;
  session: Record<string, any>;
}

export interface SandboxSetup {
  id: string;
  reference: string;
  customer_id: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  client_secret: string;
  card_token: string | null;
  challenge_id: string | null;
  failure_reason: string | null;
}

export interface SandboxCard {
  token: string;
  customer_id: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: CardBehaviour;
  attached: boolean;
}

export interface CreatePaymentInput {
  reference: string;
  method: SandboxMethod;
  variant?: string;
  amountMinor: number;
  currency: string;
  country: string;
  captureMethod: 'automatic' | 'manual';
  returnUrl: string;
  customerId?: string;
  savedCardToken?: string;
  authorizationToken?: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const secretOf = (objectId: string) => `${objectId}_secret_${randomBytes(12).toString('hex')}`;
const PAYMENT_COLUMNS = `id, reference, method, variant, amount_minor, currency, country, capture_method, status,
  client_secret, card_token, challenge_id, failure_reason, captured_minor, capture_count, auth_expires_at,
  customer_id, return_url, session`;
const SETUP_COLUMNS =
  'id, reference, customer_id, status, client_secret, card_token, challenge_id, failure_reason';

/** A refusal the browser endpoints answer as 4xx with the fields' own message code. */
export class SandboxRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status = 402,
  ) {
    super(code);
  }
}

export class SandboxPsp {
  private readonly tries = new Map<string, number>();

  constructor(
    private readonly db: Db,
    readonly settings: SandboxPspSettings,
  ) {}

  // ----------------------------------------------------------------------------------------------
  // The server API (secret key): what an adapter calls.

  /** Every server call passes here: key check, latency, and the 429s the settings ask for. */
  async gate(secretKey: string, operation: string, callKey: string): Promise<void> {
    if (!safeEqual(secretKey, this.settings.secretKey))
      throw new ProviderError('invalid_request', 'sandbox: invalid API key', { status: 401 });
    if (this.settings.latencyMs > 0) await new Promise((r) => setTimeout(r, this.settings.latencyMs));
    if (this.settings.rateLimit > 0) {
      const key = `${operation}:${callKey}`;
      const n = (this.tries.get(key) ?? 0) + 1;
      this.tries.set(key, n);
      if (n <= this.settings.rateLimit)
        throw new ProviderError('rate_limited', 'sandbox: too many requests', {
          status: 429,
          retryAfterMs: this.settings.retryAfterMs,
        });
      this.tries.delete(key);
    }
  }

  /**
   * Runs a server call once per idempotency key: the first request does it and stores its answer;
   * the same key again (even 100 at once) answers the stored one. The key row is inserted first in
   * the transaction, so on PostgreSQL concurrent requests wait for the first to commit.
   */
  async idempotent<T>(key: string, operation: string, fn: (q: Queryable) => Promise<T>): Promise<T> {
    return this.db.tx(async (q) => {
      const fresh = await q.one(
        `INSERT INTO sandbox_psp_idempotency (key, operation) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
        [key, operation],
      );
      if (!fresh) {
        const row = await q.one<{ operation: string; response: T }>(
          'SELECT operation, response FROM sandbox_psp_idempotency WHERE key = $1',
          [key],
        );
        if (row?.operation !== operation)
          throw new ProviderError('invalid_request', 'sandbox: idempotency key reused for another request', {
            status: 400,
            code: 'idempotency_key_reused',
          });
        return revive(row.response);
      }
      const result = await fn(q);
      await q.query('UPDATE sandbox_psp_idempotency SET response = $2 WHERE key = $1', [
        key,
        JSON.stringify(result ?? null),
      ]);
      return result;
    });
  }

  async createCustomer(reference: string, email: string | null | undefined, key: string): Promise<string> {
    return this.idempotent(key, 'customer.create', async (q) => {
      const cus = id('sbx_cus');
      await q.query('INSERT INTO sandbox_psp_customer (id, reference, email) VALUES ($1, $2, $3)', [
        cus,
        reference,
        email ?? null,
      ]);
      return cus;
    });
  }

  async createPayment(input: CreatePaymentInput, key: string): Promise<SandboxPayment> {
    return this.idempotent(key, `payment.create:${input.reference}`, async (q) => {
      const pay = id('sbx_pay');
      const session: Record<string, unknown> = {};
      let status: SandboxPaymentStatus = 'requires_payment_method';
      let captureMethod = input.captureMethod;
      if (input.method === 'pay_later') captureMethod = 'manual';
      if (input.method === 'hosted_checkout') {
        session.sessionId = `CS${randomBytes(8).toString('hex').toUpperCase()}`;
        session.sessionData = Buffer.from(
          JSON.stringify({ payment: pay, amount: input.amountMinor }),
        ).toString('base64url');
      }
      if (input.method === 'wallet') session.approveToken = randomBytes(8).toString('hex').toUpperCase();
      if (input.method === 'bank_reference') {
        status = 'processing';
        session.bankReference = `KONTOR-${input.reference}`;
      }
      await q.query(
        `INSERT INTO sandbox_psp_payment (id, reference, method, variant, amount_minor, currency, country, capture_method,
                                          status, client_secret, customer_id, return_url, session)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          pay,
          input.reference,
          input.method,
          input.variant ?? null,
          input.amountMinor,
          input.currency,
          input.country,
          captureMethod,
          status,
          secretOf(pay),
          input.customerId ?? null,
          input.returnUrl,
          JSON.stringify(session),
        ],
      );
      if (input.method === 'pay_later') {
        if (input.authorizationToken) {
          const sessionRow = await q.one<{ id: string; status: string }>(
            `UPDATE sandbox_psp_session SET status = 'used' WHERE authorization_token = $1 AND status = 'authorised'
             RETURNING id, status`,
            [input.authorizationToken],
          );
          if (!sessionRow) await this.settle(q, pay, 'failed', 'authorization_invalid');
          else await this.settle(q, pay, this.settings.fail ? 'failed' : 'authorised', 'processing_error');
        } else {
          const s = await this.insertSession(q, input.variant ?? 'pay_later', input.country, pay);
          await q.query(`UPDATE sandbox_psp_payment SET session = session || $2 WHERE id = $1`, [
            pay,
            JSON.stringify({ widgetSessionId: s.id, clientToken: s.clientToken }),
          ]);
        }
      }
      if (input.savedCardToken && (input.method === 'card' || input.method === 'device_wallet')) {
        const card = await this.cardOf(q, input.savedCardToken);
        if (!card?.attached || card.customer_id !== (input.customerId ?? null))
          await this.settle(q, pay, 'failed', 'saved_card_unknown');
        else await this.useCard(q, pay, card);
      }
      return (await this.paymentById(q, pay))!;
    });
  }

  async payment(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.paymentById(this.db, paymentId);
  }

  async capture(paymentId: string, amountMinor: number, key: string): Promise<SandboxPayment> {
    return this.idempotent(key, `payment.capture:${paymentId}:${amountMinor}`, async (q) => {
      const p = await this.lockPayment(q, paymentId);
      if (p.status === 'succeeded') return p;
      if (p.status !== 'authorised')
        throw new ProviderError('invalid_request', `sandbox: cannot capture a ${p.status} payment`, {
          status: 400,
          code: 'payment_not_capturable',
        });
      if (p.auth_expires_at && p.auth_expires_at.getTime() <= Date.now()) {
        await this.settle(q, paymentId, 'canceled', 'authorisation_expired');
        throw new ProviderError('invalid_request', 'sandbox: the authorisation expired', {
          status: 400,
          code: 'authorisation_expired',
        });
      }
      if (amountMinor <= 0 || amountMinor > p.amount_minor)
        throw new ProviderError('invalid_request', 'sandbox: capture amount out of range', { status: 400 });
      await q.query(
        `UPDATE sandbox_psp_payment SET captured_minor = $2, capture_count = capture_count + 1 WHERE id = $1`,
        [paymentId, amountMinor],
      );
      await this.settle(q, paymentId, 'succeeded');
      return (await this.paymentById(q, paymentId))!;
    });
  }

  async cancel(paymentId: string, key: string): Promise<SandboxPayment | undefined> {
    return this.idempotent(key, `payment.cancel:${paymentId}`, async (q) => {
      const p = await q.one<SandboxPayment>(
        `SELECT ${PAYMENT_COLUMNS} FROM sandbox_psp_payment WHERE id = $1 FOR UPDATE`,
        [paymentId],
      );
      if (!p) return undefined;
      if (p.status === 'succeeded' || p.status === 'failed' || p.status === 'canceled') return p;
      await this.settle(q, paymentId, 'canceled', 'canceled_by_merchant');
      return (await this.paymentById(q, paymentId))!;
    });
  }

  /** A wallet approval captured, a hosted-checkout result or a pay-later authorisation. */
  async complete(paymentId: string, details: Record<string, unknown>, key: string): Promise<SandboxPayment> {
    return this.idempotent(key, `payment.complete:${paymentId}`, async (q) => {
      const p = await this.lockPayment(q, paymentId);
      if (p.status === 'succeeded' || p.status === 'failed' || p.status === 'canceled') return p;
      if (p.method === 'wallet') {
        if (!p.session.approved || details.token !== p.session.approveToken)
          throw new ProviderError('invalid_request', 'sandbox: the order is not approved', {
            status: 422,
            code: 'ORDER_NOT_APPROVED',
          });
        await this.settle(q, paymentId, this.settings.fail ? 'failed' : 'succeeded', 'processing_error');
      } else if (p.method === 'pay_later' && typeof details.authorizationToken === 'string') {
        const s = await q.one(
          `UPDATE sandbox_psp_session SET status = 'used'
            WHERE authorization_token = $1 AND status = 'authorised' AND id = $2 RETURNING id`,
          [details.authorizationToken, p.session.widgetSessionId],
        );
        if (!s) throw new ProviderError('declined', 'sandbox: authorization token invalid', { status: 400 });
        await this.settle(q, paymentId, this.settings.fail ? 'failed' : 'authorised', 'processing_error');
      }
      // Hosted checkout: the page already decided; the result only makes us look.
      return (await this.paymentById(q, paymentId))!;
    });
  }

  async createSetup(customerId: string, reference: string, key: string): Promise<SandboxSetup> {
    return this.idempotent(key, `setup.create:${reference}`, async (q) => {
      const seti = id('sbx_seti');
      await q.query(
        `INSERT INTO sandbox_psp_setup (id, reference, customer_id, status, client_secret)
         VALUES ($1, $2, $3, 'requires_payment_method', $4)`,
        [seti, reference, customerId, secretOf(seti)],
      );
      return (await this.setupById(q, seti))!;
    });
  }

  async setup(setupId: string): Promise<SandboxSetup | undefined> {
    return this.setupById(this.db, setupId);
  }

  async card(token: string): Promise<SandboxCard | undefined> {
    return this.cardOf(this.db, token);
  }

  async listCards(customerId: string): Promise<SandboxCard[]> {
    return this.db.query<SandboxCard>(
      `SELECT token, customer_id, brand, last4, exp_month, exp_year, behaviour, attached FROM sandbox_psp_card
        WHERE customer_id = $1 AND attached ORDER BY created_at, token`,
      [customerId],
    );
  }

  async detachCard(customerId: string, token: string): Promise<void> {
    await this.db.query(
      `UPDATE sandbox_psp_card SET attached = false, detached_at = now() WHERE token = $1 AND customer_id = $2 AND attached`,
      [token, customerId],
    );
  }

  async createWidgetSession(type: string, country: string): Promise<{ id: string; clientToken: string }> {
    return this.db.tx((q) => this.insertSession(q, type, country, null));
  }

  async refund(
    paymentId: string | null,
    amountMinor: number,
    currency: string,
    paymentRecordId: number | null,
    key: string,
  ): Promise<RefundOutcome> {
    return this.db.tx(async (q) => {
      const refundFail = this.settings.refundFail ?? process.env.SANDBOX_REFUND_FAIL === '1';
      const fail = refundFail || amountMinor % 100 === SANDBOX_FAIL_CENTS;
      const reference = id('sbx_re');
      const delay = Math.max(
        0,
        this.settings.refundDelayMs ?? Number(process.env.SANDBOX_REFUND_DELAY_MS ?? 5000),
      );
      const inserted = await q.one<{ reference: string }>(
        `INSERT INTO sandbox_refund (reference, idempotency_key, payment_record_id, amount_minor, currency, outcome,
                                     failure_reason, settle_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::double precision / 1000))
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING reference`,
        [
          reference,
          key,
          paymentRecordId,
          amountMinor,
          currency,
          fail ? 'FAILED' : 'SUCCEEDED',
          fail ? 'sandbox: refund declined by the issuer' : null,
          delay,
        ],
      );
      if (inserted) {
        await this.emit(
          q,
          fail ? 'refund.failed' : 'refund.succeeded',
          { object: 'refund', id: reference, payment: paymentId, amount: amountMinor, currency },
          delay + this.settings.webhookDelayMs,
        );
        return { reference, status: 'PENDING' as const };
      }
      const row = await q.one<{ reference: string }>(
        'SELECT reference FROM sandbox_refund WHERE idempotency_key = $1',
        [key],
      );
      return this.refundStatusOf(q, row!.reference);
    });
  }

  async refundStatus(reference: string): Promise<RefundOutcome> {
    return this.refundStatusOf(this.db, reference);
  }

  // ----------------------------------------------------------------------------------------------
  // The browser side (publishable key or client secret): what hosted fields and pages call.

  checkPublishableKey(key: unknown): void {
    if (typeof key !== 'string' || !safeEqual(key, this.settings.publishableKey))
      throw new SandboxRefusal('invalid_publishable_key', 401);
  }

  /** Hosted card fields post the card here; only brand, last four, expiry and behaviour are kept. */
  async tokenize(card: CardInput): Promise<SandboxCard> {
    const checked = checkCard(card);
    if (!checked.card) throw new SandboxRefusal(Object.values(checked.errors)[0]!, 400);
    const c = checked.card;
    const token = id('sbx_pm');
    await this.db.query(
      `INSERT INTO sandbox_psp_card (token, brand, last4, exp_month, exp_year, behaviour) VALUES ($1, $2, $3, $4, $5, $6)`,
      [token, c.brand, c.digits.slice(-4), c.expMonth, c.expYear, behaviourOf(c.digits)],
    );
    return (await this.cardOf(this.db, token))!;
  }

  async confirmSetup(clientSecret: string, cardToken: string): Promise<SandboxSetup> {
    return this.db.tx(async (q) => {
      const s = await q.one<SandboxSetup>(
        `SELECT ${SETUP_COLUMNS} FROM sandbox_psp_setup WHERE client_secret = $1 FOR UPDATE`,
        [clientSecret],
      );
      if (!s) throw new SandboxRefusal('resource_missing', 404);
      if (s.status !== 'requires_payment_method') throw new SandboxRefusal('setup_unexpected_state', 409);
      const card = await this.cardOf(q, cardToken);
      if (!card || card.attached) throw new SandboxRefusal('resource_missing', 404);
      await q.query('UPDATE sandbox_psp_setup SET card_token = $2, updated_at = now() WHERE id = $1', [
        s.id,
        cardToken,
      ]);
      const outcome = this.settings.fail ? 'processing_error' : card.behaviour;
      if (outcome === 'ok') await this.settleSetup(q, s.id, 'succeeded');
      else if (outcome === 'challenge') {
        await q.query(
          `UPDATE sandbox_psp_setup SET status = 'requires_action', challenge_id = $2, updated_at = now() WHERE id = $1`,
          [s.id, id('sbx_ch')],
        );
      } else await this.settleSetup(q, s.id, 'failed', outcomeReason(outcome));
      return (await this.setupById(q, s.id))!;
    });
  }

  /** Card fields confirm a card payment (or a device-wallet token) with its client secret. */
  async confirmPayment(clientSecret: string, cardToken: string | null): Promise<SandboxPayment> {
    return this.db.tx(async (q) => {
      const p = await q.one<SandboxPayment>(
        `SELECT ${PAYMENT_COLUMNS} FROM sandbox_psp_payment WHERE client_secret = $1 FOR UPDATE`,
        [clientSecret],
      );
      if (!p) throw new SandboxRefusal('resource_missing', 404);
      if (p.status === 'requires_action' && p.challenge_id) return p;
      if (p.status !== 'requires_payment_method') throw new SandboxRefusal('payment_unexpected_state', 409);
      const card = cardToken ? await this.cardOf(q, cardToken) : undefined;
      if (!card) throw new SandboxRefusal('resource_missing', 404);
      await this.useCard(q, p.id, card);
      return (await this.paymentById(q, p.id))!;
    });
  }

  /** The hosted checkout page pays its session with a tokenised card. */
  async payCheckoutSession(sessionId: string, cardToken: string): Promise<SandboxPayment> {
    const p = await this.db.one<{ client_secret: string }>(
      `SELECT client_secret FROM sandbox_psp_payment WHERE session->>'sessionId' = $1`,
      [sessionId],
    );
    if (!p) throw new SandboxRefusal('resource_missing', 404);
    return this.confirmPayment(p.client_secret, cardToken);
  }

  async checkoutSession(sessionId: string): Promise<SandboxPayment | undefined> {
    return this.db.one<SandboxPayment>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_psp_payment WHERE session->>'sessionId' = $1`,
      [sessionId],
    );
  }

  /** A pay-later widget session by its client token (the widget shows what it is for). */
  async widgetSession(clientToken: string) {
    return this.db.one<{ id: string; type: string; country: string; status: string }>(
      'SELECT id, type, country, status FROM sandbox_psp_session WHERE client_token = $1',
      [clientToken],
    );
  }

  /** A bank-reference payment by the reference the buyer transfers with. */
  async paymentByBankReference(reference: string): Promise<SandboxPayment | undefined> {
    return this.db.one<SandboxPayment>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_psp_payment WHERE method = 'bank_reference' AND session->>'bankReference' = $1`,
      [reference],
    );
  }

  /** The 3-D Secure challenge page's answer. */
  async answerChallenge(challengeId: string, outcome: 'complete' | 'fail') {
    return this.db.tx(async (q) => {
      const setup = await q.one<SandboxSetup>(
        `SELECT ${SETUP_COLUMNS} FROM sandbox_psp_setup WHERE challenge_id = $1 FOR UPDATE`,
        [challengeId],
      );
      if (setup) {
        if (setup.status === 'requires_action') {
          if (outcome === 'complete') await this.settleSetup(q, setup.id, 'succeeded');
          else await this.settleSetup(q, setup.id, 'failed', 'authentication_failed');
        }
        return { kind: 'setup' as const, setup: (await this.setupById(q, setup.id))! };
      }
      const p = await q.one<SandboxPayment>(
        `SELECT ${PAYMENT_COLUMNS} FROM sandbox_psp_payment WHERE challenge_id = $1 FOR UPDATE`,
        [challengeId],
      );
      if (!p) throw new SandboxRefusal('resource_missing', 404);
      if (p.status === 'requires_action') {
        if (outcome === 'fail') await this.settle(q, p.id, 'failed', 'authentication_failed');
        else await this.settle(q, p.id, p.capture_method === 'manual' ? 'authorised' : 'succeeded');
      }
      return { kind: 'payment' as const, payment: (await this.paymentById(q, p.id))! };
    });
  }

  async challenge(challengeId: string) {
    const setup = await this.db.one<{ id: string; status: string }>(
      'SELECT id, status FROM sandbox_psp_setup WHERE challenge_id = $1',
      [challengeId],
    );
    if (setup) return { kind: 'setup' as const, ...setup, amount: null, currency: null, returnUrl: null };
    const p = await this.db.one<{
      id: string;
      status: string;
      amount_minor: number;
      currency: string;
      return_url: string;
    }>(
      'SELECT id, status, amount_minor, currency, return_url FROM sandbox_psp_payment WHERE challenge_id = $1',
      [challengeId],
    );
    if (!p) return undefined;
    return {
      kind: 'payment' as const,
      id: p.id,
      status: p.status,
      amount: p.amount_minor,
      currency: p.currency,
      returnUrl: p.return_url,
    };
  }

  /** The wallet approval page: approve (then the merchant captures with `complete`) or cancel. */
  async answerWallet(paymentId: string, approve: boolean): Promise<SandboxPayment> {
    return this.db.tx(async (q) => {
      const p = await this.lockPayment(q, paymentId);
      if (p.method !== 'wallet') throw new SandboxRefusal('resource_missing', 404);
      if (p.status === 'requires_payment_method') {
        if (approve) {
          await q.query(
            `UPDATE sandbox_psp_payment SET status = 'requires_action', session = session || '{"approved": true}', updated_at = now()
              WHERE id = $1`,
            [paymentId],
          );
        } else await this.settle(q, paymentId, 'canceled', 'buyer_canceled');
      }
      return (await this.paymentById(q, paymentId))!;
    });
  }

  /** The pay-later widget: the buyer approves (an authorization token) or is refused. */
  async authorizeWidget(
    clientToken: string,
    approve: boolean,
  ): Promise<{ approved: boolean; authorizationToken?: string }> {
    return this.db.tx(async (q) => {
      const s = await q.one<{ id: string; status: string; authorization_token: string | null }>(
        'SELECT id, status, authorization_token FROM sandbox_psp_session WHERE client_token = $1 FOR UPDATE',
        [clientToken],
      );
      if (!s) throw new SandboxRefusal('resource_missing', 404);
      if (s.status === 'authorised') return { approved: true, authorizationToken: s.authorization_token! };
      if (s.status !== 'open') return { approved: false };
      if (!approve || this.settings.fail) {
        await q.query(`UPDATE sandbox_psp_session SET status = 'refused' WHERE id = $1`, [s.id]);
        return { approved: false };
      }
      const token = id('sbx_auth');
      await q.query(
        `UPDATE sandbox_psp_session SET status = 'authorised', authorization_token = $2 WHERE id = $1`,
        [s.id, token],
      );
      return { approved: true, authorizationToken: token };
    });
  }

  /** The bank-reference page: the transfer arrived. */
  async receiveTransfer(paymentId: string): Promise<SandboxPayment> {
    return this.db.tx(async (q) => {
      const p = await this.lockPayment(q, paymentId);
      if (p.method !== 'bank_reference') throw new SandboxRefusal('resource_missing', 404);
      if (p.status === 'processing') {
        await q.query('UPDATE sandbox_psp_payment SET captured_minor = amount_minor WHERE id = $1', [
          paymentId,
        ]);
        await this.settle(q, paymentId, 'succeeded');
      }
      return (await this.paymentById(q, paymentId))!;
    });
  }

  // ----------------------------------------------------------------------------------------------
  // Webhooks: signed like Stripe's (t=…,v1=HMAC-SHA256(secret, "t.body")).

  sign(
    rawBody: string,
    timestamp = Math.floor(Date.now() / 1000),
    secret = this.settings.webhookSecret,
  ): string {
    const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
    return `t=${timestamp},v1=${mac}`;
  }

  verify(rawBody: Buffer, header: string | undefined, now = Date.now()): boolean {
    if (!header) return false;
    const parts = Object.fromEntries(
      header.split(',').map((kv) => {
        const i = kv.indexOf('=');
        return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()];
      }),
    );
    const t = Number(parts.t);
    if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
    const expected = createHmac('sha256', this.settings.webhookSecret)
      .update(Buffer.concat([Buffer.from(`${t}.`), rawBody]))
      .digest('hex');
    return typeof parts.v1 === 'string' && safeEqual(parts.v1, expected);
  }

  /** Events due for delivery, claimed for a while (a lease), so two senders never send one at once. */
  async claimDueEvents(limit = 20): Promise<{ id: string; body: unknown }[]> {
    return this.db.query<{ id: string; body: unknown }>(
      `UPDATE sandbox_psp_event SET attempts = attempts + 1,
              deliver_at = now() + make_interval(secs => least(300, 2 ^ least(attempts, 8)))
        WHERE id IN (SELECT id FROM sandbox_psp_event WHERE delivered_at IS NULL AND deliver_at <= now()
                      ORDER BY deliver_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, body`,
      [limit],
    );
  }

  async markDelivered(eventId: string, error?: string): Promise<void> {
    if (error)
      await this.db.query('UPDATE sandbox_psp_event SET last_error = $2 WHERE id = $1', [eventId, error]);
    else
      await this.db.query(
        'UPDATE sandbox_psp_event SET delivered_at = now(), last_error = NULL WHERE id = $1',
        [eventId],
      );
  }

  /** Every event about a payment, setup or refund, as it would be (or was) sent. */
  async eventsAbout(objectId: string): Promise<{ id: string; type: string; body: unknown }[]> {
    return this.db.query(
      `SELECT id, type, body FROM sandbox_psp_event WHERE body->'data'->'object'->>'id' = $1 ORDER BY created_at, id`,
      [objectId],
    );
  }

  /** Makes every pending event due now (tests and the demo's "send now"). */
  async hurryEvents(): Promise<void> {
    await this.db.query('UPDATE sandbox_psp_event SET deliver_at = now() WHERE delivered_at IS NULL');
  }

  // ----------------------------------------------------------------------------------------------

  private async emit(
    q: Queryable,
    type: string,
    object: Record<string, unknown>,
    delayMs = this.settings.webhookDelayMs,
  ) {
    const evt = id('sbx_evt');
    const body = { id: evt, type, created: Math.floor(Date.now() / 1000), data: { object } };
    await q.query(
      `INSERT INTO sandbox_psp_event (id, type, body, deliver_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision / 1000))`,
      [evt, type, JSON.stringify(body), Math.max(0, delayMs)],
    );
  }

  private async useCard(q: Queryable, paymentId: string, card: SandboxCard): Promise<void> {
    const p = (await this.paymentById(q, paymentId))!;
    await q.query('UPDATE sandbox_psp_payment SET card_token = $2, updated_at = now() WHERE id = $1', [
      paymentId,
      card.token,
    ]);
    const outcome = this.settings.fail ? 'processing_error' : card.behaviour;
    if (outcome === 'challenge') {
      await q.query(
        `UPDATE sandbox_psp_payment SET status = 'requires_action', challenge_id = $2, updated_at = now() WHERE id = $1`,
        [paymentId, id('sbx_ch')],
      );
      await this.emit(
        q,
        'payment.requires_action',
        this.paymentObject((await this.paymentById(q, paymentId))!),
      );
    } else if (outcome === 'ok') {
      await this.settle(q, paymentId, p.capture_method === 'manual' ? 'authorised' : 'succeeded');
    } else await this.settle(q, paymentId, 'failed', outcomeReason(outcome));
  }

  /** Moves a payment to a final-ish status and queues its event. */
  private async settle(q: Queryable, paymentId: string, status: SandboxPaymentStatus, reason?: string) {
    const authTtl = status === 'authorised' ? this.settings.authTtlMs : null;
    const row = await q.one<SandboxPayment>(
      `UPDATE sandbox_psp_payment
          SET status = $2,
              failure_reason = CASE WHEN $2 IN ('failed','canceled') THEN $3 ELSE failure_reason END,
              captured_minor = CASE WHEN $2 = 'succeeded' AND captured_minor = 0 THEN amount_minor ELSE captured_minor END,
              auth_expires_at = CASE WHEN $4::double precision IS NULL THEN auth_expires_at
                                     ELSE now() + make_interval(secs => $4::double precision / 1000) END,
              updated_at = now()
        WHERE id = $1 RETURNING ${PAYMENT_COLUMNS}`,
      [paymentId, status, reason ?? null, authTtl],
    );
    const type =
      status === 'succeeded'
        ? 'payment.succeeded'
        : status === 'authorised'
          ? 'payment.authorised'
          : status === 'failed'
            ? 'payment.failed'
            : status === 'canceled'
              ? 'payment.canceled'
              : `payment.${status}`;
    await this.emit(q, type, this.paymentObject(row!));
  }

  private async settleSetup(q: Queryable, setupId: string, status: 'succeeded' | 'failed', reason?: string) {
    const s = await q.one<SandboxSetup>(
      `UPDATE sandbox_psp_setup SET status = $2, failure_reason = $3, updated_at = now()
        WHERE id = $1 RETURNING ${SETUP_COLUMNS}`,
      [setupId, status, reason ?? null],
    );
    let card: SandboxCard | undefined;
    if (status === 'succeeded' && s!.card_token) {
      await q.query(`UPDATE sandbox_psp_card SET customer_id = $2, attached = true WHERE token = $1`, [
        s!.card_token,
        s!.customer_id,
      ]);
      card = await this.cardOf(q, s!.card_token);
    }
    await this.emit(q, `setup.${status}`, this.setupObject(s!, card));
  }

  paymentObject(p: SandboxPayment) {
    return {
      object: 'payment',
      id: p.id,
      reference: p.reference,
      method: p.method,
      status: p.status,
      amount: p.amount_minor,
      currency: p.currency,
      captured: p.captured_minor,
      failure_reason: p.failure_reason,
      auth_expires_at: p.auth_expires_at ? new Date(p.auth_expires_at).toISOString() : null,
    };
  }

  setupObject(s: SandboxSetup, card?: SandboxCard) {
    return {
      object: 'setup',
      id: s.id,
      reference: s.reference,
      status: s.status,
      failure_reason: s.failure_reason,
      card: card
        ? {
            token: card.token,
            brand: card.brand,
            last4: card.last4,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
          }
        : null,
    };
  }

  private async insertSession(q: Queryable, type: string, country: string, paymentId: string | null) {
    const sessionId = id('sbx_ses');
    const clientToken = `sbx_ct_${randomBytes(24).toString('base64url')}`;
    await q.query(
      `INSERT INTO sandbox_psp_session (id, type, client_token, country) VALUES ($1, $2, $3, $4)`,
      [sessionId, type, clientToken, country],
    );
    void paymentId;
    return { id: sessionId, clientToken };
  }

  private async lockPayment(q: Queryable, paymentId: string): Promise<SandboxPayment> {
    const p = await q.one<SandboxPayment>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_psp_payment WHERE id = $1 FOR UPDATE`,
      [paymentId],
    );
    if (!p) throw new ProviderError('not_found', `sandbox: no payment ${paymentId}`, { status: 404 });
    return p;
  }

  private paymentById(q: Queryable, paymentId: string) {
    return q.one<SandboxPayment>(`SELECT ${PAYMENT_COLUMNS} FROM sandbox_psp_payment WHERE id = $1`, [
      paymentId,
    ]);
  }

  private setupById(q: Queryable, setupId: string) {
    return q.one<SandboxSetup>(`SELECT ${SETUP_COLUMNS} FROM sandbox_psp_setup WHERE id = $1`, [setupId]);
  }

  private cardOf(q: Queryable, token: string) {
    return q.one<SandboxCard>(
      'SELECT token, customer_id, brand, last4, exp_month, exp_year, behaviour, attached FROM sandbox_psp_card WHERE token = $1',
      [token],
    );
  }

  private async refundStatusOf(q: Queryable, reference: string): Promise<RefundOutcome> {
    const row = await q.one<{
      reference: string;
      outcome: string;
      failure_reason: string | null;
      settled: boolean;
    }>(
      `SELECT reference, outcome, failure_reason, settle_at <= now() AS settled FROM sandbox_refund WHERE reference = $1`,
      [reference],
    );
    if (!row) return { reference, status: 'FAILED' as const, reason: 'sandbox: unknown refund' };
    if (!row.settled) return { reference, status: 'PENDING' as const };
    return row.outcome === 'SUCCEEDED'
      ? { reference, status: 'SUCCEEDED' as const }
      : { reference, status: 'FAILED' as const, reason: row.failure_reason ?? 'refund declined' };
  }
}

function outcomeReason(outcome: CardBehaviour | 'processing_error'): string {
  return outcome === 'declined' ? 'card_declined' : outcome;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Stored JSON answers carry dates as strings; bring back the ones the payment shape has. */
function revive<T>(value: T): T {
  if (value && typeof value === 'object' && 'auth_expires_at' in (value as object)) {
    const v = value as unknown as { auth_expires_at: unknown };
    if (typeof v.auth_expires_at === 'string') v.auth_expires_at = new Date(v.auth_expires_at);
  }
  return value;
}
