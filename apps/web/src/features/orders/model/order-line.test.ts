import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n/test-translator.ts';
import { attributesText, cardImages, isWeightLine, itemCount, quantityText } from './order-line.ts';
import { lineOf } from './test-orders.ts';

describe('order line display', () => {
  it('joins attributes with "; " in the interface language', async () => {
    const line = lineOf(1);
    line.sku.attributes = [
      { attrKey: 'Colour', attrVal: 'Oak' },
      { attrKey: 'Size', attrVal: '160×80 cm' },
      { attrKey: 'Empty', attrVal: '' },
    ];
    const en = await translator('en');
    expect(attributesText(line, en)).toBe('Colour: Oak; Size: 160×80 cm');
    expect(attributesText(line, await translator('de'))).toBe('Farbe: Eiche; Größe: 160×80 cm');
    expect(attributesText(lineOf(2), en)).toBe('');
  });

  it('shows weight items with their unit', () => {
    const felt = lineOf(1, { tradeQty: 2.5 });
    felt.sku.businessTypeDict = 'WEIGHT';
    felt.sku.marketingUnit = { unitName: 'kg' };
    expect(isWeightLine(felt)).toBe(true);
    expect(quantityText(felt, 'de-DE')).toBe('2,5 kg');
    expect(quantityText(lineOf(2, { tradeQty: 3 }), 'en-GB')).toBe('3');
  });

  it('shows at most three images and counts the rest', () => {
    expect(cardImages([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(cardImages([1, 2], 3)).toEqual({ shown: [1, 2], more: 0 });
  });
});

describe('item count', () => {
  it('counts pieces by quantity and a weighed item once', () => {
    const felt = lineOf(1, { tradeQty: 2.5 });
    felt.sku.businessTypeDict = 'WEIGHT';
    expect(itemCount([felt, lineOf(2, { tradeQty: 3 })])).toBe(4);
  });
});
