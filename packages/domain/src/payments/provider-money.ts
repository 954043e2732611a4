import type { SiteCode } from '../sites.ts';
import { SITES } from '../sites.ts';

/**
 * Amounts towards payment providers (spec §7 "Payment"): minor units by the currency's ISO 4217
 * exponent, i.e. ×100 for EUR, SEK, PLN, GBP and ×1 for zero-decimal currencies such as JPY. Our own
 * minor units always have two decimals (DESIGN §4), so the conversion divides for exponent 0.
 */
const EXPONENTS: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** Our minor units (two decimals) → the provider's minor units for this currency. Exact or it throws. */
export function toProviderMinor(ourMinor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  if (exponent === 2) return ourMinor;
  if (exponent > 2) return ourMinor * 10 ** (exponent - 2);
  const divisor = 10 ** (2 - exponent);
  if (ourMinor % divisor !== 0) throw new RangeError(`${ourMinor} cannot be paid in whole ${currency}`);
  return ourMinor / divisor;
}

/** The provider's minor units → ours (two decimals). */
export function fromProviderMinor(providerMinor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  if (exponent === 2) return providerMinor;
  if (exponent < 2) return providerMinor * 10 ** (2 - exponent);
  return Math.round(providerMinor / 10 ** (exponent - 2));
}

/** ISO 3166 country towards providers: the UK storefront and "UK" are GB (spec §7). */
export function providerCountry(countryOrSite: string): string {
  const upper = countryOrSite.toUpperCase();
  if (upper === 'UK') return 'GB';
  const site = SITES[upper as SiteCode];
  return site ? site.country : upper;
}

/** The card fields' locale (spec §9): zh for Chinese, en for every other interface language. */
export function cardFieldsLocale(language: string): 'zh' | 'en' {
  return language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * A stable idempotency key for a provider call that moves money (DESIGN §7): the attempt, the
 * operation and the amount. The same call retried — by us, a second instance or a replayed job —
 * carries the same key, so the provider does it once.
 */
export function idempotencyKey(attemptId: number | string, operation: string, providerMinor: number): string {
  return `${attemptId}:${operation}:${providerMinor}`;
}
