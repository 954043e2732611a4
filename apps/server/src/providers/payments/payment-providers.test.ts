import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createPaymentProviders } from './payment-providers.ts';
import { loadPaymentsConfig } from './payments-config.ts';

/** Every real adapter's keys (test values; no call leaves this file). */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  ADYEN_API_KEY: 'AQE_x',
  ADYEN_MERCHANT_ACCOUNT: 'KontorECOM',
  ADYEN_CLIENT_KEY: 'test_x',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  PAYPAL_CLIENT_ID: 'Af_x',
  PAYPAL_CLIENT_SECRET: 'E_x',
  PAYPAL_WEBHOOK_ID: 'WH_x',
  KLARNA_USERNAME: 'PK_x',
  KLARNA_PASSWORD: 'klarna_test_api_x',
};

describe('payment providers chosen by keys (decision 031)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const providers = (env: Record<string, string>) => createPaymentProviders(t.db, loadPaymentsConfig(env));
  const byMethod = async (env: Record<string, string>) => {
    const p = await providers(env);
    return Object.fromEntries(
      (['card', 'hosted_checkout', 'wallet', 'pay_later', 'device_wallet', 'bank_reference'] as const).map(
        (m) => [m, p.forMethod(m).name],
      ),
    );
  };

  it('without keys the sandbox takes everything', async () => {
    expect((await providers({})).names()).toEqual(['sandbox']);
    expect(new Set(Object.values(await byMethod({})))).toEqual(new Set(['sandbox']));
  });

  it('with keys each method goes to the adapter that takes it, the rest stays with the sandbox', async () => {
    expect((await providers(KEYS)).names().sort()).toEqual([
      'adyen',
      'klarna',
      'paypal',
      'sandbox',
      'stripe',
    ]);
    expect(await byMethod(KEYS)).toEqual({
      card: 'stripe',
      hosted_checkout: 'adyen',
      wallet: 'paypal',
      pay_later: 'klarna',
      device_wallet: 'stripe',
      bank_reference: 'sandbox',
    });
    expect(
      await byMethod({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      }),
    ).toMatchObject({
      card: 'stripe',
      wallet: 'sandbox',
    });
  });

  it('PAYMENT_PROVIDER_<METHOD> chooses, and must name a configured provider that takes the method', async () => {
    expect((await byMethod({ ...KEYS, PAYMENT_PROVIDER_CARD: 'sandbox' })).card).toBe('sandbox');
    await expect(providers({ ...KEYS, PAYMENT_PROVIDER_WALLET: 'stripe' })).rejects.toThrow(
      /stripe does not take wallet/,
    );
    await expect(providers({ PAYMENT_PROVIDER_CARD: 'stripe' })).rejects.toThrow(
      /stripe for card is not configured/,
    );
    await expect(providers({ PAYMENT_PROVIDER: 'stripe' })).rejects.toThrow(/not configured/);
  });

  it('half a set of keys stops the start, naming what is missing', async () => {
    await expect(providers({ STRIPE_SECRET_KEY: 'sk_test_x' })).rejects.toThrow(/STRIPE_PUBLISHABLE_KEY/);
    await expect(providers({ ADYEN_API_KEY: 'k' })).rejects.toThrow(/ADYEN_MERCHANT_ACCOUNT/);
    await expect(providers({ PAYPAL_CLIENT_ID: 'x' })).rejects.toThrow(/PAYPAL_CLIENT_SECRET/);
    await expect(providers({ KLARNA_USERNAME: 'x' })).rejects.toThrow(/KLARNA_PASSWORD/);
  });

  it('the registry wraps adapters in bounded retries but keeps what they are', async () => {
    const stripe = (await providers(KEYS)).get('stripe');
    expect(stripe.name).toBe('stripe');
    expect(stripe.methods).toEqual(['card', 'device_wallet']);
    expect(stripe.browserConfig()).toMatchObject({ publishableKey: 'pk_test_x' });
  });
});
