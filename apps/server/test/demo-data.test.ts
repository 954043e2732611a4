import { ORDER_DISPLAY_STATUSES, SITES, type SiteCode } from '@kontor/domain';
import {
  attributeNameCode,
  attributeValueCode,
  isLanguageNeutralValue,
} from '@kontor/domain/catalog/catalog-attributes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectOk, type TestContext, userId } from './harness.ts';

// DESIGN §10: the demo accounts tests and docs rely on. Independent of how much demo data there is.

const DISPLAY_STATUSES = ORDER_DISPLAY_STATUSES;

describe('demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it.each([
    ['buyer@kontor.test', ['buyer']],
    ['buyer2@kontor.test', ['buyer']],
    ['buyer3@kontor.test', ['buyer']],
    ['seller1@kontor.test', ['seller']],
    ['admin@kontor.test', ['operator']],
    ['applicant@kontor.test', ['buyer']],
  ])('signs %s in with the demo password', async (email, roles) => {
    const cookie = await t.signIn(email);
    const me = expectOk(await t.request('GET', '/api/user/web/current', { cookie }));
    expect(me).toMatchObject({ email, isTourist: false });
    expect(me.roles).toEqual(expect.arrayContaining(roles));
    if (roles.includes('seller')) expect(me.shopId).toEqual(expect.any(Number));
  });

  it('words every attribute of the catalogue from the vocabulary the interface translates (decision 021)', async () => {
    const rows = await t.db.query<{ attr_key: string; attr_val: string }>(
      `SELECT DISTINCT a->>'attrKey' AS attr_key, a->>'attrVal' AS attr_val
         FROM sku, jsonb_array_elements(sku.attributes) AS a`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const untranslated = rows
      .filter(
        (r) =>
          !attributeNameCode(r.attr_key) ||
          !(attributeValueCode(r.attr_val) || isLanguageNeutralValue(r.attr_val)),
      )
      .map((r) => `${r.attr_key}: ${r.attr_val}`);
    expect(untranslated).toEqual([]);
  });

  it('gives the demo buyer orders in every display status', async () => {
    const rows = await t.db.query<{ display_status: string }>(
      'SELECT DISTINCT display_status FROM trade_order WHERE buyer_id = $1',
      [await userId(t.db, 'buyer@kontor.test')],
    );
    expect(rows.map((r) => r.display_status).sort()).toEqual([...DISPLAY_STATUSES].sort());
  });

  it('keeps every demo order consistent: lines, and the currency of its storefront', async () => {
    const orders = await t.db.query<{ code: string; site: SiteCode; currency: string; lines: number }>(
      `SELECT o.code, o.site, o.currency, (SELECT count(*)::int FROM trade_order_line l WHERE l.order_id = o.id) AS lines
         FROM trade_order o`,
    );
    for (const o of orders) {
      expect({ code: o.code, currency: o.currency }).toEqual({
        code: o.code,
        currency: SITES[o.site].currency,
      });
      expect(o.lines, o.code).toBeGreaterThan(0);
    }
  });

  it('gives every shop a return address, and shows it on approved demo returns and exchanges', async () => {
    const shops = await t.db.query<{ name: string; return_address: Record<string, string> | null }>(
      'SELECT name, return_address FROM shop ORDER BY id',
    );
    expect(shops.length).toBeGreaterThan(0);
    for (const s of shops) {
      expect(s.return_address, s.name).toMatchObject({
        personName: expect.stringMatching(/\S/),
        personPhone: expect.stringMatching(/\S/),
        detailAddress: expect.stringMatching(/\S/),
        country: expect.stringMatching(/^[A-Z]{2}$/),
      });
    }
    const anna = await t.signIn('buyer@kontor.test');
    const page = expectOk(
      await t.call(
        'flow',
        'trade_PageReverseOrderFlow',
        { applied: 'WAITING_FOR_BUYER_RETURN', page: { no: 1, size: 50 } },
        { cookie: anna },
      ),
    );
    expect(page.data.length).toBeGreaterThan(0);
    for (const r of page.data) {
      expect(r.returnAddress, r.reverseTradeOrderCode).toEqual({
        name: expect.stringMatching(/\S/),
        phone: expect.stringMatching(/\S/),
        address: expect.stringMatching(/\S/),
      });
    }
  });
});
