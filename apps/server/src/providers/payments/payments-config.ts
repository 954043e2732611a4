import { DEFAULT_RETRY, type RetryPolicy } from './provider-retry.ts';
import { type SandboxPspSettings, sandboxSettingsFromEnv } from './sandbox/sandbox-settings.ts';

/** Payment settings from the environment (README "Settings"). */
export interface PaymentsConfig {
  sandbox: SandboxPspSettings;
  retry: RetryPolicy;
  /**
   * The environment adapters read their keys from (STRIPE_SECRET_KEY …) and the per-method choice
   * `PAYMENT_PROVIDER_<METHOD>` (e.g. PAYMENT_PROVIDER_CARD=stripe).
   */
  env: Record<string, string | undefined>;
  /** An attempt still open this long after it started is asked about, then closed. */
  attemptTtlMs: number;
  /** Authorisations (pay-later, pre-authorisations) are captured this long before they lapse. */
  captureMarginMs: number;
  /** Card setups never confirmed are given up after this long. */
  setupTtlMs: number;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  return {
    sandbox: sandboxSettingsFromEnv(env),
    retry: {
      ...DEFAULT_RETRY,
      tries: Number(env.PAYMENT_RETRY_TRIES ?? DEFAULT_RETRY.tries),
      timeoutMs: Number(env.PAYMENT_TIMEOUT_MS ?? DEFAULT_RETRY.timeoutMs),
    },
    env: { ...env },
    attemptTtlMs: Number(env.PAYMENT_ATTEMPT_TTL_MINUTES ?? 60) * 60_000,
    captureMarginMs: Number(env.PAYMENT_CAPTURE_MARGIN_HOURS ?? 24) * 3_600_000,
    setupTtlMs: Number(env.CARD_SETUP_TTL_MINUTES ?? 60) * 60_000,
  };
}
