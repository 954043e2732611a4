import { formatAmount } from './locale-numbers.ts';
import type { CurrencyCode } from './sites.ts';

/** Money on the wire: a decimal string with two places and a currency. Stored as bigint minor units. */
export interface Money {
  value: string;
  currency: CurrencyCode | string;
}

const DECIMALS = 2;
const UNIT = 10 ** DECIMALS;

export function minorToValue(minor: number | bigint): string {
  // Amounts from the database are numbers: exact integer arithmetic without a BigInt per amount
  // (an order list answer writes ~150 of them; decision 078). Anything else takes the BigInt way.
  if (typeof minor === 'number' && Number.isSafeInteger(minor)) {
    const abs = Math.abs(minor);
    const frac = String(abs % UNIT).padStart(DECIMALS, '0');
    return `${minor < 0 ? '-' : ''}${Math.floor(abs / UNIT)}.${frac}`;
  }
  const n = BigInt(minor);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const unit = 10n ** BigInt(DECIMALS);
  const whole = abs / unit;
  const frac = (abs % unit).toString().padStart(DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Parses "12", "12.5" or "12.50" into minor units; rejects more than two decimals. */
export function valueToMinor(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(DECIMALS) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a money amount: ${value}`);
  const [, sign, whole, frac = ''] = match;
  const minor = Number(whole) * 100 + Number(frac.padEnd(DECIMALS, '0'));
  // Beyond 2^53 a number silently drops cents; refuse instead of storing a different amount.
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money amount out of range: ${value}`);
  return sign && minor !== 0 ? -minor : minor;
}

export function money(minor: number | bigint, currency: CurrencyCode | string): Money {
  return { value: minorToValue(minor), currency };
}

/**
 * Money for the screen: in its own currency, two decimals, written the way the interface language
 * writes numbers (decision 020) — not the storefront's locale, so amounts read like every other number.
 */
export function formatMoney(m: Money | null | undefined, language: string): string {
  if (!m) return '';
  return formatAmount(m.value, m.currency, language);
}

/** Amount for payment providers: minor units, except zero-decimal currencies such as JPY. */
export function providerAmount(m: Money): number {
  const factor = m.currency === 'JPY' ? 1 : 100;
  return Math.round(Number(m.value) * factor);
}
