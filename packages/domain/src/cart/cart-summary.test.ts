import { describe, expect, it } from 'vitest';
import { canCheckout, cartDiscount, type SummaryLine, summariseCart } from './cart-summary.ts';

function line(over: {
  qty?: number;
  sale?: string | null;
  original?: string | null;
  selected?: boolean;
  available?: boolean;
  weight?: boolean;
  insurance?: string;
  currency?: string;
}): SummaryLine {
  const currency = over.currency ?? 'EUR';
  const sale = over.sale === undefined ? '10.00' : over.sale;
  const original = over.original === undefined ? sale : over.original;
  return {
    isSelected: over.selected ?? true,
    available: over.available ?? true,
    skuQty: over.qty ?? 1,
    sku: {
      businessTypeDict: over.weight ? 'WEIGHT' : 'NORMAL',
      adjustStep: over.weight ? 0.5 : 1,
      salePrc: sale === null ? null : { value: sale, currency },
      originalPrc: original === null ? null : { value: original, currency },
    },
    insuranceFee: over.insurance ? { value: over.insurance, currency } : null,
  };
}

describe('the cart summary (spec §3)', () => {
  it('adds up selected lines that can be bought, pieces by quantity and measured goods as one', () => {
    const s = summariseCart(
      [
        line({ sale: '10.00', qty: 2 }),
        line({ sale: '5.00', selected: false }),
        line({ sale: '99.00', available: false }),
        line({ sale: null, original: '20.00' }),
        line({ sale: '14.90', qty: 1.5, weight: true }),
      ],
      'DE',
    );
    expect(s.totalAmt).toEqual({ value: '42.35', currency: 'EUR' });
    expect(s.originAmt).toEqual({ value: '42.35', currency: 'EUR' });
    expect(s.selectedQty).toBe(3);
    // 19 % VAT included in 42.35: 6.7617 → 6.76.
    expect(s.taxAmt).toEqual({ value: '6.76', currency: 'EUR' });
    expect(s.expectPoints).toBe(5); // 42.35 € → 4.235 points, rounded up (spec §3)
  });

  it('shows the discount as original plus insurance minus total (spec §2)', () => {
    const s = summariseCart([line({ sale: '80.00', original: '100.00', qty: 2, insurance: '14.90' })], 'DE');
    expect(s.originAmt.value).toBe('200.00');
    expect(s.insuranceTotalAmt.value).toBe('14.90');
    expect(s.totalAmt.value).toBe('174.90');
    expect(cartDiscount(s)).toEqual({ value: '40.00', currency: 'EUR' });
    expect(cartDiscount(summariseCart([line({})], 'DE')).value).toBe('0.00');
  });

  it('uses the storefront currency and VAT rate', () => {
    const s = summariseCart([line({ sale: '1249.00', currency: 'SEK' })], 'SE');
    expect(s.totalAmt).toEqual({ value: '1249.00', currency: 'SEK' });
    expect(s.taxAmt.value).toBe('249.80');
    expect(summariseCart([line({ sale: '120.00', currency: 'PLN' })], 'PL').taxAmt.value).toBe('22.44');
  });

  it('allows checkout only with a selected quantity above 0', () => {
    expect(canCheckout(summariseCart([line({ selected: false })], 'UK'))).toBe(false);
    expect(canCheckout(summariseCart([], 'UK'))).toBe(false);
    expect(canCheckout(summariseCart([line({ available: false })], 'UK'))).toBe(false);
    expect(canCheckout(summariseCart([line({})], 'UK'))).toBe(true);
    const none = summariseCart([line({ selected: false })], 'UK');
    expect([none.totalAmt.value, none.taxAmt.value, none.expectPoints]).toEqual(['0.00', '0.00', 0]);
  });
});
