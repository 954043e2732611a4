import path from 'node:path';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/index.ts';
import { googlePlacesMaps } from './maps/google-places-maps.ts';
import type { MapsProvider } from './maps/maps-provider.ts';
import { ownIndexMaps } from './maps/own-index-maps.ts';
import { createPaymentProviders, type PaymentProviders } from './payments/payment-providers.ts';
import type { SignInProviders } from './sign-in/sign-in-provider.ts';
import { createSignInProviders } from './sign-in/sign-in-providers.ts';
import { localStorage, type Storage } from './storage/storage.ts';
import { sandboxCarrier, type TrackingProvider } from './tracking/sandbox-carrier.ts';

/**
 * The outside services the app talks to, chosen once from the config in buildApp and handed down
 * explicitly: to calls as `ctx.providers`, to routes as `app.providers`, to sweeps when they are
 * registered. No module keeps a provider of its own. A new kind (payments, mail …) is one field here
 * and one line in buildProviders; a test swaps one with `createTestContext({ providers })`.
 */
export interface Providers {
  /**
   * Payment providers by name and by method (payment-providers.ts): the embedded sandbox PSP always,
   * real adapters when their keys are set. Records remember their provider; refunds go back through it.
   */
  payments: PaymentProviders;
  /** Carrier tracking: lays out a parcel's journey when it is handed over. */
  tracking: TrackingProvider;
  /** Uploaded files. */
  storage: Storage;
  /** Place autocomplete: our own district index, Google Places with GOOGLE_MAPS_API_KEY (decision 024). */
  maps: MapsProvider;
  /** Sign-in with other accounts: the embedded sandbox, an OpenID Connect provider by config (decision 046). */
  signIn: SignInProviders;
}

/** Async: a real payment adapter's SDK is imported only when its keys are set (payment-providers.ts). */
export async function buildProviders(
  config: Config,
  db: Db,
  overrides: Partial<Providers> = {},
): Promise<Providers> {
  return {
    payments: overrides.payments ?? (await createPaymentProviders(db, config.payments)),
    tracking: sandboxCarrier(),
    storage: localStorage(path.join(config.dataDir, 'uploads')),
    maps: config.googleMapsApiKey ? googlePlacesMaps(config.googleMapsApiKey) : ownIndexMaps(db),
    signIn: overrides.signIn ?? (await createSignInProviders(db, config.signIn)),
    ...overrides,
  };
}
