import { idempotencyKey } from '@kontor/domain/payments/provider-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePaymentProviderContract } from '../payment-provider.contract.ts';
import { WebhookSignatureError } from '../payment-provider.ts';
import { resilient } from '../provider-retry.ts';
import { PayPalProvider, paypalMinor, paypalSettingsFromEnv, paypalValue } from './paypal-provider.ts';
import { recordedPaypal } from './recorded-paypal.ts';

const settings = {
  clientId: 'AfKontorRecordedClientId0000000000000000000000000000000000000000000000000000000000',
  clientSecret: 'EKontorRecordedClientSecret000000000000000000000000000000000000000000000000000000',
  webhookId: '8PT597110X687430LKGECATA',
  environment: 'sandbox' as const,
};

describePaymentProviderContract('paypal (recorded answers)', async () => {
  const paypal = recordedPaypal({ ...settings, currency: 'EUR' });
  return {
    provider: new PayPalProvider(settings),
    currency: 'EUR',
    country: 'DE',
    buyer: paypal.buyer,
    deliveries: paypal.deliveries,
    forgeSignature: paypal.forgeSignature,
    settle: paypal.settle,
    async close() {
      paypal.close();
      expect([...paypal.host.violations, ...paypal.certHost.violations]).toEqual([]);
    },
  };
});

describe('paypal adapter', () => {
  let pp: ReturnType<typeof recordedPaypal>;
  beforeAll(() => {
    pp = recordedPaypal({ ...settings, currency: 'JPY' });
  });
  afterAll(() => pp.close());

  const attempt = (reference: string, captureMethod: 'automatic' | 'manual' = 'automatic') => ({
    reference,
    method: 'wallet' as const,
    amount: { minor: 12_800, currency: 'JPY' },
    country: 'GB',
    locale: 'en' as const,
    guest: true,
    returnUrl: 'https://shop.example/buyer/pay-result?orderId=9',
    captureMethod,
    idempotencyKey: idempotencyKey(reference, 'start', 12_800),
  });

  it('is chosen by PAYPAL_CLIENT_ID and refuses half a configuration or an unknown environment', () => {
    expect(paypalSettingsFromEnv({})).toBeNull();
    expect(() => paypalSettingsFromEnv({ PAYPAL_CLIENT_ID: 'x' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() =>
      paypalSettingsFromEnv({
        PAYPAL_CLIENT_ID: 'x',
        PAYPAL_CLIENT_SECRET: 'y',
        PAYPAL_WEBHOOK_ID: 'z',
        PAYPAL_ENVIRONMENT: 'prod',
      }),
    ).toThrow(/sandbox or live/);
  });

  it('writes amounts as PayPal decimals by the ISO 4217 exponent', () => {
    expect(paypalValue(2599, 'EUR')).toBe('25.99');
    expect(paypalValue(5, 'GBP')).toBe('0.05');
    expect(paypalValue(12_800, 'JPY')).toBe('12800');
    expect(paypalMinor('25.9', 'EUR')).toBe(2590);
    expect(paypalMinor('12800', 'JPY')).toBe(12_800);
  });

  it('sends a yen order whole, in English for Britain, our reference as custom_id, PayPal-Request-Id as key', async () => {
    const p = new PayPalProvider(settings);
    const s = await p.start(attempt('8101'));
    expect(s.next).toMatchObject({ type: 'redirect', url: expect.stringContaining('token=') });
    const req = pp.host.log.filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders').at(-1)!;
    const body = JSON.parse(req.text);
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units[0]).toMatchObject({
      custom_id: '8101',
      reference_id: '8101',
      amount: { currency_code: 'JPY', value: '12800' },
    });
    expect(body.payment_source.paypal.experience_context).toMatchObject({
      locale: 'en-GB',
      shipping_preference: 'NO_SHIPPING',
      user_action: 'PAY_NOW',
    });
    expect(req.headers.get('paypal-request-id')).toBe('8101:start:12800');
  });

  it('a pre-authorisation is authorised on approval, captured once, and a second one voided', async () => {
    const p = new PayPalProvider(settings);
    const a = attempt('8102', 'manual');
    const s = await p.start(a);
    const ref = {
      reference: a.reference,
      providerPaymentId: s.providerPaymentId,
      method: a.method,
      amount: a.amount,
    };
    const details = await pp.buyer.approveWallet!(s.next, true);
    const done = await p.complete(ref, details!, idempotencyKey(a.reference, 'complete', 12_800));
    expect(done.status).toBe('authorised');
    expect(done.authorisationExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const key = idempotencyKey(a.reference, 'capture', 12_800);
    const [c1, c2] = await Promise.all([p.capture(ref, a.amount, key), p.capture(ref, a.amount, key)]);
    expect([c1.status, c2.status, c1.capturedMinor]).toEqual(['succeeded', 'succeeded', 12_800]);

    const b = attempt('8103', 'manual');
    const t = await p.start(b);
    const refB = {
      reference: b.reference,
      providerPaymentId: t.providerPaymentId,
      method: b.method,
      amount: b.amount,
    };
    await p.complete(
      refB,
      (await pp.buyer.approveWallet!(t.next, true))!,
      idempotencyKey('8103', 'complete', 12_800),
    );
    expect((await p.cancel(refB, idempotencyKey('8103', 'cancel', 12_800))).status).toBe('canceled');
  });

  it('refunds once per key and reads the refund', async () => {
    const p = new PayPalProvider(settings);
    const a = attempt('8104');
    const s = await p.start(a);
    const ref = {
      reference: a.reference,
      providerPaymentId: s.providerPaymentId,
      method: a.method,
      amount: a.amount,
    };
    await p.complete(
      ref,
      (await pp.buyer.approveWallet!(s.next, true))!,
      idempotencyKey('8104', 'complete', 12_800),
    );
    const key = idempotencyKey('8104', 'refund-1', 1000);
    const [r1, r2] = await Promise.all([
      p.refund(ref, { minor: 1000, currency: 'JPY' }, key),
      p.refund(ref, { minor: 1000, currency: 'JPY' }, key),
    ]);
    expect(r2.reference).toBe(r1.reference);
    await pp.settle();
    expect(await p.refundStatus(r1.reference)).toEqual({ status: 'SUCCEEDED', reference: r1.reference });
  });

  it('honours a 429 Retry-After and refuses certificates from hosts that are not PayPal', async () => {
    const p = resilient(new PayPalProvider(settings), {
      tries: 2,
      baseDelayMs: 1,
      maxDelayMs: 5_000,
      timeoutMs: 5_000,
    });
    pp.host.interject(1, [
      429,
      { name: 'RATE_LIMIT_REACHED', message: 'Too many requests' },
      { 'Retry-After': '1' },
    ]);
    const started = Date.now();
    // A fresh client: the 429 meets its OAuth token request, which must not break the client for good.
    await p.start(attempt('8105'));
    expect(pp.host.log.slice(-3).map((r) => r.path)).toEqual([
      '/v1/oauth2/token',
      '/v1/oauth2/token',
      '/v2/checkout/orders',
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    const raw = new PayPalProvider(settings);
    const body = Buffer.from(
      JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }),
    );
    const headers = pp.webhookHeaders(body);
    await expect(raw.parseWebhook(body, headers)).resolves.toHaveLength(1);
    await expect(
      raw.parseWebhook(body, { ...headers, 'paypal-cert-url': 'https://evil.example/cert.pem' }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      raw.parseWebhook(body, { ...headers, 'paypal-auth-algo': 'SHA1withRSA' }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
