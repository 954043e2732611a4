import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem, type TestItem } from './fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  sessionCookie,
  type TestContext,
  userId,
} from './harness.ts';

const CARDS = 'kontor_item_PageItemCardFlow';
const ADD = 'kontor_trade_BatchCreateNewCartLinesFlow';

describe('catalogue and cart', () => {
  let t: TestContext;
  let item: TestItem;
  let offSale: TestItem;
  let buyer: string;

  beforeAll(async () => {
    t = await createTestContext();
    item = await createTestItem(t.db, {
      DE: { sale: 1999, original: 2499 },
      UK: { sale: 1799, original: 2499 },
    });
    offSale = await createTestItem(t.db, { DE: { sale: 500 }, UK: { sale: 400 } }, { status: 'OFF_SALE' });
    buyer = await t.signIn('buyer@kontor.test');
  });
  afterAll(() => t?.close());

  const cards = async (keyword: string, opts: { site?: string; cookie?: string } = {}) =>
    expectOk(await t.call('flow', CARDS, { page: { no: 1, size: 10 }, keyword }, opts));

  describe('PageItemCardFlow', () => {
    it('prices a card in the currency of the storefront in X-Site', async () => {
      const uk = await cards(item.tag, { site: 'UK' });
      expect(uk.total).toBe(1);
      expect(uk.data[0]).toMatchObject({
        itemId: item.itemId,
        skuId: item.skuId,
        salePrc: { value: '17.99', currency: 'GBP' },
        originalPrc: { value: '24.99', currency: 'GBP' },
        discountShowPrice: { value: '7.00', currency: 'GBP' },
      });
      const de = await cards(item.tag, { site: 'DE' });
      expect(de.data[0]).toMatchObject({
        itemId: item.itemId,
        salePrc: { value: '19.99', currency: 'EUR' },
        originalPrc: { value: '24.99', currency: 'EUR' },
      });
    });

    it('takes the storefront from the site cookie when there is no X-Site', async () => {
      const uk = await cards(item.tag, { cookie: 'kontor_site=UK' });
      expect(uk.data[0].salePrc).toEqual({ value: '17.99', currency: 'GBP' });
    });

    it('leaves out items without a price on the storefront and items off sale', async () => {
      expect(await cards(item.tag, { site: 'SE' })).toEqual({ data: [], total: 0 });
      expect(await cards(offSale.tag, { site: 'DE' })).toEqual({ data: [], total: 0 });
    });

    it('prices every card of the first page in the storefront currency', async () => {
      for (const [site, currency] of [
        ['UK', 'GBP'],
        ['DE', 'EUR'],
        ['PL', 'PLN'],
      ]) {
        const page = expectOk(await t.call('flow', CARDS, { page: { no: 1, size: 50 } }, { site }));
        for (const card of page.data) {
          expect(card.salePrc.currency).toBe(currency);
          expect(card.salePrc.value).toMatch(/^\d+\.\d{2}$/);
        }
      }
    });
  });

  describe('BatchCreateNewCartLinesFlow', () => {
    const lines = async (email: string) =>
      t.db.query<{ site: string; qty: number; snapshot_minor: number; shop_id: number }>(
        'SELECT site, qty, snapshot_minor, shop_id FROM cart_line WHERE user_id = $1 AND sku_id = $2 ORDER BY site',
        [await userId(t.db, email), item.skuId],
      );

    it('adds to the signed-in buyer’s cart on the storefront and sums quantities on repeat', async () => {
      expectOk(
        await t.call('flow', ADD, [{ sku: { id: item.skuId }, skuQty: 2 }], { cookie: buyer, site: 'UK' }),
      );
      expect(await lines('buyer@kontor.test')).toEqual([
        { site: 'UK', qty: 2, snapshot_minor: 1799, shop_id: item.shopId },
      ]);
      const again = await t.call(
        'flow',
        ADD,
        { lines: [{ sku: { id: item.skuId }, skuQty: 3 }] },
        { cookie: buyer, site: 'UK' },
      );
      expect(expectOk(again)).toEqual({ count: 1, quantity: 3 });
      expect(await lines('buyer@kontor.test')).toEqual([
        { site: 'UK', qty: 5, snapshot_minor: 1799, shop_id: item.shopId },
      ]);
      // Another storefront is another cart; another buyer's cart is untouched.
      expectOk(
        await t.call('flow', ADD, [{ sku: { id: item.skuId }, skuQty: 1 }], { cookie: buyer, site: 'DE' }),
      );
      expect((await lines('buyer@kontor.test')).map((l) => [l.site, l.qty])).toEqual([
        ['DE', 1],
        ['UK', 5],
      ]);
      expect(await lines('buyer2@kontor.test')).toEqual([]);
    });

    it('merges the same SKU given twice in one call', async () => {
      const buyer2 = await t.signIn('buyer2@kontor.test');
      const line = { sku: { id: item.skuId }, skuQty: 1 };
      expectOk(await t.call('flow', ADD, [line, { ...line, skuQty: 4 }], { cookie: buyer2, site: 'DE' }));
      expect((await lines('buyer2@kontor.test')).map((l) => l.qty)).toEqual([5]);
    });

    it('lets a guest fill a cart', async () => {
      const guest = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;
      expectOk(
        await t.call('flow', ADD, [{ sku: { id: item.skuId }, skuQty: 1 }], { cookie: guest, site: 'DE' }),
      );
    });

    const good = () => ({ sku: { id: item.skuId }, skuQty: 1 });
    it.each([
      [
        'an unknown SKU',
        'DE',
        () => ({ lines: [good(), { sku: { id: 2_000_000_000 }, skuQty: 1 }] }),
        'lines.1.sku.id',
      ],
      [
        'an unknown SKU (list payload)',
        'DE',
        () => [good(), { sku: { id: 2_000_000_000 }, skuQty: 1 }],
        '1.sku.id',
      ],
      [
        'a SKU off sale',
        'DE',
        () => ({ lines: [good(), { sku: { id: offSale.skuId }, skuQty: 1 }] }),
        'lines.1.sku.id',
      ],
      ['a SKU without a price on the storefront', 'SE', () => ({ lines: [good()] }), 'lines.0.sku.id'],
    ])('refuses %s with the line’s field and adds nothing', async (_what, site, payload, path) => {
      const cookie = await t.signIn('seller1@kontor.test');
      const error = expectFailure(
        await t.call('flow', ADD, payload(), { cookie, site }),
        409,
        'ITEM_SOLD_OUT',
      );
      expect(error.fields).toEqual([{ path, message: expect.any(String) }]);
      expect(await lines('seller1@kontor.test')).toEqual([]);
    });
  });
});
