import { earnedPoints, extraPointsPercent } from '@kontor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';
import type { SandboxPsp } from '../../providers/payments/sandbox/sandbox-psp.ts';
import { memberLevelOf } from '../members/members-service.ts';
import { activatePaidServices } from './paid-service-service.ts';

// Paid membership (decision 052) over HTTP on the real database and the sandbox PSP: the period item,
// bought through the ordinary checkout without an address, active from the payment, renewals that
// extend, double points at the next checkout, refunds that end a period, races.

process.env.SANDBOX_REFUND_DELAY_MS = '0';

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

const DAY = 86_400_000;
const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

const renderItem = (periodCode: unknown, site = 'DE') =>
  t.call('func', 'bbc_item_RenderItemByPaidServicePeriodCodeFunc', { periodCode }, { site });
const current = (cookie: string, payload: Record<string, unknown> = {}) =>
  t.call('func', 'customer_QueryOnePaidServiceBOBuiltInFunc', payload, { cookie, site: 'DE' });

async function cartLine(cookie: string, skuId: number, site = 'DE'): Promise<number> {
  expectOk(
    await t.call('flow', 'kontor_trade_BatchCreateNewCartLinesFlow', [{ sku: { id: skuId }, skuQty: 1 }], {
      cookie,
      site,
    }),
  );
  return (await t.db.one<{ id: number }>(
    'SELECT id FROM cart_line WHERE sku_id = $1 ORDER BY id DESC LIMIT 1',
    [skuId],
  ))!.id;
}

/** A contract for one period, checked out without any address. */
async function periodContract(cookie: string, code: 'MONTHLY' | 'YEARLY') {
  const item = expectOk(await renderItem(code));
  const line = await cartLine(cookie, item.skuId);
  const { id } = expectOk(
    await t.call(
      'flow',
      'kontor_trade_CreateTradeContractFlow',
      { cartLineIds: [line] },
      { cookie, site: 'DE' },
    ),
  );
  // The buyer may have a default address; the service needs none, so the test pays without one.
  await t.db.query('UPDATE trade_contract SET selected_address = NULL WHERE id = $1', [id]);
  return id as number;
}

/** First pay with the card, the card confirmed at the sandbox PSP; answers the record id. */
async function payByCard(cookie: string, contractId: number) {
  const pay = expectOk(
    await t.call('flow', 'trade_FirstPayFlow', { payChannel: 'CARD', contractId }, { cookie, site: 'DE' }),
  );
  const tok = await psp.tokenize({ number: '4242424242424242', expiry, cvc: '123' });
  await psp.confirmPayment(pay.redirectInfo.clientSecret, tok.token);
  return pay.paymentRecordId as number;
}

const poll = (cookie: string, paymentRecordId: number) =>
  t.call('flow', 'pay_FindPayAndChannelResultFlow', { paymentRecordId }, { cookie });

async function buy(cookie: string, code: 'MONTHLY' | 'YEARLY') {
  const contractId = await periodContract(cookie, code);
  const record = await payByCard(cookie, contractId);
  expect(expectOk(await poll(cookie, record)).status).toBe('SUCCESS');
  const order = (await t.db.one<{ id: number }>('SELECT id FROM trade_order WHERE contract_id = $1', [
    contractId,
  ]))!;
  return { contractId, orderId: Number(order.id) };
}

async function cancelAfterPay(cookie: string, orderId: number) {
  const lines = await t.db.query<{ id: number; trade_qty: number }>(
    'SELECT id, trade_qty::float8 AS trade_qty FROM trade_order_line WHERE order_id = $1',
    [orderId],
  );
  expectOk(
    await t.call(
      'flow',
      'trade_InitiateReverseTradeOrderForCancelFlow',
      {
        tradeOrder: { id: orderId },
        reverseTradeOrderLineList: lines.map((l) => ({
          tradeOrderLine: { id: l.id },
          reverseQty: l.trade_qty,
        })),
      },
      { cookie },
    ),
  );
  await t.app.sweeps.runRowSweeps();
}

describe('paid membership', () => {
  it('renders each period in the storefront currency; bad input answers 400 with its fields', async () => {
    const monthly = expectOk(await renderItem('MONTHLY'));
    expect(monthly).toMatchObject({
      periodCode: 'MONTHLY',
      months: 1,
      salePrice: { value: '4.99', currency: 'EUR' },
    });
    expect(monthly.extraPointsPercent).toBe(100);
    expect(expectOk(await renderItem('YEARLY', 'SE'))).toMatchObject({
      months: 12,
      salePrice: { currency: 'SEK' },
    });
    const bad = expectFailure(await renderItem('WEEKLY'), 400, 'INVALID_DATA');
    expect(bad.fields!.map((f: { path: string }) => f.path)).toEqual(['periodCode']);
    const badEnabled = expectFailure(await current(anna, { enabled: 'yes' }), 400, 'INVALID_DATA');
    expect(badEnabled.fields!.map((f: { path: string }) => f.path)).toEqual(['enabled']);
    expectFailure(
      await t.call('func', 'customer_QueryOnePaidServiceBOBuiltInFunc', {}, {}),
      401,
      'UNAUTHORIZED',
    );
    // The membership is not a catalogue card.
    const cards = expectOk(
      await t.call(
        'flow',
        'kontor_item_PageItemCardFlow',
        { keyword: 'Kontor Plus', page: { no: 1, size: 10 } },
        { site: 'DE' },
      ),
    );
    expect(cards.total).toBe(0);
  });

  it('is bought through checkout without an address, active from the payment; others see none', async () => {
    expect(expectOk(await current(anna))).toBeNull();
    const contractId = await periodContract(anna, 'MONTHLY');
    const detail = expectOk(
      await t.call(
        'func',
        'trade_QueryAndValidateTradeContractDetailByIdFunc',
        { id: contractId },
        { cookie: anna },
      ),
    );
    expect(detail.needsShipping).toBe(false);
    // Nothing is active before the payment.
    expect(expectOk(await current(anna))).toBeNull();
    const before = Date.now();
    const record = await payByCard(anna, contractId);
    expect(expectOk(await poll(anna, record)).status).toBe('SUCCESS');
    const p = expectOk(await current(anna));
    expect(p).toMatchObject({ periodCode: 'MONTHLY', status: 'ACTIVE' });
    const start = Date.parse(p.startTime);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now());
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(p.endTime) - end.getTime())).toBeLessThan(3 * DAY);
    expect(p.validUntil).toBe(p.endTime);
    // Another buyer has none, and never sees Anna's.
    expect(expectOk(await current(ben))).toBeNull();
    expect(expectOk(await current(ben, { enabled: false }))).toBeNull();
  });

  it('a contract with goods still needs an address', async () => {
    const item = await createTestItem(t.db, { DE: { sale: 1000 } });
    const line = await cartLine(ben, item.skuId);
    const { id } = expectOk(
      await t.call(
        'flow',
        'kontor_trade_CreateTradeContractFlow',
        { cartLineIds: [line] },
        { cookie: ben, site: 'DE' },
      ),
    );
    await t.db.query('UPDATE trade_contract SET selected_address = NULL WHERE id = $1', [id]);
    const detail = expectOk(
      await t.call('func', 'trade_QueryAndValidateTradeContractDetailByIdFunc', { id }, { cookie: ben }),
    );
    expect(detail.needsShipping).toBe(true);
    expectFailure(
      await t.call(
        'flow',
        'trade_FirstPayFlow',
        { payChannel: 'CARD', contractId: id },
        { cookie: ben, site: 'DE' },
      ),
      409,
      'CONFLICT',
    );
  });

  it('a renewal extends from the current end; the next checkout earns double points', async () => {
    const now = expectOk(await current(anna));
    await buy(anna, 'YEARLY');
    const still = expectOk(await current(anna));
    expect(still.id).toBe(now.id);
    const until = new Date(now.endTime);
    until.setUTCMonth(until.getUTCMonth() + 12);
    expect(Date.parse(still.validUntil)).toBe(until.getTime());
    const newest = expectOk(await current(anna, { enabled: false }));
    expect(newest).toMatchObject({ periodCode: 'YEARLY', status: 'ACTIVE', startTime: now.endTime });

    const item = await createTestItem(t.db, { DE: { sale: 4000 } });
    const line = await cartLine(anna, item.skuId);
    const { id } = expectOk(
      await t.call(
        'flow',
        'kontor_trade_CreateTradeContractFlow',
        {
          cartLineIds: [line],
          selectedAddress: { firstName: 'Anna', lastName: 'S', country: 'DE', city: 'Town' },
        },
        { cookie: anna, site: 'DE' },
      ),
    );
    const order = await t.db.one<{ earn_points: number }>(
      'SELECT earn_points FROM trade_order WHERE contract_id = $1',
      [id],
    );
    // The membership's +100 % adds to the member level's own extra points (decision 050).
    const annaId = (await t.db.one<{ id: number }>(
      "SELECT id FROM app_user WHERE email = 'buyer@kontor.test'",
    ))!.id;
    const levelExtra = extraPointsPercent(await memberLevelOf(t.db, annaId));
    // 40.00 and 4.90 standard shipping (decision 066).
    expect(order!.earn_points).toBe(earnedPoints(4490, 'DE', 100 + levelExtra));
    expect(order!.earn_points).toBeGreaterThan(2 * earnedPoints(4490, 'DE') - 1);
  });

  it('a refund ends the period; the later one moves up; refunding that too leaves none', async () => {
    const monthly = expectOk(await current(anna));
    const yearly = expectOk(await current(anna, { enabled: false }));
    await cancelAfterPay(anna, monthly.orderId);
    const rows = await t.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM paid_service WHERE order_id = $1',
      [monthly.orderId],
    );
    expect(rows.map((r) => r.status)).toEqual(['REFUNDED']);
    // The yearly period now runs from the refund on, for its twelve months.
    const moved = expectOk(await current(anna));
    expect(moved.id).toBe(yearly.id);
    expect(Date.parse(moved.startTime)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(moved.startTime)).toBeGreaterThan(Date.now() - DAY);
    await cancelAfterPay(anna, yearly.orderId);
    expect(expectOk(await current(anna))).toBeNull();
    expect(expectOk(await current(anna, { enabled: false }))).toMatchObject({ status: 'REFUNDED' });
  });

  it('a payment confirmed and polled at once, and activated twice in parallel, is one period', async () => {
    const contractId = await periodContract(ben, 'MONTHLY');
    const record = await payByCard(ben, contractId);
    const polls = await Promise.all([poll(ben, record), poll(ben, record), poll(ben, record)]);
    for (const r of polls) expect(expectOk(r).status).toBe('SUCCESS');
    const order = (await t.db.one<{ id: number }>('SELECT id FROM trade_order WHERE contract_id = $1', [
      contractId,
    ]))!;
    await Promise.all([
      t.db.tx((q) => activatePaidServices(q, [Number(order.id)])),
      t.db.tx((q) => activatePaidServices(q, [Number(order.id)])),
    ]);
    const rows = await t.db.query('SELECT id FROM paid_service WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
  });

  it('two periods paid at the same time chain, never overlap', async () => {
    const [a, b] = [await periodContract(ben, 'MONTHLY'), await periodContract(ben, 'MONTHLY')];
    const [ra, rb] = [await payByCard(ben, a), await payByCard(ben, b)];
    const [pa, pb] = await Promise.all([poll(ben, ra), poll(ben, rb)]);
    expect([expectOk(pa).status, expectOk(pb).status]).toEqual(['SUCCESS', 'SUCCESS']);
    const periods = await t.db.query<{ starts_at: Date; ends_at: Date }>(
      `SELECT starts_at, ends_at FROM paid_service
        WHERE user_id = (SELECT buyer_id FROM trade_contract WHERE id = $1) AND status = 'ACTIVE' ORDER BY starts_at`,
      [a],
    );
    expect(periods).toHaveLength(3);
    for (let i = 1; i < periods.length; i++)
      expect(new Date(periods[i].starts_at).getTime()).toBe(new Date(periods[i - 1].ends_at).getTime());
  });
});
