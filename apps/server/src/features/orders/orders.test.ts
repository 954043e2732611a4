import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder, type TestOrderSpec } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type TestContext,
  userId,
} from '../../../test/harness.ts';
import type { DisplayStatus } from '../../demo/order-plan.ts';

const BUYER = 'buyer@kontor.test';
const BUYER2 = 'buyer2@kontor.test';

let t: TestContext;
let buyer: string;
let buyer2: string;
let buyerId: number;

beforeAll(async () => {
  t = await createTestContext();
  buyer = await t.signIn(BUYER);
  buyer2 = await t.signIn(BUYER2);
  buyerId = await userId(t.db, BUYER);
});
afterAll(() => t?.close());

/** An order of the demo buyer's of its own, in a status (one order to a checkout, one package), to act on. */
async function orderIn(
  status: DisplayStatus,
  spec: Partial<TestOrderSpec> = {},
): Promise<{ id: number; contract_id: number; code: string }> {
  const o = await createTestOrder(t.db, { status, ...spec });
  return { id: o.id, contract_id: o.contractId, code: o.code };
}

/** A demo order of a checkout with orders of several shops (the builder makes one order per checkout). */
async function groupedOrder(status: DisplayStatus): Promise<{ id: number; contract_id: number }> {
  const row = await t.db.one<{ id: number; contract_id: number }>(
    `SELECT o.id, o.contract_id FROM trade_order o
      WHERE o.buyer_id = $1 AND o.display_status = $2 AND o.is_in_group ORDER BY o.id LIMIT 1`,
    [buyerId, status],
  );
  if (!row) throw new Error(`demo buyer has no grouped ${status} order`);
  return row;
}

const statusOf = async (id: number) =>
  (await t.db.one<{ display_status: string }>('SELECT display_status FROM trade_order WHERE id = $1', [id]))!
    .display_status;

describe('order list', () => {
  it('pages the buyer’s orders newest first with default size 5 and a total', async () => {
    const data = expectOk(
      await t.call('flow', 'bbc_trade_LibPageTradeOrderForBuyerFlow', {}, { cookie: buyer }),
    );
    const expected = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM trade_order WHERE buyer_id = $1 AND trade_type <> 'NORMAL_POINT_REDEEM'`,
      [buyerId],
    );
    expect(data.total).toBe(expected!.n);
    expect(data.data).toHaveLength(5);
    const created = data.data.map((o: { createdAt: string }) => o.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    for (const o of data.data) expect(o.tradeOrderLineList.length).toBeGreaterThan(0);
  });

  it('uses at most 3 SQL statements per list call, including the session', async () => {
    const before = t.db.statements;
    expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { queryParams: { page: { no: 2, size: 5 } } },
        { cookie: buyer },
      ),
    );
    expect(t.db.statements - before).toBeLessThanOrEqual(3);
  });

  it('filters by status tab, order number and product name', async () => {
    const unpaid = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { searchStatus: { value: 'PENDING_PAY' }, queryParams: { page: { no: 1, size: 50 } } },
        { cookie: buyer },
      ),
    );
    expect(unpaid.data.length).toBeGreaterThan(0);
    for (const o of unpaid.data) expect(o.displayStatus).toBe('PENDING_PAY');

    const some = await orderIn('COMPLETE');
    const byCode = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { queryParams: { fuzzyValue: some.code } },
        { cookie: buyer },
      ),
    );
    expect(byCode.data.map((o: { id: number }) => o.id)).toEqual([some.id]);

    const line = await t.db.one<{ sku_name: string }>(
      'SELECT sku_name FROM trade_order_line WHERE order_id = $1 LIMIT 1',
      [some.id],
    );
    const word = line!.sku_name.split(' ')[0]!;
    const byName = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { queryParams: { fuzzyValue: word, page: { no: 1, size: 100 } } },
        { cookie: buyer },
      ),
    );
    expect(byName.data.map((o: { id: number }) => o.id)).toContain(some.id);
  });

  it('counts per status add up to the list total', async () => {
    const counts = expectOk(
      await t.call('flow', 'trade_QueryOrderQuantityForStatusBuyerFlow', {}, { cookie: buyer }),
    );
    const all = counts.find(
      (c: { displayOrderStatus: string }) => c.displayOrderStatus === 'ALL_ORDER',
    ).quantity;
    const rest = counts
      .filter((c: { displayOrderStatus: string }) => c.displayOrderStatus !== 'ALL_ORDER')
      .reduce((n: number, c: { quantity: number }) => n + c.quantity, 0);
    expect(rest).toBe(all);
    const list = expectOk(
      await t.call('flow', 'bbc_trade_LibPageTradeOrderForBuyerFlow', {}, { cookie: buyer }),
    );
    expect(all).toBe(list.total);
  });

  it('lists points-mall orders apart', async () => {
    const points = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { tradeType: 'NORMAL_POINT_REDEEM' },
        { cookie: buyer },
      ),
    );
    expect(points.total).toBeGreaterThan(0);
    for (const o of points.data) expect(o.tradeType).toBe('NORMAL_POINT_REDEEM');
  });

  it('refuses bad payloads with fields', async () => {
    const res = await t.call(
      'flow',
      'bbc_trade_LibPageTradeOrderForBuyerFlow',
      { queryParams: { page: { no: 0, size: 'x' } }, searchStatus: { value: 'NOPE' } },
      { cookie: buyer },
    );
    const error = expectFailure(res, 400, 'INVALID_DATA');
    const paths = error.fields!.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(['queryParams.page.no', 'queryParams.page.size', 'searchStatus.value']),
    );
  });
});

describe('order detail', () => {
  it("gives each payment one time: the payment card's and its timeline event's are the same", async () => {
    const rows = await t.db.query<{ id: number }>(
      `SELECT DISTINCT o.id FROM trade_order o JOIN order_event e ON e.order_id = o.id
        WHERE o.buyer_id = $1 AND e.kind LIKE 'PAYMENT_%' ORDER BY o.id LIMIT 12`,
      [buyerId],
    );
    expect(rows.length).toBeGreaterThan(0);
    let compared = 0;
    for (const { id } of rows) {
      const d = expectOk(
        await t.call('flow', 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id }, { cookie: buyer }),
      );
      const records = new Map<number, { updatedAt: string }>();
      for (const po of d.tradeContract.paymentOrderList)
        for (const r of po.paymentRecordBOList) records.set(r.id, r);
      for (const e of d.events as {
        kind: string;
        createdAt: string;
        payload: { paymentRecordId?: number };
      }[]) {
        if (!e.kind.startsWith('PAYMENT_') || !e.payload.paymentRecordId) continue;
        expect(records.get(e.payload.paymentRecordId)?.updatedAt, `order ${id} ${e.kind}`).toBe(e.createdAt);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('shows the order with contract, payments, packages and its event log', async () => {
    const o = await orderIn('UN_RECEIVED');
    const d = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: o.id },
        { cookie: buyer },
      ),
    );
    expect(d.id).toBe(o.id);
    expect(d.tradeContract.id).toBe(o.contract_id);
    expect(d.packages.length).toBeGreaterThan(0);
    expect(d.events.length).toBeGreaterThan(0);
    const ops = d.operationList.map((x: { operation: string }) => x.operation);
    expect(ops).toContain('confirm');
    expect(ops).not.toContain('buyerCancelBeforePay');
  });

  it('answers 404 for another buyer’s order on every order call', async () => {
    const o = await orderIn('UN_RECEIVED');
    const pkg = await t.db.one<{ id: number }>('SELECT id FROM package WHERE order_id = $1 LIMIT 1', [o.id]);
    const calls: [kind: 'flow' | 'func', name: string, payload: unknown][] = [
      ['flow', 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id: o.id }],
      ['flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow', { id: (await orderIn('PENDING_PAY')).id }],
      ['flow', 'trade_SignForDeliveryFlow', { id: pkg!.id }],
      ['flow', 'bbc_trade_BBCPostponeDeliveryFlow', { id: o.id }],
      ['flow', 'trade_ListPackageByOrderFlow', { id: o.id }],
      ['flow', 'bbc_trade_AllListPackageByOrderFlow', { id: o.id }],
      ['func', 'trade_QueryAndValidateTradeContractDetailByIdFunc', { id: o.contract_id }],
      ['flow', 'kontor_trade_QueryCouponCodeByOrderFlow', { id: o.id }],
    ];
    for (const [kind, name, payload] of calls) {
      expectFailure(await t.call(kind, name, payload, { cookie: buyer2 }), 404, 'NOT_FOUND');
    }
    expect(await statusOf(o.id)).toBe('UN_RECEIVED');
  });

  it('answers 404 for an order that does not exist, 401 without a session', async () => {
    expectFailure(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: 987654321 },
        { cookie: buyer },
      ),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await t.call('flow', 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id: 1 }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('order actions', () => {
  it('cancels an unpaid order once; a second cancel is refused and changes nothing', async () => {
    const o = await orderIn('PENDING_PAY');
    const first = expectOk(
      await t.call('flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow', { id: o.id }, { cookie: buyer }),
    );
    expect(first.cancelledOrderIds).toEqual([o.id]);
    expect(await statusOf(o.id)).toBe('CANCELED');
    expectFailure(
      await t.call('flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow', { id: o.id }, { cookie: buyer }),
      409,
      'CONFLICT',
    );
    const events = await t.db.query('SELECT 1 FROM order_event WHERE order_id = $1 AND kind = $2', [
      o.id,
      'CANCELLED',
    ]);
    expect(events).toHaveLength(1);
  });

  it('cancels every unpaid order of a grouped contract together', async () => {
    const o = await groupedOrder('PENDING_PAY');
    const siblings = await t.db.query<{ id: number }>(
      `SELECT id FROM trade_order WHERE contract_id = $1 AND display_status = 'PENDING_PAY' ORDER BY id`,
      [o.contract_id],
    );
    expect(siblings.length).toBeGreaterThan(1);
    const res = expectOk(
      await t.call('flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow', { id: o.id }, { cookie: buyer }),
    );
    expect(res.cancelledOrderIds.sort()).toEqual(siblings.map((s) => s.id).sort());
  });

  it('refuses to cancel a shipped order before payment (409, unchanged)', async () => {
    const o = await orderIn('UN_RECEIVED');
    expectFailure(
      await t.call('flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow', { id: o.id }, { cookie: buyer }),
      409,
      'CONFLICT',
    );
    expect(await statusOf(o.id)).toBe('UN_RECEIVED');
  });

  it('refuses to postpone an unpaid order and postpones a shipped one only once', async () => {
    const unpaid = await orderIn('PENDING_PAY');
    expectFailure(
      await t.call('flow', 'bbc_trade_BBCPostponeDeliveryFlow', { id: unpaid.id }, { cookie: buyer }),
      409,
      'CONFLICT',
    );
    const o = await orderIn('UN_RECEIVED');
    const before = await t.db.one<{ receipt_deadline_at: Date }>(
      'SELECT receipt_deadline_at FROM trade_order WHERE id = $1',
      [o.id],
    );
    const res = expectOk(
      await t.call('flow', 'bbc_trade_BBCPostponeDeliveryFlow', { id: o.id }, { cookie: buyer }),
    );
    expect(res.value).toBe(t.config.postponeDays);
    expect(res.receiptDeadlineMillis - new Date(before!.receipt_deadline_at).getTime()).toBe(
      t.config.postponeDays * 86_400_000,
    );
    expectFailure(
      await t.call('flow', 'bbc_trade_BBCPostponeDeliveryFlow', { id: o.id }, { cookie: buyer }),
      409,
      'CONFLICT',
    );
  });

  it('two concurrent sign-for-delivery calls on one package change it once', async () => {
    const o = await orderIn('UN_RECEIVED');
    const pkg = await t.db.one<{ id: number }>('SELECT id FROM package WHERE order_id = $1', [o.id]);
    const results = await Promise.all([
      t.call('flow', 'trade_SignForDeliveryFlow', { id: pkg!.id }, { cookie: buyer }),
      t.call('flow', 'trade_SignForDeliveryFlow', { id: pkg!.id }, { cookie: buyer }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf(o.id)).toBe('COMPLETE');
    const confirmed = await t.db.query(
      `SELECT 1 FROM order_event WHERE order_id = $1 AND kind = 'RECEIPT_CONFIRMED'`,
      [o.id],
    );
    expect(confirmed).toHaveLength(1);
  });

  it('two concurrent cancels on one order change it once', async () => {
    const o = await orderIn('PENDING_PAY');
    const results = await Promise.all([
      t.call('flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow', { id: o.id }, { cookie: buyer }),
      t.call('flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow', { id: o.id }, { cookie: buyer }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.db.query(`SELECT 1 FROM order_event WHERE order_id = $1 AND kind = 'CANCELLED'`, [
      o.id,
    ]);
    expect(events).toHaveLength(1);
  });

  it('completes a two-package order only when both packages are signed', async () => {
    const o = await orderIn('UN_RECEIVED', {
      lines: [{ item: 'sitzgut-task' }, { item: 'sitzgut-footrest' }],
      shipments: [[[0, 1]], [[1, 1]]],
    });
    const pkgs = await t.db.query<{ id: number }>('SELECT id FROM package WHERE order_id = $1 ORDER BY id', [
      o.id,
    ]);
    const first = expectOk(
      await t.call('flow', 'trade_SignForDeliveryFlow', { id: pkgs[0]!.id }, { cookie: buyer }),
    );
    expect(first.completed).toBe(false);
    expect(await statusOf(o.id)).toBe('UN_RECEIVED');
    const second = expectOk(
      await t.call('flow', 'trade_SignForDeliveryFlow', { id: pkgs[1]!.id }, { cookie: buyer }),
    );
    expect(second.completed).toBe(true);
    expect(await statusOf(o.id)).toBe('COMPLETE');
  });
});

describe('deadlines that run by themselves', () => {
  it('closes unpaid orders past their pay deadline and confirms receipt past its deadline', async () => {
    const unpaid = await orderIn('PENDING_PAY');
    const shipped = await orderIn('UN_RECEIVED');
    await t.db.query(`UPDATE trade_order SET pay_deadline_at = now() - interval '1 minute' WHERE id = $1`, [
      unpaid.id,
    ]);
    await t.db.query(
      `UPDATE trade_order SET receipt_deadline_at = now() - interval '1 minute' WHERE id = $1`,
      [shipped.id],
    );
    const changed = await t.app.sweeps.runRowSweeps();
    expect(changed['orders.closeUnpaid']).toBeGreaterThanOrEqual(1);
    expect(await statusOf(unpaid.id)).toBe('CLOSED');
    expect(await statusOf(shipped.id)).toBe('COMPLETE');
    const open = await t.db.query(`SELECT 1 FROM package WHERE order_id = $1 AND status = 'SEND_DELIVERY'`, [
      shipped.id,
    ]);
    expect(open).toHaveLength(0);
    const again = await t.app.sweeps.runRowSweeps();
    expect(again['orders.closeUnpaid']).toBe(0);
    expect(again['orders.autoConfirm']).toBe(0);
  });
});

describe('carriers and tracking', () => {
  it('lists carriers and answers tracking events of a waybill, newest first', async () => {
    const carriers = expectOk(await t.call('flow', 'kontor_md_QueryCarrierFlow', {}));
    expect(carriers.length).toBeGreaterThan(3);
    const pkg = await t.db.one<{ service_code: string; entity_code: string }>(
      `SELECT p.service_code, c.entity_code FROM package p JOIN carrier c ON c.id = p.carrier_id
        JOIN trade_order o ON o.id = p.order_id JOIN app_user u ON u.id = o.buyer_id
        JOIN logistics_event e ON e.waybill = p.service_code WHERE u.email = 'buyer@kontor.test' LIMIT 1`,
    );
    const res = await t.request(
      'GET',
      `/api/tms/web/express/track/waybill/query?carrierCompanyCode=${pkg!.entity_code}&wayBillNumber=${pkg!.service_code}`,
      { cookie: buyer },
    );
    const events = expectOk(res);
    expect(events.length).toBeGreaterThan(0);
    const times = events.map((e: { originTime: number }) => e.originTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expectFailure(
      await t.request(
        'GET',
        '/api/tms/web/express/track/waybill/query?carrierCompanyCode=DHL&wayBillNumber=x%20y',
        {
          cookie: buyer,
        },
      ),
      400,
      'INVALID_DATA',
    );
  });
});

describe('invoices', () => {
  it('serves a real PDF for an invoiced order and resends it through the outbox', async () => {
    const o = await orderIn('COMPLETE');
    await t.db.query(
      `UPDATE trade_order SET invoice_url = '/api/trade/invoice/' || id || '.pdf' WHERE id = $1`,
      [o.id],
    );
    const pdf = await t.request('GET', `/api/trade/invoice/${o.id}.pdf`, { cookie: buyer });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.request('GET', `/api/trade/invoice/${o.id}.pdf`, { cookie: buyer2 })).statusCode).toBe(
      404,
    );

    const sent = expectOk(
      await t.call(
        'flow',
        'bbc_trade_BBCSendInvoiceEmailFlow',
        { id: o.id, buyerEmail: 'anna@example.com' },
        { cookie: buyer },
      ),
    );
    expect(sent.address).toBe('anna@example.com');
    const outbox = await t.db.query(`SELECT 1 FROM outbox_message WHERE recipient = 'anna@example.com'`);
    expect(outbox).toHaveLength(1);
  });

  it('validates the contact: required, e-mail or mobile pattern', async () => {
    const o = await orderIn('COMPLETE');
    const missing = expectFailure(
      await t.call('flow', 'bbc_trade_BBCSendInvoiceEmailFlow', { id: o.id }, { cookie: buyer }),
      400,
      'INVALID_DATA',
    );
    expect(missing.fields!.map((f) => f.path)).toEqual(['buyerEmail']);
    const badMail = expectFailure(
      await t.call(
        'flow',
        'bbc_trade_BBCSendInvoiceEmailFlow',
        { id: o.id, buyerEmail: 'nope@' },
        { cookie: buyer },
      ),
      400,
      'INVALID_DATA',
    );
    expect(badMail.fields!.map((f) => f.path)).toEqual(['buyerEmail']);
    const badPhone = expectFailure(
      await t.call(
        'flow',
        'bbc_trade_BBCSendInvoiceEmailFlow',
        { id: o.id, buyerPhone: '12ab' },
        { cookie: buyer },
      ),
      400,
      'INVALID_DATA',
    );
    expect(badPhone.fields!.map((f) => f.path)).toEqual(['buyerPhone']);
  });
});

describe('list paging edge', () => {
  it('reports the total on a page past the end', async () => {
    const first = expectOk(
      await t.call('flow', 'bbc_trade_LibPageTradeOrderForBuyerFlow', {}, { cookie: buyer }),
    );
    const beyond = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { queryParams: { page: { no: 99, size: 5 } } },
        { cookie: buyer },
      ),
    );
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });
});

describe('bad payloads', () => {
  it('every order call refuses a bad id with 400 and the field, changing nothing', async () => {
    const calls: [kind: 'flow' | 'func', name: string][] = [
      ['flow', 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow'],
      ['flow', 'kontor_trade_CloseImmediatelyTradeOrderFlow'],
      ['flow', 'trade_SignForDeliveryFlow'],
      ['flow', 'bbc_trade_BBCPostponeDeliveryFlow'],
      ['flow', 'trade_ListPackageByOrderFlow'],
      ['flow', 'bbc_trade_AllListPackageByOrderFlow'],
      ['func', 'trade_QueryAndValidateTradeContractDetailByIdFunc'],
      ['flow', 'kontor_trade_QueryCouponCodeByOrderFlow'],
      ['flow', 'bbc_trade_BBCSendInvoiceEmailFlow'],
    ];
    const before = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_event');
    for (const [kind, name] of calls) {
      for (const id of ['abc', -1, 0, null]) {
        const error = expectFailure(await t.call(kind, name, { id }, { cookie: buyer }), 400, 'INVALID_DATA');
        expect(
          error.fields!.map((f) => f.path),
          `${name} ${id}`,
        ).toContain('id');
      }
    }
    const after = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_event');
    expect(after!.n).toBe(before!.n);
  });
});
