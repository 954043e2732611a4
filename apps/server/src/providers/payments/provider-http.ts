import { ProviderError, type ProviderErrorKind } from './payment-provider.ts';

/**
 * What every real adapter needs from HTTP answers alike: one header out of Node's headers, a
 * Retry-After in milliseconds, and a provider's HTTP status as a ProviderError kind (429 and 5xx
 * are the retryable ones, decision 031).
 */
export function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function kindOfStatus(status: number): ProviderErrorKind {
  if (status === 429) return 'rate_limited';
  if (status === 408) return 'timeout';
  if (status >= 500) return 'unavailable';
  if (status === 404) return 'not_found';
  if (status === 402) return 'declined';
  return 'invalid_request';
}

export function httpError(
  provider: string,
  status: number,
  message: string,
  code?: string,
  retryAfter?: string | null,
): ProviderError {
  return new ProviderError(kindOfStatus(status), `${provider}: ${message}`, {
    status,
    code,
    retryAfterMs: status === 429 ? retryAfterMs(retryAfter) : undefined,
  });
}
