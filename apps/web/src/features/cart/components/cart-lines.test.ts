import { describe, expect, it } from 'vitest';
import type { CartLine } from '../api/query-cart-lines.ts';
import {
  canStep,
  cartItemCount,
  groupByShop,
  isPurchasable,
  lineAmountMinor,
  MAX_CART_QTY,
  normaliseQuantity,
  quantityStep,
  selectionOf,
  stepQuantity,
  withQuantity,
} from './cart-lines.ts';

let nextId = 1;

function line(over: {
  shop?: number;
  qty?: number;
  sale?: string | null;
  original?: string | null;
  selected?: boolean;
  available?: boolean;
  weight?: boolean;
}): CartLine {
  const id = nextId++;
  const sale = over.sale === undefined ? '10.00' : over.sale;
  const original = over.original === undefined ? sale : over.original;
  return {
    id,
    isSelected: over.selected ?? true,
    skuQty: over.qty ?? 1,
    cartLineTypeDict: 'NORMAL_SALE_B2C',
    available: over.available ?? true,
    shop: { id: over.shop ?? 1, name: `Shop ${over.shop ?? 1}` },
    seller: { id: 100 },
    item: { id, urlKey: `item-${id}` },
    sku: {
      id,
      name: `Item ${id}`,
      image: '',
      attributes: [],
      businessTypeDict: over.weight ? 'WEIGHT' : 'NORMAL',
      marketingUnit: { unitName: over.weight ? 'kg' : 'pc' },
      adjustStep: over.weight ? 0.5 : 1,
      salePrc: sale === null ? null : { value: sale, currency: 'EUR' },
      originalPrc: original === null ? null : { value: original, currency: 'EUR' },
    },
    snapshotPrc: null,
    lineAmt: null,
    expectDate: '2026-12-01',
  };
}

describe('quantities', () => {
  it('steps pieces by one and weighed goods by their step, never below one step', () => {
    expect(stepQuantity(1, 1, 1)).toBe(2);
    expect(stepQuantity(1, 1, -1)).toBe(1);
    expect(stepQuantity(2.5, 0.5, 1)).toBe(3);
    expect(stepQuantity(0.5, 0.5, -1)).toBe(0.5);
    expect(stepQuantity(0.3, 0.1, 1)).toBe(0.4);
  });

  it('snaps a typed quantity to the nearest step within the limits', () => {
    expect(normaliseQuantity(2.7, 0.5)).toBe(2.5);
    expect(normaliseQuantity(2.8, 0.5)).toBe(3);
    expect(normaliseQuantity(0, 1)).toBe(1);
    expect(normaliseQuantity(-4, 0.5)).toBe(0.5);
    expect(normaliseQuantity(5000, 1)).toBe(MAX_CART_QTY);
    expect(normaliseQuantity(Number.NaN, 0.5)).toBe(0.5);
  });

  it('says when a step is possible', () => {
    expect(canStep(1, 1, -1)).toBe(false);
    expect(canStep(2, 1, -1)).toBe(true);
    expect(canStep(MAX_CART_QTY, 1, 1)).toBe(false);
  });

  it('reads the step of a line, one when the line has none', () => {
    expect(quantityStep(line({ weight: true }))).toBe(0.5);
    const odd = line({});
    odd.sku.adjustStep = 0;
    expect(quantityStep(odd)).toBe(1);
  });
});

describe('line amounts', () => {
  it('multiplies the live unit price by the quantity, rounded to the cent', () => {
    expect(lineAmountMinor(line({ sale: '14.90', qty: 2.5, weight: true }))).toBe(3725);
    expect(lineAmountMinor(line({ sale: '0.99', qty: 3 }))).toBe(297);
    expect(lineAmountMinor(line({ sale: null }))).toBeNull();
  });

  it('recomputes the amount with a new quantity', () => {
    const changed = withQuantity(line({ sale: '12.50' }), 3);
    expect(changed.skuQty).toBe(3);
    expect(changed.lineAmt).toEqual({ value: '37.50', currency: 'EUR' });
  });
});

describe('grouping and selection', () => {
  it('groups lines by shop in the order given', () => {
    const lines = [line({ shop: 2 }), line({ shop: 1 }), line({ shop: 2 })];
    const groups = groupByShop(lines);
    expect(groups.map((g) => g.shop.id)).toEqual([2, 1]);
    expect(groups[0]!.lines.map((l) => l.id)).toEqual([lines[0]!.id, lines[2]!.id]);
  });

  it('counts only lines that can be bought when telling all, some or none', () => {
    expect(selectionOf([line({}), line({ available: false, selected: false })])).toBe('all');
    expect(selectionOf([line({}), line({ selected: false })])).toBe('some');
    expect(selectionOf([line({ selected: false }), line({ available: false })])).toBe('none');
    expect(selectionOf([])).toBe('none');
  });

  it('treats a line without a price as not purchasable', () => {
    expect(isPurchasable(line({ sale: null }))).toBe(false);
    expect(isPurchasable(line({ available: false }))).toBe(false);
    expect(isPurchasable(line({}))).toBe(true);
  });
});

describe('header count', () => {
  it('counts every line, selected or not: pieces by quantity, goods sold by measure as one each', () => {
    expect(cartItemCount([])).toBe(0);
    expect(
      cartItemCount([line({ qty: 3 }), line({ qty: 2, selected: false }), line({ qty: 2.5, weight: true })]),
    ).toBe(6);
  });
});
