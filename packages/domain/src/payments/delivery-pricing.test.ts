import { describe, expect, it } from 'vitest';
import { insuranceOffers, priceShopOrder, SHIPPING_RATES } from './delivery-pricing.ts';

const ship = { fulfillmentType: 'SITE_SHIPPING', deliveryInstall: false } as const;

describe('priceShopOrder (decision 066)', () => {
  it('standard shipping per currency in minor units, free from the threshold', () => {
    const cases = [
      ['EUR', 490],
      ['SEK', 5_900],
      ['PLN', 2_190],
      ['GBP', 429],
    ] as const;
    for (const [currency, fee] of cases) {
      const p = priceShopOrder([{ valueMinor: 10_000, installable: false }], ship, currency);
      expect(p, currency).toMatchObject({ goodsMinor: 10_000, shippingMinor: fee, totalMinor: 10_000 + fee });
      const free = SHIPPING_RATES[currency].freeFromMinor;
      expect(priceShopOrder([{ valueMinor: free, installable: false }], ship, currency).shippingMinor).toBe(
        0,
      );
      expect(
        priceShopOrder([{ valueMinor: free - 1, installable: false }], ship, currency).shippingMinor,
      ).toBe(fee);
    }
  });

  it('pick-up costs nothing and takes no insurance; nothing carried costs no shipping', () => {
    const pick = { fulfillmentType: 'SITE_PICK_UP', deliveryInstall: false } as const;
    expect(priceShopOrder([{ valueMinor: 30_000, installable: true }], pick, 'SEK')).toMatchObject({
      shippingMinor: 0,
      serviceChargeMinor: 0,
      totalMinor: 30_000,
      problems: [],
    });
    const insured = priceShopOrder(
      [{ valueMinor: 30_000, installable: false, insuranceId: 'INS-TRANSIT-PLUS' }],
      pick,
      'EUR',
    );
    expect(insured.problems).toEqual([
      { path: 'lines.0.insuranceId', message: 'delivery.errors.insuranceNotOffered' },
    ]);
    expect(insuranceOffers(30_000, 'EUR', 'SITE_PICK_UP')).toEqual([]);
    expect(
      priceShopOrder([{ valueMinor: 1_000, installable: false, ships: false }], ship, 'EUR').shippingMinor,
    ).toBe(0);
  });

  it('delivery and installation replaces shipping, only for items that offer it and not with pick-up', () => {
    const install = { fulfillmentType: 'SITE_SHIPPING', deliveryInstall: true } as const;
    const lines = [
      { valueMinor: 20_000, installable: true },
      { valueMinor: 1_000, installable: false },
    ];
    expect(priceShopOrder(lines, install, 'PLN')).toMatchObject({
      shippingMinor: 0,
      serviceChargeMinor: 21_900,
      totalMinor: 21_000 + 21_900,
      problems: [],
    });
    expect(priceShopOrder([lines[1]!], install, 'EUR').problems).toEqual([
      { path: 'deliveryInstall', message: 'delivery.errors.installNotOffered' },
    ]);
    expect(
      priceShopOrder(lines, { fulfillmentType: 'SITE_PICK_UP', deliveryInstall: true }, 'EUR').problems[0]
        ?.message,
    ).toBe('delivery.errors.installWithPickUp');
  });

  it('insurance per line above the plan’s value, summed per order in each currency', () => {
    const lines = [
      { valueMinor: 15_000, installable: false, insuranceId: 'INS-TRANSIT-PLUS' },
      { valueMinor: 40_000, installable: false, insuranceId: 'INS-TRANSIT-PLUS' },
      { valueMinor: 14_999, installable: false },
    ];
    const p = priceShopOrder(lines, ship, 'EUR');
    expect(p.insuranceMinor).toBe(2 * 1_490);
    expect(p.lineInsurance.map((x) => x?.feeMinor ?? null)).toEqual([1_490, 1_490, null]);
    // 699.99 € of goods ship free; the insurance is still charged.
    expect(p.totalMinor).toBe(69_999 + 2 * 1_490);
    expect(insuranceOffers(14_999, 'EUR')).toEqual([]);
    const gbp = priceShopOrder(
      [{ valueMinor: 12_900, installable: false, insuranceId: 'INS-TRANSIT-PLUS' }],
      ship,
      'GBP',
    );
    expect(gbp.insuranceMinor).toBe(1_290);
    const bad = priceShopOrder(
      [{ valueMinor: 100, installable: false, insuranceId: 'INS-TRANSIT-PLUS' }],
      ship,
      'SEK',
    );
    expect(bad.problems).toHaveLength(1);
    expect(bad.insuranceMinor).toBe(0);
  });
});
