import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { type ContractHarness, describePaymentProviderContract } from '../payment-provider.contract.ts';
import { ProviderError } from '../payment-provider.ts';
import { withRetries } from '../provider-retry.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxPsp } from './sandbox-psp.ts';

/** The sandbox as a buyer's browser sees it: hosted fields tokenise, then confirm; challenges answered. */
export function sandboxBuyer(psp: SandboxPsp): ContractHarness['buyer'] {
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const tokenize = (card: string) => psp.tokenize({ number: card, expiry, cvc: '123' });
  return {
    async payWithCard(next, card, challenge) {
      if (next.type !== 'client_secret')
        throw new Error(`card fields need a client secret, got ${next.type}`);
      const p = await psp.confirmPayment(next.clientSecret, (await tokenize(card)).token);
      if (p.challenge_id && p.status === 'requires_action')
        await psp.answerChallenge(p.challenge_id, challenge ?? 'complete');
    },
    async confirmCardSetup(clientSecret, card, challenge) {
      const s = await psp.confirmSetup(clientSecret, (await tokenize(card)).token);
      if (s.challenge_id && s.status === 'requires_action')
        await psp.answerChallenge(s.challenge_id, challenge ?? 'complete');
    },
    async approveWallet(next, approve) {
      if (next.type !== 'redirect') throw new Error('a wallet needs its approval page');
      const id = /\/wallet\/([^/]+)\/approve/.exec(next.url)![1]!;
      const p = await psp.answerWallet(id, approve);
      return approve ? { token: p.session.approveToken, payerId: 'SANDBOXPAYER' } : null;
    },
    async payHostedCheckout(next, card) {
      if (next.type !== 'session') throw new Error('a hosted checkout needs its session');
      await psp.payCheckoutSession(next.sessionId, (await tokenize(card)).token);
      return { sessionId: next.sessionId, sessionResult: 'sandbox' };
    },
    async authorizePayLater(clientToken, approve) {
      const r = await psp.authorizeWidget(clientToken, approve);
      return r.approved ? r.authorizationToken! : null;
    },
  };
}

let t: TestContext;
describePaymentProviderContract('sandbox', async () => {
  t = await createTestContext();
  const psp = t.app.providers.payments.sandboxPsp;
  return {
    provider: t.app.providers.payments.get('sandbox'),
    currency: 'EUR',
    country: 'DE',
    buyer: sandboxBuyer(psp),
    async deliveries(objectId) {
      return (await psp.eventsAbout(objectId)).map((e) => {
        const rawBody = Buffer.from(JSON.stringify(e.body));
        return { rawBody, headers: { [SANDBOX_SIGNATURE_HEADER]: psp.sign(rawBody.toString('utf8')) } };
      });
    },
    async settle() {
      await t.db.query(`UPDATE sandbox_refund SET settle_at = now() WHERE settle_at > now()`);
    },
    parallelCaptures: 100,
    close: () => t.close(),
  };
});

describe('sandbox settings', () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext();
  });
  afterAll(() => c.close());

  it('answers 429 with Retry-After to the first tries; bounded retries honour it and get through', async () => {
    const psp = c.app.providers.payments.sandboxPsp;
    psp.settings.rateLimit = 2;
    psp.settings.retryAfterMs = 30;
    try {
      const raw = c.app.providers.payments.get('sandbox');
      const started = Date.now();
      const s = await raw.createSession({ type: 'pay_later', country: 'DE', locale: 'en' });
      expect(s.clientToken).toBeTruthy();
      expect(Date.now() - started).toBeGreaterThanOrEqual(55);
      psp.settings.rateLimit = 5;
      await expect(
        raw.createSession({ type: 'pay_later', country: 'SE', locale: 'en' }),
      ).rejects.toMatchObject({
        kind: 'rate_limited',
      });
    } finally {
      psp.settings.rateLimit = 0;
    }
  });

  it('gives up on a provider that does not answer in time, and never retries a refusal', async () => {
    let calls = 0;
    await expect(
      withRetries(
        () => {
          calls++;
          return new Promise(() => {});
        },
        { tries: 2, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 20 },
      ),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw new ProviderError('declined', 'no');
        },
        { tries: 3, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 50 },
      ),
    ).rejects.toMatchObject({ kind: 'declined' });
    expect(calls).toBe(1);
  });

  it('never keeps a card number: only brand, last four and expiry', async () => {
    const psp = c.app.providers.payments.sandboxPsp;
    const card = await psp.tokenize({ number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' });
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 });
    const row = await c.db.one('SELECT * FROM sandbox_psp_card WHERE token = $1', [card.token]);
    expect(JSON.stringify(row)).not.toMatch(/424242|123"/);
    await expect(
      psp.tokenize({ number: '4242 4242 4242 4241', expiry: '12/40', cvc: '123' }),
    ).rejects.toMatchObject({
      code: 'invalid_number',
    });
    await expect(
      psp.tokenize({ number: '4242424242424242', expiry: '01/20', cvc: '123' }),
    ).rejects.toMatchObject({
      code: 'expired',
    });
    await expect(
      psp.tokenize({ number: '4242424242424242', expiry: '12/40', cvc: '' }),
    ).rejects.toMatchObject({
      code: 'incomplete_cvc',
    });
  });
});
