import { describe, expect, it } from 'vitest';
import { anna, annaId, ben, setUpAfterSalesTests, t } from '../../../test/after-sales-kit.ts';
import { createTestOrder } from '../../../test/fixtures.ts';
import { expectFailure, expectOk } from '../../../test/harness.ts';

// EU right of withdrawal: kontor_trade_WithdrawFromContractFlow and the order's buyerWithdraw operation.

const WITHDRAW = 'kontor_trade_WithdrawFromContractFlow';

setUpAfterSalesTests();

/** Calls of the German storefront (the withdrawal right is offered there). */
const flow = (name: string, payload: unknown, cookie: string, language?: string) =>
  t.call('flow', name, payload, {
    cookie,
    site: 'DE',
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
const orderDetail = async (id: number, cookie = anna) =>
  expectOk(await flow('bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id }, cookie));
const ops = (o: { operationList: { operation: string }[] }) => o.operationList.map((x) => x.operation);

interface Line {
  id: number;
  tradeQty: number;
  canReverseQty: number;
  sku: { name: string };
  tradeOrderLinePrice: { paidAmt: { value: string } };
}

/**
 * One of Anna's received orders with plain lines and no after-sales yet, not used by an earlier test,
 * delivered (completed) the given time ago.
 */
/** A COMPLETE order of Anna's of its own with plain lines, received `days` days ago (the withdrawal period runs from then). */
async function receivedOrder(days: number, opts: { lines?: number } = {}) {
  const order = await createTestOrder(t.db, {
    status: 'COMPLETE',
    receivedDaysAgo: days,
    daysAgo: days + 5,
    lines: [{ item: 'sitzgut-task' }, { item: 'sitzgut-footrest' }].slice(0, opts.lines ?? 1),
  });
  return order.id;
}

const payload = (orderId: number, lines: { id: number; qty: number }[]) => ({
  tradeOrder: { id: orderId },
  reverseTradeOrderLineList: lines.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.qty })),
});

async function outbox(orderCode: string) {
  return t.db.query<{ recipient: string; subject: string; body: string; channel: string }>(
    `SELECT recipient, subject, body, channel FROM outbox_message WHERE subject LIKE '%' || $1 || '%' ORDER BY id`,
    [orderCode],
  );
}

async function reverseRows(orderId: number) {
  return t.db.query<{ id: number; type: string; status: string; reason: string }>(
    'SELECT id, type, status, reason FROM reverse_order WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
}

describe('withdrawal offer', () => {
  it('is offered on the demo orders received 2 and 5 days ago, with the days left', async () => {
    const rows = await t.db.query<{ id: number }>(
      `SELECT o.id FROM trade_order o WHERE o.buyer_id = $1 AND o.display_status = 'COMPLETE'
          AND o.completed_at > now() - interval '6 days' AND o.completed_at < now() - interval '1 day'
        ORDER BY o.completed_at DESC`,
      [annaId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const details = await Promise.all(rows.map((r) => orderDetail(r.id)));
    const days = details.map((d) => d.withdrawalDaysLeft);
    expect(days).toEqual(expect.arrayContaining([12, 9]));
    for (const d of details) {
      expect(ops(d)).toContain('buyerWithdraw');
      expect(d.tradeOrderLineList.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('is not offered on orders received longer ago, nor on orders not yet received', async () => {
    const received = await t.db.one<{ id: number }>(
      `SELECT id FROM trade_order WHERE buyer_id = $1 AND display_status = 'COMPLETE'
          AND completed_at < now() - interval '30 days' ORDER BY id LIMIT 1`,
      [annaId],
    );
    const old = await orderDetail(received!.id);
    expect(ops(old)).not.toContain('buyerWithdraw');
    expect(old.withdrawalDaysLeft).toBeNull();
    const waiting = await t.db.one<{ id: number }>(
      `SELECT id FROM trade_order WHERE buyer_id = $1 AND display_status = 'UN_RECEIVED' ORDER BY id LIMIT 1`,
      [annaId],
    );
    const unReceived = await orderDetail(waiting!.id);
    expect(ops(unReceived)).not.toContain('buyerWithdraw');
    expect(unReceived.withdrawalDaysLeft).toBeNull();
    expectFailure(
      await flow(WITHDRAW, payload(waiting!.id, [{ id: unReceived.tradeOrderLineList[0].id, qty: 1 }]), anna),
      409,
      'CONFLICT',
    );
  });
});

describe('withdrawing from the contract', () => {
  it('creates a return with the withdrawal reason and the full paid amount, an order event and one e-mail', async () => {
    const orderId = await receivedOrder(2, { lines: 2 });
    const before = await orderDetail(orderId);
    expect(before.withdrawalDaysLeft).toBe(12);
    const line: Line = before.tradeOrderLineList[0];
    const created = expectOk(
      await flow(WITHDRAW, payload(orderId, [{ id: line.id, qty: line.tradeQty }]), anna),
    );
    expect(created).toMatchObject({
      reverseTradeOrderType: 'SALE_RETURN',
      reverseTradeOrderStatus: 'WAITING_FOR_AUDIT_BY_SELLER',
      applyRefundAmt: { value: line.tradeOrderLinePrice.paidAmt.value, currency: 'EUR' },
    });
    expect(created.reverseTradeOrderCode).toMatch(/^AS\d{14}$/);

    const record = expectOk(await flow('trade_QueryReverseOrderByIdFlow', { id: created.id }, anna, 'en'));
    expect(record).toMatchObject({
      reverseTradeOrderType: 'SALE_RETURN',
      reverseTradeOrderStatus: 'WAITING_FOR_AUDIT_BY_SELLER',
      reverseReason: 'WITHDRAWAL',
      reverseReasonText: 'Withdrawal from the contract (no reason needed)',
      applyRefundAmt: { value: line.tradeOrderLinePrice.paidAmt.value },
    });
    expect(record.reverseTradeOrderLineList).toHaveLength(1);
    expect(record.reverseTradeOrderLineList[0]).toMatchObject({
      reverseQty: line.tradeQty,
      tradeOrderLine: { id: line.id },
    });

    const after = await orderDetail(orderId);
    const afterLine = after.tradeOrderLineList.find((l: Line) => l.id === line.id);
    expect(afterLine.reverseOrderIds).toEqual([created.id]);
    expect(afterLine.reverseStatus).toBe('PROCESSING');
    expect(afterLine.canReverseQty).toBe(0);
    expect(after.reverseStatus).toBe('PROCESSING');
    // The other line may still be withdrawn.
    expect(ops(after)).toContain('buyerWithdraw');

    const events = await t.db.query<{ kind: string; payload: Record<string, unknown> }>(
      `SELECT kind, payload FROM order_event WHERE order_id = $1 AND kind IN ('WITHDRAWN', 'AFTER_SALES_STEP') ORDER BY id`,
      [orderId],
    );
    expect(events.map((e) => e.kind)).toEqual(['WITHDRAWN', 'AFTER_SALES_STEP']);
    expect(events[0].payload).toMatchObject({
      reverseOrderId: created.id,
      reverseTradeOrderCode: created.reverseTradeOrderCode,
      lines: [{ tradeOrderLineId: line.id, qty: line.tradeQty }],
    });

    const mails = await outbox(before.tradeOrderCode);
    expect(mails).toHaveLength(1);
    expect(mails[0].channel).toBe('EMAIL');
    expect(mails[0].recipient).toBe('buyer@kontor.test');
    expect(mails[0].subject).toContain(created.reverseTradeOrderCode);
    expect(mails[0].body).toContain(line.sku.name);
    expect(mails[0].body).toContain(created.reverseTradeOrderCode);
    expect(mails[0].body).toContain(`${line.tradeOrderLinePrice.paidAmt.value} EUR`);
  });

  it('writes the acknowledgement in the buyer language', async () => {
    const orderId = await receivedOrder(1);
    const before = await orderDetail(orderId);
    const line: Line = before.tradeOrderLineList[0];
    const created = expectOk(await flow(WITHDRAW, payload(orderId, [{ id: line.id, qty: 1 }]), anna, 'de'));
    const [mail] = await outbox(before.tradeOrderCode);
    expect(mail.subject).toBe(
      `Widerruf der Bestellung ${before.tradeOrderCode} erhalten (Serviceauftrag ${created.reverseTradeOrderCode})`,
    );
    expect(mail.body).toContain(`1 × ${line.sku.name}`);
  });

  it('gives the delivery costs back too when nothing of the order is kept', async () => {
    const orderId = await receivedOrder(4);
    // The order's money outside its lines (shipping); some is added when the demo order has none.
    const extra = async () =>
      (await t.db.one<{ n: number }>(
        `SELECT (o.paid_minor - (SELECT sum(l.paid_minor) FROM trade_order_line l WHERE l.order_id = o.id))::int AS n
           FROM trade_order o WHERE o.id = $1`,
        [orderId],
      ))!.n;
    if ((await extra()) === 0)
      await t.db.query(
        'UPDATE trade_order SET paid_minor = paid_minor + 490, shipping_minor = 490 WHERE id = $1',
        [orderId],
      );
    const shipping = await extra();
    expect(shipping).toBeGreaterThan(0);
    const before = await orderDetail(orderId);
    const lines: Line[] = before.tradeOrderLineList;
    const created = expectOk(
      await flow(
        WITHDRAW,
        payload(
          orderId,
          lines.map((l) => ({ id: l.id, qty: l.canReverseQty })),
        ),
        anna,
      ),
    );
    expect(created.applyRefundAmt.value).toBe(before.paidAmt.value);
    const row = await t.db.one<{ refund_shipping_minor: number }>(
      'SELECT refund_shipping_minor FROM reverse_order WHERE id = $1',
      [created.id],
    );
    expect(row!.refund_shipping_minor).toBe(shipping);
    // Nothing left to return: no longer offered.
    const after = await orderDetail(orderId);
    expect(ops(after)).not.toContain('buyerWithdraw');
    expect(after.withdrawalDaysLeft).toBeNull();
    expectFailure(
      await flow(WITHDRAW, payload(orderId, [{ id: lines[0].id, qty: 1 }]), anna),
      409,
      'CONFLICT',
    );
  });

  it('is listed in the order list, and goes on like any return: seller approval, then the goods go back', async () => {
    const orderId = await receivedOrder(3);
    const list = expectOk(
      await flow(
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { queryParams: { page: { no: 1, size: 100 } }, searchStatus: { value: 'COMPLETE' } },
        anna,
      ),
    );
    const card = list.data.find((o: { id: number }) => o.id === orderId);
    expect(card.withdrawalDaysLeft).toBe(11);
    expect(ops(card)).toContain('buyerWithdraw');
    const before = await orderDetail(orderId);
    const line: Line = before.tradeOrderLineList[0];
    const created = expectOk(await flow(WITHDRAW, payload(orderId, [{ id: line.id, qty: 1 }]), anna));
    const seller = await t.db.one<{ email: string }>(
      `SELECT u.email FROM trade_order o JOIN shop s ON s.id = o.shop_id JOIN app_user u ON u.id = s.seller_user_id WHERE o.id = $1`,
      [orderId],
    );
    const sellerCookie = await t.signIn(seller!.email);
    const approved = expectOk(
      await flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, sellerCookie),
    );
    expect(approved.reverseTradeOrderStatus).toBe('WAITING_FOR_BUYER_RETURN');
    const record = expectOk(await flow('trade_QueryReverseOrderByIdFlow', { id: created.id }, anna));
    expect(record.operationList.map((o: { operation: string }) => o.operation)).toContain('POST_BACK');
  });
});

describe('the 14-day window', () => {
  it('keeps day 14 in (0 days left) and closes on day 15 with nothing changed', async () => {
    const lastDay = await receivedOrder(14 + 23 / 24);
    const detail = await orderDetail(lastDay);
    expect(detail.withdrawalDaysLeft).toBe(0);
    expect(ops(detail)).toContain('buyerWithdraw');
    expectOk(await flow(WITHDRAW, payload(lastDay, [{ id: detail.tradeOrderLineList[0].id, qty: 1 }]), anna));

    const closed = await receivedOrder(15);
    const late = await orderDetail(closed);
    expect(late.withdrawalDaysLeft).toBeNull();
    expect(ops(late)).not.toContain('buyerWithdraw');
    const error = expectFailure(
      await flow(WITHDRAW, payload(closed, [{ id: late.tradeOrderLineList[0].id, qty: 1 }]), anna, 'en'),
      409,
      'CONFLICT',
    );
    expect(error.key).toBe('orders.withdraw.errors.windowClosed');
    expect(error.message).toBe('The 14-day withdrawal period of this order has ended');
    expect(await reverseRows(closed)).toEqual([]);
    expect(await outbox(late.tradeOrderCode)).toEqual([]);
    const reserved = await t.db.one<{ n: number }>(
      'SELECT coalesce(sum(reserved_qty), 0)::int AS n FROM trade_order_line WHERE order_id = $1',
      [closed],
    );
    expect(reserved!.n).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses bad lines and quantities at their paths, with nothing changed', async () => {
    const orderId = await receivedOrder(2, { lines: 2 });
    const d = await orderDetail(orderId);
    const [a, b]: Line[] = d.tradeOrderLineList;
    const otherOrder = await t.db.one<{ id: number }>(
      `SELECT l.id FROM trade_order_line l JOIN trade_order o ON o.id = l.order_id
        WHERE o.buyer_id = $1 AND o.id <> $2 ORDER BY l.id LIMIT 1`,
      [annaId, orderId],
    );
    const fields = async (body: unknown) =>
      expectFailure(await flow(WITHDRAW, body, anna, 'en'), 400, 'INVALID_DATA').fields!.map(
        (f) => `${f.path}: ${f.message}`,
      );
    expect(await fields({ tradeOrder: { id: orderId }, reverseTradeOrderLineList: [] })).toEqual([
      'reverseTradeOrderLineList: Please choose at least one item for after-sales',
    ]);
    expect(await fields(payload(orderId, [{ id: a.id, qty: a.canReverseQty + 1 }]))).toEqual([
      'reverseTradeOrderLineList.0.reverseQty: The quantity cannot exceed the quantity available',
    ]);
    expect(
      await fields(
        payload(orderId, [
          { id: b.id, qty: 1 },
          { id: otherOrder!.id, qty: 1 },
        ]),
      ),
    ).toEqual(['reverseTradeOrderLineList.1.tradeOrderLine.id: This item cannot be returned or refunded']);
    expect(await fields(payload(orderId, [{ id: a.id, qty: 0 }]))).toEqual([
      'reverseTradeOrderLineList.0.reverseQty: The quantity must be at least 1',
    ]);
    expect(await fields(payload(orderId, [{ id: a.id, qty: 0.5 }]))).toEqual([
      'reverseTradeOrderLineList.0.reverseQty: The quantity must be at least 1',
    ]);
    expect(
      await fields(
        payload(orderId, [
          { id: a.id, qty: 1 },
          { id: a.id, qty: 1 },
        ]),
      ),
    ).toEqual(['reverseTradeOrderLineList.1.tradeOrderLine.id: An item can be chosen only once']);
    // Another buyer's order is not found, like a missing one; guests may not withdraw.
    expectFailure(await flow(WITHDRAW, payload(orderId, [{ id: a.id, qty: 1 }]), ben), 404, 'NOT_FOUND');
    expectFailure(await flow(WITHDRAW, payload(999_999_999, [{ id: a.id, qty: 1 }]), anna), 404, 'NOT_FOUND');
    const guest = await t.request('POST', '/api/user/web/tourist', {});
    const cookie = String(guest.headers['set-cookie'] ?? '').split(';')[0];
    expect(cookie).toMatch(/=/);
    expect((await flow(WITHDRAW, payload(orderId, [{ id: a.id, qty: 1 }]), cookie)).statusCode).toBe(401);
    expect(await reverseRows(orderId)).toEqual([]);
    expect(await outbox(d.tradeOrderCode)).toEqual([]);
  });
});

describe('racing withdrawals', () => {
  it('takes the quantity once when the same line is withdrawn twice at the same time', async () => {
    const orderId = await receivedOrder(2);
    const d = await orderDetail(orderId);
    const line: Line = d.tradeOrderLineList[0];
    const body = payload(orderId, [{ id: line.id, qty: line.canReverseQty }]);
    const results = await Promise.all([flow(WITHDRAW, body, anna), flow(WITHDRAW, body, anna)]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 200)!;
    expect([400, 409]).toContain(refused.statusCode);
    const reserved = await t.db.one<{ reserved_qty: number }>(
      'SELECT reserved_qty FROM trade_order_line WHERE id = $1',
      [line.id],
    );
    expect(reserved!.reserved_qty).toBe(line.canReverseQty);
    expect(await reverseRows(orderId)).toHaveLength(1);
    expect(await outbox(d.tradeOrderCode)).toHaveLength(1);
  });
});
