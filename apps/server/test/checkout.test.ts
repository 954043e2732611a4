import { earnedPoints, extraPointsPercent, levelOf, SHIPPING_RATES } from '@kontor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount } from '../src/features/members/members-service.ts';
import { closeUnpaidPastDeadline } from '../src/features/orders/orders-sweeps.ts';
import { WEBHOOK_JOB } from '../src/features/payments/payments-service.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxPsp } from '../src/providers/payments/sandbox/sandbox-psp.ts';
import { createTestItem, type TestItem } from './fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  sessionCookie,
  type TestContext,
  userId,
} from './harness.ts';

// Checkout and the pay calls (decision 038) over HTTP on the real database and the sandbox PSP:
// cart → contract (one order per shop, stock reserved), the pay calls, the start decision, pre-sale.

let t: TestContext;
let psp: SandboxPsp;
let anna: string;
let ben: string;

beforeAll(async () => {
  t = await createTestContext();
  psp = t.app.providers.payments.sandboxPsp;
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
});
afterAll(() => t?.close());

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

async function addToCart(cookie: string, site: string, item: TestItem, qty = 1) {
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

/** A country each storefront delivers to, for the address snapshot the contracts get. */
const SHIP_TO: Record<string, string> = { DE: 'DE', SE: 'SE', PL: 'PL', UK: 'GB' };

const checkout = (
  cookie: string,
  site: string,
  cartLineIds: number[],
  addresses: Record<string, unknown> = {
    selectedAddress: { firstName: 'Anna', lastName: 'Schmidt', country: SHIP_TO[site], city: 'Town' },
  },
) =>
  t.call(
    'flow',
    'kontor_trade_CreateTradeContractFlow',
    { cartLineIds, ...addresses },
    { cookie, site, headers: { 'accept-language': 'en' } },
  );

const detail = (cookie: string, id: number) =>
  t.call('func', 'trade_QueryAndValidateTradeContractDetailByIdFunc', { id }, { cookie });

const stockOf = async (skuId: number) =>
  (await t.db.one<{ stock: number }>('SELECT stock FROM sku WHERE id = $1', [skuId]))!.stock;

const firstPay = (cookie: string, site: string, payload: Record<string, unknown>) =>
  t.call('flow', 'trade_FirstPayFlow', { payChannel: 'CARD', ...payload }, { cookie, site });

/** The buyer types the card into the hosted fields, which confirm with the client secret. */
async function payCard(clientSecret: string, card = '4242424242424242') {
  const tok = await psp.tokenize({ number: card, expiry, cvc: '123' });
  await psp.confirmPayment(clientSecret, tok.token);
}

async function contractOf(cookie: string, site: 'DE' | 'SE' | 'PL' | 'UK', sale: number, qty = 1) {
  const item = await createTestItem(t.db, { [site]: { sale } });
  const line = await addToCart(cookie, site, item, qty);
  const id = expectOk(await checkout(cookie, site, [line])).id as number;
  return { item, id };
}

describe('checkout: cart lines become a contract', () => {
  it('one order per shop (a group), stock reserved, the lines leave the cart; another buyer gets 404', async () => {
    const a = await createTestItem(t.db, { DE: { sale: 1999 } });
    const b = await createTestItem(t.db, { DE: { sale: 500 } });
    const lines = [await addToCart(anna, 'DE', a, 2), await addToCart(anna, 'DE', b, 3)];
    const { id } = expectOk(await checkout(anna, 'DE', lines));
    const c = expectOk(await detail(anna, id));
    expect(c.isInGroup).toBe(true);
    expect(c.tradeOrderList).toHaveLength(2);
    expect(c.tradeOrderList.every((o: { isInGroup: boolean }) => o.isInGroup)).toBe(true);
    // 39.98 + 15.00 of goods and standard shipping (4.90) on each shop's order (decision 066).
    expect(SHIPPING_RATES.EUR.feeMinor).toBe(490);
    expect(c.needPayAmt).toEqual({ value: '64.78', currency: 'EUR' });
    expect(c.payableStage).toBe('FULL');
    expect(await stockOf(a.skuId)).toBe(98);
    expect(await stockOf(b.skuId)).toBe(97);
    // Points and growth value each order earns once complete, with Anna's level's extra points
    // (decision 050; V3: +25 %), on what it pays with shipping: 44.88 € → 4.488 × 1.25 → 6 points,
    // 44 growth; 19.90 € → 2.4875 → 3 points, 19 growth.
    const level = levelOf((await memberAccount(t.db, await userId(t.db, 'buyer@kontor.test'))).growthValue);
    expect(extraPointsPercent(level)).toBe(25);
    expect([earnedPoints(4488, 'DE'), earnedPoints(1990, 'DE')]).toEqual([5, 2]);
    const earned = await t.db.query<{ earn_points: number; earn_growth_value: number }>(
      'SELECT earn_points, earn_growth_value FROM trade_order WHERE contract_id = $1 ORDER BY need_pay_minor DESC',
      [id],
    );
    expect(earned).toEqual([
      { earn_points: 6, earn_growth_value: 44 },
      { earn_points: 3, earn_growth_value: 19 },
    ]);
    const left = await t.db.query('SELECT id FROM cart_line WHERE id = ANY($1::bigint[])', [lines]);
    expect(left).toHaveLength(0);

    const foreign = await detail(ben, id);
    const madeUp = await detail(ben, 987_654_321);
    expectFailure(foreign, 404, 'NOT_FOUND');
    expect(foreign.payload).toBe(madeUp.payload);
    for (const [name, payload] of [
      ['trade_FirstPayFlow', { payChannel: 'CARD', contractId: id }],
      ['trade_SecondaryPayFlow', { contractId: id }],
    ] as const) {
      const r1 = await t.call('flow', name, payload, { cookie: ben, site: 'DE' });
      const r2 = await t.call(
        'flow',
        name,
        { ...payload, contractId: 987_654_321 },
        { cookie: ben, site: 'DE' },
      );
      expectFailure(r1, 404, 'NOT_FOUND');
      expect(r1.payload).toBe(r2.payload);
    }
  });

  it('a sold-out line answers ITEM_SOLD_OUT, a changed price PRICE_CHANGED (then the new price goes through)', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 1000 } });
    const line = await addToCart(anna, 'DE', item);
    await t.db.query('UPDATE sku SET stock = 0 WHERE id = $1', [item.skuId]);
    const sold = expectFailure(await checkout(anna, 'DE', [line]), 409, 'ITEM_SOLD_OUT');
    expect(sold.message).toBe('item solt out');
    await t.db.query('UPDATE sku SET stock = 10 WHERE id = $1', [item.skuId]);
    await t.db.query(`UPDATE sku_price SET sale_minor = 1200 WHERE sku_id = $1 AND site = 'DE'`, [
      item.skuId,
    ]);
    const changed = expectFailure(await checkout(anna, 'DE', [line]), 409, 'PRICE_CHANGED');
    expect(changed.message).toBe(' item activity is end,price is change');
    expect(await stockOf(item.skuId)).toBe(10);
    const { id } = expectOk(await checkout(anna, 'DE', [line]));
    // 12.00 and 4.90 shipping.
    expect(expectOk(await detail(anna, id)).needPayAmt.value).toBe('16.90');
    expect(await stockOf(item.skuId)).toBe(9);
  });

  it('an order that closes unpaid at its deadline gives its stock back, once', async () => {
    const { item, id } = await contractOf(anna, 'DE', 800, 4);
    expect(await stockOf(item.skuId)).toBe(96);
    await t.db.query(
      `UPDATE trade_order SET pay_deadline_at = now() - interval '1 minute' WHERE contract_id = $1`,
      [id],
    );
    await t.db.tx((q) => closeUnpaidPastDeadline(q));
    await t.db.tx((q) => closeUnpaidPastDeadline(q));
    expect(expectOk(await detail(anna, id)).tradeOrderList[0].displayStatus).toBe('CLOSED');
    expect(await stockOf(item.skuId)).toBe(100);
  });

  it('guests check out and pay too', async () => {
    const cookie = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;
    const { id } = await contractOf(cookie, 'DE', 2500);
    const pay = expectOk(await firstPay(cookie, 'DE', { contractId: id }));
    await payCard(pay.redirectInfo.clientSecret);
    const r = expectOk(
      await t.call(
        'flow',
        'pay_FindPayAndChannelResultFlow',
        { paymentRecordId: pay.paymentRecordId },
        { cookie },
      ),
    );
    expect(r.status).toBe('SUCCESS');
  });
});

describe('paying a contract', () => {
  it('card: first pay → confirm → poll → paid; a grouped contract pays all its orders at once (merge pay)', async () => {
    const a = await createTestItem(t.db, { DE: { sale: 1000 } });
    const b = await createTestItem(t.db, { DE: { sale: 2000 } });
    const { id } = expectOk(
      await checkout(anna, 'DE', [await addToCart(anna, 'DE', a), await addToCart(anna, 'DE', b)]),
    );
    const pay = expectOk(await firstPay(anna, 'DE', { contractId: id }));
    expect(pay.needConfirm).toBe(true);
    expect(pay.paymentRecordStatus).toBe('PAY_PENDING');
    await payCard(pay.redirectInfo.clientSecret);
    const r = expectOk(
      await t.call(
        'flow',
        'pay_FindPayAndChannelResultFlow',
        { paymentRecordId: pay.paymentRecordId },
        { cookie: anna },
      ),
    );
    expect(r).toMatchObject({ status: 'SUCCESS', recordStatus: 'PAY_SUCCESS', amount: { value: '39.80' } });
    const c = expectOk(await detail(anna, id));
    expect(c.tradeOrderList.map((o: { displayStatus: string }) => o.displayStatus)).toEqual([
      'UN_DELIVERY',
      'UN_DELIVERY',
    ]);
    expect(c.tradeOrderList.map((o: { paidAmt: { value: string } }) => o.paidAmt.value)).toEqual([
      '14.90',
      '24.90',
    ]);
    expect(c.needPayAmt.value).toBe('0.00');
    // One confirmation e-mail per paid order, with its link, in the outbox.
    for (const o of c.tradeOrderList as { id: number; tradeOrderCode: string }[]) {
      const mail = await t.db.query<{ subject: string }>(
        `SELECT subject FROM outbox_message WHERE channel = 'EMAIL' AND body LIKE $1`,
        // The link is absolute, on the shop's public address (decision 066).
        [`%Follow your order here: ${t.app.config.publicUrl}/buyer/order/detail/${o.id}%`],
      );
      expect(mail.map((m) => m.subject)).toEqual([`Order ${o.tradeOrderCode} confirmed`]);
    }
    const byKey = expectOk(
      await t.call(
        'func',
        'bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc',
        { payUniqueKey: pay.payUniqueKey },
        {
          cookie: anna,
        },
      ),
    );
    expect(byKey.paymentRecord.recordStatus).toBe('PAY_SUCCESS');
    // Paid: the start decision says result; paying again is refused.
    const second = expectOk(
      await t.call('flow', 'trade_SecondaryPayFlow', { contractId: id }, { cookie: anna }),
    );
    expect(second.paymentRecordStatus).toBe('PAY_SUCCESS');
    expectFailure(await firstPay(anna, 'DE', { contractId: id }), 409, 'CONFLICT');
  });

  it('a grouped contract paid by webhook: events replayed and shuffled make one payment per order', async () => {
    const a = await createTestItem(t.db, { DE: { sale: 1500 } });
    const b = await createTestItem(t.db, { DE: { sale: 2500 } });
    const { id } = expectOk(
      await checkout(anna, 'DE', [await addToCart(anna, 'DE', a), await addToCart(anna, 'DE', b)]),
    );
    const pay = expectOk(await firstPay(anna, 'DE', { contractId: id }));
    const providerId = (await t.db.one<{ provider_reference: string }>(
      'SELECT provider_reference FROM payment_record WHERE id = $1',
      [pay.paymentRecordId],
    ))!.provider_reference;
    await payCard(pay.redirectInfo.clientSecret);
    const sent = await psp.eventsAbout(providerId);
    const deliveries = sent.flatMap((e) => Array.from({ length: 4 }, () => JSON.stringify(e.body)));
    deliveries.sort(() => Math.random() - 0.5);
    for (const raw of deliveries) {
      const res = await t.request('POST', '/api/payments/webhooks/sandbox', {
        body: raw,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: psp.sign(raw) },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.sweeps.runOnce(500, [WEBHOOK_JOB]);
    const c = expectOk(await detail(anna, id));
    expect(c.tradeOrderList.map((o: { displayStatus: string }) => o.displayStatus)).toEqual([
      'UN_DELIVERY',
      'UN_DELIVERY',
    ]);
    const events = await t.db.query(
      `SELECT e.id FROM order_event e JOIN trade_order o ON o.id = e.order_id
        WHERE o.contract_id = $1 AND e.kind = 'PAYMENT_SUCCEEDED'`,
      [id],
    );
    expect(events).toHaveLength(2);
    const paidRecords = c.paymentOrderList[0].paymentRecordBOList.filter(
      (r: { recordStatus: string }) => r.recordStatus === 'PAY_SUCCESS',
    );
    expect(paidRecords).toHaveLength(1);
  });

  it('20 parallel trade_FirstPayFlow on one contract leave one active attempt', async () => {
    const { id } = await contractOf(ben, 'DE', 4999);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => firstPay(ben, 'DE', { contractId: id })),
    );
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const live = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_record pr JOIN payment_order po ON po.id = pr.payment_order_id
        WHERE po.contract_id = $1 AND pr.record_status IN ('PAY_PENDING','UNKNOWN','PRE_AUTH_SUCCESS','PAY_SUCCESS')`,
      [id],
    );
    expect(live!.n).toBe(1);
  });

  it('double payment: an open record asks first; pay again closes it and starts a new one', async () => {
    const { id } = await contractOf(anna, 'DE', 3000);
    const first = expectOk(await firstPay(anna, 'DE', { contractId: id }));
    expectFailure(await firstPay(anna, 'DE', { contractId: id }), 409, 'CONFLICT');
    const decision = expectOk(
      await t.call('flow', 'trade_SecondaryPayFlow', { contractId: id }, { cookie: anna }),
    );
    expect(decision).toEqual({
      payUniqueKey: first.payUniqueKey,
      paymentRecordStatus: 'PAY_PENDING',
      paymentRecordId: first.paymentRecordId,
    });
    const again = expectOk(await firstPay(anna, 'DE', { contractId: id, confirmPayAgain: true }));
    expect(again.paymentRecordId).not.toBe(first.paymentRecordId);
    const old = expectOk(
      await t.call(
        'flow',
        'pay_FindPayAndChannelResultFlow',
        { paymentRecordId: first.paymentRecordId },
        { cookie: anna },
      ),
    );
    expect(old.recordStatus).toBe('CLOSED');
    // Closing explicitly (trade_ClosePaymentRecordAfterConfirmFlow) needs the record's own key.
    expectFailure(
      await t.call(
        'flow',
        'trade_ClosePaymentRecordAfterConfirmFlow',
        { paymentRecordId: again.paymentRecordId, payUniqueKey: first.payUniqueKey },
        { cookie: anna },
      ),
      404,
      'NOT_FOUND',
    );
    const closed = expectOk(
      await t.call(
        'flow',
        'trade_ClosePaymentRecordAfterConfirmFlow',
        { paymentRecordId: again.paymentRecordId, payUniqueKey: again.payUniqueKey },
        { cookie: anna },
      ),
    );
    expect(closed.recordStatus).toBe('CLOSED');
  });

  it('amounts reach the provider in minor units for SEK, PLN and GBP', async () => {
    const cookie = await t.signIn('buyer2@kontor.test');
    for (const [site, currency] of [
      ['SE', 'SEK'],
      ['PL', 'PLN'],
      ['UK', 'GBP'],
    ] as const) {
      const { id } = await contractOf(cookie, site, 12345);
      const pay = expectOk(await firstPay(cookie, site, { contractId: id }));
      const p = await t.db.one<{ amount_minor: number; currency: string }>(
        'SELECT amount_minor, currency FROM sandbox_psp_payment WHERE reference = $1',
        [String(pay.paymentRecordId)],
      );
      // The goods and the storefront's standard shipping, in the currency's minor units.
      expect({ minor: Number(p!.amount_minor), currency: p!.currency.toUpperCase() }).toEqual({
        minor: 12345 + SHIPPING_RATES[currency].feeMinor,
        currency,
      });
    }
  });

  it('pre-sale: the deposit, then the balance', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 10000 } });
    await t.db.query(`UPDATE item SET pre_sale = $2 WHERE id = $1`, [
      item.itemId,
      JSON.stringify({
        preSaleEventType: 'DEPOSIT',
        depositPercent: 20,
        balancePaymentStartTime: new Date().toISOString(),
        balancePaymentEndTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      }),
    ]);
    const { id } = expectOk(await checkout(anna, 'DE', [await addToCart(anna, 'DE', item)]));
    let c = expectOk(await detail(anna, id));
    expect(c.payableStage).toBe('DEPOSIT');
    expect(c.needPayAmt.value).toBe('20.00');
    expect(c.tradeOrderList[0].displayStatus).toBe('PENDING_DEPOSIT');
    const dep = expectOk(await firstPay(anna, 'DE', { contractId: id }));
    await payCard(dep.redirectInfo.clientSecret);
    expectOk(
      await t.call(
        'flow',
        'pay_FindPayAndChannelResultFlow',
        { paymentRecordId: dep.paymentRecordId },
        { cookie: anna },
      ),
    );
    c = expectOk(await detail(anna, id));
    expect(c.tradeOrderList[0].displayStatus).toBe('PENDING_BALANCE');
    expect(c.payableStage).toBe('BALANCE');
    // The balance carries the shipping (the deposit is a share of the goods).
    expect(c.needPayAmt.value).toBe('84.90');
    expect(c.notFirstTime).toBe(true);
    // The start decision asks about the balance: the paid deposit's record does not say "paid".
    expect(
      expectOk(await t.call('flow', 'trade_SecondaryPayFlow', { contractId: id }, { cookie: anna })),
    ).toEqual({ payUniqueKey: null, paymentRecordStatus: null, paymentRecordId: null });
    const bal = expectOk(await firstPay(anna, 'DE', { contractId: id }));
    await payCard(bal.redirectInfo.clientSecret);
    expectOk(
      await t.call(
        'flow',
        'pay_FindPayAndChannelResultFlow',
        { paymentRecordId: bal.paymentRecordId },
        { cookie: anna },
      ),
    );
    c = expectOk(await detail(anna, id));
    expect(c.tradeOrderList[0]).toMatchObject({ displayStatus: 'UN_DELIVERY', paidAmt: { value: '104.90' } });
  });

  it('payment starts are rate limited (429 RATE_LIMITED)', async () => {
    const cookie = await t.signIn('buyer2@kontor.test');
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) {
      const r = await firstPay(cookie, 'DE', { contractId: 987_654_321 });
      limited = r.statusCode === 429;
      if (limited) expectFailure(r, 429, 'RATE_LIMITED');
    }
    expect(limited).toBe(true);
  });
});

describe('checkout and the address book (decision 042)', () => {
  const munich = {
    gender: 'FEMALE',
    firstName: 'Anna',
    lastName: 'Schneider',
    areaCode: '+49',
    personPhone: '151 23456789',
    email: 'anna@example.de',
    country: 'DE',
    province: 'Bayern',
    city: 'München',
    districtList: [],
    postalCode: '80331',
    poiName: 'Sendlinger Straße',
    houseNo: '45',
  };
  const vienna = {
    ...munich,
    areaCode: '+43',
    personPhone: '664 1234567',
    country: 'AT',
    province: 'Wien',
    city: 'Wien',
    postalCode: '1010',
    poiName: 'Kärntner Straße',
    houseNo: '8',
  };
  const saveAddress = async (cookie: string, payload: Record<string, unknown>) =>
    expectOk(await t.call('flow', 'customer_CreateShippingAddressFlow', payload, { cookie, site: 'DE' }))
      .id as number;
  const updateAddress = (cookie: string, payload: Record<string, unknown>, site = 'DE') =>
    t.call('flow', 'kontor_trade_UpdateTradeContractAddressFlow', payload, {
      cookie,
      site,
      headers: { 'accept-language': 'en' },
    });
  const emptyBook = (email: string) =>
    t.db.query('DELETE FROM customer_address WHERE user_id = (SELECT id FROM app_user WHERE email = $1)', [
      email,
    ]);
  const newContract = async (cookie: string, site: 'DE' | 'SE', addresses: Record<string, unknown> = {}) => {
    const item = await createTestItem(t.db, { [site]: { sale: 1500 } });
    return expectOk(await checkout(cookie, site, [await addToCart(cookie, site, item)], addresses))
      .id as number;
  };

  it('a new contract starts with the default shipping and billing addresses; without one nothing is paid', async () => {
    await emptyBook('buyer@kontor.test');
    const bare = await newContract(anna, 'DE');
    expect(expectOk(await detail(anna, bare)).selectedAddress).toBeNull();
    const refused = expectFailure(
      await t.call(
        'flow',
        'trade_FirstPayFlow',
        { payChannel: 'CARD', contractId: bare },
        { cookie: anna, site: 'DE', headers: { 'accept-language': 'en' } },
      ),
      409,
      'CONFLICT',
    );
    expect(refused.message).toBe('Please add a shipping address before paying.');

    const home = await saveAddress(anna, { ...munich, isDefault: true });
    await saveAddress(anna, vienna);
    const billing = await saveAddress(anna, {
      ...munich,
      addressType: 'BILLING',
      isDefault: true,
      company: 'Kontor GmbH',
    });
    const id = await newContract(anna, 'DE');
    const c = expectOk(await detail(anna, id));
    expect(c.selectedAddress).toMatchObject({
      id: home,
      personName: 'Anna Schneider',
      city: 'München',
      postalCode: '80331',
      country: 'DE',
    });
    expect(c.selectedAddress.addressLines).toEqual(['Sendlinger Straße 45', '80331 München']);
    expect(c.billingAddress).toMatchObject({ id: billing, company: 'Kontor GmbH' });
    const pay = expectOk(await firstPay(anna, 'DE', { contractId: id }));
    expect(pay.paymentRecordId).toBeGreaterThan(0);
    // The order's buyer e-mail is the chosen address's.
    const order = await t.db.one<{ buyer_email: string }>(
      'SELECT buyer_email FROM trade_order WHERE contract_id = $1',
      [id],
    );
    expect(order!.buyer_email).toBe('anna@example.de');
  });

  it('the buyer changes the addresses by saved id; billing null means same as shipping', async () => {
    await emptyBook('buyer@kontor.test');
    const home = await saveAddress(anna, { ...munich, isDefault: true });
    const wien = await saveAddress(anna, vienna);
    const billing = await saveAddress(anna, { ...munich, addressType: 'BILLING', company: 'Kontor GmbH' });
    const id = await newContract(anna, 'DE');
    expect(expectOk(await detail(anna, id)).selectedAddress.id).toBe(home);

    expectOk(await updateAddress(anna, { id, selectedAddressId: wien, billingAddressId: billing }));
    let c = expectOk(await detail(anna, id));
    expect(c.selectedAddress).toMatchObject({ id: wien, city: 'Wien', country: 'AT' });
    expect(c.billingAddress).toMatchObject({ id: billing, company: 'Kontor GmbH' });
    // Leaving billing out keeps it; null drops it.
    expectOk(await updateAddress(anna, { id, selectedAddressId: home }));
    c = expectOk(await detail(anna, id));
    expect(c.selectedAddress.id).toBe(home);
    expect(c.billingAddress.id).toBe(billing);
    expectOk(await updateAddress(anna, { id, selectedAddressId: home, billingAddressId: null }));
    expect(expectOk(await detail(anna, id)).billingAddress).toBeNull();
    // The cashier's filters read the chosen address: pay-later B needs a company on it.
    const cashier = async () =>
      expectOk(
        await t.call(
          'flow',
          'pay_RenderCashierNoOrderFlow',
          { environment: 'PC', countryCode: 'DE', site: 'DE', tradeContractId: id },
          { cookie: anna, site: 'DE' },
        ),
      );
    const codes = (r: { payChannelGroups: { payChannels: { channelCode: string }[] }[] }) =>
      r.payChannelGroups.flatMap((g) => g.payChannels).map((p) => p.channelCode);
    const withoutCompany = codes(await cashier());
    const firm = await saveAddress(anna, {
      ...munich,
      company: 'Kontor GmbH',
      poiName: 'Marienplatz',
      houseNo: '1',
    });
    expectOk(await updateAddress(anna, { id, selectedAddressId: firm }));
    const withCompany = codes(await cashier());
    expect(withCompany.length).toBeGreaterThanOrEqual(withoutCompany.length);
  });

  it('another buyer’s address id answers 404 like a made-up one; a billing or undeliverable address is refused', async () => {
    await emptyBook('buyer@kontor.test');
    await emptyBook('buyer2@kontor.test');
    const bens = await saveAddress(ben, munich);
    const id = await newContract(anna, 'DE');
    const foreign = await updateAddress(anna, { id, selectedAddressId: bens });
    const madeUp = await updateAddress(anna, { id, selectedAddressId: 987_654_321 });
    expectFailure(foreign, 404, 'NOT_FOUND');
    expect(foreign.payload).toBe(madeUp.payload);
    expectFailure(
      await updateAddress(anna, {
        id,
        selectedAddressId: await saveAddress(anna, munich),
        billingAddressId: bens,
      }),
      404,
      'NOT_FOUND',
    );
    // At checkout too: the cart stays as it was.
    const item = await createTestItem(t.db, { DE: { sale: 700 } });
    const line = await addToCart(anna, 'DE', item);
    expectFailure(await checkout(anna, 'DE', [line], { selectedAddressId: bens }), 404, 'NOT_FOUND');
    expect(await t.db.query('SELECT id FROM cart_line WHERE id = $1', [line])).toHaveLength(1);
    expect(await stockOf(item.skuId)).toBe(100);

    // A billing address is not a place to ship to; Austria is not served by the Swedish storefront.
    const bill = await saveAddress(anna, { ...munich, addressType: 'BILLING' });
    expectFailure(await updateAddress(anna, { id, selectedAddressId: bill }), 404, 'NOT_FOUND');
    const se = await newContract(anna, 'SE');
    const wien = await saveAddress(anna, vienna);
    const far = expectFailure(
      await updateAddress(anna, { id: se, selectedAddressId: wien }, 'SE'),
      409,
      'CONFLICT',
    );
    expect(far.message).toBe(
      'We cannot deliver to this address from this shop. Please choose another address.',
    );

    // Bad input: both forms of the shipping address, or neither.
    const both = await updateAddress(anna, {
      id,
      selectedAddressId: wien,
      selectedAddress: { city: 'Wien' },
    });
    expectFailure(both, 400, 'INVALID_DATA');
    expectFailure(await updateAddress(anna, { id }), 400, 'INVALID_DATA');
  });
});
