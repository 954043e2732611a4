import { describe, expect, it } from 'vitest';
import { orderFacts } from './order-facts-for-tests.ts';
import { orderOperations, withdrawalOffered } from './order-status.ts';
import {
  daysSinceDelivery,
  WITHDRAWAL_WINDOW_DAYS,
  withdrawalDaysLeft,
  withdrawalDeliveryTime,
} from './withdrawal.ts';
import { withdrawFromContractSchema } from './withdrawal-schemas.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-07-20T10:00:00Z');
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);

describe('withdrawal window', () => {
  it('is 14 days', () => {
    expect(WITHDRAWAL_WINDOW_DAYS).toBe(14);
  });

  it('counts whole days since delivery: 14 left on the delivery day, 0 on the last one', () => {
    expect(withdrawalDaysLeft(now, now)).toBe(14);
    expect(withdrawalDaysLeft(ago(0, DAY - 1), now)).toBe(14);
    expect(withdrawalDaysLeft(ago(1), now)).toBe(13);
    expect(withdrawalDaysLeft(ago(2), now)).toBe(12);
    expect(withdrawalDaysLeft(ago(13, DAY - 1), now)).toBe(1);
  });

  it('keeps day 14 in and closes on day 15', () => {
    expect(withdrawalDaysLeft(ago(14), now)).toBe(0);
    expect(withdrawalDaysLeft(ago(14, DAY - 1), now)).toBe(0);
    expect(withdrawalDaysLeft(ago(15), now)).toBeNull();
    expect(withdrawalDaysLeft(ago(15, 1), now)).toBeNull();
    expect(withdrawalDaysLeft(ago(400), now)).toBeNull();
  });

  it('never starts without a delivery, and treats a delivery after now (clock skew) as today', () => {
    expect(withdrawalDaysLeft(null, now)).toBeNull();
    expect(withdrawalDaysLeft(undefined, now)).toBeNull();
    expect(withdrawalDaysLeft('not a date', now)).toBeNull();
    expect(daysSinceDelivery(new Date(now.getTime() + 5000), now)).toBe(0);
    expect(withdrawalDaysLeft(new Date(now.getTime() + 5000), now)).toBe(14);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(withdrawalDaysLeft(ago(5).toISOString(), now.toISOString())).toBe(9);
    expect(withdrawalDaysLeft(ago(5).getTime(), now.getTime())).toBe(9);
  });

  it('takes the completion time of a received order as its delivery time, nothing before', () => {
    const completedTime = ago(3).toISOString();
    expect(withdrawalDeliveryTime({ displayStatus: 'COMPLETE', completedTime })).toBe(completedTime);
    expect(withdrawalDeliveryTime({ displayStatus: 'UN_RECEIVED', completedTime: null })).toBeNull();
    expect(withdrawalDeliveryTime({ displayStatus: 'CANCEL_ALL', completedTime })).toBeNull();
    expect(withdrawalDeliveryTime({ displayStatus: 'COMPLETE', completedTime: null })).toBeNull();
  });
});

const complete = orderFacts({
  displayStatus: 'COMPLETE',
  hasPaymentAttempt: true,
  site: 'DE',
  withdrawalDaysLeft: 9,
});

describe('buyerWithdraw operation', () => {
  it('is offered on a received order within the window with quantity left', () => {
    expect(orderOperations(complete)).toContain('buyerWithdraw');
    expect(orderOperations({ ...complete, withdrawalDaysLeft: 0 })).toContain('buyerWithdraw');
    expect(orderOperations({ ...complete, withdrawalDaysLeft: 14 })).toContain('buyerWithdraw');
  });

  it('is not offered outside the window or without a delivery time', () => {
    expect(orderOperations({ ...complete, withdrawalDaysLeft: null })).not.toContain('buyerWithdraw');
    expect(orderOperations({ ...complete, withdrawalDaysLeft: undefined })).not.toContain('buyerWithdraw');
  });

  it('is not offered to tourists, nor when everything is returned or held by an application', () => {
    expect(orderOperations({ ...complete, isTourist: true })).not.toContain('buyerWithdraw');
    expect(orderOperations({ ...complete, hasReversibleLines: false })).not.toContain('buyerWithdraw');
  });

  it('stays offered while an application on other quantities is open (a legal right)', () => {
    expect(withdrawalOffered({ ...complete, withdrawalDaysLeft: 3 })).toBe(true);
    expect(orderOperations({ ...complete, reverseInProgress: true })).toContain('buyerWithdraw');
  });

  it('is offered on no other status, even with days left', () => {
    for (const displayStatus of [
      'PENDING_PAY',
      'PENDING_DEPOSIT',
      'PENDING_BALANCE',
      'UN_DELIVERY',
      'UN_RECEIVED',
      'CLOSED',
      'CANCEL_ALL',
      'CANCELED',
    ] as const) {
      expect(orderOperations({ ...complete, displayStatus }), displayStatus).not.toContain('buyerWithdraw');
    }
  });
});

describe('withdrawFromContractSchema', () => {
  const ok = {
    tradeOrder: { id: 7 },
    reverseTradeOrderLineList: [{ tradeOrderLine: { id: 1 }, reverseQty: 1 }],
  };
  const paths = (v: unknown) => {
    const r = withdrawFromContractSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts lines with quantities, no reason nor amount', () => {
    expect(paths(ok)).toEqual([]);
  });

  it('asks for at least one line, positive quantities, each line once', () => {
    expect(paths({ ...ok, reverseTradeOrderLineList: [] })).toEqual([
      'reverseTradeOrderLineList: afterSales.errors.linesRequired',
    ]);
    expect(
      paths({ ...ok, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 1 }, reverseQty: 0 }] }),
    ).toEqual(['reverseTradeOrderLineList.0.reverseQty: afterSales.errors.qtyMin']);
    expect(
      paths({
        ...ok,
        reverseTradeOrderLineList: [
          { tradeOrderLine: { id: 1 }, reverseQty: 1 },
          { tradeOrderLine: { id: 1 }, reverseQty: 1 },
        ],
      }),
    ).toEqual(['reverseTradeOrderLineList.1.tradeOrderLine.id: afterSales.errors.lineTwice']);
  });
});
