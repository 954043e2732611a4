import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';

const NEED = 'kontor_trade_FilterNeedFreeOrderFlow';
const CARDS = 'kontor_trade_FilterGiftCardsFlow';
const SEND = 'kontor_trade_UpdateGiftCardsActivityStatusFunc';

let t: TestContext;
let anna: string;
let ben: string;

beforeAll(async () => {
  t = await createTestContext();
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
