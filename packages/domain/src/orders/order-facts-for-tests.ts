import type { OrderFacts } from './order-status.ts';

/** The facts of an unpaid UK order with nothing special about it (tests of the order rules start here). */
const BASE: OrderFacts = {
  displayStatus: 'PENDING_PAY',
  isTourist: false,
  fulfillmentType: 'SITE_SHIPPING',
  hasPaymentAttempt: false,
  postponed: false,
  hasInvoice: false,
  commentStatus: 'NOT_EVALUATED',
  hasReversibleLines: true,
  reverseInProgress: false,
  isGroupBuy: false,
  hasPackages: true,
  hasServiceItems: false,
  hasVoucherCodes: false,
  balanceOpen: false,
  site: 'UK',
};

/** An order's facts for a test: the plain unpaid order, with what the test needs changed. */
export const orderFacts = (changes: Partial<OrderFacts> = {}): OrderFacts => ({ ...BASE, ...changes });
