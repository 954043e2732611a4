// The paypal adapter's settings, apart from the adapter: payment-providers.ts reads them at every
// start, and only imports the adapter (and with it its SDK) when PAYPAL_CLIENT_ID is set (decision 023).

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'sandbox' | 'live';
}

/** PAYPAL_CLIENT_ID turns the adapter on; its secret and the webhook id must come with it. */
export function paypalSettingsFromEnv(env: Record<string, string | undefined>): PayPalSettings | null {
  if (!env.PAYPAL_CLIENT_ID) return null;
  if (!env.PAYPAL_CLIENT_SECRET || !env.PAYPAL_WEBHOOK_ID)
    throw new Error('PAYPAL_CLIENT_ID is set: PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID are needed too');
  const environment = env.PAYPAL_ENVIRONMENT ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'live')
    throw new Error(`PAYPAL_ENVIRONMENT must be sandbox or live, not ${environment}`);
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID,
    environment,
  };
}
