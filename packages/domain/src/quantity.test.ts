import { describe, expect, it } from 'vitest';
import {
  isOnStep,
  QTY_UNIT_ERRORS,
  qtyEquals,
  qtyExceeds,
  qtyStep,
  qtyUnitError,
  roundQty,
  roundToStep,
} from './quantity.ts';

describe('quantities', () => {
  it('moves pieces one by one and weight items in their adjust step', () => {
    expect(qtyStep(0.5)).toBe(0.5);
    expect(qtyStep('0.250')).toBe(0.25);
    expect(qtyStep(0)).toBe(1);
    expect(qtyStep(null)).toBe(1);
    expect(qtyStep(Number.NaN)).toBe(1);
  });

  it('knows multiples of a step without floating-point dust', () => {
    expect(isOnStep(0.1 + 0.2, 0.1)).toBe(true);
    expect(isOnStep(1.7, 0.1)).toBe(true);
    expect(isOnStep(2.5, 0.5)).toBe(true);
    expect(isOnStep(0.3, 0.25)).toBe(false);
    expect(isOnStep(1.5, 1)).toBe(false);
    expect(isOnStep(3, 0)).toBe(true);
  });

  it('rounds to the decimals SQL keeps and to a step', () => {
    expect(roundQty(2.5 - 0.5 - 0.3)).toBe(1.7);
    expect(roundToStep(0.74, 0.5)).toBe(0.5);
    expect(roundToStep(0.3, 0.1)).toBe(0.3);
  });

  it('compares within the tolerance', () => {
    expect(qtyEquals(0.1 + 0.2, 0.3)).toBe(true);
    expect(qtyEquals(0.3, 0.301)).toBe(false);
    expect(qtyExceeds(0.1 + 0.2, 0.3)).toBe(false);
    expect(qtyExceeds(0.301, 0.3)).toBe(true);
  });
});

describe('qtyUnitError', () => {
  it('wants whole numbers for pieces and the adjust step for weight items', () => {
    expect(qtyUnitError(2, 1)).toBeNull();
    expect(qtyUnitError(0.5, 1)).toBe(QTY_UNIT_ERRORS.whole);
    expect(qtyUnitError(2.5, null)).toBe(QTY_UNIT_ERRORS.whole);
    expect(qtyUnitError(1.5, 0.5)).toBeNull();
    expect(qtyUnitError(0.3, '0.1')).toBeNull();
    expect(qtyUnitError(1.25, 0.5)).toBe(QTY_UNIT_ERRORS.step);
  });
});
