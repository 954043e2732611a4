import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  leftAfterShipping,
  remainingToShip,
  type ShippableLine,
  shipLines,
  shipQuantityError,
  shipStep,
} from './seller-ship-quantities.ts';

function line(id: number, over: Partial<Omit<ShippableLine, 'sku'>> = {}, step = 1): ShippableLine {
  return {
    id,
    tradeQty: 3,
    deliveredQty: 0,
    cancelledQty: 0,
    reservedQty: 0,
    ...over,
    sku: { adjustStep: step, businessTypeDict: step === 1 ? 'NORMAL' : 'WEIGHT' },
  };
}

describe('remainingToShip', () => {
  it('is what was bought less shipped, cancelled and returned quantities', () => {
    expect(remainingToShip(line(1, { tradeQty: 5, deliveredQty: 1, cancelledQty: 1, reservedQty: 1 }))).toBe(
      2,
    );
  });

  it('keeps decimals of weighed goods exact', () => {
    expect(remainingToShip(line(1, { tradeQty: 2.5, deliveredQty: 0.5, cancelledQty: 0.3 }))).toBe(1.7);
  });

  it('is never below zero', () => {
    expect(remainingToShip(line(1, { tradeQty: 1, deliveredQty: 1, reservedQty: 1 }))).toBe(0);
  });
});

describe('shipQuantityError', () => {
  it('accepts a quantity from one step up to the remainder', () => {
    expect(shipQuantityError(1, 3, 1)).toBeNull();
    expect(shipQuantityError(3, 3, 1)).toBeNull();
    expect(shipQuantityError(1.5, 2.5, 0.5)).toBeNull();
  });

  it('refuses nothing, zero and negative quantities', () => {
    expect(shipQuantityError(null, 3, 1)).toBe('seller.ship.qtyPositive');
    expect(shipQuantityError(0, 3, 1)).toBe('seller.ship.qtyPositive');
    expect(shipQuantityError(-1, 3, 1)).toBe('seller.ship.qtyPositive');
    expect(shipQuantityError(Number.NaN, 3, 1)).toBe('seller.ship.qtyPositive');
  });

  it('refuses more than is left', () => {
    expect(shipQuantityError(4, 3, 1)).toBe('seller.ship.tooMany');
    expect(shipQuantityError(2.6, 2.5, 0.5)).toBe('seller.ship.tooMany');
  });

  it('refuses part of a step, except the remainder itself', () => {
    expect(shipQuantityError(1.5, 3, 1)).toBe('seller.ship.qtyStep');
    expect(shipQuantityError(0.7, 2.5, 0.5)).toBe('seller.ship.qtyStep');
    expect(shipQuantityError(1.7, 1.7, 0.5)).toBeNull();
  });
});

describe('selection and payload', () => {
  const lines = [line(1), line(2, { deliveredQty: 3 }), line(3, { tradeQty: 2.5 }, 0.5)];

  it('starts with every line that has something left, at its whole remainder', () => {
    expect(initialSelection(lines)).toEqual({
      selected: { '1': true, '2': false, '3': true },
      qty: { '1': 3, '2': null, '3': 2.5 },
    });
  });

  it('sends the ticked lines with their quantities, in line order', () => {
    expect(
      shipLines(lines, { selected: { '3': true, '1': true, '2': false }, qty: { '1': 2, '3': '0,5' } }, 'de'),
    ).toEqual([
      { orderLineId: 1, qty: 2 },
      { orderLineId: 3, qty: 0.5 },
    ]);
  });

  it('tells whether anything is left after a shipment', () => {
    expect(leftAfterShipping(lines, [{ orderLineId: 1, qty: 3 }])).toBe(true);
    expect(
      leftAfterShipping(lines, [
        { orderLineId: 1, qty: 3 },
        { orderLineId: 3, qty: 2.5 },
      ]),
    ).toBe(false);
  });

  it('reads the step of a line', () => {
    expect(shipStep(lines[2]!)).toBe(0.5);
    expect(shipStep(line(9, {}, 0))).toBe(1);
  });
});
