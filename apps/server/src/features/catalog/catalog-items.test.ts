import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const STATIC = 'kontor_item_ShopItemRenderStaticV3Flow';
const COMBINED = 'kontor_item_ItemCombinedFlow';

describe('the product page calls', () => {
  it('renders an item by its urlKey: pictures, SKUs and the attribute choice', async () => {
    const item = expectOk(await t.call('flow', STATIC, { urlKey: 'nordwerk-flow-pro' }, { site: 'DE' }));
    expect(item.urlKey).toBe('nordwerk-flow-pro');
    expect(item.itemName).toBe('Nordwerk Flow Pro electric standing desk, dual motor');
    expect(item.listMedia.length).toBeGreaterThan(0);
    expect(item.skus).toHaveLength(4);
    expect(item.skuAttributes).toEqual([
      { attrKey: 'Colour', values: ['Oak', 'Walnut', 'White', 'Black'] },
      { attrKey: 'Size', values: ['160×80 cm', '140×70 cm', '180×80 cm'] },
    ]);
    expect(item.skus[0].attributes).toEqual([
      { attrKey: 'Colour', attrVal: 'Oak' },
      { attrKey: 'Size', attrVal: '160×80 cm' },
    ]);
    // The same item by id answers the same.
    expect(expectOk(await t.call('flow', STATIC, { itemId: item.itemId }, { site: 'UK' }))).toEqual(item);
  });

  it('answers 404 for an unknown address or id, and 400 for a malformed one', async () => {
    expectFailure(await t.call('flow', STATIC, { urlKey: 'no-such-thing' }), 404, 'NOT_FOUND');
    expectFailure(await t.call('flow', STATIC, { itemId: 987_654_321 }), 404, 'NOT_FOUND');
    expectFailure(await t.call('flow', COMBINED, { itemId: 987_654_321 }), 404, 'NOT_FOUND');
    expectFailure(await t.call('flow', STATIC, { urlKey: '../etc/passwd' }), 400, 'INVALID_DATA');
    expectFailure(await t.call('flow', STATIC, {}), 400, 'INVALID_DATA');
  });

  it('prices the SKUs in the storefront currency with the discount, stock and delivery estimate', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 80_00, original: 100_00 }, SE: { sale: 899_00 } });
    const de = expectOk(await t.call('flow', COMBINED, { itemId: item.itemId }, { site: 'DE' }));
    expect(de.skus[0]).toMatchObject({
      id: item.skuId,
      salePrc: { value: '80.00', currency: 'EUR' },
      originalPrc: { value: '100.00', currency: 'EUR' },
      discountShowPrice: { value: '20.00', currency: 'EUR' },
      stock: 100,
      preSaleUnitAmount: null,
    });
    expect(de.preSale).toBeNull();
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    expect(de.delivery).toEqual({ minDays: 3, maxDays: 7, earliestDate: day(3), latestDate: day(7) });
    const se = expectOk(await t.call('flow', COMBINED, { itemId: item.itemId }, { site: 'SE' }));
    expect(se.skus[0].salePrc).toEqual({ value: '899.00', currency: 'SEK' });
    expect(se.skus[0].discountShowPrice).toBeNull();
    // Not sold on the storefront: no price, the page says so.
    const pl = expectOk(await t.call('flow', COMBINED, { itemId: item.itemId }, { site: 'PL' }));
    expect(pl.skus[0].salePrc).toBeNull();
  });

  it('splits a pre-sale price into deposit and balance with the balance window and delivery', async () => {
    const { id } = (await t.db.one<{ id: number }>(
      "SELECT id FROM item WHERE url_key = 'nordwerk-executive'",
    ))!;
    const res = expectOk(await t.call('flow', COMBINED, { itemId: id }, { site: 'DE' }));
    expect(res.preSale.preSaleEventType).toBe('DEPOSIT');
    expect(res.preSale.deliveryDays).toBe(21);
    expect(Date.parse(res.preSale.balancePaymentEndTime)).toBeGreaterThan(
      Date.parse(res.preSale.balancePaymentStartTime),
    );
    for (const sku of res.skus) {
      const sale = Number(sku.salePrc.value);
      expect(Number(sku.preSaleUnitAmount.value)).toBeCloseTo(sale * 0.2, 2);
      expect(Number(sku.preSaleUnitAmount.value) + Number(sku.balanceSaleUnitAmount.value)).toBeCloseTo(
        sale,
        2,
      );
    }
    expect(res.delivery.minDays).toBe(21);
  });

  it('recommends more from the shop and from the same group, priced on the storefront', async () => {
    const item = expectOk(await t.call('flow', STATIC, { urlKey: 'nordwerk-flow-pro' }, { site: 'UK' }));
    const byShop = expectOk(
      await t.call(
        'flow',
        'kontor_item_QueryRecommendByItemFlow',
        { itemSize: 5, itemShopId: item.shop.id },
        { site: 'UK' },
      ),
    );
    expect(byShop.length).toBeGreaterThan(1);
    expect(byShop.length).toBeLessThanOrEqual(5);
    expect(byShop.every((c: { shopId: number }) => c.shopId === item.shop.id)).toBe(true);
    expect(byShop[0].salePrc.currency).toBe('GBP');
    const byGroup = expectOk(
      await t.call(
        'flow',
        'bbc_item_QueryRecommendByItemGroupIdFlow',
        { itemSize: 24, id: item.itemId },
        { site: 'DE' },
      ),
    );
    expect(byGroup.length).toBeGreaterThan(0);
    expect(byGroup.every((c: { categoryCode: string }) => c.categoryCode === 'standing-desks')).toBe(true);
    expect(byGroup.some((c: { itemId: number }) => c.itemId === item.itemId)).toBe(false);
    expectFailure(
      await t.call('flow', 'bbc_item_QueryRecommendByItemGroupIdFlow', { itemSize: 25, id: item.itemId }),
      400,
      'INVALID_DATA',
    );
  });
});
