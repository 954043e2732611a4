import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  sessionCookie,
  type TestContext,
} from '../../../test/harness.ts';
import type { SandboxPsp } from '../../providers/payments/sandbox/sandbox-psp.ts';
import { groupBuyRepository } from './group-buy-service.ts';

// Joining a group buy through checkout (decision 068) over HTTP on the real database and the sandbox
// PSP: the joining checkout at the group price, the paid order joining under the group's lock, the
// group completing at its size, the refusals, the race on the last seat, the deadline sweep and the
// refunds of a failed group.

process.env.SANDBOX_REFUND_DELAY_MS = '0';

const JOIN = 'kontor_trade_JoinGroupBuyFlow';
const SHARE = 'kontor_trade_QueryGroupBuyShareFlow';
const HOUR = 3_600_000;

let t: TestContext;
let psp: SandboxPsp;
let anna: string;
let ben: string;
let signups = 0;

beforeAll(async () => {
  t = await createTestContext();
  psp = t.app.providers.payments.sandboxPsp;
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
});
afterAll(() => t?.close());

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** A new buyer, signed in (each from its own address: sign-ups per address are limited). */
async function newBuyer(): Promise<string> {
  signups += 1;
  const res = await t.request('POST', '/api/user/web/signup', {
    body: {
      email: `joiner-${signups}-${Date.now()}@example.test`,
      password: 'Sicher!2026',
      nickname: `Joiner ${signups}`,
    },
    headers: { 'accept-language': 'en' },
    remoteAddress: `10.68.${Math.floor(signups / 200)}.${signups % 200}`,
  });
  expectOk(res);
  return sessionCookie(res)!;
}

/** A group Anna's paid order opened: `size` seats, Anna in the first. */
async function newGroup(size: number, expiresInMs = 48 * HOUR) {
  const order = await createTestOrder(t.db, { status: 'UN_DELIVERY' });
  const line = (await t.db.one<{ item_id: number; sku_id: number; unit: string }>(
    'SELECT item_id::int AS item_id, sku_id::int AS sku_id, unit_price_minor::text AS unit FROM trade_order_line WHERE order_id = $1',
    [order.id],
  ))!;
  const groupPriceMinor = Math.round(Number(line.unit) * 0.85);
  const id = await groupBuyRepository.open(t.db, {
    leaderOrderId: order.id,
    shopId: order.shopId,
    itemId: line.item_id,
    skuId: line.sku_id,
    buyerId: order.buyerId,
    groupSize: size,
    currency: 'EUR',
    groupPriceMinor,
    priceMinor: Number(line.unit),
    openedAt: new Date(),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return { id, leaderOrderId: order.id, shopId: order.shopId, skuId: line.sku_id, groupPriceMinor };
}
type Group = Awaited<ReturnType<typeof newGroup>>;

const link = (g: Group) => ({ shopId: g.shopId, orderId: g.leaderOrderId });
const join = (cookie: string | undefined, g: Group, language = 'en') =>
  t.call('flow', JOIN, link(g), { cookie, site: 'DE', headers: { 'accept-language': language } });
const share = (g: Group, cookie?: string) => t.call('flow', SHARE, link(g), { cookie });

/** A German shipping address (a new buyer has none saved). */
const ADDRESS = {
  firstName: 'Carla',
  lastName: 'Neumann',
  areaCode: '+49',
  personPhone: '151 23456780',
  country: 'DE',
  province: 'Bayern',
  city: 'München',
  postalCode: '80331',
  poiName: 'Sendlinger Straße',
  houseNo: '12',
};

/** First pay with the card, confirmed at the sandbox PSP; answers the record id (not polled yet). */
async function payByCard(cookie: string, contractId: number): Promise<number> {
  expectOk(
    await t.call(
      'flow',
      'kontor_trade_UpdateTradeContractAddressFlow',
      { id: contractId, selectedAddress: ADDRESS },
      { cookie, site: 'DE' },
    ),
  );
  const pay = expectOk(
    await t.call('flow', 'trade_FirstPayFlow', { payChannel: 'CARD', contractId }, { cookie, site: 'DE' }),
  );
  const tok = await psp.tokenize({ number: '4242424242424242', expiry, cvc: '123' });
  await psp.confirmPayment(pay.redirectInfo.clientSecret, tok.token);
  return pay.paymentRecordId as number;
}
const poll = (cookie: string, paymentRecordId: number) =>
  t.call('flow', 'pay_FindPayAndChannelResultFlow', { paymentRecordId }, { cookie });

const members = async (groupId: number) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM group_buy_member WHERE group_buy_id = $1', [
    groupId,
  ]))!.n;
const contracts = async () =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM trade_contract'))!.n;
const orderOf = async (contractId: number) =>
  (await t.db.one<{
    id: number;
    display_status: string;
    trade_order_business_type: string;
    need_pay_minor: string;
  }>(
    `SELECT id::int AS id, display_status, trade_order_business_type, need_pay_minor::text AS need_pay_minor
       FROM trade_order WHERE contract_id = $1`,
    [contractId],
  ))!;

describe('joining a group buy through checkout', () => {
  it('checks out the SKU at the group price; the paid order joins and the last seat completes the group', async () => {
    const g = await newGroup(2);
    const carol = await newBuyer();
    expect(expectOk(await share(g, carol)).join).toBe('join');
    expect(expectOk(await share(g)).join).toBeNull();
    const { id: contractId } = expectOk(await join(carol, g));
    // Asked again before paying: the same checkout, not a second one.
    expect(expectOk(await join(carol, g)).id).toBe(contractId);
    const order = await orderOf(contractId);
    expect(order).toMatchObject({ display_status: 'PENDING_PAY', trade_order_business_type: 'GROUP_BUY' });
    expect(Number(order.need_pay_minor)).toBe(g.groupPriceMinor);
    // Not a member before the payment.
    expect(await members(g.id)).toBe(1);
    expect(expectOk(await share(g)).status).toBe('OPEN');

    const record = await payByCard(carol, contractId);
    expect(expectOk(await poll(carol, record)).status).toBe('SUCCESS');
    expect(await members(g.id)).toBe(2);
    const after = expectOk(await share(g, carol));
    expect(after).toMatchObject({ status: 'COMPLETE', join: 'own' });
    expect(after.members).toHaveLength(2);
    expect(expectOk(await share(g, ben)).join).toBe('full');
    // Polled again: nothing more.
    expectOk(await poll(carol, record));
    expect(await members(g.id)).toBe(2);
  });

  it('refuses its own group, a full one, an ended one with 409 and a message in the buyer’s language; changes nothing', async () => {
    const open = await newGroup(3);
    const full = await newGroup(2);
    const ended = await newGroup(3, -HOUR);
    const before = await contracts();
    const own = expectFailure(await join(anna, open, 'de'), 409, 'CONFLICT');
    expect(own).toMatchObject({ key: 'groupBuy.errors.own', message: 'Sie sind bereits in dieser Gruppe.' });

    await groupBuyRepository.join(
      t.db,
      full.id,
      (await t.db.one<{ id: number }>(
        "SELECT id::int AS id FROM app_user WHERE email = 'buyer2@kontor.test'",
      ))!.id,
      null,
      new Date(),
    );
    await t.db.query("UPDATE group_buy SET status = 'COMPLETE' WHERE id = $1", [full.id]);
    const carol = await newBuyer();
    expect(expectFailure(await join(carol, full), 409, 'CONFLICT')).toMatchObject({
      key: 'groupBuy.errors.full',
      message: 'This group is already full.',
    });

    expect(expectFailure(await join(carol, ended), 409, 'CONFLICT')).toMatchObject({
      key: 'groupBuy.errors.expired',
      message: 'This group buy has ended.',
    });
    expect(await contracts()).toBe(before);
    for (const g of [open, full, ended])
      expect(
        (await t.db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM group_buy_join WHERE group_buy_id = $1',
          [g.id],
        ))!.n,
      ).toBe(0);
  });

  it('answers 404 for a link that names no group, 401 without an account, 400 with fields for bad ids', async () => {
    const g = await newGroup(3);
    const carol = await newBuyer();
    expectFailure(
      await t.call('flow', JOIN, { shopId: g.shopId + 1, orderId: g.leaderOrderId }, { cookie: carol }),
      404,
      'NOT_FOUND',
    );
    const plain = await createTestOrder(t.db, { status: 'UN_DELIVERY' });
    expectFailure(
      await t.call('flow', JOIN, { shopId: plain.shopId, orderId: plain.id }, { cookie: carol }),
      404,
      'NOT_FOUND',
    );
    expectFailure(await join(undefined, g), 401, 'UNAUTHORIZED');
    const error = expectFailure(
      await t.call('flow', JOIN, { shopId: 'x', orderId: 0 }, { cookie: carol }),
      400,
      'INVALID_DATA',
    );
    expect(error.fields?.map((f) => f.path).sort()).toEqual(['orderId', 'shopId']);
    expect(await members(g.id)).toBe(1);
  });

  it('twenty buyers paying for the last seat at once: exactly one joins, the others are refunded', async () => {
    const g = await newGroup(2);
    const buyers: string[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await newBuyer());
    const started = await Promise.all(buyers.map((b) => join(b, g)));
    const contractIds = started.map((r) => expectOk(r).id as number);
    const records: number[] = [];
    for (const [i, b] of buyers.entries()) records.push(await payByCard(b, contractIds[i]!));
    const polled = await Promise.all(buyers.map((b, i) => poll(b, records[i]!)));
    for (const p of polled) expect(expectOk(p).status).toBe('SUCCESS');

    expect(await members(g.id)).toBe(2);
    expect(expectOk(await share(g)).status).toBe('COMPLETE');
    const joins = await t.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM group_buy_join WHERE group_buy_id = $1 GROUP BY status ORDER BY status',
      [g.id],
    );
    expect(joins).toEqual([
      { status: 'JOINED', n: 1 },
      { status: 'REJECTED', n: 19 },
    ]);

    // The sweep sends the nineteen paid orders that found no seat back, once.
    await t.app.sweeps.runRowSweeps();
    await t.app.sweeps.runRowSweeps();
    const refunds = await t.db.query<{ type: string }>(
      `SELECT r.type FROM group_buy_refund x JOIN reverse_order r ON r.id = x.reverse_order_id WHERE x.group_buy_id = $1`,
      [g.id],
    );
    expect(refunds).toHaveLength(19);
    for (const r of refunds) expect(r.type).toBe('SALE_CANCEL_AFTER_PAID');
    const reverses = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM reverse_order r JOIN group_buy_join j ON j.order_id = r.order_id WHERE j.group_buy_id = $1`,
      [g.id],
    );
    expect(reverses!.n).toBe(19);
  });

  it('at its expiry an unfilled group fails and its paid orders are refunded through the payment platform', async () => {
    const g = await newGroup(3);
    const carol = await newBuyer();
    const { id: contractId } = expectOk(await join(carol, g));
    expect(expectOk(await poll(carol, await payByCard(carol, contractId))).status).toBe('SUCCESS');
    expect(await members(g.id)).toBe(2);
    await t.db.query("UPDATE group_buy SET expires_at = now() - interval '1 minute' WHERE id = $1", [g.id]);
    expectFailure(await join(await newBuyer(), g), 409, 'CONFLICT');

    for (let i = 0; i < 4; i++) await t.app.sweeps.runRowSweeps();
    expect(expectOk(await share(g)).status).toBe('FAILED');
    const carolsOrder = await orderOf(contractId);
    const refunded = await t.db.query<{ order_id: number; status: string }>(
      `SELECT x.order_id::int AS order_id, f.status FROM group_buy_refund x
         JOIN refund f ON f.reverse_order_id = x.reverse_order_id WHERE x.group_buy_id = $1 ORDER BY x.order_id`,
      [g.id],
    );
    expect(refunded.map((r) => r.order_id)).toEqual([g.leaderOrderId, carolsOrder.id].sort((a, b) => a - b));
    // Carol paid by card through the sandbox PSP: her money went back the same way.
    expect(refunded.find((r) => r.order_id === carolsOrder.id)!.status).toBe('DONE');
    expect((await orderOf(contractId)).display_status).toBe('CANCEL_ALL');
  });
});
