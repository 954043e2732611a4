import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';
import type { SandboxPsp } from '../../providers/payments/sandbox/sandbox-psp.ts';

const NEED = 'kontor_trade_FilterNeedFreeOrderFlow';
const CARDS = 'kontor_trade_FilterGiftCardsFlow';
const SEND = 'kontor_trade_UpdateGiftCardsActivityStatusFunc';

process.env.SANDBOX_REFUND_DELAY_MS = '0';

let t: TestContext;
let anna: string;
let ben: string;
let psp: SandboxPsp;

beforeAll(async () => {
  t = await createTestContext();
  psp = t.app.providers.payments.sandboxPsp;
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
});
afterAll(() => t?.close());

const giftCardOrder = (buyer: 'anna' | 'ben' = 'anna') =>
  createTestOrder(t.db, {
    status: 'COMPLETE',
    lines: [{ item: 'kontor-gift-card', sku: 1, qty: 2 }],
    giftCard: true,
    buyer,
  });

const mails = async (orderCode: string) =>
  (await t.db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox_message WHERE subject LIKE '%' || $1",
    [orderCode],
  ))!.n;

describe('gift cards', () => {
  it('shows the buyer the codes and PINs of a gift-card order', async () => {
    const order = await giftCardOrder();
    const cards = expectOk(await t.call('flow', CARDS, { id: order.id }, { cookie: anna }));
    expect(cards).toMatchObject({
      orderId: order.id,
      activityId: order.lineIds[0],
      cardCount: 2,
      sendEmailStatus: false,
    });
    expect(cards.cards).toHaveLength(2);
    for (const c of cards.cards) {
      expect(c.couponCode).toMatch(/^KGC-/);
      expect(c.couponsPassword).toMatch(/^\d{6}$/);
      expect(c.amount.currency).toBe('EUR');
    }
    const need = expectOk(await t.call('flow', NEED, {}, { cookie: anna }));
    expect(need.data.map((o: { orderId: number }) => o.orderId)).toContain(order.id);
  });

  it('e-mails the cards exactly once, however often and however concurrently it is asked', async () => {
    const order = await giftCardOrder();
    const payload = { id: order.id, activityId: order.lineIds[0], sendEmailStatus: true };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('func', SEND, payload, { cookie: anna })),
    );
    const sent = answers.map(expectOk);
    expect(new Set(sent.map((s) => s.sentTime)).size).toBe(1);
    expect(sent[0]).toMatchObject({ sendEmailStatus: true, email: 'buyer@kontor.test' });
    expectOk(await t.call('func', SEND, payload, { cookie: anna }));
    expect(await mails(order.code)).toBe(1);
    const message = await t.db.one<{ body: string }>(
      "SELECT body FROM outbox_message WHERE subject LIKE '%' || $1",
      [order.code],
    );
    const cards = expectOk(await t.call('flow', CARDS, { id: order.id }, { cookie: anna }));
    for (const c of cards.cards) expect(message!.body).toContain(c.couponCode);
    expect(cards).toMatchObject({ sendEmailStatus: true, sentTime: sent[0].sentTime });
    const need = expectOk(await t.call('flow', NEED, { page: { no: 1, size: 100 } }, { cookie: anna }));
    expect(need.data.map((o: { orderId: number }) => o.orderId)).not.toContain(order.id);
  });

  it('answers another buyer’s gift-card order, or an order that is none, like an unknown one', async () => {
    const order = await giftCardOrder();
    const plain = await createTestOrder(t.db, { status: 'COMPLETE' });
    const payload = { id: order.id, activityId: order.lineIds[0], sendEmailStatus: true };
    expectFailure(await t.call('flow', CARDS, { id: order.id }, { cookie: ben }), 404, 'NOT_FOUND');
    expectFailure(await t.call('func', SEND, payload, { cookie: ben }), 404, 'NOT_FOUND');
    expectFailure(await t.call('flow', CARDS, { id: plain.id }, { cookie: anna }), 404, 'NOT_FOUND');
    expectFailure(
      await t.call('func', SEND, { ...payload, activityId: plain.lineIds[0] }, { cookie: anna }),
      404,
      'NOT_FOUND',
    );
    expect(await mails(order.code)).toBe(0);
    const bens = expectOk(await t.call('flow', NEED, {}, { cookie: ben }));
    expect(bens.data.map((o: { orderId: number }) => o.orderId)).not.toContain(order.id);
  });

  it('refuses bad input with 400 and its fields, and sends nothing', async () => {
    const order = await giftCardOrder();
    const cases: [string, string, unknown, string][] = [
      [
        'func',
        SEND,
        { id: order.id, activityId: order.lineIds[0], sendEmailStatus: false },
        'sendEmailStatus',
      ],
      ['func', SEND, { id: order.id, sendEmailStatus: true }, 'activityId'],
      ['func', SEND, { id: 'x', activityId: 1, sendEmailStatus: true }, 'id'],
      ['flow', CARDS, { id: 0 }, 'id'],
      ['flow', NEED, { page: { no: 1, size: 1000 } }, 'page.size'],
    ];
    for (const [kind, name, payload, field] of cases) {
      const error = expectFailure(
        await t.call(kind as 'flow', name, payload, { cookie: anna }),
        400,
        'INVALID_DATA',
      );
      expect(error.fields?.map((f) => f.path)).toContain(field);
    }
    expect(await mails(order.code)).toBe(0);
    expectFailure(await t.call('flow', CARDS, { id: order.id }), 401, 'UNAUTHORIZED');
  });
});

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

async function cartLine(cookie: string, urlKey: string, skuNo = 1, qty = 1): Promise<number> {
  const sku = (await t.db.one<{ id: number }>(
    `SELECT k.id::int AS id FROM sku k JOIN item i ON i.id = k.item_id WHERE i.url_key = $1 ORDER BY k.id OFFSET $2 LIMIT 1`,
    [urlKey, skuNo - 1],
  ))!;
  expectOk(
    await t.call('flow', 'kontor_trade_BatchCreateNewCartLinesFlow', [{ sku: { id: sku.id }, skuQty: qty }], {
      cookie,
      site: 'DE',
    }),
  );
  return (await t.db.one<{ id: number }>(
    'SELECT id::int AS id FROM cart_line WHERE sku_id = $1 ORDER BY id DESC LIMIT 1',
    [sku.id],
  ))!.id;
}

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

describe('gift cards bought through checkout (decision 068)', () => {
  it('need no address; once paid, the codes are issued and e-mailed exactly once, and the buyer sees them', async () => {
    const line = await cartLine(ben, 'kontor-gift-card', 2, 2);
    const { id: contractId } = expectOk(
      await t.call(
        'flow',
        'kontor_trade_CreateTradeContractFlow',
        { cartLineIds: [line] },
        { cookie: ben, site: 'DE' },
      ),
    );
    // Nothing ships: the checkout pays without any address.
    await t.db.query('UPDATE trade_contract SET selected_address = NULL WHERE id = $1', [contractId]);
    const contract = expectOk(
      await t.call(
        'func',
        'trade_QueryAndValidateTradeContractDetailByIdFunc',
        { id: contractId },
        { cookie: ben },
      ),
    );
    expect(contract.needsShipping).toBe(false);
    const order = (await t.db.one<{ id: number; code: string; biz_code: string }>(
      'SELECT id::int AS id, code, biz_code FROM trade_order WHERE contract_id = $1',
      [contractId],
    ))!;
    expect(order.biz_code).toBe('virtual_shopping_card');
    expect(await mails(order.code)).toBe(0);

    const record = await payByCard(ben, contractId);
    // The result polled twice at once: one payment, one set of cards, one e-mail.
    const polled = await Promise.all([poll(ben, record), poll(ben, record)]);
    for (const p of polled) expect(expectOk(p).status).toBe('SUCCESS');
    expectOk(await poll(ben, record));

    const cards = expectOk(await t.call('flow', CARDS, { id: order.id }, { cookie: ben }));
    expect(cards).toMatchObject({
      orderId: order.id,
      cardCount: 2,
      sendEmailStatus: true,
      email: 'buyer2@kontor.test',
    });
    for (const c of cards.cards) {
      expect(c.couponCode).toMatch(/^KGC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(c.couponsPassword).toMatch(/^\d{6}$/);
      expect(c.usedStatus).toBe('NOT_USED');
    }
    expect(await mails(order.code)).toBe(1);
    const message = (await t.db.one<{ body: string; recipient: string }>(
      "SELECT body, recipient FROM outbox_message WHERE subject LIKE '%' || $1",
      [order.code],
    ))!;
    expect(message.recipient).toBe('buyer2@kontor.test');
    for (const c of cards.cards) expect(message.body).toContain(c.couponCode);
    // Asking to send again answers the sending made at payment; nothing is queued twice.
    const again = expectOk(
      await t.call(
        'func',
        SEND,
        { id: order.id, activityId: cards.activityId, sendEmailStatus: true },
        { cookie: ben },
      ),
    );
    expect(again.sentTime).toBe(cards.sentTime);
    expect(await mails(order.code)).toBe(1);
    // The order detail is a gift-card order: its page shows the cards above (FilterGiftCardsFlow).
    const detail = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: order.id },
        { cookie: ben },
      ),
    );
    expect(detail.bizCode).toBe('virtual_shopping_card');
  });

  it('are checked out on their own: a cart with goods and a gift card is refused and nothing is placed', async () => {
    const card = await cartLine(ben, 'kontor-gift-card');
    const chair = await cartLine(ben, 'sitzgut-task');
    const before = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM trade_contract'))!.n;
    const error = expectFailure(
      await t.call(
        'flow',
        'kontor_trade_CreateTradeContractFlow',
        { cartLineIds: [card, chair] },
        { cookie: ben, site: 'DE' },
      ),
      409,
      'CONFLICT',
    );
    expect(error.key).toBe('checkoutErrors.giftCardAlone');
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM trade_contract'))!.n).toBe(before);
  });
});
