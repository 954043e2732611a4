// The stripe adapter's settings, apart from the adapter: payment-providers.ts reads them at every
// start, and only imports the adapter (and with it its SDK) when STRIPE_SECRET_KEY is set (decision 023).

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at their recorded host; production leaves Stripe's own. */
  host?: string;
}

/** STRIPE_SECRET_KEY turns the adapter on; its browser key and webhook secret must come with it. */
export function stripeSettingsFromEnv(env: Record<string, string | undefined>): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)
    throw new Error(
      'STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are needed too',
    );
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
}
