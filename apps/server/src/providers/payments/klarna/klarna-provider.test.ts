import { idempotencyKey } from '@kontor/domain/payments/provider-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePaymentProviderContract } from '../payment-provider.contract.ts';
import { resilient } from '../provider-retry.ts';
import { KlarnaProvider, klarnaBaseUrl, klarnaSettingsFromEnv } from './klarna-provider.ts';
import { recordedKlarna } from './recorded-klarna.ts';

const settings = {
  username: 'PK12345_kontor0recorded',
  password: 'klarna_test_api_KontorRecordedPassword0000000000000000',
  region: 'eu' as const,
  environment: 'playground' as const,
};

describePaymentProviderContract('klarna (recorded answers)', async () => {
  const klarna = recordedKlarna({ ...settings, currency: 'GBP', country: 'GB' });
  return {
    provider: new KlarnaProvider(settings),
    currency: 'GBP',
    country: 'GB',
    buyer: klarna.buyer,
    deliveries: klarna.deliveries,
    settle: klarna.settle,
    webhookSigning: 'none',
    async close() {
      klarna.host.close();
      expect(klarna.host.violations).toEqual([]);
    },
  };
});

describe('klarna adapter', () => {
  let k: ReturnType<typeof recordedKlarna>;
  beforeAll(() => {
    k = recordedKlarna({ ...settings, currency: 'SEK', country: 'SE' });
  });
  afterAll(() => k.host.close());

  const attempt = (reference: string, authorizationToken?: string) => ({
    reference,
    method: 'pay_later' as const,
    amount: { minor: 149_900, currency: 'SEK' },
    country: 'SE',
    locale: 'en' as const,
    guest: false,
    returnUrl: 'https://shop.example/buyer/pay-result',
    captureMethod: 'manual' as const,
    authorizationToken,
    idempotencyKey: idempotencyKey(reference, 'start', 149_900),
  });

  it('is chosen by KLARNA_USERNAME, by region and environment', () => {
    expect(klarnaSettingsFromEnv({})).toBeNull();
    expect(() => klarnaSettingsFromEnv({ KLARNA_USERNAME: 'u' })).toThrow(/KLARNA_PASSWORD/);
    expect(() =>
      klarnaSettingsFromEnv({ KLARNA_USERNAME: 'u', KLARNA_PASSWORD: 'p', KLARNA_REGION: 'ap' }),
    ).toThrow(/eu, na or oc/);
    expect(klarnaBaseUrl({ region: 'eu', environment: 'playground' })).toBe(
      'https://api.playground.klarna.com',
    );
    expect(klarnaBaseUrl({ region: 'na', environment: 'live' })).toBe('https://api-na.klarna.com');
    expect(klarnaBaseUrl({ region: 'oc', environment: 'playground' })).toBe(
      'https://api-oc.playground.klarna.com',
    );
  });

  it('offers pay-later where Klarna takes the country in its currency', () => {
    const p = new KlarnaProvider(settings);
    expect(p.eligible(1000, 'SEK', 'SE', true)).toEqual(['pay_later']);
    expect(p.eligible(1000, 'EUR', 'SE', false)).toEqual([]);
    expect(p.eligible(1000, 'GBP', 'GB', false)).toEqual(['pay_later']);
  });

  it('a widget return completes into an order named by our reference, with the idempotency header', async () => {
    const p = new KlarnaProvider(settings);
    const a = attempt('9101');
    const s = await p.start(a);
    expect(s.next.type).toBe('widget_token');
    const ref = {
      reference: a.reference,
      providerPaymentId: s.providerPaymentId,
      method: a.method,
      amount: a.amount,
    };
    expect((await p.status(ref)).status).toBe('requires_action');
    const token = await k.buyer.authorizePayLater!((s.next as { clientToken: string }).clientToken, true);
    const key = idempotencyKey('9101', 'complete', 149_900);
    const [d1, d2] = await Promise.all([
      p.complete(ref, { authorizationToken: token }, key),
      p.complete(ref, { authorizationToken: token }, key),
    ]);
    expect(d1.status).toBe('authorised');
    expect(d2.providerPaymentId).toBe(d1.providerPaymentId);
    expect(k.orders.size).toBe(1);
    const placed = k.host.log.filter((r) => r.path.endsWith('/order')).at(-1)!;
    expect(placed.headers.get('klarna-idempotency-key')).toBe('9101:complete:149900');
    expect(JSON.parse(placed.text)).toMatchObject({
      merchant_reference1: '9101',
      purchase_country: 'SE',
      purchase_currency: 'SEK',
      order_amount: 149_900,
      locale: 'en-SE',
      auto_capture: false,
    });

    const order = { ...ref, providerPaymentId: d1.providerPaymentId };
    const refund = await p
      .refund(order, { minor: 100, currency: 'SEK' }, idempotencyKey('9101', 'refund-1', 100))
      .catch((e) => e);
    expect(refund).toMatchObject({ kind: 'invalid_request' });
    const captured = await p.capture(order, a.amount, idempotencyKey('9101', 'capture', 149_900));
    expect(captured).toMatchObject({ status: 'succeeded', capturedMinor: 149_900 });
    const r = await p.refund(
      order,
      { minor: 50_000, currency: 'SEK' },
      idempotencyKey('9101', 'refund-1', 50_000),
    );
    expect(r.status).toBe('SUCCEEDED');
    expect(await p.refundStatus(r.reference)).toEqual(r);
    expect((await p.cancel(order, idempotencyKey('9101', 'cancel', 149_900))).status).toBe('succeeded');
  });

  it('voids an authorisation it was asked to cancel; a 429 waits its Retry-After', async () => {
    const p = resilient(new KlarnaProvider(settings), {
      tries: 2,
      baseDelayMs: 1,
      maxDelayMs: 5_000,
      timeoutMs: 5_000,
    });
    const session = await p.createSession({
      type: 'pay_later',
      country: 'SE',
      locale: 'en',
      amount: { minor: 149_900, currency: 'SEK' },
    });
    const token = await k.buyer.authorizePayLater!(session.clientToken, true);
    k.host.interject(1, [
      429,
      { error_code: 'RATE_LIMITED', error_messages: ['slow down'] },
      { 'Retry-After': '1' },
    ]);
    const started = Date.now();
    const a = attempt('9102', token!);
    const s = await p.start(a);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(s.status).toBe('authorised');
    const ref = {
      reference: a.reference,
      providerPaymentId: s.providerPaymentId,
      method: a.method,
      amount: a.amount,
    };
    expect((await p.cancel(ref, idempotencyKey('9102', 'cancel', 149_900))).status).toBe('canceled');
  });
});
