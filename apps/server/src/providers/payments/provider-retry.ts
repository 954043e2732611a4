import { type PaymentProvider, ProviderError } from './payment-provider.ts';

export interface RetryPolicy {
  /** Tries in all (the first one included). */
  tries: number;
  /** First back-off; doubles per try, with jitter. */
  baseDelayMs: number;
  /** Never waits longer than this, whatever Retry-After says (the buyer is waiting). */
  maxDelayMs: number;
  /** One try gives up after this long (then counts as a timeout). */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  tries: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  timeoutMs: 10_000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError('timeout', `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs a provider call with bounded retries: only rate limits (429), outages (5xx) and timeouts are
 * retried, waiting what Retry-After asks (capped) or an exponential back-off. Safe because every call
 * that moves money carries an idempotency key: a retried request is the same request.
 */
export async function withRetries<T>(fn: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.tries; attempt++) {
    try {
      return await withTimeout(fn(), policy.timeoutMs);
    } catch (error) {
      lastError = error;
      if (!(error instanceof ProviderError) || !error.retryable || attempt === policy.tries) throw error;
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
      await sleep(Math.min(policy.maxDelayMs, error.details.retryAfterMs ?? backoff));
    }
  }
  throw lastError;
}

const RETRIED = [
  'start',
  'complete',
  'status',
  'capture',
  'cancel',
  'refund',
  'refundStatus',
  'createSession',
  'setupCard',
  'setupStatus',
  'listSaved',
  'deleteSaved',
] as const satisfies readonly (keyof PaymentProvider)[];

/** The provider with every remote call wrapped in `withRetries` (parseWebhook and eligible are local). */
export function resilient(provider: PaymentProvider, policy: RetryPolicy = DEFAULT_RETRY): PaymentProvider {
  const wrapped: Record<string, unknown> = {};
  for (const name of RETRIED) {
    const fn = provider[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = (...args: unknown[]) => withRetries(() => fn.apply(provider, args), policy);
  }
  return Object.assign(Object.create(provider), wrapped) as PaymentProvider;
}
