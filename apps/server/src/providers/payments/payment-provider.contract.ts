import { randomBytes } from 'node:crypto';
import { PAYMENT_METHODS } from '@kontor/domain/payments/payment-status';
import { idempotencyKey } from '@kontor/domain/payments/provider-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttemptInput,
  type NextAction,
  type PaymentProvider,
  type PaymentRef,
  type StartResult,
  WebhookSignatureError,
} from './payment-provider.ts';

/**
 * The contract every PaymentProvider passes (decision 028). An adapter's test file calls
 * `describePaymentProviderContract('stripe', makeHarness)` with a harness that plays the buyer on
 * the provider's side (hosted fields, challenge, approval page, widget) and hands over the webhooks
 * the provider sent — for real adapters from recorded answers (nock/msw) and SDK-made signatures.
 * Sections for methods the provider does not list in `methods` (or saved cards without
 * `savesCards`) are skipped.
 */

/** The test cards of the card PSPs (Stripe's numbers; the sandbox knows them too). */
export const CONTRACT_CARDS = {
  ok: '4242424242424242',
  challenge: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

export interface ContractHarness {
  provider: PaymentProvider;
  /** Currency and country the harness's recorded answers are for. */
  currency: string;
  country: string;
  buyer: {
    /** Hosted card fields: the buyer enters this card and confirms; a 3-D Secure challenge is answered as told. */
    payWithCard(next: NextAction, card: string, challenge?: 'complete' | 'fail'): Promise<void>;
    /** Hosted fields for a card setup (saved cards). */
    confirmCardSetup(clientSecret: string, card: string, challenge?: 'complete' | 'fail'): Promise<void>;
    /** The wallet approval page; answers the details `complete` takes (approve) or null (cancel). */
    approveWallet?(next: NextAction, approve: boolean): Promise<Record<string, unknown> | null>;
    /** The hosted checkout page paid with a card; answers the details `complete` takes. */
    payHostedCheckout?(next: NextAction, card: string): Promise<Record<string, unknown>>;
    /** The pay-later widget: an authorization token, or null when the buyer is refused. */
    authorizePayLater?(clientToken: string, approve: boolean): Promise<string | null>;
  };
  /** The webhooks the provider sent about one of its objects (payment or setup), as they arrive. */
  deliveries(providerObjectId: string): Promise<WebhookDelivery[]>;
  /** Lets provider-side time pass (refunds settle, events come due). */
  settle(): Promise<void>;
  /** How many identical captures to fire at once (the sandbox takes 100). */
  parallelCaptures?: number;
  /**
   * How the provider signs its webhooks: `raw-body` (the default: any changed byte breaks the
   * signature — sandbox, Stripe, PayPal), `fields` (an HMAC over named fields of each notification:
   * a changed signed value breaks it, bytes that read the same do not — Adyen), `none` (the provider
   * sends no signed webhooks, so every delivery is refused and its status calls decide — Klarna).
   */
  webhookSigning?: 'raw-body' | 'fields' | 'none';
  /**
   * Where the signature is not a header (Adyen's sits in the body): the delivery with a forged
   * signature, and without one. Defaults work on the headers.
   */
  forgeSignature?(d: WebhookDelivery): WebhookDelivery;
  stripSignature?(d: WebhookDelivery): WebhookDelivery;
  close?(): Promise<void>;
}

/** Only pay-later providers load their browser part by a per-session token and have no public key. */
const needsPublicKey = (p: PaymentProvider) => p.methods.some((m) => m !== 'pay_later');

const uniqueRef = () => String(Number.parseInt(randomBytes(5).toString('hex'), 16));

export function describePaymentProviderContract(
  name: string,
  makeHarness: () => Promise<ContractHarness>,
): void {
  describe(`PaymentProvider contract: ${name}`, () => {
    let h: ContractHarness;
    let p: PaymentProvider;
    beforeAll(async () => {
      h = await makeHarness();
      p = h.provider;
    });
    afterAll(async () => {
      await h?.close?.();
    });

    const attempt = (over: Partial<AttemptInput> = {}): AttemptInput => {
      const reference = over.reference ?? uniqueRef();
      const amount = over.amount ?? { minor: 2599, currency: h.currency };
      return {
        reference,
        method: 'card',
        amount,
        country: h.country,
        locale: 'en',
        guest: false,
        returnUrl: 'https://shop.example/buyer/pay-result',
        captureMethod: 'automatic',
        idempotencyKey: idempotencyKey(reference, 'start', amount.minor),
        ...over,
      };
    };
    const refOf = (a: AttemptInput, s: StartResult): PaymentRef => ({
      reference: a.reference,
      providerPaymentId: s.providerPaymentId,
      method: a.method,
      amount: a.amount,
    });
    const has = (m: (typeof PAYMENT_METHODS)[number]) => p.methods.includes(m);

    it('describes itself: a name, known methods, only public keys for the browser', () => {
      expect(p.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(p.methods.length).toBeGreaterThan(0);
      for (const m of p.methods) expect(PAYMENT_METHODS).toContain(m);
      const cfg = p.browserConfig();
      expect(cfg.provider).toBe(p.name);
      if (needsPublicKey(p)) expect(cfg.publishableKey.length).toBeGreaterThan(0);
      expect(cfg.publishableKey).not.toMatch(/^(sk|rk)_|secret/i);
    });

    it('offers only its own methods, and nothing for nothing', () => {
      expect(p.eligible(0, h.currency, h.country, false)).toEqual([]);
      const offered = p.eligible(10_000, h.currency, h.country, false);
      expect(offered.length).toBeGreaterThan(0);
      for (const m of offered) expect(p.methods).toContain(m);
      for (const m of p.eligible(10_000, h.currency, h.country, true)) expect(offered).toContain(m);
    });

    describe('card payments', () => {
      it('start answers a client secret; the same idempotency key answers the same payment', async ({
        skip,
      }) => {
        if (!has('card')) return skip();
        const a = attempt();
        const [s1, s2] = [await p.start(a), await p.start(a)];
        expect(s1.next.type).toBe('client_secret');
        expect(s2.providerPaymentId).toBe(s1.providerPaymentId);
        expect((await p.status(refOf(a, s1))).status).toMatch(/^(pending|requires_action)$/);
      });

      it('4242 succeeds and is captured in full', async ({ skip }) => {
        if (!has('card')) return skip();
        const a = attempt();
        const s = await p.start(a);
        await h.buyer.payWithCard(s.next, CONTRACT_CARDS.ok);
        const st = await p.status(refOf(a, s));
        expect(st.status).toBe('succeeded');
        expect(st.capturedMinor).toBe(a.amount.minor);
      });

      it('3184 asks for 3-D Secure: completed it succeeds, failed it fails', async ({ skip }) => {
        if (!has('card')) return skip();
        const a = attempt();
        const s = await p.start(a);
        await h.buyer.payWithCard(s.next, CONTRACT_CARDS.challenge, 'complete');
        expect((await p.status(refOf(a, s))).status).toBe('succeeded');
        const b = attempt();
        const t = await p.start(b);
        await h.buyer.payWithCard(t.next, CONTRACT_CARDS.challenge, 'fail');
        const st = await p.status(refOf(b, t));
        expect(st.status).toBe('failed');
        expect(st.failureReason).toBeTruthy();
      });

      it('0002 is declined and 9995 has insufficient funds', async ({ skip }) => {
        if (!has('card')) return skip();
        for (const [card, reason] of [
          [CONTRACT_CARDS.declined, /declined/],
          [CONTRACT_CARDS.insufficientFunds, /insufficient_funds/],
        ] as const) {
          const a = attempt();
          const s = await p.start(a);
          await h.buyer.payWithCard(s.next, card);
          const st = await p.status(refOf(a, s));
          expect(st.status).toBe('failed');
          expect(st.failureReason).toMatch(reason);
        }
      });

      it('an authorisation is captured once, however often and however parallel the same capture is asked', async ({
        skip,
      }) => {
        if (!has('card')) return skip();
        const a = attempt({ captureMethod: 'manual' });
        const s = await p.start(a);
        await h.buyer.payWithCard(s.next, CONTRACT_CARDS.ok);
        const authorised = await p.status(refOf(a, s));
        expect(authorised.status).toBe('authorised');
        expect(authorised.authorisationExpiresAt!.getTime()).toBeGreaterThan(Date.now());
        const key = idempotencyKey(a.reference, 'capture', a.amount.minor);
        const n = h.parallelCaptures ?? 10;
        const results = await Promise.all(
          Array.from({ length: n }, () => p.capture(refOf(a, s), a.amount, key)),
        );
        for (const r of results) {
          expect(r.status).toBe('succeeded');
          expect(r.capturedMinor).toBe(a.amount.minor);
        }
        const again = await p.capture(refOf(a, s), a.amount, key);
        expect(again.capturedMinor).toBe(a.amount.minor);
      });

      it('cancel voids what is not captured, keeps what is, and knows nothing of what never started', async ({
        skip,
      }) => {
        if (!has('card')) return skip();
        const a = attempt();
        const s = await p.start(a);
        expect(
          (await p.cancel(refOf(a, s), idempotencyKey(a.reference, 'cancel', a.amount.minor))).status,
        ).toBe('canceled');
        const b = attempt();
        const t = await p.start(b);
        await h.buyer.payWithCard(t.next, CONTRACT_CARDS.ok);
        const kept = await p.cancel(refOf(b, t), idempotencyKey(b.reference, 'cancel', b.amount.minor));
        expect(kept.status).toBe('succeeded');
        const never = await p.cancel(
          { reference: uniqueRef(), providerPaymentId: null, method: 'card', amount: b.amount },
          'never:cancel:1',
        );
        expect(never.status).toBe('canceled');
      });

      it('refunds once per idempotency key and settles', async ({ skip }) => {
        if (!has('card')) return skip();
        const a = attempt();
        const s = await p.start(a);
        await h.buyer.payWithCard(s.next, CONTRACT_CARDS.ok);
        const ref = refOf(a, s);
        const key = idempotencyKey(a.reference, 'refund-1', 1000);
        const [r1, r2] = await Promise.all([
          p.refund(ref, { minor: 1000, currency: h.currency }, key),
          p.refund(ref, { minor: 1000, currency: h.currency }, key),
        ]);
        expect(r2.reference).toBe(r1.reference);
        const other = await p.refund(
          ref,
          { minor: 500, currency: h.currency },
          idempotencyKey(a.reference, 'refund-2', 500),
        );
        expect(other.reference).not.toBe(r1.reference);
        await h.settle();
        expect((await p.refundStatus(r1.reference)).status).toBe('SUCCEEDED');
      });
    });

    /**
     * Pays one attempt with the provider's first method, the way its buyer would, and answers the
     * provider's id of the paid payment (a hosted checkout's session becomes a payment on completion).
     */
    const payOnce = async (): Promise<{ a: AttemptInput; providerPaymentId: string }> => {
      const method = p.methods.find((m) => m !== 'device_wallet' && m !== 'bank_reference')!;
      if (method === 'card') {
        const a = attempt();
        const s = await p.start(a);
        await h.buyer.payWithCard(s.next, CONTRACT_CARDS.ok);
        return { a, providerPaymentId: s.providerPaymentId };
      }
      if (method === 'pay_later') {
        const session = await p.createSession({
          type: 'pay_later',
          country: h.country,
          locale: 'en',
          amount: { minor: 2599, currency: h.currency },
        });
        const token = await h.buyer.authorizePayLater!(session.clientToken, true);
        const a = attempt({ method, captureMethod: 'manual', authorizationToken: token! });
        const s = await p.start(a);
        const done = await p.capture(refOf(a, s), a.amount, idempotencyKey(a.reference, 'capture', 2599));
        return { a, providerPaymentId: done.providerPaymentId };
      }
      const a = attempt({ method });
      const s = await p.start(a);
      const details =
        method === 'wallet'
          ? await h.buyer.approveWallet!(s.next, true)
          : await h.buyer.payHostedCheckout!(s.next, CONTRACT_CARDS.ok);
      const done = await p.complete(
        refOf(a, s),
        details!,
        idempotencyKey(a.reference, 'complete', a.amount.minor),
      );
      return { a, providerPaymentId: done.providerPaymentId };
    };
    const signing = () => h.webhookSigning ?? 'raw-body';

    describe('webhooks', () => {
      it('reads the signed events of a payment: our reference, the provider id, the outcome', async ({
        skip,
      }) => {
        if (signing() === 'none') return skip();
        const { a, providerPaymentId } = await payOnce();
        const deliveries = await h.deliveries(providerPaymentId);
        expect(deliveries.length).toBeGreaterThan(0);
        const events = (
          await Promise.all(deliveries.map((d) => p.parseWebhook(d.rawBody, d.headers)))
        ).flat();
        const ids = events.map((e) => e.id);
        expect(new Set(ids).size).toBe(ids.length);
        const success = events.find((e) => e.kind === 'payment' && e.status === 'succeeded');
        expect(success).toMatchObject({ kind: 'payment', reference: a.reference, providerPaymentId });
      });

      it('refuses a tampered body, a forged signature and a missing one', async ({ skip }) => {
        if (signing() === 'none') return skip();
        const { providerPaymentId } = await payOnce();
        const [d] = await h.deliveries(providerPaymentId);
        const body = d!.rawBody.toString('utf8');
        // One digit changed, and (separately) only the bytes changed: the signature is checked on the raw body.
        const i = body.search(/\d/);
        const tampered = Buffer.from(`${body.slice(0, i)}${(Number(body[i]) + 1) % 10}${body.slice(i + 1)}`);
        await expect(p.parseWebhook(tampered, d!.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
        if (signing() === 'raw-body')
          await expect(p.parseWebhook(Buffer.from(`${body}\n`), d!.headers)).rejects.toBeInstanceOf(
            WebhookSignatureError,
          );
        const forged = h.forgeSignature?.(d!) ?? {
          rawBody: d!.rawBody,
          headers: Object.fromEntries(
            Object.entries(d!.headers).map(([k, v]) => [k, v.replace(/[0-9a-f]{16}/, 'f'.repeat(16))]),
          ),
        };
        expect(forged).not.toEqual(d);
        await expect(p.parseWebhook(forged.rawBody, forged.headers)).rejects.toBeInstanceOf(
          WebhookSignatureError,
        );
        const unsigned = h.stripSignature?.(d!) ?? { rawBody: d!.rawBody, headers: {} };
        await expect(p.parseWebhook(unsigned.rawBody, unsigned.headers)).rejects.toBeInstanceOf(
          WebhookSignatureError,
        );
      });

      it('a provider without signed webhooks refuses every delivery', async ({ skip }) => {
        if (signing() !== 'none') return skip();
        const body = Buffer.from(
          JSON.stringify({ order_id: uniqueRef(), event_type: 'FRAUD_RISK_ACCEPTED' }),
        );
        await expect(p.parseWebhook(body, { 'content-type': 'application/json' })).rejects.toBeInstanceOf(
          WebhookSignatureError,
        );
      });
    });

    describe('other methods', () => {
      it('wallet: approval page, then complete captures; a cancelled approval pays nothing', async ({
        skip,
      }) => {
        if (!has('wallet') || !h.buyer.approveWallet) return skip();
        const a = attempt({ method: 'wallet' });
        const s = await p.start(a);
        expect(s.next).toMatchObject({ type: 'redirect', url: expect.any(String) });
        const details = await h.buyer.approveWallet(s.next, true);
        const done = await p.complete(
          refOf(a, s),
          details!,
          idempotencyKey(a.reference, 'complete', a.amount.minor),
        );
        expect(done.status).toBe('succeeded');
        // A cancelled approval pays nothing; a wallet such as PayPal leaves its order open until it lapses.
        const b = attempt({ method: 'wallet' });
        const t = await p.start(b);
        expect(await h.buyer.approveWallet(t.next, false)).toBeNull();
        const left = await p.status(refOf(b, t));
        expect(left.status).toMatch(/^(canceled|failed|pending|requires_action)$/);
        expect(left.capturedMinor ?? 0).toBe(0);
      });

      it('hosted checkout: a session (sessionId, sessionData, clientKey, environment), paid on its page', async ({
        skip,
      }) => {
        if (!has('hosted_checkout') || !h.buyer.payHostedCheckout) return skip();
        const a = attempt({ method: 'hosted_checkout' });
        const s = await p.start(a);
        expect(s.next).toMatchObject({
          type: 'session',
          sessionId: expect.any(String),
          sessionData: expect.any(String),
          clientKey: expect.any(String),
          environment: expect.any(String),
        });
        const details = await h.buyer.payHostedCheckout(s.next, CONTRACT_CARDS.ok);
        const done = await p.complete(
          refOf(a, s),
          details,
          idempotencyKey(a.reference, 'complete', a.amount.minor),
        );
        expect(done.status).toBe('succeeded');
      });

      it('pay-later: a widget session, an authorisation that is captured later, a refusal', async ({
        skip,
      }) => {
        if (!has('pay_later') || !h.buyer.authorizePayLater) return skip();
        const amount = { minor: 2599, currency: h.currency };
        const session = await p.createSession({
          type: 'pay_later',
          country: h.country,
          locale: 'en',
          amount,
        });
        expect(session.clientToken.length).toBeGreaterThan(10);
        const token = await h.buyer.authorizePayLater(session.clientToken, true);
        expect(token).toBeTruthy();
        const a = attempt({ method: 'pay_later', captureMethod: 'manual', authorizationToken: token! });
        const s = await p.start(a);
        expect(s.status).toBe('authorised');
        expect(s.authorisationExpiresAt!.getTime()).toBeGreaterThan(Date.now());
        const captured = await p.capture(
          refOf(a, s),
          a.amount,
          idempotencyKey(a.reference, 'capture', a.amount.minor),
        );
        expect(captured.status).toBe('succeeded');
        const refused = await p.createSession({
          type: 'pay_later',
          country: h.country,
          locale: 'en',
          amount,
        });
        expect(await h.buyer.authorizePayLater(refused.clientToken, false)).toBeNull();
        const w = await p.start(attempt({ method: 'pay_later', captureMethod: 'manual' }));
        expect(w.next.type).toBe('widget_token');
      });

      it('bank reference: the buyer gets what to transfer with', async ({ skip }) => {
        if (!has('bank_reference')) return skip();
        const a = attempt({ method: 'bank_reference' });
        const s = await p.start(a);
        expect(s.next).toMatchObject({
          type: 'bank_reference',
          reference: expect.any(String),
          iban: expect.any(String),
        });
        expect(s.status).toBe('pending');
      });
    });

    describe('saved cards', () => {
      const customer = () => ({ reference: uniqueRef(), email: 'buyer@example.com', name: 'Anna Muster' });
      const setup = (c: ReturnType<typeof customer>, providerCustomerId?: string) =>
        p.setupCard({
          reference: uniqueRef(),
          customer: { ...c, providerCustomerId },
          country: h.country,
          locale: 'en',
          billing: { name: 'Anna Muster', country: h.country },
          idempotencyKey: `card:${uniqueRef()}:setup:0`,
        });

      it('a 4242 setup saves Visa •••• 4242 with its expiry; it pays later; deleted it is gone', async ({
        skip,
      }) => {
        if (!p.savesCards) return skip();
        const c = customer();
        const s = await setup(c);
        expect(s.clientSecret.length).toBeGreaterThan(10);
        expect((await p.setupStatus(s.providerSetupId)).status).toMatch(/^(pending|requires_action)$/);
        await h.buyer.confirmCardSetup(s.clientSecret, CONTRACT_CARDS.ok);
        const done = await p.setupStatus(s.providerSetupId);
        expect(done.status).toBe('succeeded');
        expect(done.card).toMatchObject({ brand: 'visa', last4: '4242' });
        expect(done.card!.expMonth).toBeGreaterThanOrEqual(1);
        expect(done.card!.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
        expect(JSON.stringify(done)).not.toContain(CONTRACT_CARDS.ok);
        const saved = await p.listSaved(s.providerCustomerId);
        expect(saved.map((x) => x.token)).toContain(done.card!.token);

        const a = attempt({
          savedCardToken: done.card!.token,
          customer: { ...c, providerCustomerId: s.providerCustomerId },
        });
        const paid = await p.start(a);
        expect(paid.status).toBe('succeeded');

        await p.deleteSaved(s.providerCustomerId, done.card!.token);
        await p.deleteSaved(s.providerCustomerId, done.card!.token);
        expect((await p.listSaved(s.providerCustomerId)).map((x) => x.token)).not.toContain(done.card!.token);
      });

      it('3184 setups pass through the challenge; a failed challenge or a declined card saves nothing', async ({
        skip,
      }) => {
        if (!p.savesCards) return skip();
        const c = customer();
        const ok = await setup(c);
        await h.buyer.confirmCardSetup(ok.clientSecret, CONTRACT_CARDS.challenge, 'complete');
        expect((await p.setupStatus(ok.providerSetupId)).status).toBe('succeeded');
        const failed = await setup(c, ok.providerCustomerId);
        await h.buyer.confirmCardSetup(failed.clientSecret, CONTRACT_CARDS.challenge, 'fail');
        const f = await p.setupStatus(failed.providerSetupId);
        expect(f.status).toBe('failed');
        expect(f.card).toBeUndefined();
        const declined = await setup(c, ok.providerCustomerId);
        await h.buyer.confirmCardSetup(declined.clientSecret, CONTRACT_CARDS.declined);
        expect((await p.setupStatus(declined.providerSetupId)).status).toBe('failed');
        expect(await p.listSaved(ok.providerCustomerId)).toHaveLength(1);
      });

      it('reads the signed events of a setup', async ({ skip }) => {
        if (!p.savesCards || signing() === 'none') return skip();
        const s = await setup(customer());
        await h.buyer.confirmCardSetup(s.clientSecret, CONTRACT_CARDS.ok);
        const events = (
          await Promise.all(
            (await h.deliveries(s.providerSetupId)).map((d) => p.parseWebhook(d.rawBody, d.headers)),
          )
        ).flat();
        const done = events.find((e) => e.kind === 'setup' && e.status === 'succeeded');
        expect(done).toMatchObject({ providerSetupId: s.providerSetupId });
        // Some providers (Stripe) name the card in the event only by its token: the setup then tells it.
        const card =
          done?.kind === 'setup' && done.card ? done.card : (await p.setupStatus(s.providerSetupId)).card;
        expect(card).toMatchObject({ last4: '4242' });
      });
    });
  });
}
