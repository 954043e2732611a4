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

describe('guest cart at sign-in', () => {
  let t: TestContext;
  let item: TestItem;
  let other: TestItem;

  beforeAll(async () => {
    t = await createTestContext();
    item = await createTestItem(t.db, { DE: { sale: 1000 }, UK: { sale: 900 } });
    other = await createTestItem(t.db, { DE: { sale: 500 } });
  });
  afterAll(() => t?.close());

  const guestWith = async (lines: [TestItem, number, string][]) => {
    const guest = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;
    for (const [it, qty, site] of lines)
      expectOk(await t.call('flow', ADD, [{ sku: { id: it.skuId }, skuQty: qty }], { cookie: guest, site }));
    return guest;
  };
  const cartOf = async (email: string) =>
    t.db.query<{ site: string; sku_id: number; qty: number }>(
      `SELECT site, sku_id, qty::float AS qty FROM cart_line WHERE user_id = $1 ORDER BY site, sku_id`,
      [await userId(t.db, email)],
    );
  const guestLines = async (guest: string) => {
    const me = expectOk(await t.request('GET', '/api/user/web/current', { cookie: guest }));
    return me ? t.db.query('SELECT id FROM cart_line WHERE user_id = $1', [me.id]) : [];
  };

  it('moves the guest lines into the account that signs in, adding quantities per SKU and storefront', async () => {
    const buyer = await t.signIn('buyer2@kontor.test');
    expectOk(
      await t.call('flow', ADD, [{ sku: { id: item.skuId }, skuQty: 2 }], { cookie: buyer, site: 'DE' }),
    );
    const guest = await guestWith([
      [item, 3, 'DE'],
      [other, 1, 'DE'],
      [item, 4, 'UK'],
    ]);
    const guestRows = await guestLines(guest);
    expect(guestRows).toHaveLength(3);
    const res = await t.request('POST', '/api/user/web/login', {
      cookie: guest,
      body: { account: 'buyer2@kontor.test', password: 'Kontor!2026' },
    });
    expect(expectOk(res).email).toBe('buyer2@kontor.test');
    const signedIn = sessionCookie(res)!;
    const mine = (await cartOf('buyer2@kontor.test')).filter((l) =>
      [item.skuId, other.skuId].includes(Number(l.sku_id)),
    );
    expect(mine.map((l) => [l.site, Number(l.sku_id), l.qty])).toEqual(
      [
        ['DE', item.skuId, 5],
        ['DE', other.skuId, 1],
        ['UK', item.skuId, 4],
      ].sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`)),
    );
    // The cart call the header counts from sees them; the guest's lines are gone.
    const { lines } = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: signedIn, site: 'DE' }),
    );
    expect(lines.filter((l: { sku: { id: number } }) => l.sku.id === item.skuId)[0].skuQty).toBe(5);
    expect(
      await t.db.query('SELECT id FROM cart_line WHERE id = ANY($1)', [guestRows.map((r) => r.id)]),
    ).toEqual([]);
  });

  it('caps a merged line at 999', async () => {
    const buyer = await t.signIn('seller1@kontor.test');
    expectOk(
      await t.call('flow', ADD, [{ sku: { id: other.skuId }, skuQty: 600 }], { cookie: buyer, site: 'DE' }),
    );
    const guest = await guestWith([[other, 600, 'DE']]);
    expectOk(
      await t.request('POST', '/api/user/web/login', {
        cookie: guest,
        body: { account: 'seller1@kontor.test', password: 'Kontor!2026' },
      }),
    );
    const line = (await cartOf('seller1@kontor.test')).find((l) => Number(l.sku_id) === other.skuId);
    expect(line?.qty).toBe(999);
  });

  it('keeps the guest cart when the sign-in fails, and merges nothing without a guest session', async () => {
    const guest = await guestWith([[item, 1, 'DE']]);
    const failed = await t.request('POST', '/api/user/web/login', {
      cookie: guest,
      body: { account: 'buyer@kontor.test', password: 'wrong-password-1' },
    });
    expect(failed.statusCode).toBe(401);
    expect(await guestLines(guest)).toHaveLength(1);
    const before = await cartOf('buyer@kontor.test');
    const buyer = await t.signIn('buyer@kontor.test');
    const again = await t.request('POST', '/api/user/web/login', {
      cookie: buyer,
      body: { account: 'buyer@kontor.test', password: 'Kontor!2026' },
    });
    expectOk(again);
    expect(await cartOf('buyer@kontor.test')).toEqual(before);
  });

  it('gives a guest who signs up the cart they filled', async () => {
    const guest = await guestWith([[other, 2, 'DE']]);
    const email = `merge-${Date.now()}@kontor.test`;
    const res = await t.request('POST', '/api/user/web/signup', {
      cookie: guest,
      body: { email, password: 'Kontor!2026', nickname: 'Merge' },
    });
    expectOk(res);
    expect((await cartOf(email)).map((l) => [l.site, Number(l.sku_id), l.qty])).toEqual([
      ['DE', other.skuId, 2],
    ]);
  });
});
