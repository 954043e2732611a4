import { describe, expect, it } from 'vitest';
import catalogZh from '../i18n/locales/zh-CN.json' with { type: 'json' };
import { AFTER_SALES_REASONS } from './after-sales-reasons.ts';
import { applyLimitErrors, postBackSchema, submitApplySchema } from './after-sales-schemas.ts';
import {
  AFTER_SALES_STATUSES,
  AFTER_SALES_TRANSITIONS,
  AFTER_SALES_TYPES,
  type AfterSalesStatus,
  type AfterSalesType,
  availableReverseTypes,
  buyerOperationsFor,
  isFinalStatus,
  nextAfterSalesStatus,
  sellerOperationsFor,
  statusesForFilter,
} from './after-sales-status.ts';

/** Every status reachable from AS_APPLIED in a type's table. */
function reachable(type: AfterSalesType): Set<AfterSalesStatus> {
  const seen = new Set<AfterSalesStatus>(['AS_APPLIED']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of AFTER_SALES_TRANSITIONS[type]) {
      if (seen.has(t.from) && !seen.has(t.to)) {
        seen.add(t.to);
        grew = true;
      }
    }
  }
  return seen;
}

describe('after-sales transition table', () => {
  it('walks the refund flow: submit, approve, refund pending, done or failed', () => {
    const s = (
      from: AfterSalesStatus,
      step: Parameters<typeof nextAfterSalesStatus>[2],
      by: 'BUYER' | 'SELLER' | 'SYSTEM',
    ) => nextAfterSalesStatus('SALE_REFUND', from, step, by);
    expect(s('AS_APPLIED', 'SUBMIT', 'SYSTEM')).toBe('WAITING_FOR_AUDIT_BY_SELLER');
    expect(s('WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'SELLER')).toBe('WAITING_FOR_REFUND');
    expect(s('WAITING_FOR_REFUND', 'START_REFUND', 'SYSTEM')).toBe('REFUND_PENDING');
    expect(s('REFUND_PENDING', 'REFUND_SUCCEEDED', 'SYSTEM')).toBe('REFUND_DONE');
    expect(s('REFUND_PENDING', 'REFUND_FAILED', 'SYSTEM')).toBe('REFUND_FAIL');
    expect(s('WAITING_FOR_AUDIT_BY_SELLER', 'REJECT', 'SELLER')).toBe('REVERSE_CLOSE');
    expect(s('WAITING_FOR_AUDIT_BY_SELLER', 'CANCEL', 'BUYER')).toBe('REVERSE_CANCELED');
  });

  it('refuses steps to the wrong actor', () => {
    expect(nextAfterSalesStatus('SALE_REFUND', 'WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'BUYER')).toBeNull();
    expect(nextAfterSalesStatus('SALE_RETURN', 'WAITING_FOR_BUYER_RETURN', 'POST_BACK', 'SELLER')).toBeNull();
    expect(
      nextAfterSalesStatus('SALE_EXCHANGE', 'WAITING_FOR_SELLER_SHIP', 'SHIP_EXCHANGE', 'BUYER'),
    ).toBeNull();
  });

  it('walks return and exchange through the parcel and quality check', () => {
    expect(nextAfterSalesStatus('SALE_RETURN', 'WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'SELLER')).toBe(
      'WAITING_FOR_BUYER_RETURN',
    );
    expect(nextAfterSalesStatus('SALE_RETURN', 'WAITING_FOR_BUYER_RETURN', 'POST_BACK', 'BUYER')).toBe(
      'WAITING_FOR_QC_DONE',
    );
    expect(nextAfterSalesStatus('SALE_RETURN', 'WAITING_FOR_QC_DONE', 'QC_PASS', 'SELLER')).toBe(
      'WAITING_FOR_REFUND',
    );
    expect(nextAfterSalesStatus('SALE_RETURN', 'WAITING_FOR_QC_DONE', 'QC_REJECT', 'SELLER')).toBe(
      'REVERSE_CLOSE',
    );
    expect(nextAfterSalesStatus('SALE_EXCHANGE', 'WAITING_FOR_QC_DONE', 'QC_PASS', 'SELLER')).toBe(
      'WAITING_FOR_SELLER_SHIP',
    );
    expect(nextAfterSalesStatus('SALE_EXCHANGE', 'WAITING_FOR_SELLER_SHIP', 'SHIP_EXCHANGE', 'SELLER')).toBe(
      'WAITING_FOR_BUYER_CONFIRMED',
    );
    expect(
      nextAfterSalesStatus('SALE_EXCHANGE', 'WAITING_FOR_BUYER_CONFIRMED', 'CONFIRM_EXCHANGE', 'BUYER'),
    ).toBe('REVERSE_DONE');
    // An exchange never refunds.
    expect(reachable('SALE_EXCHANGE').has('WAITING_FOR_REFUND')).toBe(false);
  });

  it('lets cancels skip the audit when nothing shipped', () => {
    for (const type of ['SALE_CANCEL_BEFORE_DELIVERY', 'SALE_CANCEL_AFTER_PAID'] as const) {
      expect(nextAfterSalesStatus(type, 'AS_APPLIED', 'AUTO_APPROVE', 'SYSTEM')).toBe('WAITING_FOR_REFUND');
      expect(nextAfterSalesStatus(type, 'WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'SELLER')).toBe(
        'WAITING_FOR_REFUND',
      );
    }
  });

  it('leaves final statuses with no way out and reaches a final status in every type', () => {
    for (const type of AFTER_SALES_TYPES) {
      for (const t of AFTER_SALES_TRANSITIONS[type])
        expect(isFinalStatus(t.from), `${type} ${t.from}`).toBe(false);
      const r = reachable(type);
      expect([...r].some(isFinalStatus)).toBe(true);
      // Every non-final reachable status has a way on.
      for (const s of r) {
        if (!isFinalStatus(s))
          expect(
            AFTER_SALES_TRANSITIONS[type].some((t) => t.from === s),
            `${type} ${s}`,
          ).toBe(true);
      }
    }
  });

  it('has a buyer label for every status and type in zh-CN, and reasons for every type', () => {
    const zh = catalogZh as { afterSales: { status: Record<string, string>; type: Record<string, string> } };
    for (const s of AFTER_SALES_STATUSES) expect(zh.afterSales.status[s]).toBeTruthy();
    for (const t of AFTER_SALES_TYPES) expect(zh.afterSales.type[t]).toBeTruthy();
    expect(zh.afterSales.status.WAITING_FOR_AUDIT_BY_SELLER).toBe('待商家审核');
    for (const t of AFTER_SALES_TYPES) expect(AFTER_SALES_REASONS[t].length).toBeGreaterThan(0);
  });
});

describe('after-sales operations', () => {
  const facts = { hasRejectReason: false, hasLogistics: false };
  it('offers the buyer cancel before return, post back while waiting for return, confirm for the replacement', () => {
    expect(
      buyerOperationsFor({ ...facts, type: 'SALE_REFUND', status: 'WAITING_FOR_AUDIT_BY_SELLER' }),
    ).toEqual(['CANCEL']);
    expect(buyerOperationsFor({ ...facts, type: 'SALE_RETURN', status: 'WAITING_FOR_BUYER_RETURN' })).toEqual(
      ['CANCEL', 'POST_BACK'],
    );
    expect(
      buyerOperationsFor({
        ...facts,
        type: 'SALE_RETURN',
        status: 'WAITING_FOR_QC_DONE',
        hasLogistics: true,
      }),
    ).toEqual(['VIEW_LOGISTICS']);
    expect(
      buyerOperationsFor({ ...facts, type: 'SALE_EXCHANGE', status: 'WAITING_FOR_BUYER_CONFIRMED' }),
    ).toEqual(['CONFIRM_EXCHANGE']);
    expect(
      buyerOperationsFor({ ...facts, type: 'SALE_REFUND', status: 'REVERSE_CLOSE', hasRejectReason: true }),
    ).toEqual(['VIEW_REJECT_REASON']);
    expect(buyerOperationsFor({ ...facts, type: 'SALE_REFUND', status: 'REFUND_PENDING' })).toEqual([]);
  });

  it('offers the seller audit, receipt of the return, shipping of the exchange', () => {
    expect(sellerOperationsFor({ type: 'SALE_RETURN', status: 'WAITING_FOR_AUDIT_BY_SELLER' })).toEqual([
      'AUDIT',
    ]);
    expect(sellerOperationsFor({ type: 'SALE_RETURN', status: 'WAITING_FOR_QC_DONE' })).toEqual([
      'RECEIVE_RETURN',
    ]);
    expect(sellerOperationsFor({ type: 'SALE_EXCHANGE', status: 'WAITING_FOR_SELLER_SHIP' })).toEqual([
      'SHIP_EXCHANGE',
    ]);
    expect(sellerOperationsFor({ type: 'SALE_REFUND', status: 'REFUND_FAIL' })).toEqual(['RETRY_REFUND']);
    expect(sellerOperationsFor({ type: 'SALE_REFUND', status: 'REFUND_DONE' })).toEqual([]);
  });

  it('maps list filters to statuses', () => {
    expect(statusesForFilter(undefined)).toBeNull();
    expect(statusesForFilter('REFUND_DONE')).toEqual(['REFUND_DONE']);
    expect(statusesForFilter('DONE')).toEqual(['REFUND_DONE', 'REVERSE_DONE']);
    expect(statusesForFilter('NOPE')).toEqual([]);
  });

  it('offers types by order status', () => {
    const o = { isTourist: false, hasCancellable: true, hasReversible: true, hasShipped: false };
    expect(availableReverseTypes({ ...o, displayStatus: 'UN_DELIVERY' })).toEqual([
      'SALE_CANCEL_BEFORE_DELIVERY',
      'SALE_REFUND',
    ]);
    expect(availableReverseTypes({ ...o, displayStatus: 'COMPLETE', hasShipped: true })).toEqual([
      'SALE_REFUND',
      'SALE_RETURN',
      'SALE_EXCHANGE',
    ]);
    expect(availableReverseTypes({ ...o, displayStatus: 'PENDING_PAY' })).toEqual([]);
    expect(availableReverseTypes({ ...o, displayStatus: 'COMPLETE', isTourist: true })).toEqual([]);
  });
});

describe('after-sales schemas', () => {
  const valid = {
    reverseTradeOrderType: 'SALE_REFUND',
    tradeOrder: { id: 1 },
    reverseReason: 'OTHER',
    applyRefundAmt: { value: '10.50', currency: 'EUR' },
    reverseTradeOrderLineList: [{ tradeOrderLine: { id: 5 }, reverseQty: 1 }],
  };
  const paths = (v: unknown) => {
    const r = submitApplySchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts a valid application', () => {
    expect(paths(valid)).toEqual([]);
  });

  it('reports the spec messages at the exact paths', () => {
    expect(paths({ ...valid, reverseReason: '' })).toEqual([
      'reverseReason:afterSales.errors.reasonRequired',
    ]);
    expect(paths({ ...valid, applyRefundAmt: undefined })).toEqual([
      'applyRefundAmt.value:afterSales.errors.refundAmountRequired',
    ]);
    expect(paths({ ...valid, applyRefundAmt: { value: '', currency: 'EUR' } })).toEqual([
      'applyRefundAmt.value:afterSales.errors.refundAmountRequired',
    ]);
    expect(paths({ ...valid, applyRefundAmt: { value: '1.234' } })).toEqual([
      'applyRefundAmt.value:afterSales.errors.amountFormat',
    ]);
    expect(paths({ ...valid, reverseTradeOrderLineList: [] })).toEqual([
      'reverseTradeOrderLineList:afterSales.errors.linesRequired',
    ]);
    expect(
      paths({ ...valid, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 5 }, reverseQty: 0 }] }),
    ).toEqual(['reverseTradeOrderLineList.0.reverseQty:afterSales.errors.qtyMin']);
    expect(paths({ ...valid, reverseTradeOrderType: 'SALE_EXCHANGE', applyRefundAmt: undefined })).toEqual([
      'reverseTradeOrderLineList.0.derivativeSku:afterSales.errors.exchangeSkuRequired',
    ]);
    expect(paths({ ...valid, submitRemark: { remark: 'x'.repeat(501) } })).toEqual([
      'submitRemark.remark:afterSales.errors.remarkTooLong',
    ]);
  });

  it('checks order limits', () => {
    const input = submitApplySchema.parse({
      ...valid,
      reverseTradeOrderLineList: [{ tradeOrderLine: { id: 5 }, reverseQty: 3 }],
    });
    expect(applyLimitErrors(input, { availableRefundMinor: 1000, maxQtyByLine: new Map([[5, 2]]) })).toEqual([
      { path: 'reverseTradeOrderLineList.0.reverseQty', message: 'afterSales.errors.qtyMax' },
      { path: 'applyRefundAmt.value', message: 'afterSales.errors.amountTooHigh' },
    ]);
  });

  it('validates return shipping', () => {
    const r = (v: unknown) => {
      const x = postBackSchema.safeParse(v);
      return x.success ? [] : x.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(
      r({ id: 1, fulfillmentProgressList: [{ serviceCode: 'AB12', fulfillmentServiceProvider: { id: 2 } }] }),
    ).toEqual([]);
    expect(
      r({ id: 1, fulfillmentProgressList: [{ serviceCode: '', fulfillmentServiceProvider: { id: 2 } }] }),
    ).toEqual(['fulfillmentProgressList.0.serviceCode:afterSales.errors.trackingRequired']);
    expect(
      r({
        id: 1,
        fulfillmentProgressList: [{ serviceCode: 'AB-12', fulfillmentServiceProvider: { id: 2 } }],
      }),
    ).toEqual(['fulfillmentProgressList.0.serviceCode:afterSales.errors.trackingFormat']);
    expect(r({ id: 1, fulfillmentProgressList: [{ serviceCode: 'AB12' }] })).toEqual([
      'fulfillmentProgressList.0.fulfillmentServiceProvider:afterSales.errors.carrierRequired',
    ]);
  });
});
