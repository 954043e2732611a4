import { DELIVERY_INSTALL_FEES, INSURANCE_PLANS, SHIPPING_RATES, type SiteCode } from '@kontor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPsp } from '../src/providers/payments/sandbox/sandbox-psp.ts';
import { createTestItem, type TestItem } from './fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from './harness.ts';

// Delivery options and transport insurance at checkout (issue 14, decision 066) over HTTP on the real
// database and the sandbox PSP: the fees per storefront currency, pick-up without an address,
// delivery and installation, insurance per line, the amounts the server works out (never the
// caller's), bad input 400 with fields, another buyer's ids 404, and what lands on the paid order.

let t: TestContext;
let psp: SandboxPsp;
let anna: string;
let ben: string;

beforeAll(async () => {
  t = await createTestContext();
  psp = t.app.providers.payments.sandboxPsp;
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
  await t.db.query(`INSERT INTO category (code) VALUES ('standing-desks') ON CONFLICT (code) DO NOTHING`);
});
afterAll(() => t?.close());

const DELIVERY = 'kontor_trade_UpdateTradeContractDeliveryFlow';
const INS = INSURANCE_PLANS[0]!.insuranceId;
const SHIP_TO: Record<string, string> = { DE: 'DE', SE: 'SE', PL: 'PL', UK: 'GB' };
const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** Anna starts paying the contract by card at the sandbox PSP (trade_FirstPayFlow, channel CARD). */
async function startCardPay(contractId: number) {
  return expectOk(
    await t.call(
      'flow',
      'trade_FirstPayFlow',
      { payChannel: 'CARD', contractId },
      { cookie: anna, site: 'DE' },
    ),
  );
}

/** Her card fields confirm it with 4242…, then she polls the result: the payment's status. */
async function finishCardPay(pay: { redirectInfo: { clientSecret: string }; paymentRecordId: number }) {
  const tok = await psp.tokenize({ number: '4242424242424242', expiry, cvc: '123' });
  await psp.confirmPayment(pay.redirectInfo.clientSecret, tok.token);
  const result = expectOk(
    await t.call(
      'flow',
      'pay_FindPayAndChannelResultFlow',
      { paymentRecordId: pay.paymentRecordId },
      { cookie: anna },
    ),
  );
  return result.status as string;
}

/** An item of a shop with a pick-up site; `desk` makes it an assembled item (delivery and installation). */
async function item(site: SiteCode, sale: number, desk = false): Promise<TestItem> {
  const it = await createTestItem(t.db, { [site]: { sale } });
  await t.db.query(`UPDATE shop SET site_address = 'Hafenstraße 1, 20457 Hamburg' WHERE id = $1`, [
    it.shopId,
  ]);
  if (desk) await t.db.query(`UPDATE item SET category_code = 'standing-desks' WHERE id = $1`, [it.itemId]);
  return it;
}

async function contract(cookie: string, site: SiteCode, items: TestItem[], address = true): Promise<number> {
  const lines: number[] = [];
  for (const i of items) {
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_BatchCreateNewCartLinesFlow',
        [{ sku: { id: i.skuId }, skuQty: 1 }],
        {
          cookie,
          site,
        },
      ),
    );
    const row = await t.db.one<{ id: number }>(
      'SELECT id FROM cart_line WHERE sku_id = $1 ORDER BY id DESC LIMIT 1',
      [i.skuId],
    );
    lines.push(row!.id);
  }
  const res = await t.call(
    'flow',
    'kontor_trade_CreateTradeContractFlow',
    address
      ? {
          cartLineIds: lines,
          selectedAddress: { firstName: 'Anna', lastName: 'Schmidt', country: SHIP_TO[site], city: 'Town' },
        }
      : { cartLineIds: lines },
    { cookie, site },
  );
  return expectOk(res).id as number;
}

const detail = async (cookie: string, id: number) =>
  expectOk(await t.call('func', 'trade_QueryAndValidateTradeContractDetailByIdFunc', { id }, { cookie }));
const setDelivery = (cookie: string, payload: unknown) => t.call('flow', DELIVERY, payload, { cookie });

describe('delivery options', () => {
  it('a new contract ships by standard shipping, in minor units of each currency (SEK, PLN, GBP, EUR)', async () => {
    for (const [site, currency] of [
      ['SE', 'SEK'],
      ['PL', 'PLN'],
      ['UK', 'GBP'],
      ['DE', 'EUR'],
    ] as const) {
      const id = await contract(anna, site, [await item(site, 12_345)]);
      const c = await detail(anna, id);
      const o = c.tradeOrderList[0];
      const fee = SHIPPING_RATES[currency].feeMinor;
      expect(o.fulfillmentType, site).toBe('SITE_SHIPPING');
      expect(o.shippingAmt, site).toEqual({ value: (fee / 100).toFixed(2), currency });
      expect(c.needPayAmt.value, site).toBe(((12_345 + fee) / 100).toFixed(2));
      expect(o.deliveryOptions, site).toMatchObject({
        changeable: true,
        pickUp: true,
        deliveryInstall: false,
      });
      // The payment order charges the same in the provider's minor units.
      const pay = expectOk(
        await t.call(
          'flow',
          'trade_FirstPayFlow',
          { payChannel: 'CARD', contractId: id },
          { cookie: anna, site },
        ),
      );
      const p = await t.db.one<{ amount_minor: number }>(
        'SELECT amount_minor FROM sandbox_psp_payment WHERE reference = $1',
        [String(pay.paymentRecordId)],
      );
      expect(Number(p!.amount_minor), site).toBe(12_345 + fee);
    }
    // Free from the threshold.
    const id = await contract(anna, 'DE', [await item('DE', SHIPPING_RATES.EUR.freeFromMinor)]);
    expect((await detail(anna, id)).tradeOrderList[0].shippingAmt.value).toBe('0.00');
  });

  it('pick-up needs no address, costs no shipping and shows the shop’s site; paying works without an address', async () => {
    const id = await contract(anna, 'DE', [await item('DE', 3_000)], false);
    // Anna's default address may prefill the contract: take it away to check out without one.
    await t.db.query('UPDATE trade_contract SET selected_address = NULL WHERE id = $1', [id]);
    let c = await detail(anna, id);
    expect(c.needsShipping).toBe(true);
    const order = c.tradeOrderList[0];
    expectOk(await setDelivery(anna, { id, tradeOrderId: order.id, fulfillmentType: 'SITE_PICK_UP' }));
    c = await detail(anna, id);
    expect(c.needsShipping).toBe(false);
    expect(c.tradeOrderList[0]).toMatchObject({
      fulfillmentType: 'SITE_PICK_UP',
      shippingAmt: { value: '0.00' },
      needPayAmt: { value: '30.00' },
      shop: { siteAddress: 'Hafenstraße 1, 20457 Hamburg' },
    });
    expect(c.needPayAmt.value).toBe('30.00');
    expect(c.paymentOrderList[0].amount.value).toBe('30.00');
    const pay = await startCardPay(id);
    expect(await finishCardPay(pay)).toBe('SUCCESS');
    const paid = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: order.id },
        { cookie: anna },
      ),
    );
    expect(paid).toMatchObject({
      displayStatus: 'UN_DELIVERY',
      fulfillmentType: 'SITE_PICK_UP',
      paidAmt: { value: '30.00' },
      shippingAmt: { value: '0.00' },
    });
    // Once paid nothing changes any more.
    expectFailure(
      await setDelivery(anna, { id, tradeOrderId: order.id, fulfillmentType: 'SITE_SHIPPING' }),
      409,
      'CONFLICT',
    );
  });

  it('delivery and installation for assembled items: the service charge replaces shipping and reaches the order', async () => {
    const desk = await item('PL', 40_000, true);
    const id = await contract(anna, 'PL', [desk]);
    const c0 = await detail(anna, id);
    const order = c0.tradeOrderList[0];
    expect(order.deliveryOptions).toMatchObject({
      deliveryInstall: true,
      deliveryInstallFee: { value: '219.00', currency: 'PLN' },
    });
    expectOk(
      await setDelivery(anna, {
        id,
        tradeOrderId: order.id,
        fulfillmentType: 'SITE_SHIPPING',
        deliveryInstall: true,
      }),
    );
    const c = await detail(anna, id);
    const fee = DELIVERY_INSTALL_FEES.PLN;
    expect(c.tradeOrderList[0]).toMatchObject({
      shippingAmt: { value: '0.00' },
      serviceChargeAmt: { value: (fee / 100).toFixed(2), currency: 'PLN' },
      serviceDetail: { serviceType: 'DELIVERY_INSTALL', serviceChargeAmt: { value: '219.00' } },
    });
    expect(c.needPayAmt.value).toBe(((40_000 + fee) / 100).toFixed(2));
    const row = (await t.db.one<{
      service_charge_minor: string;
      tax_minor: string;
      fulfillment_type: string;
    }>('SELECT service_charge_minor, tax_minor, fulfillment_type FROM trade_order WHERE id = $1', [
      order.id,
    ]))!;
    // The VAT is the part of the new total (PL 23 %).
    expect([Number(row.service_charge_minor), Number(row.tax_minor), row.fulfillment_type]).toEqual([
      fee,
      Math.round(((40_000 + fee) * 0.23) / 1.23),
      'SITE_SHIPPING',
    ]);
    // Not offered for an item that is not assembled; not with pick-up.
    const lamp = await contract(anna, 'PL', [await item('PL', 5_000)]);
    const lampOrder = (await detail(anna, lamp)).tradeOrderList[0];
    const no = await setDelivery(anna, {
      id: lamp,
      tradeOrderId: lampOrder.id,
      fulfillmentType: 'SITE_SHIPPING',
      deliveryInstall: true,
    });
    expectFailure(no, 400, 'INVALID_DATA');
    expect(no.body.error.fields).toEqual([{ path: 'deliveryInstall', message: expect.any(String) }]);
    const both = await setDelivery(anna, {
      id,
      tradeOrderId: order.id,
      fulfillmentType: 'SITE_PICK_UP',
      deliveryInstall: true,
    });
    expectFailure(both, 400, 'INVALID_DATA');
    expect((await detail(anna, id)).needPayAmt.value).toBe(((40_000 + fee) / 100).toFixed(2));
  });
});

describe('transport insurance', () => {
  it('per line above the plan’s value; sums on the order; pick-up drops it; the paid order shows it', async () => {
    const big = await item('DE', 20_000);
    const id = await contract(anna, 'DE', [big]);
    const c0 = await detail(anna, id);
    const order = c0.tradeOrderList[0];
    const line = order.tradeOrderLineList[0];
    expect(line.insurance).toBeNull();
    expect(line.insuranceOffers).toEqual([
      {
        insuranceId: INS,
        insuranceName: expect.any(String),
        insuranceFee: { value: '14.90', currency: 'EUR' },
      },
    ]);
    expectOk(
      await setDelivery(anna, {
        id,
        tradeOrderId: order.id,
        fulfillmentType: 'SITE_SHIPPING',
        lines: [{ tradeOrderLineId: line.id, insuranceId: INS }],
      }),
    );
    let c = await detail(anna, id);
    expect(c.tradeOrderList[0].insuranceAmt.value).toBe('14.90');
    expect(c.tradeOrderList[0].tradeOrderLineList[0].insurance).toMatchObject({ insuranceId: INS });
    expect(c.needPayAmt.value).toBe('219.80'); // 200.00 + 4.90 + 14.90
    // Another choice that leaves the lines out keeps the insurance; pick-up drops it.
    expectOk(await setDelivery(anna, { id, tradeOrderId: order.id, fulfillmentType: 'SITE_SHIPPING' }));
    expect((await detail(anna, id)).needPayAmt.value).toBe('219.80');
    expectOk(await setDelivery(anna, { id, tradeOrderId: order.id, fulfillmentType: 'SITE_PICK_UP' }));
    c = await detail(anna, id);
    expect(c.tradeOrderList[0].insuranceAmt.value).toBe('0.00');
    expect(c.tradeOrderList[0].tradeOrderLineList[0].insurance).toBeNull();
    expect(c.needPayAmt.value).toBe('200.00');
    expectOk(
      await setDelivery(anna, {
        id,
        tradeOrderId: order.id,
        fulfillmentType: 'SITE_SHIPPING',
        lines: [{ tradeOrderLineId: line.id, insuranceId: INS }],
      }),
    );
    const pay = await startCardPay(id);
    // With a payment under way the options stay as they are.
    expectFailure(
      await setDelivery(anna, { id, tradeOrderId: order.id, fulfillmentType: 'SITE_PICK_UP' }),
      409,
      'CONFLICT',
    );
    await finishCardPay(pay);
    const paid = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: order.id },
        { cookie: anna },
      ),
    );
    expect(paid).toMatchObject({
      paidAmt: { value: '219.80' },
      insuranceAmt: { value: '14.90' },
      shippingAmt: { value: '4.90' },
      insurance: { insuranceId: INS, insuranceFee: { value: '14.90', currency: 'EUR' } },
    });
    expect(paid.tradeOrderLineList[0].insurance).toMatchObject({ insuranceId: INS });
  });

  it('not offered below the value; an unknown plan or another order’s line is refused', async () => {
    const id = await contract(anna, 'UK', [await item('UK', 5_000)]);
    const order = (await detail(anna, id)).tradeOrderList[0];
    const line = order.tradeOrderLineList[0];
    expect(line.insuranceOffers).toEqual([]);
    const below = await setDelivery(anna, {
      id,
      tradeOrderId: order.id,
      fulfillmentType: 'SITE_SHIPPING',
      lines: [{ tradeOrderLineId: line.id, insuranceId: INS }],
    });
    expectFailure(below, 400, 'INVALID_DATA');
    expect(below.body.error.fields).toEqual([{ path: 'lines.0.insuranceId', message: expect.any(String) }]);
    const other = await contract(anna, 'UK', [await item('UK', 50_000)]);
    const otherLine = (await detail(anna, other)).tradeOrderList[0].tradeOrderLineList[0];
    expectFailure(
      await setDelivery(anna, {
        id,
        tradeOrderId: order.id,
        fulfillmentType: 'SITE_SHIPPING',
        lines: [{ tradeOrderLineId: otherLine.id, insuranceId: INS }],
      }),
      404,
      'NOT_FOUND',
    );
    expect((await detail(anna, id)).needPayAmt.value).toBe('54.29');
  });
});

describe('the server prices, the caller chooses', () => {
  it('amounts in the payload are refused (400 with fields) and nothing changes; bad input is 400', async () => {
    const id = await contract(anna, 'DE', [await item('DE', 20_000, true)]);
    const order = (await detail(anna, id)).tradeOrderList[0];
    const base = { id, tradeOrderId: order.id, fulfillmentType: 'SITE_SHIPPING' };
    for (const [payload, path] of [
      [{ ...base, shippingAmt: { value: '0.00', currency: 'EUR' } }, ''],
      [{ ...base, serviceChargeAmt: '0' }, ''],
      [
        {
          ...base,
          lines: [
            { tradeOrderLineId: order.tradeOrderLineList[0].id, insuranceId: INS, insuranceFee: '0.01' },
          ],
        },
        'lines.0',
      ],
      [{ ...base, fulfillmentType: 'DRONE' }, 'fulfillmentType'],
      [{ ...base, deliveryInstall: 'yes' }, 'deliveryInstall'],
      [
        { ...base, lines: [{ tradeOrderLineId: order.tradeOrderLineList[0].id, insuranceId: 'no way' }] },
        'lines.0.insuranceId',
      ],
      [{ ...base, tradeOrderId: 'x' }, 'tradeOrderId'],
      [{ tradeOrderId: order.id, fulfillmentType: 'SITE_SHIPPING' }, 'id'],
    ] as const) {
      const r = await setDelivery(anna, payload);
      expectFailure(r, 400, 'INVALID_DATA');
      expect(
        (r.body.error.fields ?? []).map((f: { path: string }) => f.path).join('|'),
        JSON.stringify(payload),
      ).toContain(path);
    }
    const c = await detail(anna, id);
    expect(c.needPayAmt.value).toBe('204.90');
    expect(c.tradeOrderList[0].fulfillmentType).toBe('SITE_SHIPPING');
  });

  it('another buyer’s contract, order or line answers 404 like a made-up id', async () => {
    const id = await contract(anna, 'DE', [await item('DE', 20_000)]);
    const order = (await detail(anna, id)).tradeOrderList[0];
    const benContract = await contract(ben, 'DE', [await item('DE', 1_000)]);
    const benOrder = (await detail(ben, benContract)).tradeOrderList[0];
    const foreign = await setDelivery(ben, { id, tradeOrderId: order.id, fulfillmentType: 'SITE_PICK_UP' });
    const madeUp = await setDelivery(ben, {
      id: 987_654_321,
      tradeOrderId: order.id,
      fulfillmentType: 'SITE_PICK_UP',
    });
    expectFailure(foreign, 404, 'NOT_FOUND');
    expect(foreign.payload).toBe(madeUp.payload);
    // Ben's own contract with Anna's order in it.
    expectFailure(
      await setDelivery(ben, { id: benContract, tradeOrderId: order.id, fulfillmentType: 'SITE_PICK_UP' }),
      404,
      'NOT_FOUND',
    );
    expect(benOrder.fulfillmentType).toBe('SITE_SHIPPING');
    expect((await detail(anna, id)).needPayAmt.value).toBe('204.90');
  });

  it('with points chosen, the fees move the totals and the points stay', async () => {
    const id = await contract(anna, 'DE', [await item('DE', 20_000, true)]);
    const order = (await detail(anna, id)).tradeOrderList[0];
    const { grantReward } = await import('../src/features/members/members-service.ts');
    const annaId = (await t.db.one<{ id: number }>(
      "SELECT id FROM app_user WHERE email = 'buyer@kontor.test'",
    ))!.id;
    await t.db.tx((q) =>
      grantReward(q, {
        userId: annaId,
        reason: 'TASK',
        sourceKey: 'task:delivery-test',
        points: 500,
        growthValue: 0,
        site: 'DE',
      }),
    );
    expectOk(
      await t.call(
        'flow',
        'kontor_trade_ApplyTradeContractPointsFlow',
        { id, discountPoint: 100 },
        { cookie: anna },
      ),
    );
    expect((await detail(anna, id)).needPayAmt.value).toBe('194.90');
    expectOk(
      await setDelivery(anna, {
        id,
        tradeOrderId: order.id,
        fulfillmentType: 'SITE_SHIPPING',
        deliveryInstall: true,
      }),
    );
    const c = await detail(anna, id);
    // 200.00 + 49.90 installation − 10.00 of points.
    expect(c.needPayAmt.value).toBe('239.90');
    expect(c.paymentOrderList[0].amount.value).toBe('239.90');
    expect(c.pointsDiscount.discountPoint).toBe(100);
  });
});
