/**
 * The cart footer's figures (spec §3 "Cart summary": taxAmt, originAmt, totalAmt, insuranceTotalAmt,
 * expectPoints; §2 "Cart footer summary"). One function, run by the server for its answer and by the
 * browser while a change is on its way, so both always show the same numbers. No zod here.
 */
import { type Money, money, valueToMinor } from '../money.ts';
import { type CurrencyCode, SITES, type SiteCode } from '../sites.ts';
import { isSoldByMeasure } from './sold-by-measure.ts';

/** VAT by storefront: shop prices include it, so the tax shown is the part of a total that is VAT. */
export const SITE_VAT_RATE: Readonly<Record<SiteCode, number>> = {
  DE: 0.19,
  NL: 0.21,
  ES: 0.21,
  SE: 0.25,
  FR: 0.2,
  IT: 0.22,
  PL: 0.23,
  UK: 0.2,
};

/** Reference rates to the euro for points and growth (fixed, so a buyer's points never wobble). */
export const EUR_REFERENCE_RATE: Readonly<Record<CurrencyCode, number>> = {
  EUR: 1,
  SEK: 11.5,
  PLN: 4.3,
  GBP: 0.86,
};

/** The VAT inside a tax-included amount. */
export const includedTax = (grossMinor: number, rate: number) => Math.round((grossMinor * rate) / (1 + rate));

/**
 * Points earned: 1 point per 10 € spent (in euro terms), plus a member level's extra percent,
 * rounded UP to a whole point (spec §3: earnPoints rounded up). Integer arithmetic, so 100 € is
 * exactly 10 points.
 */
export function earnedPoints(paidMinor: number, site: SiteCode, extraPercent = 0): number {
  if (paidMinor <= 0) return 0;
  const rateHundredths = Math.round(EUR_REFERENCE_RATE[SITES[site].currency] * 100);
  return Math.ceil((paidMinor * (100 + extraPercent)) / (1000 * rateHundredths) - 1e-9);
}

/** What the summary reads of a cart line. */
export interface SummaryLine {
  isSelected: boolean;
  available: boolean;
  skuQty: number;
  sku: {
    salePrc: Money | null;
    originalPrc: Money | null;
    businessTypeDict: string;
    adjustStep: number;
  };
  /** The line's chosen insurance fee (per line), when it has one. */
  insuranceFee?: Money | null;
}

export interface CartSummary {
  /** Selected lines at list price (the original price where it is above the sale price). */
  originAmt: Money;
  /** Insurance of the selected lines. */
  insuranceTotalAmt: Money;
  /** What the selected lines cost at their sale prices, insurance included: the grand total. */
  totalAmt: Money;
  /** The VAT included in the grand total. */
  taxAmt: Money;
  /** Points the grand total would earn. */
  expectPoints: number;
  /** Items selected (pieces; one per line for goods sold by measure). Checkout needs more than 0. */
  selectedQty: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function minor(m: Money | null | undefined): number | null {
  if (!m) return null;
  try {
    return valueToMinor(m.value);
  } catch {
    return null;
  }
}

export { isSoldByMeasure };

/** A line counts only when selected, available and priced on the storefront. */
export const countsInSummary = (line: SummaryLine) => line.isSelected && line.available && !!line.sku.salePrc;

/**
 * `extraPercent`: the buyer's extra order points (the member level's and a paid membership's, as an
 * order earns them; decisions 050 and 052), so `expectPoints` is what checking out would earn.
 */
export function summariseCart(lines: readonly SummaryLine[], site: SiteCode, extraPercent = 0): CartSummary {
  const currency = SITES[site].currency;
  let origin = 0;
  let goods = 0;
  let insurance = 0;
  let qty = 0;
  for (const line of lines.filter(countsInSummary)) {
    const sale = minor(line.sku.salePrc) ?? 0;
    const original = minor(line.sku.originalPrc);
    const amount = Math.round(sale * line.skuQty);
    goods += amount;
    origin += original !== null && original > sale ? Math.round(original * line.skuQty) : amount;
    insurance += minor(line.insuranceFee) ?? 0;
    qty += isSoldByMeasure(line) ? 1 : line.skuQty;
  }
  const total = goods + insurance;
  return {
    originAmt: money(origin, currency),
    insuranceTotalAmt: money(insurance, currency),
    totalAmt: money(total, currency),
    taxAmt: money(includedTax(total, SITE_VAT_RATE[site]), currency),
    expectPoints: earnedPoints(total, site, extraPercent),
    selectedQty: round3(qty),
  };
}

/** The footer's discount (spec §2): original plus insurance minus total, never below zero. */
export function cartDiscount(s: Pick<CartSummary, 'originAmt' | 'insuranceTotalAmt' | 'totalAmt'>): Money {
  const value = (minor(s.originAmt) ?? 0) + (minor(s.insuranceTotalAmt) ?? 0) - (minor(s.totalAmt) ?? 0);
  return money(Math.max(0, value), s.totalAmt.currency);
}

/** CHECKOUT NOW is disabled when the selected quantity is 0 or less (spec §2). */
export const canCheckout = (s: Pick<CartSummary, 'selectedQty'>) => s.selectedQty > 0;
