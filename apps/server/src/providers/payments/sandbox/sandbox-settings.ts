// The sandbox PSP's settings from the environment (read by payments-config.ts with the rest of the
// configuration, so the configuration does not load the PSP itself).

export interface SandboxPspSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Events reach our webhook this long after they happen. */
  webhookDelayMs: number;
  /** Every server call answers after this long (try timeouts). */
  latencyMs: number;
  /** Every card, wallet and pay-later confirmation is declined (`processing_error`). */
  fail: boolean;
  /** The first N tries of every server call answer 429 with Retry-After. */
  rateLimit: number;
  retryAfterMs: number;
  /** Authorisations lapse this long after they were given unless captured. */
  authTtlMs: number;
  /**
   * Refunds settle this long after they were asked, or fail. Unset, they follow SANDBOX_REFUND_DELAY_MS
   * and SANDBOX_REFUND_FAIL as they stand when the refund is asked (the after-sales tests flip them).
   */
  refundDelayMs?: number;
  refundFail?: boolean;
}

export const DEFAULT_SANDBOX_KEYS = {
  secretKey: 'sk_sandbox_kontor_4eC39HqLyjWDarjtT1zdp7dc',
  publishableKey: 'pk_sandbox_kontor_TYooMQauvdEDq54NiTphI7jx',
  webhookSecret: 'whsec_sandbox_kontor_5f2b8c1d9e3a7f60',
};

export function sandboxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxPspSettings {
  return {
    secretKey: env.SANDBOX_PSP_SECRET_KEY || DEFAULT_SANDBOX_KEYS.secretKey,
    publishableKey: env.SANDBOX_PSP_PUBLISHABLE_KEY || DEFAULT_SANDBOX_KEYS.publishableKey,
    webhookSecret: env.SANDBOX_PSP_WEBHOOK_SECRET || DEFAULT_SANDBOX_KEYS.webhookSecret,
    webhookDelayMs: Number(env.SANDBOX_PSP_WEBHOOK_DELAY_MS ?? 1500),
    latencyMs: Number(env.SANDBOX_PSP_LATENCY_MS ?? 0),
    fail: env.SANDBOX_PSP_FAIL === '1',
    rateLimit: Number(env.SANDBOX_PSP_RATE_LIMIT ?? 0),
    retryAfterMs: Number(env.SANDBOX_PSP_RETRY_AFTER_MS ?? 1000),
    authTtlMs: Number(env.SANDBOX_PSP_AUTH_TTL_HOURS ?? 24 * 7) * 3_600_000,
  };
}
