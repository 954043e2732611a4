import { idempotencyKey } from '@kontor/domain/payments/provider-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePaymentProviderContract } from '../payment-provider.contract.ts';
import { resilient } from '../provider-retry.ts';
import { type RecordedStripe, recordedStripe } from './recorded-stripe.ts';
import { StripeProvider, stripeSettingsFromEnv } from './stripe-provider.ts';

const settings = {
  secretKey: 'sk_test_51KontorRecorded0000000000000000',
  publishableKey: 'pk_test_51KontorRecorded0000000000000000',
  webhookSecret: 'whsec_kontorRecordedStripeSecret',
};

let stripe: RecordedStripe;
describePaymentProviderContract('stripe (recorded answers)', async () => {
  stripe = recordedStripe({ ...settings, currency: 'GBP', country: 'GB' });
  return {
    provider: new StripeProvider(settings),
    currency: 'GBP',
    country: 'GB',
    buyer: stripe.buyer,
    deliveries: stripe.deliveries,
    settle: stripe.settle,
    parallelCaptures: 100,
    async close() {
      stripe.host.close();
      expect(stripe.host.violations).toEqual([]);
    },
  };
});

describe('stripe adapter', () => {
  let s: RecordedStripe;
  beforeAll(() => {
    s = recordedStripe({ ...settings, currency: 'EUR', country: 'DE' });
  });
  afterAll(() => s.host.close());

  const attempt = (reference: string) => ({
    reference,
    method: 'card' as const,
    amount: { minor: 4999, currency: 'EUR' },
    country: 'DE',
    locale: 'en' as const,
    guest: false,
    returnUrl: 'https://shop.example/buyer/pay-result',
    captureMethod: 'automatic' as const,
    idempotencyKey: idempotencyKey(reference, 'start', 4999),
  });

  it('is chosen by STRIPE_SECRET_KEY and refuses half a configuration', () => {
    expect(stripeSettingsFromEnv({})).toBeNull();
    expect(() => stripeSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(
      stripeSettingsFromEnv({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toMatchObject({ secretKey: 'sk_test_x' });
  });

  it('sends the amount in minor units, our reference and the idempotency key Stripe documents', async () => {
    const p = new StripeProvider(settings);
    await p.start(attempt('7001'));
    const req = s.host.log.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    const body = new URLSearchParams(req.text);
    expect(body.get('amount')).toBe('4999');
    expect(body.get('currency')).toBe('eur');
    expect(body.get('metadata[reference]')).toBe('7001');
    expect(body.get('capture_method')).toBe('automatic');
    expect(req.headers.get('idempotency-key')).toBe('7001:start:4999');
  });

  it('waits what a 429 Retry-After asks, then gets through with the same idempotency key', async () => {
    const p = resilient(new StripeProvider(settings), {
      tries: 3,
      baseDelayMs: 1,
      maxDelayMs: 5_000,
      timeoutMs: 5_000,
    });
    s.host.interject(1, [
      429,
      { error: { type: 'rate_limit_error', message: 'slow down' } },
      { 'Retry-After': '1' },
    ]);
    const before = s.host.log.length;
    const started = Date.now();
    const r = await p.start(attempt('7002'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const tries = s.host.log.slice(before);
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((t) => t.headers.get('idempotency-key')))).toEqual(new Set(['7002:start:4999']));
    expect(r.next.type).toBe('client_secret');
  });

  it('a start that timed out and is tried again makes one payment, not two', async () => {
    const p = resilient(new StripeProvider(settings), {
      tries: 2,
      baseDelayMs: 1,
      maxDelayMs: 10,
      timeoutMs: 200,
    });
    // The first try reaches Stripe (the payment exists there), but its answer comes too late.
    s.host.delayNext(400);
    const r = await p.start(attempt('7003'));
    expect(s.intentsFor('7003').map((pi) => pi.id)).toEqual([r.providerPaymentId]);
    expect(s.host.log.filter((q) => q.headers.get('idempotency-key') === '7003:start:4999')).toHaveLength(2);
  });

  it('maps Stripe errors to kinds: 5xx unavailable, unknown payment not found, webhooks need their header', async () => {
    const p = new StripeProvider(settings);
    s.host.interject(1, [503, { error: { type: 'api_error', message: 'down' } }]);
    await expect(p.start(attempt('7004'))).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    await expect(
      p.status({
        reference: '1',
        providerPaymentId: 'pi_3unknown',
        method: 'card',
        amount: { minor: 1, currency: 'EUR' },
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    await expect(p.createSession()).rejects.toMatchObject({ kind: 'unsupported' });
    await expect(p.parseWebhook(Buffer.from('{}'), {})).rejects.toThrow(/Stripe-Signature/);
  });
});
