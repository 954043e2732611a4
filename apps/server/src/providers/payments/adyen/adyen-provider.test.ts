import { idempotencyKey } from '@kontor/domain/payments/provider-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePaymentProviderContract } from '../payment-provider.contract.ts';
import { WebhookSignatureError } from '../payment-provider.ts';
import { resilient } from '../provider-retry.ts';
import { AdyenProvider, adyenSettingsFromEnv } from './adyen-provider.ts';
import { recordedAdyen } from './recorded-adyen.ts';

const settings = {
  apiKey: 'AQEyhmfxKontorRecordedApiKey0000000000000000000000000000',
  merchantAccount: 'KontorECOM',
  clientKey: 'test_KONTORRECORDEDCLIENTKEY000000',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  environment: 'test' as const,
};

describePaymentProviderContract('adyen (recorded answers)', async () => {
  const adyen = recordedAdyen({ ...settings, currency: 'GBP', country: 'GB' });
  return {
    provider: new AdyenProvider(settings),
    currency: 'GBP',
    country: 'GB',
    buyer: adyen.buyer,
    deliveries: adyen.deliveries,
    settle: adyen.settle,
    webhookSigning: 'fields',
    forgeSignature: adyen.forgeSignature,
    stripSignature: adyen.stripSignature,
    async close() {
      adyen.host.close();
      expect(adyen.host.violations).toEqual([]);
    },
  };
});

describe('adyen adapter', () => {
  let a: ReturnType<typeof recordedAdyen>;
  beforeAll(() => {
    a = recordedAdyen({ ...settings, currency: 'EUR', country: 'DE' });
  });
  afterAll(() => a.host.close());

  const attempt = (reference: string) => ({
    reference,
    method: 'hosted_checkout' as const,
    amount: { minor: 31_450, currency: 'EUR' },
    country: 'DE',
    locale: 'zh' as const,
    guest: false,
    returnUrl: 'https://shop.example/buyer/pay-result',
    captureMethod: 'automatic' as const,
    idempotencyKey: idempotencyKey(reference, 'start', 31_450),
  });
  const paid = async (p: AdyenProvider, reference: string) => {
    const at = attempt(reference);
    const s = await p.start(at);
    const ref = { reference, providerPaymentId: s.providerPaymentId, method: at.method, amount: at.amount };
    const done = await p.complete(ref, await a.buyer.payHostedCheckout!(s.next, '4242424242424242'));
    return { ...ref, providerPaymentId: done.providerPaymentId };
  };

  it('is chosen by ADYEN_API_KEY and names what else it needs', () => {
    expect(adyenSettingsFromEnv({})).toBeNull();
    expect(() => adyenSettingsFromEnv({ ADYEN_API_KEY: 'k' })).toThrow(
      /ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_HMAC_KEY/,
    );
    expect(() =>
      adyenSettingsFromEnv({
        ADYEN_API_KEY: 'k',
        ADYEN_MERCHANT_ACCOUNT: 'm',
        ADYEN_CLIENT_KEY: 'c',
        ADYEN_HMAC_KEY: 'h',
        ADYEN_ENVIRONMENT: 'live',
      }),
    ).toThrow(/ADYEN_LIVE_URL_PREFIX/);
  });

  it('creates the session with minor units, our merchant reference, the country and the Chinese locale', async () => {
    const p = new AdyenProvider(settings);
    const s = await p.start(attempt('6101'));
    expect(s.next).toMatchObject({ type: 'session', clientKey: settings.clientKey, environment: 'test' });
    const req = a.host.log.filter((r) => r.path === '/v72/sessions').at(-1)!;
    expect(JSON.parse(req.text)).toMatchObject({
      merchantAccount: 'KontorECOM',
      amount: { value: 31_450, currency: 'EUR' },
      reference: '6101',
      countryCode: 'DE',
      shopperLocale: 'zh-CN',
    });
    expect(req.headers.get('idempotency-key')).toBe('6101:start:31450');
    await expect(p.start({ ...attempt('6102'), captureMethod: 'manual' })).rejects.toMatchObject({
      kind: 'unsupported',
    });
  });

  it('refunds and captures through the modification endpoints with our keys; Adyen answers received', async () => {
    const p = new AdyenProvider(settings);
    const ref = await paid(p, '6103');
    const key = idempotencyKey('6103', 'refund-1', 1000);
    const [r1, r2] = await Promise.all([
      p.refund(ref, { minor: 1000, currency: 'EUR' }, key),
      p.refund(ref, { minor: 1000, currency: 'EUR' }, key),
    ]);
    expect(r1.status).toBe('PENDING');
    expect(r2.reference).toBe(r1.reference);
    const refundReq = a.host.log.filter((r) => r.path.endsWith('/refunds')).at(-1)!;
    expect(refundReq.path).toBe(`/v72/payments/${ref.providerPaymentId}/refunds`);
    expect(refundReq.headers.get('idempotency-key')).toBe('6103:refund-1:1000');
    expect(JSON.parse(refundReq.text)).toMatchObject({
      amount: { value: 1000, currency: 'EUR' },
      reference: '6103',
    });
    // The REFUND webhook settles it.
    const [refundEvent] = (
      await Promise.all((await a.deliveries(r1.reference)).map((d) => p.parseWebhook(d.rawBody)))
    ).flat();
    expect(refundEvent).toMatchObject({ kind: 'refund', reference: r1.reference, status: 'SUCCEEDED' });
    expect((await p.capture(ref, ref.amount, idempotencyKey('6103', 'capture', 31_450))).status).toBe(
      'pending',
    );
    expect((await p.cancel({ ...ref, providerPaymentId: null }, 'x:cancel:1')).status).toBe('canceled');
  });

  it('refuses a notification for another merchant account and honours a 429 Retry-After', async () => {
    const p = resilient(new AdyenProvider(settings), {
      tries: 2,
      baseDelayMs: 1,
      maxDelayMs: 5_000,
      timeoutMs: 5_000,
    });
    const ref = await paid(new AdyenProvider(settings), '6104');
    const [d] = await a.deliveries(ref.providerPaymentId);
    const other = new AdyenProvider({ ...settings, merchantAccount: 'SomeoneElseECOM' });
    await expect(other.parseWebhook(d!.rawBody)).rejects.toBeInstanceOf(WebhookSignatureError);
    a.host.interject(1, [
      429,
      { status: 429, errorCode: '000', message: 'Too many requests', errorType: 'security' },
      { 'Retry-After': '1' },
    ]);
    const started = Date.now();
    await p.start(attempt('6105'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});
