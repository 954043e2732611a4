import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';

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
    const lines = expectOk(
      await t.call('flow', 'kontor_trade_QueryCartLinesFlow', {}, { cookie: buyer, site: 'UK' }),
    );
    const line = lines.find((l: { sku: { id: number } }) => l.sku.id === item.skuId);
    expect(line.skuQty).toBe(2);
    expect(line.lineAmt).toEqual({ value: '20.00', currency: 'GBP' });
    expect(line.isSelected).toBe(true);
    const de = expectOk(
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
    const after = expectOk(
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
});
