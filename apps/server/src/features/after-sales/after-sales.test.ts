import { describe, expect, it } from 'vitest';
import {
  anna,
  annaOrder,
  ben,
  detail,
  flow,
  sellerOf,
  setUpAfterSalesTests,
  sweep,
  t,
} from '../../../test/after-sales-kit.ts';
import { expectFailure, expectOk } from '../../../test/harness.ts';

setUpAfterSalesTests({ refundsAtOnce: true });

const orderDetail = async (id: number) =>
  expectOk(await flow('bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id }, anna));

async function render(orderId: number, type?: string) {
  return expectOk(
    await flow(
      'trade_RenderReverseTradeOrderForApplyFlow',
      { tradeOrder: { id: orderId }, reverseTradeOrderType: type },
      anna,
    ),
  );
}

/** Anna applies for a refund of one unit of a received order's first line: the record, the line and the shop's seller. */
async function refundOfOneUnit(amount: string) {
  const orderId = await annaOrder('COMPLETE');
  const seller = await sellerOf(orderId);
  const view = await render(orderId, 'SALE_REFUND');
  const line = view.reverseTradeOrderLineList[0].tradeOrderLine;
  const created = expectOk(
    await flow(
      'trade_InitiateReverseOrderOnlyRefundFlow',
      application(orderId, [{ id: line.id, qty: 1 }], amount),
      anna,
    ),
  );
  return { seller, line, created };
}

function application(
  orderId: number,
  lines: { id: number; qty: number }[],
  amount: string,
  type = 'SALE_REFUND',
) {
  return {
    reverseTradeOrderType: type,
    tradeOrder: { id: orderId },
    reverseReason: type === 'SALE_EXCHANGE' ? 'WRONG_ITEM' : 'QUALITY_ISSUE',
    applyRefundAmt: { value: amount, currency: 'EUR' },
    submitRemark: { entityType: 'BUYER', remark: 'Scratched on arrival', attachmentList: { files: [] } },
    reverseTradeOrderLineList: lines.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.qty })),
  };
}

describe('cancel after payment', () => {
  it('cancels every line, refunds asynchronously, returns points in proportion and makes the order CANCEL_ALL', async () => {
    const orderId = await annaOrder('UN_DELIVERY', { shipped: false });
    await t.db.query('UPDATE trade_order SET actual_paid_points = 300 WHERE id = $1', [orderId]);
    const before = await orderDetail(orderId);
    expect(before.operationList.map((o: { operation: string }) => o.operation)).toContain(
      'buyerCancelAfterPay',
    );
    const payload = {
      tradeOrder: { id: orderId },
      reverseTradeOrderLineList: before.tradeOrderLineList.map((l: { id: number; tradeQty: number }) => ({
        tradeOrderLine: { id: l.id },
        reverseQty: l.tradeQty,
      })),
    };
    // Another buyer cannot cancel it.
    expectFailure(await flow('trade_InitiateReverseTradeOrderForCancelFlow', payload, ben), 404, 'NOT_FOUND');
    const created = expectOk(await flow('trade_InitiateReverseTradeOrderForCancelFlow', payload, anna));
    expect(created.reverseTradeOrderStatus).toBe('REFUND_PENDING');
    const pending = await detail(created.id);
    expect(pending.reverseTradeOrderType).toBe('SALE_CANCEL_AFTER_PAID');
    expect(pending.refund.status).toBe('PENDING');
    expect(pending.applyRefundAmt.value).toBe(before.paidAmt.value);

    const during = await orderDetail(orderId);
    expect(during.reverseStatus).toBe('PROCESSING');
    expect(during.operationList.map((o: { operation: string }) => o.operation)).not.toContain(
      'buyerCancelAfterPay',
    );
    expect(during.tradeOrderLineList[0].reverseOrderIds).toEqual([created.id]);
    expect(during.tradeOrderLineList[0].canCancelQty).toBe(0);
    // Asking again is refused with nothing changed.
    expectFailure(await flow('trade_InitiateReverseTradeOrderForCancelFlow', payload, anna), 409, 'CONFLICT');

    await sweep();
    const done = await detail(created.id);
    expect(done.reverseTradeOrderStatus).toBe('REFUND_DONE');
    expect(done.actualRefundAmt.value).toBe(before.paidAmt.value);
    const after = await orderDetail(orderId);
    expect(after.displayStatus).toBe('CANCEL_ALL');
    expect(after.reverseStatus).toBe('DONE');
    const money = await t.db.one<{ refunded_minor: number; paid_minor: number; returned_points: number }>(
      'SELECT refunded_minor, paid_minor, returned_points FROM trade_order WHERE id = $1',
      [orderId],
    );
    expect(money!.refunded_minor).toBe(money!.paid_minor);
    expect(money!.returned_points).toBe(300);
    const kinds = (
      await t.db.query<{ kind: string; payload: { step?: string } }>(
        'SELECT kind, payload FROM order_event WHERE order_id = $1 ORDER BY id',
        [orderId],
      )
    ).map((e) => (e.kind === 'AFTER_SALES_STEP' ? `${e.kind}:${e.payload.step}` : e.kind));
    expect(kinds).toEqual(
      expect.arrayContaining([
        'AFTER_SALES_APPLIED',
        'AFTER_SALES_STEP:AUTO_APPROVE',
        'AFTER_SALES_STEP:START_REFUND',
        'AFTER_SALES_STEP:REFUND_SUCCEEDED',
        'REFUNDED',
        'CANCELLED',
      ]),
    );
    // A second sweep books nothing twice.
    await sweep();
    const again = await t.db.one<{ refunded_minor: number }>(
      'SELECT refunded_minor FROM trade_order WHERE id = $1',
      [orderId],
    );
    expect(again!.refunded_minor).toBe(money!.refunded_minor);
  });
});

describe('refund applications', () => {
  it('refuses bad payloads with the spec messages at their paths, and changes nothing', async () => {
    const orderId = await annaOrder('COMPLETE');
    const view = await render(orderId, 'SALE_REFUND');
    const line = view.reverseTradeOrderLineList[0].tradeOrderLine;
    const good = application(orderId, [{ id: line.id, qty: 1 }], '1.00');
    const fields = async (payload: unknown) => {
      const e = expectFailure(
        await t.call('flow', 'trade_InitiateReverseOrderOnlyRefundFlow', payload, {
          cookie: anna,
          site: 'DE',
          headers: { 'accept-language': 'zh-CN' },
        }),
        400,
        'INVALID_DATA',
      );
      return e.fields!.map((f) => f.path);
    };
    expect(await fields({ ...good, reverseReason: '' })).toEqual(['reverseReason']);
    expect(await fields({ ...good, reverseTradeOrderLineList: [] })).toEqual(['reverseTradeOrderLineList']);
    expect(await fields({ ...good, applyRefundAmt: { value: '', currency: 'EUR' } })).toEqual([
      'applyRefundAmt.value',
    ]);
    expect(
      await fields({
        ...good,
        reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: line.canReverseQty + 1 }],
      }),
    ).toEqual(['reverseTradeOrderLineList.0.reverseQty']);
    // Over-refund: more than the lines' paid amount.
    const over = (Number(view.availableRefundAmt.value) + 0.01).toFixed(2);
    const all = application(orderId, [{ id: line.id, qty: line.canReverseQty }], over);
    expect(await fields(all)).toEqual(['applyRefundAmt.value']);
    expect(await fields({ ...good, reverseReason: 'NOT_A_REASON' })).toEqual(['reverseReason']);
    const count = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM reverse_order WHERE order_id = $1',
      [orderId],
    );
    expect(count!.n).toBe(0);
  });

  it('lets only one of two racing applications take the same quantity', async () => {
    const orderId = await annaOrder('COMPLETE');
    const view = await render(orderId, 'SALE_REFUND');
    const line = view.reverseTradeOrderLineList[0].tradeOrderLine;
    const payload = application(orderId, [{ id: line.id, qty: line.canReverseQty }], '1.00');
    const results = await Promise.all(
      [0, 1, 2].map(() => flow('trade_InitiateReverseOrderOnlyRefundFlow', payload, anna)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([400, 409]).toContain(r.statusCode);
    const reserved = await t.db.one<{ reserved_qty: number; trade_qty: number }>(
      'SELECT reserved_qty, trade_qty FROM trade_order_line WHERE id = $1',
      [line.id],
    );
    expect(reserved!.reserved_qty).toBe(line.canReverseQty);
  });

  it('walks audit, concurrent audits once, refund failure and retry, with seller and buyer guards', async () => {
    const { seller, line, created } = await refundOfOneUnit('1.13');
    const applied = await detail(created.id);
    expect(applied.reverseTradeOrderStatus).toBe('WAITING_FOR_AUDIT_BY_SELLER');
    expect(applied.operationList).toEqual([{ operation: 'CANCEL' }]);
    expect(applied.remarkList[0].remark).toBe('Scratched on arrival');
    // Not Ben's, not another seller's, and not the buyer's step.
    expectFailure(await flow('trade_QueryReverseOrderByIdFlow', { id: created.id }, ben), 404, 'NOT_FOUND');
    expectFailure(
      await flow('trade_ConfirmReverseTradeOrderExchangeSkuFlow', { id: created.id }, anna),
      409,
      'CONFLICT',
    );
    expectFailure(
      await flow(
        'trade_PostBackReverseTradeOrderFlow',
        {
          id: created.id,
          fulfillmentProgressList: [{ serviceCode: 'AB123', fulfillmentServiceProvider: { id: 1 } }],
        },
        anna,
      ),
      409,
      'CONFLICT',
    );
    const otherSeller = await t.signIn('seller6@kontor.test');
    if (
      (await t.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM reverse_order r JOIN shop s ON s.id = r.shop_id JOIN app_user u ON u.id = s.seller_user_id WHERE r.id = $1 AND u.email = 'seller6@kontor.test'`,
        [created.id],
      ))!.n === 0
    ) {
      expectFailure(
        await flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, otherSeller),
        404,
        'NOT_FOUND',
      );
    }
    const sellerView = expectOk(await flow('seller_QueryReverseOrderDetailFlow', { id: created.id }, seller));
    expect(sellerView.operationList).toEqual([{ operation: 'AUDIT' }]);

    const audits = await Promise.all(
      [0, 1].map(() => flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, seller)),
    );
    expect(audits.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(created.id)).reverseTradeOrderStatus).toBe('REFUND_PENDING');
    const refunds = await t.db.query('SELECT id FROM refund WHERE reverse_order_id = $1', [created.id]);
    expect(refunds).toHaveLength(1);

    // The sandbox declines amounts with 13 cents.
    await Promise.all([sweep(), sweep()]);
    const failed = await detail(created.id);
    expect(failed.reverseTradeOrderStatus).toBe('REFUND_FAIL');
    expect(failed.refund.status).toBe('FAILED');
    const sellerFailed = expectOk(
      await flow('seller_QueryReverseOrderDetailFlow', { id: created.id }, seller),
    );
    expect(sellerFailed.operationList).toEqual([{ operation: 'RETRY_REFUND' }]);
    const lineRow = await t.db.one<{ refunded_minor: number }>(
      'SELECT refunded_minor FROM trade_order_line WHERE id = $1',
      [line.id],
    );
    expect(lineRow!.refunded_minor).toBe(0);

    // A retry asks again under a new key; a raced retry does not ask twice.
    const retries = await Promise.all(
      [0, 1].map(() => flow('seller_RetryRefundFlow', { id: created.id }, seller)),
    );
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const keys = await t.db.query<{ idempotency_key: string; status: string }>(
      'SELECT idempotency_key, status FROM refund WHERE reverse_order_id = $1 ORDER BY attempt',
      [created.id],
    );
    expect(keys.map((k) => k.status)).toEqual(['FAILED', 'PENDING']);
    expect(new Set(keys.map((k) => k.idempotency_key)).size).toBe(2);
  });

  it('refuses a refund beyond what was paid even when the seller raises the amount', async () => {
    const { seller, line, created } = await refundOfOneUnit('1.00');
    const tooMuch = (Number(line.paidAmt.value) + 1).toFixed(2);
    const e = expectFailure(
      await flow(
        'seller_AuditReverseOrderFlow',
        { id: created.id, approve: true, refundAmt: { value: tooMuch, currency: 'EUR' } },
        seller,
      ),
      400,
      'INVALID_DATA',
    );
    expect(e.fields!.map((f) => f.path)).toEqual(['refundAmt.value']);
    expect((await detail(created.id)).reverseTradeOrderStatus).toBe('WAITING_FOR_AUDIT_BY_SELLER');
    // The seller may lower it: flagged for the buyer.
    expectOk(
      await flow(
        'seller_AuditReverseOrderFlow',
        { id: created.id, approve: true, refundAmt: { value: '0.50', currency: 'EUR' } },
        seller,
      ),
    );
    await sweep();
    const done = await detail(created.id);
    expect(done.reverseTradeOrderStatus).toBe('REFUND_DONE');
    expect(done.amountChangedBySeller).toBe(true);
    expect(done.actualRefundAmt.value).toBe('0.50');
  });
});

describe('returns and exchanges', () => {
  it('walks a return: approve, post back (validated), quality check, refund', async () => {
    const orderId = await annaOrder('COMPLETE');
    const seller = await sellerOf(orderId);
    const view = await render(orderId, 'SALE_RETURN');
    expect(view.availableReverseTypes).toEqual(
      expect.arrayContaining(['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE']),
    );
    expect(view.availableReverseReasons.length).toBeGreaterThan(0);
    const line = view.reverseTradeOrderLineList[0].tradeOrderLine;
    const created = expectOk(
      await flow(
        'trade_InitiateReverseTradeOrderForReturnFlow',
        application(orderId, [{ id: line.id, qty: 1 }], '1.00', 'SALE_RETURN'),
        anna,
      ),
    );
    expectOk(await flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, seller));
    const waiting = await detail(created.id);
    expect(waiting.reverseTradeOrderStatus).toBe('WAITING_FOR_BUYER_RETURN');
    expect(waiting.operationList.map((o: { operation: string }) => o.operation)).toEqual([
      'CANCEL',
      'POST_BACK',
    ]);
    // The shop's return address, in the wire's {name, phone, address} shape, every part filled.
    const shop = await t.db.one<{ return_address: Record<string, string> }>(
      'SELECT s.return_address FROM trade_order o JOIN shop s ON s.id = o.shop_id WHERE o.id = $1',
      [orderId],
    );
    expect(waiting.returnAddress).toEqual({
      name: shop!.return_address.personName,
      phone: shop!.return_address.personPhone,
      address: expect.stringContaining(shop!.return_address.detailAddress),
    });
    expect(waiting.returnAddress.address).not.toMatch(/, [A-Z]{2}$/);

    const carriers = expectOk(await flow('kontor_md_QueryCarrierFlow', {}, anna));
    const bad = expectFailure(
      await t.call(
        'flow',
        'trade_PostBackReverseTradeOrderFlow',
        {
          id: created.id,
          fulfillmentProgressList: [
            { serviceCode: 'AB-12', fulfillmentServiceProvider: { id: carriers[0].id } },
          ],
          returnMode: 'SELF_DELIVERY',
        },
        { cookie: anna, headers: { 'accept-language': 'zh-CN' } },
      ),
      400,
      'INVALID_DATA',
    );
    expect(bad.fields).toEqual([
      { path: 'fulfillmentProgressList.0.serviceCode', message: expect.any(String) },
    ]);
    expectOk(
      await flow(
        'trade_PostBackReverseTradeOrderFlow',
        {
          id: created.id,
          fulfillmentProgressList: [
            { serviceCode: 'RT12345', fulfillmentServiceProvider: { id: carriers[0].id } },
          ],
          returnMode: 'SELF_DELIVERY',
        },
        anna,
      ),
    );
    const posted = await detail(created.id);
    expect(posted.reverseTradeOrderStatus).toBe('WAITING_FOR_QC_DONE');
    expect(posted.fulfillmentProgressList[0]).toMatchObject({ serviceCode: 'RT12345', operaterType: 'USER' });
    expect(posted.operationList).toEqual([{ operation: 'VIEW_LOGISTICS' }]);

    expectOk(await flow('seller_ReceiveReturnFlow', { id: created.id, pass: true }, seller));
    await sweep();
    expect((await detail(created.id)).reverseTradeOrderStatus).toBe('REFUND_DONE');
    const l = await t.db.one<{
      reversed_qty: number;
      reserved_qty: number;
      refunded_minor: number;
      reverse_status: string;
    }>(
      'SELECT reversed_qty, reserved_qty, refunded_minor, reverse_status FROM trade_order_line WHERE id = $1',
      [line.id],
    );
    expect(l).toMatchObject({
      reversed_qty: 1,
      reserved_qty: 0,
      refunded_minor: 100,
      reverse_status: 'DONE',
    });
  });

  it('walks an exchange to the buyer confirming the replacement; cancel frees the quantity', async () => {
    const orderId = await annaOrder('COMPLETE');
    const seller = await sellerOf(orderId);
    const view = await render(orderId, 'SALE_EXCHANGE');
    const line = view.reverseTradeOrderLineList[0].tradeOrderLine;
    const skus = expectOk(
      await flow(
        'bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow',
        { diyItemId: line.sku.item.id, tradeOrderLine: { id: line.id } },
        anna,
      ),
    );
    expect(skus.length).toBeGreaterThan(0);
    const payload = {
      ...application(orderId, [{ id: line.id, qty: 1 }], '0', 'SALE_EXCHANGE'),
      applyRefundAmt: undefined,
      reverseTradeOrderLineList: [
        { tradeOrderLine: { id: line.id }, reverseQty: 1, derivativeSku: { id: skus[0].id } },
      ],
    };
    const missing = expectFailure(
      await flow(
        'trade_InitiateReverseTradeOrderForExchangeFlow',
        { ...payload, reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 1 }] },
        anna,
      ),
      400,
      'INVALID_DATA',
    );
    expect(missing.fields!.map((f) => f.path)).toEqual(['reverseTradeOrderLineList.0.derivativeSku']);

    // A cancelled application gives its quantity back.
    const first = expectOk(await flow('trade_InitiateReverseTradeOrderForExchangeFlow', payload, anna));
    expectOk(await flow('trade_CancelReverseTradeOrderForReturnOrExchangeFlow', { id: first.id }, anna));
    expect((await detail(first.id)).reverseTradeOrderStatus).toBe('REVERSE_CANCELED');
    expectFailure(
      await flow('trade_CancelReverseTradeOrderForReturnOrExchangeFlow', { id: first.id }, anna),
      409,
      'CONFLICT',
    );

    const created = expectOk(await flow('trade_InitiateReverseTradeOrderForExchangeFlow', payload, anna));
    expect((await detail(created.id)).reverseTradeOrderLineList[0].derivativeSku.id).toBe(skus[0].id);
    expectOk(await flow('seller_AuditReverseOrderFlow', { id: created.id, approve: true }, seller));
    const carriers = expectOk(await flow('kontor_md_QueryCarrierFlow', {}, anna));
    expectOk(
      await flow(
        'trade_PostBackReverseTradeOrderFlow',
        {
          id: created.id,
          fulfillmentProgressList: [
            { serviceCode: 'EX1', fulfillmentServiceProvider: { id: carriers[0].id } },
          ],
        },
        anna,
      ),
    );
    expectOk(await flow('seller_ReceiveReturnFlow', { id: created.id, pass: true }, seller));
    expectOk(
      await flow(
        'seller_ShipExchangeFlow',
        { id: created.id, carrierId: carriers[0].id, serviceCode: 'EX2' },
        seller,
      ),
    );
    const shipped = await detail(created.id);
    expect(shipped.reverseTradeOrderStatus).toBe('WAITING_FOR_BUYER_CONFIRMED');
    expect(shipped.operationList.map((o: { operation: string }) => o.operation)).toContain(
      'CONFIRM_EXCHANGE',
    );
    expectOk(await flow('trade_ConfirmReverseTradeOrderExchangeSkuFlow', { id: created.id }, anna));
    expect((await detail(created.id)).reverseTradeOrderStatus).toBe('REVERSE_DONE');
    const refunds = await t.db.query('SELECT id FROM refund WHERE reverse_order_id = $1', [created.id]);
    expect(refunds).toHaveLength(0);
  });
});

describe('demo after-sales records', () => {
  it('gives the demo buyer records in several statuses, and every CANCEL_ALL order its cancel record', async () => {
    const page = expectOk(await flow('trade_PageReverseOrderFlow', { page: { no: 1, size: 100 } }, anna));
    const statuses = page.data.map((r: { reverseTradeOrderStatus: string }) => r.reverseTradeOrderStatus);
    expect(statuses).toEqual(
      expect.arrayContaining([
        'WAITING_FOR_BUYER_RETURN',
        'REFUND_DONE',
        'WAITING_FOR_BUYER_CONFIRMED',
        'WAITING_FOR_AUDIT_BY_SELLER',
      ]),
    );
    const inconsistent = await t.db.query(
      `SELECT o.id FROM trade_order o WHERE o.display_status = 'CANCEL_ALL'
          AND (o.refunded_minor <> o.paid_minor OR o.reverse_status <> 'DONE'
               OR NOT EXISTS (SELECT 1 FROM reverse_order r WHERE r.order_id = o.id
                               AND r.type = 'SALE_CANCEL_AFTER_PAID' AND r.status = 'REFUND_DONE'))`,
    );
    expect(inconsistent).toEqual([]);
    const exchange = page.data.find(
      (r: { reverseTradeOrderStatus: string }) => r.reverseTradeOrderStatus === 'WAITING_FOR_BUYER_CONFIRMED',
    );
    expect(exchange.operationList.map((o: { operation: string }) => o.operation)).toEqual([
      'CONFIRM_EXCHANGE',
      'VIEW_LOGISTICS',
    ]);
    expect(exchange.fulfillmentProgressList[0].logisticsList.length).toBeGreaterThan(0);
  });
});

describe('after-sales lists', () => {
  it('pages the buyer’s own records, filters by status group, order line and ids', async () => {
    const page = expectOk(await flow('trade_PageReverseOrderFlow', { page: { no: 1, size: 50 } }, anna));
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.data.every(
        (r: { reverseTradeOrderStatus: string }) => typeof r.reverseTradeOrderStatus === 'string',
      ),
    ).toBe(true);
    const benPage = expectOk(await flow('trade_PageReverseOrderFlow', { page: { no: 1, size: 50 } }, ben));
    const annaIds = new Set(page.data.map((r: { id: number }) => r.id));
    expect(benPage.data.some((r: { id: number }) => annaIds.has(r.id))).toBe(false);
    const done = expectOk(
      await flow('trade_PageReverseOrderFlow', { applied: 'DONE', page: { no: 1, size: 50 } }, anna),
    );
    expect(
      done.data.every((r: { reverseTradeOrderStatus: string }) =>
        ['REFUND_DONE', 'REVERSE_DONE'].includes(r.reverseTradeOrderStatus),
      ),
    ).toBe(true);
    const one = page.data[0];
    const byIds = expectOk(
      await flow(
        'trade_PageReverseOrderFlow',
        { reverseOrderId: String(one.id), page: { no: 1, size: 10 } },
        anna,
      ),
    );
    expect(byIds.data.map((r: { id: number }) => r.id)).toEqual([one.id]);
    const bySku = expectOk(
      await flow(
        'kontor_trade_QueryReverseOrdersByOrderSkuFlow',
        { tradeOrderId: one.tradeOrder.id, skuId: one.reverseTradeOrderLineList[0].sku.id },
        anna,
      ),
    );
    expect(bySku.map((r: { id: number }) => r.id)).toContain(one.id);
  });

  it('writes a record’s parts in their order: remarks oldest first, tracking newest first (ties by id), none yet to come', async () => {
    // The parts are built by ordered subqueries under json_agg (decision 081): this pins the orders.
    const { created } = await refundOfOneUnit('1.00');
    const carrier = (await t.db.one<{ id: number; code: string }>(
      'SELECT id, entity_code AS code FROM carrier ORDER BY id LIMIT 1',
    ))!;
    await t.db.query(
      `INSERT INTO reverse_fulfillment (reverse_order_id, direction, operator_type, carrier_id, service_code)
       VALUES ($1, 'RETURN', 'USER', $2, 'ORDER081')`,
      [created.id, carrier.id],
    );
    await t.db.query(
      `INSERT INTO logistics_event (carrier_code, waybill, occurred_at, area_name, context, stage)
       VALUES ($1, 'ORDER081', '2026-01-02T10:00:00.123456Z', 'A', 'first', 'IN_TRANSIT'),
              ($1, 'ORDER081', '2026-01-03T10:00:00Z', 'B', 'tie, older id', 'IN_TRANSIT'),
              ($1, 'ORDER081', '2026-01-03T10:00:00Z', 'C', 'tie, newer id', 'IN_TRANSIT'),
              ($1, 'ORDER081', now() + interval '1 day', 'D', 'not yet', 'IN_TRANSIT')`,
      [carrier.code],
    );
    await t.db.query(
      `INSERT INTO reverse_order_remark (reverse_order_id, entity_type, remark) VALUES ($1, 'SELLER', 'Seen')`,
      [created.id],
    );
    const page = expectOk(
      await flow(
        'trade_PageReverseOrderFlow',
        { reverseOrderId: String(created.id), page: { no: 1, size: 10 } },
        anna,
      ),
    );
    for (const r of [page.data[0], await detail(created.id)]) {
      expect(
        r.remarkList.map((m: { entityType: string; remark: string }) => [m.entityType, m.remark]),
      ).toEqual([
        ['BUYER', 'Scratched on arrival'],
        ['SELLER', 'Seen'],
      ]);
      expect(r.reverseNotes.reverseText).toBe('Scratched on arrival');
      const [parcel] = r.fulfillmentProgressList;
      expect(parcel.fulfillmentServiceProvider).toEqual({
        id: carrier.id,
        entityName: expect.any(String),
        entityCode: carrier.code,
      });
      expect(parcel.logisticsList).toEqual([
        { ftime: '2026-01-03T10:00:00.000Z', areaName: 'C', context: 'tie, newer id' },
        { ftime: '2026-01-03T10:00:00.000Z', areaName: 'B', context: 'tie, older id' },
        { ftime: '2026-01-02T10:00:00.123Z', areaName: 'A', context: 'first' },
      ]);
      expect(r.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(r.refund).toBeNull();
      expect(r.reverseTradeOrderLineList.map((l: { reverseQty: number }) => l.reverseQty)).toEqual([1]);
    }
  });
});
