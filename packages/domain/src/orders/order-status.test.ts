import { describe, expect, it } from 'vitest';
import { orderFacts } from './order-facts-for-tests.ts';
import {
  earnedPointsShown,
  invoiceState,
  merchantMay,
  nextOrderStatus,
  ORDER_TRANSITIONS,
  orderMoveAllowed,
  orderOperations,
  orderStatusKey,
  orderTabsFor,
  taxRatePercent,
} from './order-status.ts';

const base = orderFacts();

describe('order operations', () => {
  it('offers pay and cancel before payment on an unpaid order, secondary pay after an attempt', () => {
    expect(orderOperations(base)).toEqual(['pay', 'buyerCancelBeforePay']);
    expect(orderOperations({ ...base, hasPaymentAttempt: true })).toContain('secondary_pay');
  });

  it('never offers confirm before shipment nor cancel before payment after it', () => {
    const unDelivery = orderOperations({ ...base, displayStatus: 'UN_DELIVERY' });
    expect(unDelivery).not.toContain('confirm');
    expect(unDelivery).not.toContain('buyerCancelBeforePay');
    expect(unDelivery).toContain('buyerCancelAfterPay');
  });

  it('offers postponement once', () => {
    const received = { ...base, displayStatus: 'UN_RECEIVED' as const };
    expect(orderOperations(received)).toContain('buyerPostponeConfirmDeadline');
    expect(orderOperations({ ...received, postponed: true })).not.toContain('buyerPostponeConfirmDeadline');
  });

  it('hides tracking for site pick-up and when nothing was shipped', () => {
    const ops = orderOperations({ ...base, displayStatus: 'UN_RECEIVED', fulfillmentType: 'SITE_PICK_UP' });
    expect(ops).not.toContain('checkExpressTrack');
    expect(orderOperations({ ...base, displayStatus: 'COMPLETE', hasPackages: false })).not.toContain(
      'checkExpressTrack',
    );
  });

  it('hides comment once the order is evaluated', () => {
    const done = { ...base, displayStatus: 'COMPLETE' as const };
    expect(orderOperations(done)).toContain('comment');
    expect(orderOperations({ ...done, commentStatus: 'EVALUATED' })).not.toContain('comment');
  });

  it('offers the group invitation on a group-buy order until it ships, never to a guest', () => {
    const group = { ...base, isGroupBuy: true };
    expect(orderOperations(group)).toContain('inviteToJoinGroup');
    expect(orderOperations({ ...group, displayStatus: 'UN_DELIVERY' })).toContain('inviteToJoinGroup');
    expect(orderOperations({ ...group, displayStatus: 'UN_RECEIVED' })).not.toContain('inviteToJoinGroup');
    expect(orderOperations({ ...group, displayStatus: 'UN_DELIVERY', isTourist: true })).not.toContain(
      'inviteToJoinGroup',
    );
    expect(orderOperations({ ...base, displayStatus: 'UN_DELIVERY' })).not.toContain('inviteToJoinGroup');
  });

  it('offers the invoice resend only outside UN_DELIVERY', () => {
    expect(orderOperations({ ...base, displayStatus: 'UN_DELIVERY', hasInvoice: true })).not.toContain(
      'sendInvoiceEmail',
    );
    expect(orderOperations({ ...base, displayStatus: 'COMPLETE', hasInvoice: true })).toContain(
      'sendInvoiceEmail',
    );
  });
});

describe('order transitions', () => {
  it('follows the table and refuses steps it does not have', () => {
    expect(nextOrderStatus('PENDING_PAY', 'CANCEL_BEFORE_PAY', 'BUYER')).toBe('CANCELED');
    expect(nextOrderStatus('UN_RECEIVED', 'CONFIRM_RECEIPT', 'BUYER')).toBe('COMPLETE');
    expect(nextOrderStatus('UN_DELIVERY', 'CANCEL_BEFORE_PAY', 'BUYER')).toBeNull();
    expect(nextOrderStatus('PENDING_PAY', 'CONFIRM_RECEIPT', 'BUYER')).toBeNull();
    expect(nextOrderStatus('PENDING_PAY', 'PAY_DEADLINE', 'BUYER')).toBeNull();
  });
  it('allows a move only from, to and by what the table has', () => {
    expect(orderMoveAllowed('UN_DELIVERY', 'UN_RECEIVED', 'SELLER')).toBe(true);
    expect(orderMoveAllowed('UN_DELIVERY', 'UN_RECEIVED', 'SYSTEM')).toBe(true);
    expect(orderMoveAllowed('UN_DELIVERY', 'UN_RECEIVED', 'BUYER')).toBe(false);
    expect(orderMoveAllowed('UN_DELIVERY', 'CANCEL_ALL', 'SYSTEM')).toBe(true);
    expect(orderMoveAllowed('PENDING_BALANCE', 'CANCELED', 'BUYER')).toBe(false);
    expect(orderMoveAllowed('COMPLETE', 'UN_RECEIVED', 'SYSTEM')).toBe(false);
    expect(orderMoveAllowed('CLOSED', 'PENDING_PAY', 'SYSTEM')).toBe(false);
    expect(orderMoveAllowed('WHATEVER', 'COMPLETE', 'SYSTEM')).toBe(false);
  });
  it('has no step out of a final status', () => {
    for (const s of ['COMPLETE', 'CLOSED', 'CANCELED', 'CANCEL_ALL'])
      expect(ORDER_TRANSITIONS.some((x) => x.from === s)).toBe(false);
  });
});

describe('what a merchant may do by order status', () => {
  it('ships only orders awaiting shipment', () => {
    expect(merchantMay('UN_DELIVERY', 'ship')).toBe(true);
    for (const s of [
      'PENDING_PAY',
      'PENDING_BALANCE',
      'UN_RECEIVED',
      'COMPLETE',
      'CANCEL_ALL',
      'CLOSED',
      'X',
    ])
      expect(merchantMay(s, 'ship')).toBe(false);
  });
});

describe('order display rules', () => {
  it('shows only All in the German storefront', () => {
    expect(orderTabsFor('DE')).toEqual(['all']);
    expect(orderTabsFor('UK')).toHaveLength(5);
  });
  it('shows unknown statuses as in progress', () => {
    expect(orderStatusKey('WHATEVER')).toBe('orders.status.IN_PROGRESS');
    expect(orderStatusKey('COMPLETE')).toBe('orders.status.COMPLETE');
  });
  it('rounds points up and shows the tax rate in percent', () => {
    expect(earnedPointsShown(12.1)).toBe(13);
    expect(taxRatePercent(0.19)).toBe(19);
    expect(taxRatePercent(0.075)).toBe(7.5);
  });
});

describe('invoice card', () => {
  it('links an existing invoice except while the order awaits shipment', () => {
    expect(invoiceState('COMPLETE', true)).toBe('ready');
    expect(invoiceState('UN_RECEIVED', true)).toBe('ready');
    expect(invoiceState('CANCEL_ALL', true)).toBe('ready');
    expect(invoiceState('UN_DELIVERY', true)).toBe('pending');
  });

  it('says pending only for paid orders, nothing for orders never paid', () => {
    for (const s of ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE'] as const)
      expect(invoiceState(s, false)).toBe('pending');
    for (const s of ['CANCELED', 'CLOSED', 'PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE', 'CANCEL_ALL'])
      expect(invoiceState(s, false), s).toBe('none');
  });
});
