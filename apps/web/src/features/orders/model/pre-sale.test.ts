import { describe, expect, it } from 'vitest';
import { isPreSale, isTwoStepPreSale, payCountdownDeadline, preSaleNotice } from './pre-sale.ts';
import { lineOf, orderOf } from './test-orders.ts';

const presale = (over: Parameters<typeof lineOf>[1] = {}) =>
  lineOf(1, {
    campaignSubType: 'PRESELL',
    preSaleEventType: 'DEPOSIT',
    balancePaymentStartTime: '2026-11-26T11:00:00.000Z',
    balancePaymentEndTime: '2026-11-29T11:00:00.000Z',
    ...over,
  });

describe('pre-sale notice', () => {
  it('is nothing for an ordinary order', () => {
    expect(isPreSale(orderOf())).toBe(false);
    expect(preSaleNotice(orderOf({ displayStatus: 'UN_DELIVERY' }))).toBeNull();
  });

  it('counts down to closing while the deposit is unpaid', () => {
    const order = orderOf({
      displayStatus: 'PENDING_DEPOSIT',
      payDeadlineMillis: 1000,
      tradeOrderLineList: [presale()],
    });
    expect(preSaleNotice(order)).toEqual({ kind: 'depositCountdown', deadlineMillis: 1000 });
  });

  it('shows the balance deadline when the balance can be paid, else when it opens', () => {
    const lines = [presale()];
    expect(
      preSaleNotice(
        orderOf({
          displayStatus: 'PENDING_BALANCE',
          tradeOrderLineList: lines,
          operationList: [{ operation: 'payBalance' }],
        }),
      ),
    ).toEqual({ kind: 'balanceDeadline', at: '2026-11-29T11:00:00.000Z' });
    expect(preSaleNotice(orderOf({ displayStatus: 'PENDING_BALANCE', tradeOrderLineList: lines }))).toEqual({
      kind: 'balanceStart',
      at: '2026-11-26T11:00:00.000Z',
    });
  });

  it('shows the expected delivery in days for relative times, else as a date', () => {
    expect(
      preSaleNotice(
        orderOf({
          displayStatus: 'UN_DELIVERY',
          tradeOrderLineList: [
            presale({ preSaleEventType: 'FULL_PAYMENT', deliveryTimeType: 'RELATIVE_TIME', duration: 14 }),
          ],
        }),
      ),
    ).toEqual({ kind: 'expectedDays', days: 14 });
    expect(
      preSaleNotice(
        orderOf({
          displayStatus: 'UN_DELIVERY',
          tradeOrderLineList: [presale({ deliveryTimeType: 'ABSOLUTE_TIME', expectDate: '2026-12-10' })],
        }),
      ),
    ).toEqual({ kind: 'expectedDate', date: '2026-12-10' });
  });

  it('has no deposit steps for FULL_PAYMENT', () => {
    const order = orderOf({
      displayStatus: 'PENDING_DEPOSIT',
      payDeadlineMillis: 1000,
      tradeOrderLineList: [presale({ preSaleEventType: 'FULL_PAYMENT' })],
    });
    expect(isTwoStepPreSale(order)).toBe(false);
    expect(preSaleNotice(order)).toBeNull();
  });
});

describe('pay countdown deadline', () => {
  it('applies to unpaid orders only', () => {
    expect(payCountdownDeadline({ displayStatus: 'PENDING_PAY', payDeadlineMillis: 5 })).toBe(5);
    expect(payCountdownDeadline({ displayStatus: 'UN_DELIVERY', payDeadlineMillis: 5 })).toBeNull();
    expect(payCountdownDeadline({ displayStatus: 'PENDING_PAY', payDeadlineMillis: null })).toBeNull();
  });
});
