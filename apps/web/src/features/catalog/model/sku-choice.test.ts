import { describe, expect, it } from 'vitest';
import { chooseValue, initialSku, selectionOf, valueState } from './sku-choice.ts';

const sku = (id: number, colour: string, size: string) => ({
  id,
  attributes: [
    { attrKey: 'Colour', attrVal: colour },
    { attrKey: 'Size', attrVal: size },
  ],
});
// Oak and Walnut come in 160; White only in 140; Black 180 is sold out.
const SKUS = [sku(1, 'Oak', '160'), sku(2, 'Walnut', '160'), sku(3, 'White', '140'), sku(4, 'Black', '180')];
const buyable = (id: number) => id !== 4;

describe('choosing a SKU by attributes', () => {
  it('opens on the first SKU that can be bought', () => {
    expect(initialSku(SKUS, buyable)?.id).toBe(1);
    expect(initialSku(SKUS, (id) => id === 3)?.id).toBe(3);
    expect(initialSku(SKUS, () => false)?.id).toBe(1);
    expect(initialSku([], buyable)).toBeUndefined();
  });

  it('keeps the other choices when a SKU has them', () => {
    expect(chooseValue(SKUS, selectionOf(SKUS[0]!), 'Colour', 'Walnut', buyable)?.id).toBe(2);
  });

  it('moves the other choices along when the value only comes with others', () => {
    expect(chooseValue(SKUS, selectionOf(SKUS[0]!), 'Colour', 'White', buyable)?.id).toBe(3);
    expect(chooseValue(SKUS, selectionOf(SKUS[0]!), 'Size', '140', buyable)?.id).toBe(3);
    // A value only sold out still shows its SKU (the page says it is sold out).
    expect(chooseValue(SKUS, selectionOf(SKUS[0]!), 'Colour', 'Black', buyable)?.id).toBe(4);
    expect(chooseValue(SKUS, selectionOf(SKUS[0]!), 'Colour', 'Purple', buyable)).toBeUndefined();
  });

  it('marks values as chosen, available with the other choices, or other', () => {
    const current = selectionOf(SKUS[0]!);
    expect(valueState(SKUS, current, 'Colour', 'Oak', buyable)).toBe('current');
    expect(valueState(SKUS, current, 'Colour', 'Walnut', buyable)).toBe('available');
    expect(valueState(SKUS, current, 'Colour', 'White', buyable)).toBe('other');
    expect(valueState(SKUS, selectionOf(SKUS[3]!), 'Size', '180', buyable)).toBe('current');
    expect(valueState(SKUS, { Colour: 'Black' }, 'Size', '180', buyable)).toBe('other');
  });
});
