import { z } from 'zod';
import { isOnStep, QTY_DECIMALS } from './quantity.ts';

/**
 * Building blocks of every request schema (DESIGN §4): ids, amounts, quantities and text carry the
 * bounds PostgreSQL would otherwise refuse with an error, so bad input is a 400 naming its field and
 * never reaches the database. Request schemas build their ids, amounts, quantities and strings from
 * these, never from a bare `z.string()` / `z.number()`.
 */

/** Field messages of the building blocks (i18n keys, texts in every language). */
export const FIELD_ERRORS = {
  id: 'errors.field.id',
  nul: 'errors.field.nul',
  tooLong: 'errors.field.tooLong',
  amount: 'errors.field.amount',
  qty: 'errors.field.qty',
  qtyDecimals: 'errors.field.qtyDecimals',
  qtyMax: 'errors.field.qtyMax',
} as const;

/**
 * The largest id accepted: exact in JavaScript and within PostgreSQL's bigint. A larger one names
 * nothing we could have stored, so it is bad input (400), not a lookup.
 */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/** An id: a positive whole number (a numeric string is read as one) that fits in a bigint. */
export const idInput = (message: string = FIELD_ERRORS.id) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** A list of ids written as one string, "12,34" (query fields of some list calls). */
export const idListText = (maxLength = 400) =>
  textInput(maxLength)
    .trim()
    .regex(/^\d{1,16}(,\d{1,16})*$/, FIELD_ERRORS.id)
    .refine((v) => v.split(',').every((part) => Number(part) > 0 && Number(part) <= ID_MAX), FIELD_ERRORS.id);

/** PostgreSQL text cannot hold a NUL byte. */
export const hasNul = (v: string): boolean => v.includes('\u0000');

/**
 * A string that PostgreSQL can store: no NUL byte and at most `max` characters (DESIGN §4 "text has
 * a length cap"). Chain `.trim()`, `.min()`, a tighter `.max()` or `.regex()` as the field needs.
 */
export const textInput = (max: number, opts: { required?: string; tooLong?: string } = {}) =>
  z
    .string(opts.required ? { error: opts.required } : undefined)
    .refine((v) => !hasNul(v), FIELD_ERRORS.nul)
    .max(max, opts.tooLong ?? FIELD_ERRORS.tooLong);

/** Whole digits an amount may have: up to 9,999,999,999.99, far above any order and exact in minor units. */
export const AMOUNT_MAX_WHOLE_DIGITS = 10;
// Empty passes here: the required message alone speaks for an empty field.
const AMOUNT = new RegExp(`^(\\d{1,${AMOUNT_MAX_WHOLE_DIGITS}}(\\.\\d{1,2})?)?$`);

/**
 * The `value` of a money input: a decimal string (a number is read as one) with at most two
 * decimals, not negative, at most {@link AMOUNT_MAX_WHOLE_DIGITS} whole digits.
 */
export const amountValueInput = (requiredMessage: string, formatMessage: string = FIELD_ERRORS.amount) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .max(AMOUNT_MAX_WHOLE_DIGITS + 3, formatMessage)
      .regex(AMOUNT, formatMessage),
  );

/** Money input `{value, currency}` (the currency is the order's; a given one must look like a code). */
export const moneyInput = (requiredMessage: string, formatMessage: string = FIELD_ERRORS.amount) =>
  z.object(
    {
      value: amountValueInput(requiredMessage, formatMessage),
      currency: z
        .string()
        .regex(/^[A-Za-z]{0,3}$/, formatMessage)
        .optional(),
    },
    { error: requiredMessage },
  );

/** The smallest quantity anything can have: the third decimal SQL keeps (numeric(12,3)). */
export const QTY_MIN = 10 ** -QTY_DECIMALS;
/** The largest quantity of anything in one line: well inside numeric(12,3). */
export const QTY_MAX = 1_000_000;

/**
 * A quantity: a number (a numeric string is read as one) of at least 0.001, with at most three
 * decimals, at most `max`. Whether it is whole (pieces) or on the item's adjust step (weight) depends
 * on the item and is checked where the item is known (`qtyUnitError`).
 */
export const qtyInput = (
  opts: { min?: string; max?: number; maxMessage?: string; decimals?: string } = {},
) => {
  const minMessage = opts.min ?? FIELD_ERRORS.qty;
  return z.coerce
    .number({ error: minMessage })
    .min(QTY_MIN, minMessage)
    .max(opts.max ?? QTY_MAX, opts.maxMessage ?? FIELD_ERRORS.qtyMax)
    .refine((q) => isOnStep(q, QTY_MIN), opts.decimals ?? FIELD_ERRORS.qtyDecimals);
};
