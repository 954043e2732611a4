import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantReward, memberAccount } from '../src/features/members/members-service.ts';
import { closeUnpaidPastDeadline } from '../src/features/orders/orders-sweeps.ts';
import type { SandboxPsp } from '../src/providers/payments/sandbox/sandbox-psp.ts';
import { createTestItem, type TestItem } from './fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext, userId } from './harness.ts';

// The checkout's points discount (issues 14 and 16, decision 050) over HTTP on the real database
// and the sandbox PSP: the choice on the contract, the amounts per storefront currency, the
// redemption at the first payment start (once, under the contract's lock), the points coming back
// when an unpaid order closes and in proportion when a paid one is refunded.

process.env.SANDBOX_REFUND_DELAY_MS = '0';

let t: TestContext;
let psp: SandboxPsp;
let anna: string;
let ben: string;
let annaId: number;
let benId: number;

beforeAll(async () => {
  t = await createTestContext();
  psp = t.app.providers.payments.sandboxPsp;
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
  annaId = await userId(t.db, 'buyer@kontor.test');
  benId = await userId(t.db, 'buyer2@kontor.test');
  // Enough points for every test of Anna's (a task reward of its own source).
  await t.db.tx((q) =>
    grantReward(q, {
      userId: annaId,
      reason: 'TASK',
      sourceKey: 'task:checkout-points-test',
      points: 5000,
      growthValue: 0,
      site: 'DE',
    }),
  );
});
afterAll(() => t?.close());

const APPLY = 'kontor_trade_ApplyTradeContractPointsFlow';
const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const SHIP_TO: Record<string, string> = { DE: 'DE', SE: 'SE', PL: 'PL', UK: 'GB' };
type Site = 'DE' | 'SE' | 'PL' | 'UK';

const balance = async (id: number) => (await memberAccount(t.db, id)).pointBalance;

async function addToCart(cookie: string, site: Site, item: TestItem, qty = 1) {
  expectOk(
    await t.call(
      'flow',
      'kontor_trade_BatchCreateNewCartLinesFlow',
      [{ sku: { id: item.skuId }, skuQty: qty }],
      {
        cookie,
        site,
      },
    ),
  );
  const row = await t.db.one<{ id: number }>(
    'SELECT id FROM cart_line WHERE sku_id = $1 ORDER BY id DESC LIMIT 1',
    [item.skuId],
  );
  return row!.id;
}

/** A contract of the buyer's for one item per given sale price (one shop, so one order, each). */
async function contractFor(cookie: string, site: Site, sales: number[], qty = 1): Promise<number> {
  const lines: number[] = [];
  for (const sale of sales)
    lines.push(await addToCart(cookie, site, await createTestItem(t.db, { [site]: { sale } }), qty));
  const res = await t.call(
    'flow',
    'kontor_trade_CreateTradeContractFlow',
    {
      cartLineIds: lines,
      selectedAddress: { firstName: 'Anna', lastName: 'Schmidt', country: SHIP_TO[site], city: 'Town' },
    },
    { cookie, site },
  );
  return expectOk(res).id as number;
}

const detail = async (cookie: string, id: number) =>
  expectOk(await t.call('func', 'trade_QueryAndValidateTradeContractDetailByIdFunc', { id }, { cookie }));
const apply = (cookie: string, payload: unknown) => t.call('flow', APPLY, payload, { cookie });
const firstPay = (cookie: string, site: Site, contractId: number) =>
  t.call('flow', 'trade_FirstPayFlow', { payChannel: 'CARD', contractId }, { cookie, site });

async function payCard(clientSecret: string) {
  const tok = await psp.tokenize({ number: '4242424242424242', expiry, cvc: '123' });
  await psp.confirmPayment(clientSecret, tok.token);
}

const ledger = (userIdOf: number, reason: string, sourceKey: string) =>
  t.db.query<{ points: number }>(
    'SELECT points FROM points_ledger WHERE user_id = $1 AND reason = $2 AND source_key = $3',
    [userIdOf, reason, sourceKey],
  );

describe('choosing points at checkout', () => {
  it('shows balance, minimum, step and rate; the choice lowers the totals; bad choices are 400 with fields', async () => {
    const id = await contractFor(anna, 'DE', [5000]);
    const before = await detail(anna, id);
    const have = await balance(annaId);
    expect(before.pointsDiscount).toEqual({
      pointBalance: have,
      minDiscountablePoint: 20,
      discountStep: 10,
      exchangeRate: { value: '0.10', currency: 'EUR' },
      // At most half of 54.90 € (50.00 and 4.90 shipping, decision 066) at 0.10 € a point.
      discountablePoint: 270,
      discountPoint: 0,
      discountAmount: { value: '0.00', currency: 'EUR' },
      usable: true,
      locked: false,
    });

    for (const [payload, path] of [
      [{ id, discountPoint: 15 }, 'discountPoint'], // not a multiple of the step
      [{ id, discountPoint: 10 }, 'discountPoint'], // below the minimum
      [{ id, discountPoint: 280 }, 'discountPoint'], // more than the order allows
      [{ id, discountPoint: -10 }, 'discountPoint'],
      [{ id, discountPoint: 'many' }, 'discountPoint'],
      [{ id, discountPoint: 20.5 }, 'discountPoint'],
      [{ discountPoint: 20 }, 'id'],
    ] as const) {
      const res = expectFailure(await apply(anna, payload), 400, 'INVALID_DATA');
      expect((res.fields ?? []).map((f: { path: string }) => f.path)).toContain(path);
    }
    expect((await detail(anna, id)).needPayAmt.value).toBe('54.90');
    // Another buyer's contract is unknown, like a made-up one.
    const foreign = await apply(ben, { id, discountPoint: 20 });
    expectFailure(foreign, 404, 'NOT_FOUND');
    expect(foreign.payload).toBe((await apply(ben, { id: 987_654_321, discountPoint: 20 })).payload);

    const applied = expectOk(await apply(anna, { id, discountPoint: 250 }));
    expect(applied).toMatchObject({
      discountPoint: 250,
      discountAmount: { value: '25.00', currency: 'EUR' },
    });
    const after = await detail(anna, id);
    expect(after.needPayAmt).toEqual({ value: '29.90', currency: 'EUR' });
    expect(after.totalAmt.value).toBe('29.90');
    expect(after.tradeOrderList[0].pointDiscountAmount.value).toBe('25.00');
    expect(after.tradeOrderList[0].needPayAmt.value).toBe('29.90');
    expect(after.tradeOrderList[0].tradeOrderLineList[0].needPaySkuAmt.value).toBe('25.00');
    expect(after.paymentOrderList[0].amount.value).toBe('29.90');
    // Choosing nothing restores the amounts; the balance is untouched until paying starts.
    expectOk(await apply(anna, { id, discountPoint: 0 }));
    expect((await detail(anna, id)).needPayAmt.value).toBe('54.90');
    expect(await balance(annaId)).toBe(have);
  });

  it('counts in each storefront currency (EUR, SEK, PLN, GBP) and spreads over a group’s orders', async () => {
    const cases: [Site, number, number, string, string][] = [
      // site, price (minor), points chosen, discount, due — on the goods and the standard shipping
      // of each currency (59 kr, 21.90 zł, 4.29 £, 4.90 €; decision 066)
      ['SE', 100_000, 520, '520.00', '539.00'], // 1 kr a point
      ['PL', 10_000, 120, '60.00', '61.90'], // 0.50 zł a point
      ['UK', 3_000, 170, '17.00', '17.29'], // 0.10 £ a point
      ['DE', 1_999, 120, '12.00', '12.89'],
    ];
    for (const [site, price, points, discount, due] of cases) {
      const id = await contractFor(anna, site, [price]);
      const d = await detail(anna, id);
      expect(d.pointsDiscount.discountablePoint, site).toBe(points);
      const r = expectOk(await apply(anna, { id, discountPoint: points }));
      expect(r.discountAmount.value, site).toBe(discount);
      expect((await detail(anna, id)).needPayAmt.value, site).toBe(due);
    }
    // Two shops: the points are spread in proportion (14.90 € and 34.90 € with shipping: 59 and 141 points).
    const id = await contractFor(anna, 'DE', [1000, 3000]);
    expectOk(await apply(anna, { id, discountPoint: 200 }));
    const d = await detail(anna, id);
    expect(
      d.tradeOrderList.map((o: { pointDiscountAmount: { value: string } }) => o.pointDiscountAmount.value),
    ).toEqual(['5.90', '14.10']);
    expect(d.needPayAmt.value).toBe('29.80');
    const orders = await t.db.query<{ actual_need_pay_points: number }>(
      'SELECT actual_need_pay_points FROM trade_order WHERE contract_id = $1 ORDER BY id',
      [id],
    );
    expect(orders.map((o) => o.actual_need_pay_points)).toEqual([59, 141]);
  });
});

describe('redeeming the points', () => {
  it('takes them once when paying starts; cancelling the paid order gives them all back, once', async () => {
    const id = await contractFor(anna, 'DE', [2500], 2);
    expectOk(await apply(anna, { id, discountPoint: 250 }));
    const have = await balance(annaId);
    const pay = expectOk(await firstPay(anna, 'DE', id));
    expect(await balance(annaId)).toBe(have - 250);
    expect(await ledger(annaId, 'REDEEMED', `contract:${id}`)).toEqual([{ points: -250 }]);
    // The choice is final now.
    expectFailure(await apply(anna, { id, discountPoint: 0 }), 409, 'CONFLICT');
    expect((await detail(anna, id)).pointsDiscount).toMatchObject({ locked: true, discountPoint: 250 });
    await payCard(pay.redirectInfo.clientSecret);
    expect(
      expectOk(
        await t.call(
          'flow',
          'pay_FindPayAndChannelResultFlow',
          { paymentRecordId: pay.paymentRecordId },
          { cookie: anna },
        ),
      ).status,
    ).toBe('SUCCESS');
    const order = (await detail(anna, id)).tradeOrderList[0];
    expect(order).toMatchObject({ displayStatus: 'UN_DELIVERY', paidAmt: { value: '29.90' } });
    expect(await balance(annaId)).toBe(have - 250);

    // Cancelling the paid order refunds all its money (the shipping too), so all its points come back (a partial refund's
    // share: after-sales-points.test.ts).
    const line = order.tradeOrderLineList[0];
    const rev = expectOk(
      await t.call(
        'flow',
        'trade_InitiateReverseTradeOrderForCancelFlow',
        {
          tradeOrder: { id: order.id },
          reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 2 }],
        },
        { cookie: anna },
      ),
    );
    await expect
      .poll(async () => {
        await t.app.sweeps.runRowSweeps();
        return ledger(annaId, 'REFUND_RETURNED', `reverse:${rev.id}`);
      })
      .toEqual([{ points: 250 }]);
    await t.app.sweeps.runRowSweeps();
    expect(await ledger(annaId, 'REFUND_RETURNED', `reverse:${rev.id}`)).toHaveLength(1);
    expect(await balance(annaId)).toBe(have);
    const row = await t.db.one<{
      returned_points: number;
      actual_paid_points: number;
      refunded_minor: number;
    }>(
      'SELECT returned_points, actual_paid_points, refunded_minor::int AS refunded_minor FROM trade_order WHERE id = $1',
      [order.id],
    );
    expect(row).toEqual({ returned_points: 250, actual_paid_points: 250, refunded_minor: 2990 });
  });

  it('an order that closes unpaid gives its points back, once', async () => {
    const id = await contractFor(anna, 'DE', [4000]);
    expectOk(await apply(anna, { id, discountPoint: 200 }));
    const have = await balance(annaId);
    expectOk(await firstPay(anna, 'DE', id));
    expect(await balance(annaId)).toBe(have - 200);
    await t.db.query(
      `UPDATE trade_order SET pay_deadline_at = now() - interval '1 minute' WHERE contract_id = $1`,
      [id],
    );
    await t.db.tx((q) => closeUnpaidPastDeadline(q));
    await t.db.tx((q) => closeUnpaidPastDeadline(q));
    const order = (await detail(anna, id)).tradeOrderList[0];
    expect(order.displayStatus).toBe('CLOSED');
    expect(await ledger(annaId, 'UNPAID_RETURNED', `order:${order.id}`)).toEqual([{ points: 200 }]);
    expect(await balance(annaId)).toBe(have);
  });

  it('an order that closes before paying started returns nothing (nothing was taken)', async () => {
    const id = await contractFor(anna, 'DE', [4000]);
    expectOk(await apply(anna, { id, discountPoint: 100 }));
    const have = await balance(annaId);
    await t.db.query(
      `UPDATE trade_order SET pay_deadline_at = now() - interval '1 minute' WHERE contract_id = $1`,
      [id],
    );
    await t.db.tx((q) => closeUnpaidPastDeadline(q));
    expect(await balance(annaId)).toBe(have);
    expect(
      await t.db.query("SELECT 1 FROM points_ledger WHERE reason = 'REDEEMED' AND source_key = $1", [
        `contract:${id}`,
      ]),
    ).toHaveLength(0);
  });

  it('20 parallel payment starts of contracts that each use the whole balance: one redemption stands', async () => {
    // Ben's balance rounded up to the step, and four contracts that may each take all of it.
    const start = await balance(benId);
    const top = 100 + ((10 - (start % 10)) % 10);
    await t.db.tx((q) =>
      grantReward(q, {
        userId: benId,
        reason: 'TASK',
        sourceKey: 'task:checkout-points-race',
        points: top,
        growthValue: 0,
        site: 'DE',
      }),
    );
    const whole = await balance(benId);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await contractFor(ben, 'DE', [whole * 20]);
      expectOk(await apply(ben, { id, discountPoint: whole }));
      ids.push(id);
    }
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => firstPay(ben, 'DE', ids[i % 4])));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(await balance(benId)).toBe(0);
    const redeemed = await t.db.query<{ source_key: string; points: number }>(
      `SELECT source_key, points FROM points_ledger WHERE user_id = $1 AND reason = 'REDEEMED' AND source_key = ANY($2::text[])`,
      [benId, ids.map((id) => `contract:${id}`)],
    );
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0].points).toBe(-whole);
    const fixed = await t.db.query<{ id: number }>(
      'SELECT id FROM trade_contract WHERE id = ANY($1::bigint[]) AND points_fixed_at IS NOT NULL',
      [ids],
    );
    expect(fixed.map((r) => `contract:${r.id}`)).toEqual([redeemed[0].source_key]);
    // The losers' calls answered 409 with the points message; their contracts are unchanged.
    const losers = answers.filter((_a, i) => `contract:${ids[i % 4]}` !== redeemed[0].source_key);
    for (const a of losers) expect(a.body.error.key).toBe('members.errors.notEnoughPoints');
  });
});
