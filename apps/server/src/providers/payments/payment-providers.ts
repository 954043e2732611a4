import { PAYMENT_METHODS, type PaymentMethod } from '@kontor/domain/payments/payment-status';
import type { Db } from '../../platform/db/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { resilient } from './provider-retry.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { SandboxPsp } from './sandbox/sandbox-psp.ts';

/**
 * A real adapter's factory: answers its provider when its keys are in the environment, or null. The
 * adapters slice adds its factories to `PAYMENT_ADAPTERS` (one line each); nothing else changes.
 */
export type PaymentAdapterFactory = (env: Record<string, string | undefined>) => PaymentProvider | null;

/** Real adapters, in order of preference per method when several are configured. */
export const PAYMENT_ADAPTERS: Record<string, PaymentAdapterFactory> = {};

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

export function createPaymentProviders(db: Db, config: PaymentsConfig): PaymentProviders {
  const sandboxPsp = new SandboxPsp(db, config.sandbox);
  const raw = new Map<string, PaymentProvider>([['sandbox', new SandboxProvider(sandboxPsp)]]);
  for (const [name, factory] of Object.entries(PAYMENT_ADAPTERS)) {
    const provider = factory(config.env);
    if (provider) raw.set(name, provider);
  }
  const wrapped = new Map([...raw].map(([name, p]) => [name, resilient(p, config.retry)]));
  const byMethod = new Map<PaymentMethod, PaymentProvider>();
  for (const method of PAYMENT_METHODS) {
    const chosen =
      config.env[`PAYMENT_PROVIDER_${method.toUpperCase()}`] ??
      [...raw.keys()].find((n) => n !== 'sandbox' && raw.get(n)!.methods.includes(method)) ??
      config.env.PAYMENT_PROVIDER ??
      'sandbox';
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
