import path from 'node:path';
import type { Config } from '../platform/config.ts';
import { type PaymentProvider, paymentProvider } from './payments/payment-provider.ts';
import { localStorage, type Storage } from './storage/storage.ts';
import { sandboxCarrier, type TrackingProvider } from './tracking/sandbox-carrier.ts';

/**
 * The outside services the app talks to, chosen once from the config in buildApp and handed down
 * explicitly: to calls as `ctx.providers`, to routes as `app.providers`, to sweeps when they are
 * registered. No module keeps a provider of its own. A new kind (payments, mail …) is one field here
 * and one line in buildProviders; a test swaps one with `createTestContext({ providers })`.
 */
export interface Providers {
  /** Refunds (and, next, payments) through the configured PSP; the embedded sandbox by default. */
  payments: PaymentProvider;
  /** Carrier tracking: lays out a parcel's journey when it is handed over. */
  tracking: TrackingProvider;
  /** Uploaded files. */
  storage: Storage;
}

export function buildProviders(config: Config, overrides: Partial<Providers> = {}): Providers {
  return {
    payments: paymentProvider(config.paymentProvider),
    tracking: sandboxCarrier(),
    storage: localStorage(path.join(config.dataDir, 'uploads')),
    ...overrides,
  };
}
