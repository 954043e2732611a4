import {
  EUR_REFERENCE_RATE,
  earnedPoints,
  includedTax,
  minorToValue,
  SITE_VAT_RATE,
  SITES,
  type SiteCode,
} from '@kontor/domain';
import { sitePrice } from './catalog.ts';

/** VAT and the euro reference rates are the cart's (packages/domain cart-summary): one truth for both. */
export const TAX_RATE = SITE_VAT_RATE;
const EUR_RATE = EUR_REFERENCE_RATE;

export { earnedPoints, includedTax };

/** Money as it travels (and as jsonb snapshots keep it): a decimal string and a currency. */
export const wire = (minor: number, currency: string) => ({ value: minorToValue(minor), currency });

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

/** Growth value: 1 per euro spent, whole numbers. */
export function earnedGrowth(paidMinor: number, site: SiteCode): number {
  return Math.floor(paidMinor / 100 / EUR_RATE[SITES[site].currency]);
}
