import { earnedPoints } from '@kontor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  sessionCookie,
  type TestContext,
} from '../../../test/harness.ts';
import { cartExtraPoints } from './cart-service.ts';

let t: TestContext;
let buyer: string;
let buyer2: string;

beforeAll(async () => {
  t = await createTestContext();
  buyer = await t.signIn('buyer@kontor.test');
  buyer2 = await t.signIn('buyer2@kontor.test');
});
afterAll(() => t?.close());

describe('cart lines', () => {
  it('lists, updates, selects and deletes the buyer’s own lines on the storefront', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 12_50 }, UK: { sale: 10_00 } });
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_BatchCreateNewCartLinesFlow',
        { lines: [{ sku: { id: item.skuId }, skuQty: 2 }] },
        {
          cookie: buyer,
          site: 'UK',
        },
      ),
    );
    const { lines } = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: buyer, site: 'UK' }),
    );
    const line = lines.find((l: { sku: { id: number } }) => l.sku.id === item.skuId);
    expect(line.skuQty).toBe(2);
    expect(line.lineAmt).toEqual({ value: '20.00', currency: 'GBP' });
    expect(line.isSelected).toBe(true);
    const { lines: de } = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: buyer, site: 'DE' }),
    );
    expect(de.find((l: { sku: { id: number } }) => l.sku.id === item.skuId)).toBeUndefined();

    expectOk(
      await t.call(
        'flow',
        'kontor_trade_UpdateCartLineFlow',
        { id: line.id, skuQty: 3, isSelected: false },
        { cookie: buyer },
      ),
    );
    const { lines: after } = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: buyer, site: 'UK' }),
    );
    const changed = after.find((l: { id: number }) => l.id === line.id);
    expect([changed.skuQty, changed.isSelected]).toEqual([3, false]);

    expectOk(
      await t.call(
        'flow',
        'kontor_trade_SelectAllCartLinesFlow',
        { isSelected: true },
        { cookie: buyer, site: 'UK' },
      ),
    );
    expectFailure(
      await t.call('flow', 'kontor_trade_UpdateCartLineFlow', { id: line.id, skuQty: 1 }, { cookie: buyer2 }),
      404,
      'NOT_FOUND',
    );
    expect(
      expectOk(
        await t.call('flow', 'kontor_trade_DeleteCartLinesFlow', { ids: [line.id] }, { cookie: buyer2 }),
      ).deleted,
    ).toBe(0);
    expect(
      expectOk(
        await t.call('flow', 'kontor_trade_DeleteCartLinesFlow', { ids: [line.id] }, { cookie: buyer }),
      ).deleted,
    ).toBe(1);
  });

  it('refuses an update that changes nothing or a bad quantity', async () => {
    const none = expectFailure(
      await t.call('flow', 'kontor_trade_UpdateCartLineFlow', { id: 1 }, { cookie: buyer }),
      400,
      'INVALID_DATA',
    );
    expect(none.fields!.map((f) => f.path)).toEqual(['skuQty']);
    expectFailure(
      await t.call('flow', 'kontor_trade_UpdateCartLineFlow', { id: 1, skuQty: 0 }, { cookie: buyer }),
      400,
      'INVALID_DATA',
    );
  });

  it('answers the footer summary of the selected lines: tax, origin, total, insurance, points', async () => {
    // A fresh guest cart: one reduced line (2 × 100.00, list 125.00) and one line at list price.
    const reduced = await createTestItem(t.db, { UK: { sale: 100_00, original: 125_00 } });
    const plain = await createTestItem(t.db, { UK: { sale: 19_99 } });
    const guest = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_BatchCreateNewCartLinesFlow',
        [
          { sku: { id: reduced.skuId }, skuQty: 2 },
          { sku: { id: plain.skuId }, skuQty: 1 },
        ],
        { cookie: guest, site: 'UK' },
      ),
    );
    const view = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: guest, site: 'UK' }),
    );
    expect(view.lines).toHaveLength(2);
    // 219.99 incl. 20 % VAT: 36.665 → 36.67; origin 250.00 + 19.99; 1 point per 10 € (£0.86 = 1 €).
    expect(view).toMatchObject({
      totalAmt: { value: '219.99', currency: 'GBP' },
      originAmt: { value: '269.99', currency: 'GBP' },
      insuranceTotalAmt: { value: '0.00', currency: 'GBP' },
      taxAmt: { value: '36.67', currency: 'GBP' },
      expectPoints: 26, // 25.58 rounded up to a whole point (spec §3)
      selectedQty: 3,
    });
    // Each line says when it would arrive (the test item's default estimate: 7 days).
    const in7 = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(view.lines.map((l: { expectDate: string }) => l.expectDate)).toEqual([in7, in7]);

    // Only selected lines count; with nothing selected the quantity is 0 and everything is zero.
    const reducedLine = view.lines.find((l: { sku: { id: number } }) => l.sku.id === reduced.skuId);
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_UpdateCartLineFlow',
        { id: reducedLine.id, isSelected: false },
        { cookie: guest },
      ),
    );
    const one = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: guest, site: 'UK' }),
    );
    expect([one.totalAmt.value, one.originAmt.value, one.selectedQty]).toEqual(['19.99', '19.99', 1]);
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_SelectAllCartLinesFlow',
        { isSelected: false },
        { cookie: guest, site: 'UK' },
      ),
    );
    const none = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: guest, site: 'UK' }),
    );
    expect([none.totalAmt.value, none.taxAmt.value, none.selectedQty, none.expectPoints]).toEqual([
      '0.00',
      '0.00',
      0,
      0,
    ]);
  });

  it('expectPoints counts the member level’s extra points, as checkout does (a guest has none)', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 100_00 } });
    const other = await t.signIn('buyer@kontor.test');
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_SelectAllCartLinesFlow',
        { isSelected: false },
        { cookie: other, site: 'DE' },
      ),
    );
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_BatchCreateNewCartLinesFlow',
        [{ sku: { id: item.skuId }, skuQty: 1 }],
        {
          cookie: other,
          site: 'DE',
        },
      ),
    );
    const anna = (await t.db.one<{ id: number }>(
      "SELECT id FROM app_user WHERE email = 'buyer@kontor.test'",
    ))!.id;
    const extra = await cartExtraPoints(t.db, anna);
    expect(extra).toBeGreaterThan(0);
    const view = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: other, site: 'DE' }),
    );
    const selected = view.lines.filter((l: { isSelected: boolean }) => l.isSelected);
    expect(selected).toHaveLength(1);
    // 100 € earn 10 points, plus the level's (and a paid membership's) extra percent, rounded up.
    expect(view.extraPointsPercent).toBe(extra);
    expect(view.expectPoints).toBe(earnedPoints(100_00, 'DE', extra));
    expect(view.expectPoints).toBeGreaterThan(10);
  });
});
