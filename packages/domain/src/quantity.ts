/**
 * Quantities of order lines, carts and after-sales: whole pieces, or multiples of an item's
 * `adjustStep` for goods sold by weight (0.5 kg). SQL keeps them as numeric(12,3); in JavaScript they
 * are floats, so 0.1 + 0.2 is not 0.3 — every comparison goes through these helpers, with one
 * tolerance far below the smallest step (0.001).
 */

/** Tolerance of quantity comparisons: below the third decimal SQL keeps, above floating-point dust. */
export const QTY_EPSILON = 1e-9;

/** Decimals SQL keeps of a quantity (numeric(12,3)). */
export const QTY_DECIMALS = 3;

/** The step a line's quantity moves in: its adjust step for weight items, else 1 (pieces). */
export function qtyStep(adjustStep: number | string | null | undefined): number {
  const step = Number(adjustStep);
  return Number.isFinite(step) && step > 0 ? step : 1;
}

/** A quantity rounded to the decimals SQL keeps (2.5 − 0.5 − 0.3 is 1.7, not 1.7000000000000002). */
export function roundQty(qty: number): number {
  const f = 10 ** QTY_DECIMALS;
  return Math.round(qty * f) / f;
}

/** Whether qty is a whole multiple of step, counted from zero (0.3 is on a step of 0.1). */
export function isOnStep(qty: number, step: number): boolean {
  const s = qtyStep(step);
  const steps = qty / s;
  return Math.abs(steps - Math.round(steps)) <= QTY_EPSILON;
}

/** The multiple of step nearest to qty, at the decimals SQL keeps. */
export function roundToStep(qty: number, step: number): number {
  const s = qtyStep(step);
  return roundQty(Math.round(qty / s) * s);
}

/** Two quantities equal within the tolerance. */
export function qtyEquals(a: number, b: number): boolean {
  return Math.abs(a - b) <= QTY_EPSILON;
}

/** a is more than b, beyond the tolerance (asking for more than is left). */
export function qtyExceeds(a: number, b: number): boolean {
  return a > b + QTY_EPSILON;
}

/** Field messages of a quantity off its item's unit (texts in every language; `{{step}}` is the step). */
export const QTY_UNIT_ERRORS = { whole: 'errors.field.qtyWhole', step: 'errors.field.qtyStep' } as const;

/**
 * Whether a quantity fits its item's unit (issue 9): a whole number for piece items, a multiple of
 * `adjustStep` for goods sold by weight. Answers the field message, or null when it fits.
 */
export function qtyUnitError(qty: number, adjustStep: number | string | null | undefined): string | null {
  if (isOnStep(qty, qtyStep(adjustStep))) return null;
  return qtyStep(adjustStep) === 1 ? QTY_UNIT_ERRORS.whole : QTY_UNIT_ERRORS.step;
}
