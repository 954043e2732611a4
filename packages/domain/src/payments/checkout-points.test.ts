import { describe, expect, it } from 'vitest';
import { pointsDiscount } from '../members/member-points.ts';
import { CHECKOUT_POINTS_ERRORS, pointsChoiceError, splitPoints } from './checkout-points.ts';

describe('the checkout points choice (decision 050)', () => {
  const d = pointsDiscount({ balance: 864, payableMinor: 5000, currency: 'EUR' });
  it('allows none, or the minimum up to the discountable points in steps', () => {
    expect(d.discountablePoint).toBe(250);
    expect(pointsChoiceError(d, 0)).toBeNull();
    expect(pointsChoiceError(d, 20)).toBeNull();
    expect(pointsChoiceError(d, 250)).toBeNull();
    expect(pointsChoiceError(d, 10)).toBe(CHECKOUT_POINTS_ERRORS.invalid);
    expect(pointsChoiceError(d, 25)).toBe(CHECKOUT_POINTS_ERRORS.invalid);
    expect(pointsChoiceError(d, 260)).toBe(CHECKOUT_POINTS_ERRORS.invalid);
    const none = pointsDiscount({ balance: 15, payableMinor: 5000, currency: 'EUR' });
    expect(pointsChoiceError(none, 20)).toBe(CHECKOUT_POINTS_ERRORS.notUsable);
  });

  it('spreads points over orders in proportion, whole points, the largest taking the rest', () => {
    expect(splitPoints(200, [1000, 3000])).toEqual([50, 150]);
    expect(splitPoints(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    expect(splitPoints(0, [1000])).toEqual([0]);
    const parts = splitPoints(97, [1, 2, 3, 4]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(97);
  });
});
