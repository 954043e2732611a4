import { type CurrencyCode, minorToValue, SITES, type SiteCode } from '@kontor/domain';
import { sitePrice } from './catalog.ts';

/** VAT by storefront; shop prices include it, so an order's tax is the part of its total that is VAT. */
export const TAX_RATE: Record<SiteCode, number> = {
  DE: 0.19,
  NL: 0.21,
  ES: 0.21,
  SE: 0.25,
  FR: 0.2,
  IT: 0.22,
  PL: 0.23,
  UK: 0.2,
};

const EUR_RATE: Record<CurrencyCode, number> = { EUR: 1, SEK: 11.5, PLN: 4.3, GBP: 0.86 };

/** Money as it travels (and as jsonb snapshots keep it): a decimal string and a currency. */
export const wire = (minor: number, currency: string) => ({ value: minorToValue(minor), currency });

export const includedTax = (grossMinor: number, rate: number) => Math.round((grossMinor * rate) / (1 + rate));

/** A whole-unit amount given in euros, in the site's currency (coupons, fees, deposits). */
export function roundAmount(eur: number, site: SiteCode): number {
  const currency = SITES[site].currency;
  if (currency === 'EUR') return Math.round(eur * 100);
  return Math.round(eur * EUR_RATE[currency]) * 100;
}

/** A fee or shipping price in the site's currency, in shop-window style. */
export const feeAmount = (eur: number, site: SiteCode) =>
  eur === 0 ? 0 : sitePrice(eur, SITES[site].currency);

/** Splits total over weights in proportion; the rounding remainder goes to the largest weight. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const rest = total - parts.reduce((a, b) => a + b, 0);
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest] += rest;
  return parts;
}

/** Points earned: 1 point per 10 € spent (in euro terms), kept to two decimals. */
export function earnedPoints(paidMinor: number, site: SiteCode): number {
  const eur = paidMinor / 100 / EUR_RATE[SITES[site].currency];
  return Math.round(eur * 10) / 100;
}

/** Growth value: 1 per euro spent, whole numbers. */
export function earnedGrowth(paidMinor: number, site: SiteCode): number {
  return Math.floor(paidMinor / 100 / EUR_RATE[SITES[site].currency]);
}
