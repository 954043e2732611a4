import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINK_DAYS, orderLinkToken, orderLinkValid } from '../src/features/orders/order-link.ts';
import type { SandboxPsp } from '../src/providers/payments/sandbox/sandbox-psp.ts';
import { createTestItem } from './fixtures.ts';
import { createTestContext, expectFailure, expectOk, sessionCookie, type TestContext } from './harness.ts';

// The guest's order link (decision 063): the confirmation e-mail of a guest's paid order links to the
// order with a signed token that opens that one order, read only, in any browser, until it expires.

let t: TestContext;
let psp: SandboxPsp;

beforeAll(async () => {
  t = await createTestContext();
  psp = t.app.providers.payments.sandboxPsp;
});
afterAll(() => t?.close());

const BY_LINK = 'kontor_trade_QueryOrderDetailByLinkFlow';
const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** A guest session buys one item with a card and is back from the poll: answers the paid order's id. */
async function guestPaidOrder(email: string): Promise<{ cookie: string; orderId: number }> {
  const cookie = sessionCookie(await t.request('POST', '/api/user/web/tourist', {}))!;
  const item = await createTestItem(t.db, { DE: { sale: 1500 } });
  expectOk(
    await t.call(
      'flow',
      'kontor_trade_BatchCreateNewCartLinesFlow',
      [{ sku: { id: item.skuId }, skuQty: 1 }],
      {
        cookie,
        site: 'DE',
      },
    ),
  );
  const { id } = expectOk(
    await t.call(
      'flow',
      'kontor_trade_CreateTradeContractFlow',
      { selectedAddress: { firstName: 'Gast', lastName: 'Käufer', country: 'DE', city: 'Köln', email } },
      { cookie, site: 'DE' },
    ),
  );
  const pay = expectOk(
    await t.call(
      'flow',
      'trade_FirstPayFlow',
      { payChannel: 'CARD', contractId: id },
      { cookie, site: 'DE' },
    ),
  );
  const tok = await psp.tokenize({ number: '4242424242424242', expiry, cvc: '123' });
  await psp.confirmPayment(pay.redirectInfo.clientSecret, tok.token);
  const r = expectOk(
    await t.call(
      'flow',
      'pay_FindPayAndChannelResultFlow',
      { paymentRecordId: pay.paymentRecordId },
      { cookie },
    ),
  );
  expect(r.recordStatus).toBe('PAY_SUCCESS');
  return { cookie, orderId: r.orderIds[0] };
}

async function mailedLink(email: string): Promise<string> {
  const mail = await t.db.one<{ body: string }>(
    `SELECT body FROM outbox_message WHERE recipient = $1 AND subject LIKE 'Order % confirmed' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  return /Follow your order here: (\S+)/.exec(mail!.body)![1]!;
}

describe('the guest order link', () => {
  it('the e-mail links the order with a token that opens it without a session, read only', async () => {
    const { orderId } = await guestPaidOrder('gast1@example.de');
    const mailed = await mailedLink('gast1@example.de');
    // Absolute, on the shop's public address (config publicUrl, decision 066).
    expect(mailed.startsWith(`${t.app.config.publicUrl}/buyer/order/detail/`)).toBe(true);
    const link = new URL(mailed);
    expect(link.pathname).toBe(`/buyer/order/detail/${orderId}`);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);

    const order = expectOk(await t.call('flow', BY_LINK, { id: orderId, token }));
    expect(order).toMatchObject({ id: orderId, displayStatus: 'UN_DELIVERY', operationList: [] });
    expect(order.tradeContract).not.toBeNull();
  });

  it('another order id with the token, a changed or expired token answer 404 like an unknown order', async () => {
    const first = await guestPaidOrder('gast2@example.de');
    const second = await guestPaidOrder('gast3@example.de');
    const token = new URL(await mailedLink('gast2@example.de'), 'http://shop.test').searchParams.get(
      'token',
    )!;
    const unknown = await t.call('flow', BY_LINK, { id: 987_654_321, token });
    expectFailure(unknown, 404, 'NOT_FOUND');

    const other = await t.call('flow', BY_LINK, { id: second.orderId, token });
    expectFailure(other, 404, 'NOT_FOUND');
    expect(other.payload).toBe(unknown.payload);

    const [expires, signature] = token.split('.');
    const later = `${Number(expires) + 86_400}.${signature}`;
    expectFailure(await t.call('flow', BY_LINK, { id: first.orderId, token: later }), 404, 'NOT_FOUND');
    const flipped = `${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expectFailure(await t.call('flow', BY_LINK, { id: first.orderId, token: flipped }), 404, 'NOT_FOUND');
    expectFailure(await t.call('flow', BY_LINK, { id: first.orderId, token: 'x' }), 404, 'NOT_FOUND');

    const old = await orderLinkToken(
      t.db,
      first.orderId,
      new Date(Date.now() - (ORDER_LINK_DAYS + 1) * 86_400_000),
    );
    expect(await orderLinkValid(t.db, first.orderId, old)).toBe(false);
    expectFailure(await t.call('flow', BY_LINK, { id: first.orderId, token: old }), 404, 'NOT_FOUND');
    const fresh = await orderLinkToken(t.db, first.orderId);
    expect(await orderLinkValid(t.db, first.orderId, fresh)).toBe(true);
    expect(await orderLinkValid(t.db, second.orderId, fresh)).toBe(false);
  });
});
