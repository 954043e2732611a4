import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  anna,
  ben,
  detail,
  flow,
  type OrderChoice,
  sellerEmailOf,
  sellerOf,
  setUpAfterSalesTests,
  sweep,
  t,
  annaOrder as takeOrder,
  zh,
} from '../../../test/after-sales-kit.ts';
import { expectFailure, expectOk, sessionCookie, uploadImage } from '../../../test/harness.ts';

setUpAfterSalesTests({ refundsAtOnce: true });

/** One of Anna's orders of plain lines in a status, not used by an earlier test. */
const annaOrder = (status: string, choice: OrderChoice = {}) =>
  takeOrder(status, { lines: 'plain', ...choice });

async function firstLine(orderId: number, type = 'SALE_REFUND', cookie = anna) {
  const view = expectOk(
    await flow(
      'trade_RenderReverseTradeOrderForApplyFlow',
      { tradeOrder: { id: orderId }, reverseTradeOrderType: type },
      cookie,
    ),
  );
  return { view, line: view.reverseTradeOrderLineList[0].tradeOrderLine };
}

function application(
  orderId: number,
  lines: { id: number; qty: number }[],
  amount: string,
  files: { url: string }[] = [],
) {
  return {
    tradeOrder: { id: orderId },
    reverseReason: 'QUALITY_ISSUE',
    applyRefundAmt: { value: amount, currency: 'EUR' },
    submitRemark: { entityType: 'BUYER', remark: 'Broken', attachmentList: { files } },
    reverseTradeOrderLineList: lines.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.qty })),
  };
}

const recordsOf = async (orderId: number) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM reverse_order WHERE order_id = $1', [
    orderId,
  ]))!.n;

const upload = async (cookie: string, purpose: string): Promise<string> =>
  expectOk(await uploadImage(t, cookie, purpose)).url;

describe('application limits (spec §5), with the zh-CN messages at their paths and nothing created', () => {
  it('refuses a long note, too many images, quantity 0 or above canReverseQty, and bad or too high amounts', async () => {
    const orderId = await annaOrder('COMPLETE');
    const { view, line } = await firstLine(orderId);
    const good = application(orderId, [{ id: line.id, qty: 1 }], '1.00');
    const fields = async (payload: unknown) =>
      expectFailure(await zh('trade_InitiateReverseOrderOnlyRefundFlow', payload, anna), 400, 'INVALID_DATA')
        .fields;

    expect(
      await fields({ ...good, submitRemark: { ...good.submitRemark, remark: 'x'.repeat(501) } }),
    ).toEqual([{ path: 'submitRemark.remark', message: '最多 500 个字符' }]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ url: `/files/x${i}.png` }));
    expect(
      await fields({ ...good, submitRemark: { ...good.submitRemark, attachmentList: { files: seven } } }),
    ).toEqual([{ path: 'submitRemark.attachmentList.files', message: '最多上传 6 张图片' }]);
    expect(await fields(application(orderId, [{ id: line.id, qty: 0 }], '1.00'))).toEqual([
      { path: 'reverseTradeOrderLineList.0.reverseQty', message: '数量至少为 1' },
    ]);
    expect(
      await fields(application(orderId, [{ id: line.id, qty: line.canReverseQty + 1 }], '1.00')),
    ).toEqual([{ path: 'reverseTradeOrderLineList.0.reverseQty', message: '数量不能超过可申请数量' }]);
    expect(await fields(application(orderId, [{ id: line.id, qty: 1 }], '1.005'))).toEqual([
      { path: 'applyRefundAmt.value', message: '请输入正确的金额，最多两位小数' },
    ]);
    expect(await fields({ ...good, applyRefundAmt: undefined })).toEqual([
      { path: 'applyRefundAmt.value', message: '请输入退款金额' },
    ]);
    // Above what the chosen quantity may give back (one unit of the line).
    const oneUnit =
      Number(view.reverseTradeOrderLineList[0].applyRefundAmt.value) /
      view.reverseTradeOrderLineList[0].reverseQty;
    const above = (Math.floor(oneUnit * 100) / 100 + 0.01).toFixed(2);
    expect(await fields(application(orderId, [{ id: line.id, qty: 1 }], above))).toEqual([
      { path: 'applyRefundAmt.value', message: '退款金额不能超过可退金额' },
    ]);
    expect(await recordsOf(orderId)).toBe(0);
    // The last two limits are the server's own (they need the order): exactly at the limit passes.
    expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        application(orderId, [{ id: line.id, qty: 1 }], (Math.floor(oneUnit * 100) / 100).toFixed(2)),
        anna,
      ),
    );
  });

  it('accepts only the buyer’s own after-sales uploads as attachments', async () => {
    const orderId = await annaOrder('COMPLETE');
    const { line } = await firstLine(orderId);
    const own = await upload(anna, 'after-sales');
    const bens = await upload(ben, 'after-sales');
    const review = await upload(anna, 'review');
    const fields = async (files: { url: string }[]) =>
      expectFailure(
        await zh(
          'trade_InitiateReverseOrderOnlyRefundFlow',
          application(orderId, [{ id: line.id, qty: 1 }], '0.10', files),
          anna,
        ),
        400,
        'INVALID_DATA',
      ).fields;
    const message = '图片无效，请重新上传';
    expect(await fields([{ url: bens }])).toEqual([
      { path: 'submitRemark.attachmentList.files.0.url', message },
    ]);
    expect(await fields([{ url: own }, { url: review }])).toEqual([
      { path: 'submitRemark.attachmentList.files.1.url', message },
    ]);
    expect(await fields([{ url: '/files/not-uploaded.png' }, { url: own }])).toEqual([
      { path: 'submitRemark.attachmentList.files.0.url', message },
    ]);
    expect(await fields([{ url: 'https://elsewhere.example/x.png' }])).toEqual([
      { path: 'submitRemark.attachmentList.files.0.url', message },
    ]);
    expect(await recordsOf(orderId)).toBe(0);
    const created = expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        application(orderId, [{ id: line.id, qty: 1 }], '0.10', [{ url: own }]),
        anna,
      ),
    );
    expect((await detail(created.id)).remarkList[0].attachmentList.files).toEqual([{ url: own }]);
  });
});

describe('tourists (guest sessions)', () => {
  it('may read and cancel-after-pay their own orders, but not start refunds, returns or exchanges', async () => {
    const res = await t.request('POST', '/api/user/web/tourist', { body: {} });
    const touristId: number = expectOk(res).id;
    const tourist = sessionCookie(res)!;
    const other = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;
    // A guest checkout: two of Anna's orders become the tourist's.
    const unshipped = await annaOrder('UN_DELIVERY', { shipped: false });
    const complete = await annaOrder('COMPLETE');
    for (const id of [unshipped, complete]) {
      await t.db.query('UPDATE trade_order SET buyer_id = $2 WHERE id = $1', [id, touristId]);
      await t.db.query(
        'UPDATE trade_contract SET buyer_id = $2 WHERE id = (SELECT contract_id FROM trade_order WHERE id = $1)',
        [id, touristId],
      );
    }

    // No after-sales type is offered to a tourist, and the create calls need a signed-in buyer.
    const { view, line } = await firstLine(complete, 'SALE_REFUND', tourist);
    expect(view.availableReverseTypes).toEqual([]);
    const payload = application(complete, [{ id: line.id, qty: 1 }], '0.10');
    for (const call of [
      'trade_InitiateReverseOrderOnlyRefundFlow',
      'trade_InitiateReverseTradeOrderForReturnFlow',
      'trade_InitiateReverseTradeOrderForExchangeFlow',
    ])
      expectFailure(await flow(call, payload, tourist), 401, 'UNAUTHORIZED');
    expectFailure(
      await flow(
        'bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow',
        { tradeOrder: { id: unshipped } },
        tourist,
      ),
      401,
      'UNAUTHORIZED',
    );
    expect(await recordsOf(complete)).toBe(0);

    // Cancel after payment is the guest's own order operation.
    const order = expectOk(
      await flow('bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id: unshipped }, tourist),
    );
    const cancel = {
      tradeOrder: { id: unshipped },
      reverseTradeOrderLineList: order.tradeOrderLineList.map((l: { id: number; tradeQty: number }) => ({
        tradeOrderLine: { id: l.id },
        reverseQty: l.tradeQty,
      })),
    };
    expectFailure(
      await flow('trade_InitiateReverseTradeOrderForCancelFlow', cancel, other),
      404,
      'NOT_FOUND',
    );
    const created = expectOk(await flow('trade_InitiateReverseTradeOrderForCancelFlow', cancel, tourist));
    expect(created.reverseTradeOrderStatus).toBe('REFUND_PENDING');

    // The tourist reads their own record and list; nobody else does.
    const mine = await detail(created.id, tourist);
    expect(mine.reverseTradeOrderType).toBe('SALE_CANCEL_AFTER_PAID');
    const list = expectOk(await flow('trade_PageReverseOrderFlow', { page: { no: 1, size: 10 } }, tourist));
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([created.id]);
    for (const cookie of [other, anna])
      expectFailure(
        await flow('trade_QueryReverseOrderByIdFlow', { id: created.id }, cookie),
        404,
        'NOT_FOUND',
      );
    expect(
      expectOk(await flow('trade_PageReverseOrderFlow', { page: { no: 1, size: 10 } }, other)).total,
    ).toBe(0);
    // A step the table does not offer is refused to them as to anyone.
    expectFailure(
      await flow('trade_CancelReverseTradeOrderForReturnOrExchangeFlow', { id: created.id }, tourist),
      409,
      'CONFLICT',
    );
    await sweep();
    expect((await detail(created.id, tourist)).reverseTradeOrderStatus).toBe('REFUND_DONE');
  });
});

describe('the seller’s audit', () => {
  it('changes a return into a refund with a lower amount, flagged for the buyer; refuses more than available', async () => {
    const orderId = await annaOrder('COMPLETE');
    const seller = await sellerOf(orderId);
    const { line } = await firstLine(orderId, 'SALE_RETURN');
    const created = expectOk(
      await flow(
        'trade_InitiateReverseTradeOrderForReturnFlow',
        { ...application(orderId, [{ id: line.id, qty: 1 }], '1.00'), reverseTradeOrderType: 'SALE_RETURN' },
        anna,
      ),
    );
    const unitPaid = Math.floor((Number(line.paidAmt.value) * 100) / line.tradeQty) / 100;
    const tooMuch = (unitPaid + 0.01).toFixed(2);
    const e = expectFailure(
      await zh(
        'seller_AuditReverseOrderFlow',
        {
          id: created.id,
          approve: true,
          changeType: 'SALE_REFUND',
          refundAmt: { value: tooMuch, currency: 'EUR' },
        },
        seller,
      ),
      400,
      'INVALID_DATA',
    );
    expect(e.fields).toEqual([{ path: 'refundAmt.value', message: '退款金额不能超过可退金额' }]);
    const untouched = await detail(created.id);
    expect(untouched).toMatchObject({
      reverseTradeOrderStatus: 'WAITING_FOR_AUDIT_BY_SELLER',
      reverseTradeOrderType: 'SALE_RETURN',
      typeChangedBySeller: false,
      amountChangedBySeller: false,
    });

    expectOk(
      await flow(
        'seller_AuditReverseOrderFlow',
        {
          id: created.id,
          approve: true,
          changeType: 'SALE_REFUND',
          refundAmt: { value: '0.80', currency: 'EUR' },
        },
        seller,
      ),
    );
    const changed = await detail(created.id);
    expect(changed).toMatchObject({
      reverseTradeOrderType: 'SALE_REFUND',
      originalReverseTradeOrderType: 'SALE_RETURN',
      typeChangedBySeller: true,
      amountChangedBySeller: true,
      // A refund skips the buyer's parcel.
      reverseTradeOrderStatus: 'REFUND_PENDING',
      applyRefundAmt: { value: '1.00', currency: 'EUR' },
    });
    await sweep();
    const done = await detail(created.id);
    expect(done.reverseTradeOrderStatus).toBe('REFUND_DONE');
    expect(done.actualRefundAmt.value).toBe('0.80');
    const booked = await t.db.one<{ refunded_minor: number }>(
      'SELECT refunded_minor FROM trade_order_line WHERE id = $1',
      [line.id],
    );
    expect(booked!.refunded_minor).toBe(80);
  });

  it('keeps the amount and flags nothing when the seller approves as asked', async () => {
    const orderId = await annaOrder('COMPLETE');
    const seller = await sellerOf(orderId);
    const { line } = await firstLine(orderId);
    const created = expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        application(orderId, [{ id: line.id, qty: 1 }], '0.40'),
        anna,
      ),
    );
    // Asking for the type it already has changes nothing either.
    expectOk(
      await flow(
        'seller_AuditReverseOrderFlow',
        { id: created.id, approve: true, changeType: 'SALE_REFUND' },
        seller,
      ),
    );
    expect(await detail(created.id)).toMatchObject({
      typeChangedBySeller: false,
      amountChangedBySeller: false,
      originalReverseTradeOrderType: 'SALE_REFUND',
    });
  });

  it('answers 404 to the seller of another shop for every seller step, and lists none of it', async () => {
    const orderId = await annaOrder('COMPLETE');
    const { line } = await firstLine(orderId);
    const created = expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        application(orderId, [{ id: line.id, qty: 1 }], '0.30'),
        anna,
      ),
    );
    const owner = await sellerEmailOf(orderId);
    const otherEmail = (await t.db.one<{ email: string }>(
      `SELECT u.email FROM shop s JOIN app_user u ON u.id = s.seller_user_id
        WHERE u.email <> $1 ORDER BY u.email LIMIT 1`,
      [owner],
    ))!.email;
    const other = await t.signIn(otherEmail);
    const carrier = (await t.db.one<{ id: number }>('SELECT id FROM carrier ORDER BY id LIMIT 1'))!.id;
    const calls: [string, unknown][] = [
      ['seller_QueryReverseOrderDetailFlow', { id: created.id }],
      ['seller_AuditReverseOrderFlow', { id: created.id, approve: true }],
      ['seller_AuditReverseOrderFlow', { id: created.id, approve: false, auditRejectReason: 'No' }],
      ['seller_ReceiveReturnFlow', { id: created.id, pass: true }],
      ['seller_ShipExchangeFlow', { id: created.id, carrierId: carrier, serviceCode: 'X1' }],
      ['seller_RetryRefundFlow', { id: created.id }],
    ];
    for (const [name, payload] of calls) expectFailure(await flow(name, payload, other), 404, 'NOT_FOUND');
    const page = expectOk(await flow('seller_PageReverseOrderFlow', { page: { no: 1, size: 100 } }, other));
    expect(page.data.some((r: { id: number }) => r.id === created.id)).toBe(false);
    expect((await detail(created.id)).reverseTradeOrderStatus).toBe('WAITING_FOR_AUDIT_BY_SELLER');
    // Buyers are not sellers at all.
    expectFailure(
      await flow('seller_QueryReverseOrderDetailFlow', { id: created.id }, anna),
      403,
      'FORBIDDEN',
    );
  });
});

describe('refund failure and retries', () => {
  it('REFUND_FAIL keeps the money and quantity; racing retries and sweeps refund exactly once', async () => {
    const orderId = await annaOrder('COMPLETE');
    const seller = await sellerOf(orderId);
    const { line } = await firstLine(orderId);
    const before = (await t.db.one<{ refunded_minor: number }>(
      'SELECT refunded_minor FROM trade_order WHERE id = $1',
      [orderId],
    ))!.refunded_minor;
    const created = expectOk(
      await flow(
        'trade_InitiateReverseOrderOnlyRefundFlow',
        application(orderId, [{ id: line.id, qty: 1 }], '1.00'),
        anna,
      ),
    );
    // The sandbox declines refunds asked while SANDBOX_REFUND_FAIL=1.
    process.env.SANDBOX_REFUND_FAIL = '1';
    expectOk(await flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, seller));
    delete process.env.SANDBOX_REFUND_FAIL;
    // Nothing to retry while the refund is pending.
    expectFailure(await flow('seller_RetryRefundFlow', { id: created.id }, seller), 409, 'CONFLICT');
    await Promise.all([sweep(), sweep()]);

    const failed = await detail(created.id);
    expect(failed.reverseTradeOrderStatus).toBe('REFUND_FAIL');
    expect(failed.refund).toMatchObject({ status: 'FAILED' });
    expect(failed.operationList).toEqual([]);
    const lineAfterFail = await t.db.one<{ refunded_minor: number; reserved_qty: number }>(
      'SELECT refunded_minor, reserved_qty FROM trade_order_line WHERE id = $1',
      [line.id],
    );
    // Nothing was paid out, and the quantity stays held for the retry.
    expect(lineAfterFail).toMatchObject({ refunded_minor: 0, reserved_qty: 1 });
    const orderAfterFail = expectOk(
      await flow('bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id: orderId }, anna),
    );
    expect(orderAfterFail.reverseStatus).toBe('PROCESSING');
    expect(
      orderAfterFail.tradeOrderLineList.find((l: { id: number }) => l.id === line.id).canReverseQty,
    ).toBe(line.canReverseQty - 1);
    // Only the seller of the shop retries, not the buyer.
    expectFailure(await flow('seller_RetryRefundFlow', { id: created.id }, anna), 403, 'FORBIDDEN');

    // Three retries and two sweeps at once: one retry is taken, the refund is booked once.
    const results = await Promise.all([
      flow('seller_RetryRefundFlow', { id: created.id }, seller),
      flow('seller_RetryRefundFlow', { id: created.id }, seller),
      sweep().then(() => null),
      flow('seller_RetryRefundFlow', { id: created.id }, seller),
      sweep().then(() => null),
    ]);
    const codes = results.filter((r) => r !== null).map((r) => r!.statusCode);
    expect(codes.sort()).toEqual([200, 409, 409]);
    await Promise.all([sweep(), sweep()]);

    const done = await detail(created.id);
    expect(done.reverseTradeOrderStatus).toBe('REFUND_DONE');
    expect(done.actualRefundAmt.value).toBe('1.00');
    const refunds = await t.db.query<{ attempt: number; status: string; idempotency_key: string }>(
      'SELECT attempt, status, idempotency_key FROM refund WHERE reverse_order_id = $1 ORDER BY attempt',
      [created.id],
    );
    expect(refunds.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'FAILED'],
      [2, 'DONE'],
    ]);
    const ledger = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM sandbox_refund WHERE idempotency_key = ANY($1) ORDER BY created_at',
      [refunds.map((r) => r.idempotency_key)],
    );
    expect(ledger.map((r) => r.outcome)).toEqual(['FAILED', 'SUCCEEDED']);
    const after = await t.db.one<{ refunded_minor: number }>(
      'SELECT refunded_minor FROM trade_order WHERE id = $1',
      [orderId],
    );
    expect(after!.refunded_minor - before).toBe(100);
    const lineDone = await t.db.one<{ refunded_minor: number; reserved_qty: number; reversed_qty: number }>(
      'SELECT refunded_minor, reserved_qty, reversed_qty FROM trade_order_line WHERE id = $1',
      [line.id],
    );
    expect(lineDone).toMatchObject({ refunded_minor: 100, reserved_qty: 0, reversed_qty: 1 });
    // Done is final: no more retries.
    expectFailure(await flow('seller_RetryRefundFlow', { id: created.id }, seller), 409, 'CONFLICT');
    const steps = (
      await t.db.query<{ payload: { step: string; reverseOrderId: number } }>(
        `SELECT payload FROM order_event WHERE order_id = $1 AND kind = 'AFTER_SALES_STEP' ORDER BY id`,
        [orderId],
      )
    )
      .filter((e) => e.payload.reverseOrderId === created.id)
      .map((e) => e.payload.step);
    expect(steps).toEqual([
      'SUBMIT',
      'APPROVE',
      'START_REFUND',
      'REFUND_FAILED',
      'RETRY_REFUND',
      'REFUND_SUCCEEDED',
    ]);
  });

  it('the sandbox answers the same refund for the same idempotency key, also when asked at once', async () => {
    const key = `test-key-${randomBytes(4).toString('hex')}`;
    const sandbox = t.app.providers.payments.get('sandbox');
    const asks = await Promise.all(
      [0, 1, 2].map(() => sandbox.refund(null, { minor: 250, currency: 'EUR' }, key)),
    );
    expect(new Set(asks.map((a) => a.reference)).size).toBe(1);
    const rows = await t.db.query('SELECT 1 FROM sandbox_refund WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
    expect((await sandbox.refundStatus(asks[0]!.reference)).status).toBe('SUCCEEDED');
  });
});
