import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeUnpaidPastDeadline } from '../src/features/orders/orders-sweeps.ts';
import { createTestItem, createTestOrder } from './fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from './harness.ts';

// The coupon ledger, the discount code at checkout and the prize draw (decision 057), over HTTP on
// the real database and the sandbox PSP.

const PAGE = 'kontor_misc_PageMyCouponsFlow';
const REVEAL = 'kontor_misc_RevealCouponPasswordFlow';
const APPLY = 'kontor_trade_ApplyDiscountCodeFlow';
const REMOVE = 'kontor_trade_RemoveDiscountCodeFlow';
const DISCOUNT = 'kontor_trade_QueryContractDiscountFlow';
const CONTENT = 'kontor_misc_DrawPrizeContentFlow';
const DRAW = 'kontor_misc_DrawPrizeFlow';
const WINNINGS = 'kontor_misc_QueryWinningPrizesFlow';

let t: TestContext;
let anna: string;
let ben: string;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
});
afterAll(() => t?.close());

const call = (name: string, payload: unknown, cookie: string, site = 'DE') =>
  t.call('flow', name, payload, { cookie, site, headers: { 'accept-language': 'en' } });

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** A contract of Anna's on the German storefront for one item of `sale` euro cents. */
async function contract(cookie: string, sale: number, site = 'DE') {
  const item = await createTestItem(t.db, { [site]: { sale } } as never);
  expectOk(
    await t.call(
      'flow',
      'kontor_trade_BatchCreateNewCartLinesFlow',
      [{ sku: { id: item.skuId }, skuQty: 1 }],
      {
        cookie,
        site,
      },
    ),
  );
  const line = (await t.db.one<{ id: number }>('SELECT id FROM cart_line WHERE sku_id = $1', [item.skuId]))!;
  const c = expectOk(
    await call(
      'kontor_trade_CreateTradeContractFlow',
      {
        cartLineIds: [line.id],
        selectedAddress: {
          firstName: 'Anna',
          lastName: 'Schmidt',
          country: site === 'SE' ? 'SE' : 'DE',
          city: 'Town',
        },
      },
      cookie,
      site,
    ),
  );
  return c.id as number;
}

async function newCoupon(userEmail: string, code: string, discount = 500, min = 1000, site = 'DE') {
  const currency = site === 'SE' ? 'SEK' : 'EUR';
  await t.db.query(
    `INSERT INTO buyer_coupon (user_id, kind, name_key, coupon_code, site, currency, discount_minor, min_amount_minor,
            valid_from, valid_until, source_key)
     SELECT id, 'DISCOUNT', 'coupons.names.welcome', $2, $3, $4, $5, $6, now() - interval '1 day', now() + interval '1 day', $2
       FROM app_user WHERE email = $1`,
    [userEmail, code, site, currency, discount, min],
  );
}

const couponState = async (code: string) =>
  (await t.db.one<{ used_status: string; reserved_contract_id: number | null }>(
    'SELECT used_status, reserved_contract_id FROM buyer_coupon WHERE coupon_code = $1',
    [code],
  ))!;

describe('the coupon ledger', () => {
  it('tabs unused and used hold the ledger coupons and the order voucher codes; passwords only by reveal', async () => {
    const unused = expectOk(await call(PAGE, { usedStatus: 'NOT_USED' }, anna));
    const used = expectOk(await call(PAGE, { usedStatus: 'USED', page: { no: 1, size: 100 } }, anna));
    const codes = unused.data.map((c: { couponCode: string }) => c.couponCode);
    expect(codes).toEqual(expect.arrayContaining(['KONTOR-WELCOME5', 'KVC-ASMB-7Q4M-2026']));
    expect(used.data.map((c: { couponCode: string }) => c.couponCode)).toContain('KONTOR-SPRING10');
    expect(unused.unusedCount).toBe(unused.total);
    expect(used.usedCount).toBe(used.total);
    // Order voucher codes (gift cards) are in the ledger too, the same rows the order's dialog shows.
    expect([...unused.data, ...used.data].some((c: { source: string }) => c.source === 'ORDER_CODE')).toBe(
      true,
    );
    expect(JSON.stringify(unused)).not.toContain('418207');
    const voucher = unused.data.find((c: { couponCode: string }) => c.couponCode === 'KVC-ASMB-7Q4M-2026');
    expect(voucher.hasPassword).toBe(true);
    expect(expectOk(await call(REVEAL, { id: voucher.id, source: 'COUPON' }, anna))).toEqual({
      couponsPassword: '418207',
    });
    // Ben's own list holds none of Anna's.
    const bens = expectOk(await call(PAGE, {}, ben));
    expect(bens.data.map((c: { couponCode: string }) => c.couponCode)).not.toContain('KONTOR-WELCOME5');
  });

  it('another buyer’s coupon or code answers 404 like an unknown one', async () => {
    const voucher = (await t.db.one<{ id: number }>(
      "SELECT id FROM buyer_coupon WHERE coupon_code = 'KVC-ASMB-7Q4M-2026'",
    ))!;
    const orderCode = (await t.db.one<{ id: number }>(
      `SELECT k.id FROM coupon_code k JOIN trade_order o ON o.id = k.order_id JOIN app_user u ON u.id = o.buyer_id
        WHERE u.email = 'buyer@kontor.test' LIMIT 1`,
    ))!;
    const foreign = await call(REVEAL, { id: voucher.id, source: 'COUPON' }, ben);
    const unknown = await call(REVEAL, { id: 987_654_321, source: 'COUPON' }, ben);
    expectFailure(foreign, 404, 'NOT_FOUND');
    expect(foreign.payload).toBe(unknown.payload);
    expectFailure(await call(REVEAL, { id: orderCode.id, source: 'ORDER_CODE' }, ben), 404, 'NOT_FOUND');
  });

  it('bad input answers 400 with its fields and changes nothing', async () => {
    const r = await call(REVEAL, { id: -1, source: 'NOPE' }, anna);
    expectFailure(r, 400, 'INVALID_DATA');
    expect(r.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['id', 'source']);
    const id = await contract(anna, 3000);
    for (const [couponCode, message] of [
      ['', 'Enter a discount code.'],
      ['no way!', 'A discount code has letters, digits and dashes only.'],
    ] as const) {
      const bad = await call(APPLY, { id, couponCode }, anna);
      expectFailure(bad, 400, 'INVALID_DATA');
      expect(bad.body.error.fields).toEqual([{ path: 'couponCode', message }]);
    }
    expectFailure(await call(PAGE, { usedStatus: 'MAYBE' }, anna), 400, 'INVALID_DATA');
    expectFailure(await call(DRAW, { orderId: 'x' }, anna), 400, 'INVALID_DATA');
  });
});

describe('the discount code at checkout', () => {
  it('applies to the contract totals, is used once when paid, and the order shows the coupon', async () => {
    await newCoupon('buyer@kontor.test', 'TEST-PAY-ONCE', 500, 1000);
    const id = await contract(anna, 3000);
    // Typed in lower case with spaces: the same code.
    const applied = expectOk(await call(APPLY, { id, couponCode: '  test-pay-once ' }, anna));
    expect(applied).toEqual({ couponCode: 'TEST-PAY-ONCE', discountAmt: { value: '5.00', currency: 'EUR' } });
    const detail = expectOk(
      await t.call('func', 'trade_QueryAndValidateTradeContractDetailByIdFunc', { id }, { cookie: anna }),
    );
    // 30.00 and 4.90 standard shipping (decision 066), 5.00 off.
    expect(detail.needPayAmt.value).toBe('29.90');
    expect(detail.tradeOrderList[0].needPayAmt.value).toBe('29.90');
    expect(expectOk(await call(DISCOUNT, { id }, anna))).toEqual(applied);
    expect((await couponState('TEST-PAY-ONCE')).used_status).toBe('NOT_USED');

    const psp = t.app.providers.payments.sandboxPsp;
    const pay = expectOk(
      await t.call(
        'flow',
        'trade_FirstPayFlow',
        { payChannel: 'CARD', contractId: id },
        { cookie: anna, site: 'DE' },
      ),
    );
    expect(pay.redirectInfo).toBeTruthy();
    // With a payment under way the code stays as it is.
    expectFailure(await call(REMOVE, { id }, anna), 409, 'CONFLICT');
    const tok = await psp.tokenize({ number: '4242424242424242', expiry, cvc: '123' });
    await psp.confirmPayment(pay.redirectInfo.clientSecret, tok.token);
    const r = expectOk(
      await t.call(
        'flow',
        'pay_FindPayAndChannelResultFlow',
        { paymentRecordId: pay.paymentRecordId },
        { cookie: anna },
      ),
    );
    expect(r).toMatchObject({ status: 'SUCCESS', amount: { value: '29.90' } });
    expect((await couponState('TEST-PAY-ONCE')).used_status).toBe('USED');
    // Polled again: still used once, and a new contract cannot take it.
    expectOk(
      await t.call(
        'flow',
        'pay_FindPayAndChannelResultFlow',
        { paymentRecordId: pay.paymentRecordId },
        { cookie: anna },
      ),
    );
    const again = await call(APPLY, { id: await contract(anna, 3000), couponCode: 'TEST-PAY-ONCE' }, anna);
    expectFailure(again, 400, 'INVALID_DATA');
    expect(again.body.error.fields).toEqual([
      { path: 'couponCode', message: 'This code has already been used.' },
    ]);
    const order = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: detail.tradeOrderList[0].id },
        { cookie: anna },
      ),
    );
    expect(order.orderDiscountAmt.value).toBe('5.00');
    expect(order.paidAmt.value).toBe('29.90');
  });

  it('the same code applied twice in parallel: one success, the other is told the code is in use', async () => {
    await newCoupon('buyer@kontor.test', 'TEST-PARALLEL', 500, 1000);
    const a = await contract(anna, 3000);
    const b = await contract(anna, 3000);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => call(APPLY, { id: a, couponCode: 'TEST-PARALLEL' }, anna)),
      ...Array.from({ length: 5 }, () => call(APPLY, { id: b, couponCode: 'TEST-PARALLEL' }, anna)),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectFailure(r, 400, 'INVALID_DATA');
    const totals = await t.db.query<{ need_pay_minor: string }>(
      'SELECT need_pay_minor FROM trade_contract WHERE id = ANY($1::bigint[]) ORDER BY need_pay_minor',
      [[a, b]],
    );
    // 30.00 and 4.90 shipping each; one of them 5.00 off.
    expect(totals.map((x) => Number(x.need_pay_minor))).toEqual([2990, 3490]);
  });

  it('refuses unknown, other buyers’, expired, too small and other-currency codes with a field message', async () => {
    await newCoupon('buyer@kontor.test', 'TEST-MIN-50', 500, 5000);
    await newCoupon('buyer@kontor.test', 'TEST-SEK', 5000, 1000, 'SE');
    const id = await contract(anna, 3000);
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', 'This code is not valid.'],
      ['KONTOR-BEN5', 'This code is not valid.'],
      ['KONTOR-SUMMER10', 'This code has expired.'],
      ['TEST-MIN-50', 'The order does not reach the minimum amount of this code.'],
      ['TEST-SEK', 'This code is for another storefront.'],
    ];
    for (const [couponCode, message] of cases) {
      const r = await call(APPLY, { id, couponCode }, anna);
      expectFailure(r, 400, 'INVALID_DATA');
      expect(r.body.error.fields, couponCode).toEqual([{ path: 'couponCode', message }]);
    }
    // Another buyer's contract is unknown.
    expectFailure(await call(APPLY, { id, couponCode: 'KONTOR-BEN5' }, ben), 404, 'NOT_FOUND');
    expectFailure(await call(DISCOUNT, { id }, ben), 404, 'NOT_FOUND');
  });

  it('removing gives the totals back; a contract that closes unpaid frees its code', async () => {
    await newCoupon('buyer@kontor.test', 'TEST-RELEASE', 700, 1000);
    const a = await contract(anna, 3000);
    expectOk(await call(APPLY, { id: a, couponCode: 'TEST-RELEASE' }, anna));
    expect(expectOk(await call(REMOVE, { id: a }, anna))).toBeNull();
    const c = (await t.db.one<{
      need_pay_minor: string;
      activity_list: unknown[];
      order_discount_minor: string;
    }>('SELECT need_pay_minor, activity_list, order_discount_minor FROM trade_order WHERE contract_id = $1', [
      a,
    ]))!;
    expect([Number(c.need_pay_minor), Number(c.order_discount_minor), c.activity_list]).toEqual([
      3490,
      0,
      [],
    ]);
    expectOk(await call(APPLY, { id: a, couponCode: 'TEST-RELEASE' }, anna));
    const b = await contract(anna, 3000);
    const held = await call(APPLY, { id: b, couponCode: 'TEST-RELEASE' }, anna);
    expect(held.body.error.fields[0].message).toBe(
      'This code is applied to another order waiting for payment.',
    );
    await t.db.query(
      "UPDATE trade_order SET pay_deadline_at = now() - interval '1 minute' WHERE contract_id = $1",
      [a],
    );
    await t.db.tx((q) => closeUnpaidPastDeadline(q));
    expectOk(await call(APPLY, { id: b, couponCode: 'TEST-RELEASE' }, anna));
    expect(await couponState('TEST-RELEASE')).toMatchObject({
      used_status: 'NOT_USED',
      reserved_contract_id: b,
    });
  });
});

describe('the prize draw', () => {
  it('a paid order gives one draw; the prize is credited; another buyer’s order is 404', async () => {
    const order = await createTestOrder(t.db, { status: 'UN_DELIVERY', daysAgo: 1 });
    const content = expectOk(await call(CONTENT, {}, anna));
    expect(content.prizes.length).toBeGreaterThan(1);
    expect(content.eligibleOrders.map((o: { orderId: number }) => o.orderId)).toContain(order.id);
    expectFailure(await call(DRAW, { orderId: order.id }, ben), 404, 'NOT_FOUND');
    const r = expectOk(await call(DRAW, { orderId: order.id }, anna));
    expect(r.orderId).toBe(order.id);
    if (r.prize?.kind === 'POINTS') {
      const p = await t.db.one('SELECT points FROM points_ledger WHERE reason = $1 AND source_key = $2', [
        'PRIZE',
        `prize:${r.drawId}`,
      ]);
      expect(p).toEqual({ points: r.prize.points });
    }
    if (r.prize?.kind === 'COUPON') {
      const unused = expectOk(await call(PAGE, { page: { no: 1, size: 100 } }, anna));
      expect(unused.data.map((c: { couponCode: string }) => c.couponCode)).toContain(r.couponCode);
    }
    const second = await call(DRAW, { orderId: order.id }, anna);
    expectFailure(second, 409, 'CONFLICT');
    expect(second.body.error.message).toBe('You have already drawn for this order.');
    const won = expectOk(await call(WINNINGS, {}, anna));
    expect(won[0]).toMatchObject({ drawId: r.drawId, orderId: order.id });
    // An unpaid order gives no draw.
    const unpaid = await createTestOrder(t.db, { status: 'PENDING_PAY' });
    expectFailure(await call(DRAW, { orderId: unpaid.id }, anna), 409, 'CONFLICT');
  });

  it('20 parallel draws on the last prize: one winner', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push(await createTestOrder(t.db, { status: 'UN_DELIVERY', daysAgo: 1 }));
    const last = (await t.db.one<{ id: number }>(
      "SELECT id FROM prize WHERE kind = 'COUPON' ORDER BY id DESC LIMIT 1",
    ))!;
    await t.db.query('UPDATE prize SET weight = CASE WHEN id = $1 THEN 1 ELSE 0 END', [last.id]);
    await t.db.query('UPDATE prize SET stock = 1 WHERE id = $1', [last.id]);
    const answers = await Promise.all(orders.map((o) => call(DRAW, { orderId: o.id }, anna)));
    const results = answers.map((r) => expectOk(r));
    expect(results.filter((r) => r.won)).toHaveLength(1);
    expect(await t.db.one('SELECT stock FROM prize WHERE id = $1', [last.id])).toEqual({ stock: 0 });
    expect(
      await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM prize_draw WHERE prize_id = $1', [
        last.id,
      ]),
    ).toEqual({ n: 1 });
    // 20 parallel draws of one order: one draw.
    const one = await createTestOrder(t.db, { status: 'UN_DELIVERY', daysAgo: 1 });
    const same = await Promise.all(Array.from({ length: 20 }, () => call(DRAW, { orderId: one.id }, anna)));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of same.filter((x) => x.statusCode !== 200)) expectFailure(r, 409, 'CONFLICT');
  });
});
