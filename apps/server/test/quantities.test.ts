import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem, createTestOrder, type TestItem } from './fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext, userId } from './harness.ts';

// Issue 9, "Quantities ignore the unit" and "Cart line over 999": every quantity is whole for piece
// items and a multiple of adjustStep for weight items; a cart line never passes 999, also when adds
// race each other. The demo buyer's storefront is DE, so the messages are German (decimal comma).

const ADD = 'kontor_trade_BatchCreateNewCartLinesFlow';
const UPDATE = 'kontor_trade_UpdateCartLineFlow';

let t: TestContext;
let piece: TestItem;
let weight: TestItem;
let buyer: string;
let buyerId: number;

beforeAll(async () => {
  t = await createTestContext();
  piece = await createTestItem(t.db, { DE: { sale: 1000 } });
  weight = await createTestItem(t.db, { DE: { sale: 400 } });
  await t.db.query(
    `UPDATE sku SET adjust_step = 0.5, business_type_dict = 'WEIGHT', unit_name = 'kg' WHERE id = $1`,
    [weight.skuId],
  );
  buyer = await t.signIn('buyer@kontor.test');
  buyerId = await userId(t.db, 'buyer@kontor.test');
});
afterAll(() => t?.close());

const add = (skuId: number, skuQty: number, cookie = buyer) =>
  t.call('flow', ADD, [{ sku: { id: skuId }, skuQty }], { cookie, site: 'DE' });
const lineOf = async (skuId: number, user = buyerId) =>
  t.db.one<{ id: number; qty: string }>(
    `SELECT id, qty::text FROM cart_line WHERE user_id = $1 AND sku_id = $2 AND site = 'DE'`,
    [user, skuId],
  );

describe('cart quantities follow the unit', () => {
  it('refuses half a piece and a weight off its step, with the field message', async () => {
    const half = expectFailure(await add(piece.skuId, 0.5), 400, 'INVALID_DATA');
    expect(half.fields).toEqual([
      { path: '0.skuQty', message: 'Geben Sie für diesen Artikel eine ganze Zahl ein' },
    ]);
    const off = expectFailure(await add(weight.skuId, 1.25), 400, 'INVALID_DATA');
    expect(off.fields).toEqual([
      { path: '0.skuQty', message: 'Geben Sie für diesen Artikel eine Menge in Schritten von 0,5 ein' },
    ]);
    expect(await lineOf(piece.skuId)).toBeUndefined();
    expect(await lineOf(weight.skuId)).toBeUndefined();
  });

  it('takes whole pieces and weight in steps; an update keeps to the unit too', async () => {
    expectOk(await add(piece.skuId, 2));
    expectOk(await add(weight.skuId, 1.5));
    const line = (await lineOf(weight.skuId))!;
    expect(Number(line.qty)).toBe(1.5);
    const bad = await t.call('flow', UPDATE, { id: line.id, skuQty: 1.2 }, { cookie: buyer, site: 'DE' });
    expect(expectFailure(bad, 400, 'INVALID_DATA').fields?.[0]?.path).toBe('skuQty');
    expectOk(await t.call('flow', UPDATE, { id: line.id, skuQty: 2.5 }, { cookie: buyer, site: 'DE' }));
    expect(Number((await lineOf(weight.skuId))!.qty)).toBe(2.5);
    const pieceLine = (await lineOf(piece.skuId))!;
    expectFailure(
      await t.call('flow', UPDATE, { id: pieceLine.id, skuQty: 1.5 }, { cookie: buyer, site: 'DE' }),
      400,
      'INVALID_DATA',
    );
    expect(Number((await lineOf(piece.skuId))!.qty)).toBe(2);
  });
});

describe('a cart line never passes 999', () => {
  it('refuses the add that would, naming the maximum, and keeps the line (600 + 600)', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 100 } });
    expectOk(await add(item.skuId, 600));
    const res = await add(item.skuId, 600);
    const error = expectFailure(res, 400, 'INVALID_DATA');
    expect(error.message).toContain('999');
    expect(error.fields).toEqual([
      { path: '0.skuQty', message: 'Von einem Artikel passen höchstens 999 in den Warenkorb' },
    ]);
    expect(Number((await lineOf(item.skuId))!.qty)).toBe(600);
    expectOk(await add(item.skuId, 399));
    expect(Number((await lineOf(item.skuId))!.qty)).toBe(999);
    expectFailure(await add(item.skuId, 1), 400, 'INVALID_DATA');
  });

  it('refuses the same sku twice in one batch above the maximum, and the batch as a whole', async () => {
    const a = await createTestItem(t.db, { DE: { sale: 100 } });
    const b = await createTestItem(t.db, { DE: { sale: 100 } });
    const res = await t.call(
      'flow',
      ADD,
      [
        { sku: { id: b.skuId }, skuQty: 1 },
        { sku: { id: a.skuId }, skuQty: 600 },
        { sku: { id: a.skuId }, skuQty: 600 },
      ],
      { cookie: buyer, site: 'DE' },
    );
    expect(expectFailure(res, 400, 'INVALID_DATA').fields?.map((f) => f.path)).toEqual([
      '1.skuQty',
      '2.skuQty',
    ]);
    expect(await lineOf(a.skuId)).toBeUndefined();
    expect(await lineOf(b.skuId)).toBeUndefined();
  });

  it('holds under parallel adds: the line ends at most 999 and every refused add says so', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 100 } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(item.skuId, 300)));
    const ok = answers.filter((r) => r.statusCode === 200).length;
    for (const r of answers) if (r.statusCode !== 200) expectFailure(r, 400, 'INVALID_DATA');
    expect(ok).toBe(3);
    expect(Number((await lineOf(item.skuId))!.qty)).toBe(900);
  });

  it('refuses an update above 999', async () => {
    const line = (await lineOf(piece.skuId))!;
    expectFailure(
      await t.call('flow', UPDATE, { id: line.id, skuQty: 1000 }, { cookie: buyer, site: 'DE' }),
      400,
      'INVALID_DATA',
    );
  });
});

describe('seller shipping follows the unit', () => {
  it('refuses half a piece and a weight off its step; ships a weight on its step', async () => {
    const order = await createTestOrder(t.db, { status: 'UN_DELIVERY' });
    const seller = await t.signIn(order.sellerEmail);
    const carrierId = (await t.db.one<{ id: number }>('SELECT id FROM carrier ORDER BY id LIMIT 1'))!.id;
    const ship = (qty: number, trackingNumber: string) =>
      t.call(
        'flow',
        'seller_ShipOrderFlow',
        { orderId: order.id, lines: [{ orderLineId: order.lineIds[0], qty }], carrierId, trackingNumber },
        { cookie: seller },
      );
    const packages = async () =>
      (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM package WHERE order_id = $1', [
        order.id,
      ]))!.n;
    const before = await packages();
    const half = expectFailure(await ship(0.5, 'HALF1'), 400, 'INVALID_DATA');
    expect(half.fields).toEqual([
      { path: 'lines.0.qty', message: 'Geben Sie für diesen Artikel eine ganze Zahl ein' },
    ]);
    // The same line sold by weight, 2 kg in steps of 0.5.
    await t.db.query(`UPDATE trade_order_line SET adjust_step = 0.5, trade_qty = 2 WHERE id = $1`, [
      order.lineIds[0],
    ]);
    const off = expectFailure(await ship(0.25, 'OFF1'), 400, 'INVALID_DATA');
    expect(off.fields).toEqual([
      { path: 'lines.0.qty', message: 'Geben Sie für diesen Artikel eine Menge in Schritten von 0,5 ein' },
    ]);
    expect(await packages()).toBe(before);
    expectOk(await ship(1.5, 'ONSTEP1'));
    expect(await packages()).toBe(before + 1);
  });
});
