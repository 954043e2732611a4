// The adyen adapter's settings, apart from the adapter: payment-providers.ts reads them at every
// start, and only imports the adapter (and with it its SDK) when ADYEN_API_KEY is set (decision 023).

export interface AdyenSettings {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  hmacKey: string;
  environment: 'test' | 'live';
  /** Live only: the account's prefix of the live Checkout URL (Customer Area → API URLs). */
  liveUrlPrefix?: string;
}

/** ADYEN_API_KEY turns the adapter on; merchant account, client key and HMAC key must come with it. */
export function adyenSettingsFromEnv(env: Record<string, string | undefined>): AdyenSettings | null {
  if (!env.ADYEN_API_KEY) return null;
  const missing = ['ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'].filter((k) => !env[k]);
  if (missing.length > 0) throw new Error(`ADYEN_API_KEY is set: ${missing.join(', ')} needed too`);
  const environment = (env.ADYEN_ENVIRONMENT ?? 'test').toLowerCase();
  if (environment !== 'test' && environment !== 'live')
    throw new Error(`ADYEN_ENVIRONMENT must be test or live, not ${environment}`);
  if (environment === 'live' && !env.ADYEN_LIVE_URL_PREFIX)
    throw new Error('ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX');
  return {
    apiKey: env.ADYEN_API_KEY,
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT!,
    clientKey: env.ADYEN_CLIENT_KEY!,
    hmacKey: env.ADYEN_HMAC_KEY!,
    environment,
    liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX,
  };
}
