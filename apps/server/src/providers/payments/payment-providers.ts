import { PAYMENT_METHODS, type PaymentMethod } from '@kontor/domain/payments/payment-status';
import type { Db } from '../../platform/db/index.ts';
import { adyenSettingsFromEnv } from './adyen/adyen-settings.ts';
import { KlarnaProvider, klarnaSettingsFromEnv } from './klarna/klarna-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { paypalSettingsFromEnv } from './paypal/paypal-settings.ts';
import { resilient } from './provider-retry.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { SandboxPsp } from './sandbox/sandbox-psp.ts';
import { stripeSettingsFromEnv } from './stripe/stripe-settings.ts';

/**
 * A real adapter's factory, in two steps: `settings` reads its keys from the environment (null when
 * they are not set; a half-given set throws at start, decision 031) without loading anything, and
 * `create` imports the adapter, and with it its SDK, only then. The SDKs take seconds to load
 * (@adyen/api-library alone ~3 s), and a start without their keys, the default, must not pay that:
 * only a dynamic import keeps a module (and the npm packages it imports) out of the boot path,
 * because the server bundle hoists static imports (scripts/build-server.mjs).
 */
export interface PaymentAdapterFactory<S = any> {
  settings(env: Record<string, string | undefined>): S | null;
  create(settings: S): Promise<PaymentProvider>;
}

const adapter = <S>(f: PaymentAdapterFactory<S>) => f;

/** Real adapters, in order of preference per method when several are configured. */
export const PAYMENT_ADAPTERS: Record<string, PaymentAdapterFactory> = {
  stripe: adapter({
    settings: stripeSettingsFromEnv,
    create: async (s) => new (await import('./stripe/stripe-provider.ts')).StripeProvider(s),
  }),
  adyen: adapter({
    settings: adyenSettingsFromEnv,
    create: async (s) => new (await import('./adyen/adyen-provider.ts')).AdyenProvider(s),
  }),
  paypal: adapter({
    settings: paypalSettingsFromEnv,
    create: async (s) => new (await import('./paypal/paypal-provider.ts')).PayPalProvider(s),
  }),
  // Klarna's adapter speaks plain HTTP (no SDK): nothing to defer, but it follows the same shape.
  klarna: adapter({
    settings: klarnaSettingsFromEnv,
    create: async (s) => new KlarnaProvider(s),
  }),
};

/** The payment providers of this instance: the sandbox always, real adapters by their keys. */
export interface PaymentProviders {
  /** The provider by name (records remember theirs), wrapped with bounded retries. */
  get(name: string): PaymentProvider;
  /** The provider that takes a method on this instance (PAYMENT_PROVIDER_<METHOD>, else the first configured). */
  forMethod(method: PaymentMethod): PaymentProvider;
  names(): string[];
  /** The embedded PSP itself (its browser pages and its webhook sender). */
  readonly sandboxPsp: SandboxPsp;
}

export async function createPaymentProviders(db: Db, config: PaymentsConfig): Promise<PaymentProviders> {
  const sandboxPsp = new SandboxPsp(db, config.sandbox);
  const raw = new Map<string, PaymentProvider>([['sandbox', new SandboxProvider(sandboxPsp)]]);
  // Every adapter's keys are checked before any SDK loads, so a half-given set fails the start at once.
  const configured = Object.entries(PAYMENT_ADAPTERS).flatMap(([name, factory]) => {
    const settings = factory.settings(config.env);
    return settings ? [{ name, factory, settings }] : [];
  });
  const created = await Promise.all(
    configured.map(async ({ name, factory, settings }) => [name, await factory.create(settings)] as const),
  );
  for (const [name, provider] of created) raw.set(name, provider);
  const wrapped = new Map([...raw].map(([name, p]) => [name, resilient(p, config.retry)]));
  const byMethod = new Map<PaymentMethod, PaymentProvider>();
  for (const method of PAYMENT_METHODS) {
    // An explicit choice must hold (it throws below otherwise); the general PAYMENT_PROVIDER only
    // takes the methods it offers, the sandbox the rest.
    const general = config.env.PAYMENT_PROVIDER;
    const chosen =
      config.env[`PAYMENT_PROVIDER_${method.toUpperCase()}`] ??
      [...raw.keys()].find((n) => n !== 'sandbox' && raw.get(n)!.methods.includes(method)) ??
      (general && raw.get(general)?.methods.includes(method) ? general : undefined) ??
      (general && !raw.has(general) ? general : 'sandbox');
    const p = wrapped.get(chosen);
    if (!p) throw new Error(`payment provider ${chosen} for ${method} is not configured`);
    if (!p.methods.includes(method)) throw new Error(`payment provider ${chosen} does not take ${method}`);
    byMethod.set(method, p);
  }
  return {
    get(name) {
      const p = wrapped.get(name);
      if (!p) throw new Error(`payment provider ${name} is not configured`);
      return p;
    },
    forMethod: (method) => byMethod.get(method)!,
    names: () => [...wrapped.keys()],
    sandboxPsp,
  };
}
