/**
 * Numbers as people write them, both ways (decision 020): reading what someone types into a money or
 * quantity field, and writing numbers for the screen. Every number follows the interface language's
 * conventions; an amount carries its own currency. Nothing here guesses: text that cannot be read one
 * way only is refused, never turned into another value.
 */

/** How a language writes numbers: its decimal separator and the characters that may group thousands. */
export interface NumberConventions {
  decimal: ',' | '.';
  /** Group separators accepted in typed numbers; a space stands for every kind of space. */
  groups: readonly string[];
}

/** Languages that write a decimal comma (de fr es it nl pl sv); en and zh-CN write a point. */
const COMMA_DECIMAL = new Set(['de', 'fr', 'es', 'it', 'nl', 'pl', 'sv']);
/**
 * Of those, the ones that group thousands with a point ("1.000,50"). French, Polish and Swedish group
 * with a space only, and a point there is too likely a decimal point typed out of habit to be read as
 * a thousands separator.
 */
const POINT_GROUPS = new Set(['de', 'es', 'it', 'nl']);

const baseOf = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

export function numberConventions(language: string): NumberConventions {
  const base = baseOf(language);
  if (COMMA_DECIMAL.has(base)) return { decimal: ',', groups: POINT_GROUPS.has(base) ? ['.', ' '] : [' '] };
  if (base === 'en' || base === 'zh') return { decimal: '.', groups: [',', ' '] };
  // Another language: its decimal separator as ICU writes it.
  const decimal = cachedFormat(language, {})
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')?.value;
  return decimal === ',' ? { decimal: ',', groups: ['.', ' '] } : { decimal: '.', groups: [',', ' '] };
}

/**
 * Why typed text is not a number: nothing typed; not a number at all; a number in the other
 * convention (a decimal point where the language writes a comma, or the reverse); more decimals than
 * the field takes; a minus sign; more digits than any amount or quantity has.
 */
export type NumberInputError = 'required' | 'invalid' | 'separator' | 'decimals' | 'negative' | 'tooLarge';

export type NumberInputResult =
  | {
      ok: true;
      /** The number in plain notation, point for decimals, no grouping ("1000.5"). */
      value: string;
      number: number;
    }
  | { ok: false; error: NumberInputError };

/** More digits before the decimal separator than this are no amount or quantity of ours. */
const MAX_WHOLE_DIGITS = 15;

/** Reads the integer and fraction digits of text written with the given separators, or null. */
function split(
  text: string,
  decimal: string,
  groups: readonly string[],
): { whole: string; fraction: string } | null {
  const parts = text.split(decimal);
  if (parts.length > 2) return null;
  const [integer = '', fraction = ''] = parts;
  if (!/^\d*$/.test(fraction)) return null;
  if (integer === '' && fraction === '') return null;
  if (/^\d*$/.test(integer)) return { whole: integer, fraction };
  // Grouped: one kind of separator, 1–3 digits first, then groups of exactly three.
  const used = groups.filter((g) => integer.includes(g));
  if (used.length !== 1) return null;
  const chunks = integer.split(used[0]!);
  if (!/^\d{1,3}$/.test(chunks[0]!) || chunks.slice(1).some((c) => !/^\d{3}$/.test(c))) return null;
  return { whole: chunks.join(''), fraction };
}

/**
 * Reads a number typed in the interface language: "10,50" and "1.000" in German, "10.50" and "1,000"
 * in English; full-width digits (１０．５) and any kind of space are taken as their plain forms.
 * `decimals` is the most fraction digits the field takes (2 for money, 3 for quantities).
 */
export function readNumber(
  input: string | number | null | undefined,
  language: string,
  options: { decimals: number },
): NumberInputResult {
  if (typeof input === 'number') {
    return Number.isFinite(input)
      ? readNumber(plainNumber(input), 'en', options)
      : { ok: false, error: 'invalid' };
  }
  const text = (input ?? '').normalize('NFKC').replace(/\s+/gu, ' ').trim();
  if (text === '') return { ok: false, error: 'required' };
  if (/^[-\u2212\u2012\u2013]/.test(text)) return { ok: false, error: 'negative' };
  const own = numberConventions(language);
  const digits = split(text, own.decimal, own.groups);
  if (!digits) {
    const other = own.decimal === ',' ? [',', ' '] : ['.', ' '];
    const swapped = split(text, own.decimal === ',' ? '.' : ',', other);
    // "10.50" in German (or "10,50" in English) reads only the other way: say which separator to use.
    return { ok: false, error: swapped && swapped.fraction !== '' ? 'separator' : 'invalid' };
  }
  const whole = digits.whole.replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, error: 'tooLarge' };
  if (digits.fraction.length > options.decimals) return { ok: false, error: 'decimals' };
  const value = digits.fraction ? `${whole}.${digits.fraction}` : whole;
  return { ok: true, value, number: Number(value) };
}

/** A money amount typed in the interface language, with exactly two decimals on the way out ("10.50"). */
export function readMoney(input: string | number | null | undefined, language: string): NumberInputResult {
  const read = readNumber(input, language, { decimals: 2 });
  if (!read.ok) return read;
  const [whole, fraction = ''] = read.value.split('.');
  const value = `${whole}.${fraction.padEnd(2, '0')}`;
  return { ok: true, value, number: Number(value) };
}

/** Quantities keep three decimals (numeric(12,3) on the server). */
export const QUANTITY_DECIMALS = 3;

/** A quantity typed in the interface language: whole pieces or a weight such as "2,5". */
export function readQuantity(input: string | number | null | undefined, language: string): NumberInputResult {
  return readNumber(input, language, { decimals: QUANTITY_DECIMALS });
}

const SCALE = 6;

/** A plain-notation number as an integer of millionths, so bounds and steps compare exactly. */
function scaled(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(SCALE) : value;
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const n = BigInt(whole || '0') * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0').slice(0, SCALE));
  return text.startsWith('-') ? -n : n;
}

export type NumberBoundError = 'min' | 'max' | 'step';

/**
 * Checks a read number against the field's bounds without floating-point dust: at least `min`, at
 * most `max`, a whole multiple of `step` (counted from zero). Nothing is rounded to fit.
 */
export function checkNumber(
  value: string,
  bounds: { min?: number | string; max?: number | string; step?: number | string },
): NumberBoundError | null {
  const v = scaled(value);
  if (bounds.min !== undefined && v < scaled(bounds.min)) return 'min';
  if (bounds.max !== undefined && v > scaled(bounds.max)) return 'max';
  if (bounds.step !== undefined) {
    const step = scaled(bounds.step);
    if (step > 0n && v % step !== 0n) return 'step';
  }
  return null;
}

/** A number in plain notation without exponent (1e-7 → "0.0000001"), at most six decimals. */
function plainNumber(n: number): string {
  return n
    .toFixed(SCALE)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/**
 * A number as an input field shows it for editing: the language's decimal separator, no grouping
 * ("569,05" in German, "569.05" in English), so what is shown reads back as the same number.
 * `decimals` fixes the fraction digits (2 for money).
 */
export function numberForInput(
  value: number | string | null | undefined,
  language: string,
  decimals?: number,
): string {
  if (value === null || value === undefined || value === '') return '';
  let text = typeof value === 'number' ? plainNumber(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '';
  if (decimals !== undefined) {
    const [whole, fraction = ''] = text.split('.');
    text = decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : whole!;
  }
  return text.replace('.', numberConventions(language).decimal);
}

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formats are costly to build and lists format hundreds of numbers: one per language and options. */
function cachedFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/** A number for the screen in the interface language (grouping, decimal separator), up to three decimals. */
export function formatNumber(
  value: number,
  language: string,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  return cachedFormat(language, { maximumFractionDigits: QUANTITY_DECIMALS, ...options }).format(value);
}

/** A quantity for the screen, with its unit when it has one ("2,5 kg" in German, "2.5 kg" in English). */
export function formatQuantity(qty: number, language: string, unit?: string | null): string {
  const n = formatNumber(qty, language);
  return unit ? `${n} ${unit}` : n;
}

/** An amount for the screen: in its own currency, two decimals, in the interface language's conventions. */
export function formatAmount(value: number | string, currency: string, language: string): string {
  return cachedFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value));
}
