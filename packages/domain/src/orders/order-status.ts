/** Order display statuses, tabs and operations (spec §4 "Order display statuses", "Order actions"). */

export * from './withdrawal.ts';

export const ORDER_DISPLAY_STATUSES = [
  'PENDING_PAY',
  'PENDING_DEPOSIT',
  'PENDING_BALANCE',
  'UN_DELIVERY',
  'UN_RECEIVED',
  'COMPLETE',
  'CLOSED',
  'CANCEL_ALL',
  'CANCELED',
] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];

export const PAID_STATUSES: readonly OrderDisplayStatus[] = ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE'];

/** Order list tabs and the filter each sends (searchStatus.value). */
export const ORDER_TABS = {
  all: 'ALL_ORDER',
  unpaid: 'PENDING_PAY',
  unshipped: 'UN_DELIVERY',
  unreceived: 'UN_RECEIVED',
  finished: 'COMPLETE',
  canceled: 'CANCEL_ALL',
} as const;
export type OrderTab = keyof typeof ORDER_TABS;
export type OrderSearchStatus = (typeof ORDER_TABS)[OrderTab];

/** Desktop tabs per storefront: the German storefront shows only All. */
export function orderTabsFor(site: string): OrderTab[] {
  return site === 'DE' ? ['all'] : ['all', 'unpaid', 'unshipped', 'unreceived', 'finished'];
}

/** i18n key of a display status; any other value is shown as in progress. */
export function orderStatusKey(status: string): string {
  return (ORDER_DISPLAY_STATUSES as readonly string[]).includes(status)
    ? `orders.status.${status}`
    : 'orders.status.IN_PROGRESS';
}

export const ORDER_OPERATIONS = [
  'pay',
  'secondary_pay',
  'comment',
  'confirm',
  'checkVerifyCode',
  'buyerApplyReverse',
  'sendInvoiceEmail',
  'checkExpressTrack',
  'buyerCancelAfterPay',
  'buyerCancelBeforePay',
  'payDeposit',
  'payBalance',
  'buyerPostponeConfirmDeadline',
  'toUse',
  'viewInvoice',
  'buyerCheckVATInvoice',
  'buyAgain',
  'inviteToJoinGroup',
  /** EU right of withdrawal within 14 days of delivery (withdrawal.ts). Not in the spec's list. */
  'buyerWithdraw',
] as const;
export type OrderOperation = (typeof ORDER_OPERATIONS)[number];

/** The facts of an order that decide which operations it offers. */
export interface OrderFacts {
  displayStatus: OrderDisplayStatus;
  isTourist: boolean;
  fulfillmentType: 'SITE_SHIPPING' | 'SITE_PICK_UP';
  /** A payment attempt exists (then paying again is a secondary payment). */
  hasPaymentAttempt: boolean;
  postponed: boolean;
  hasInvoice: boolean;
  commentStatus: 'NOT_EVALUATED' | 'PARTIAL' | 'EVALUATED';
  /** Lines with quantity still returnable or cancellable. */
  hasReversibleLines: boolean;
  /** An after-sales application is open on the order. */
  reverseInProgress: boolean;
  /** A group-buying order (buyers invite others to join); not the same as grouped checkout orders. */
  isGroupBuy: boolean;
  /** At least one package was shipped (tracking needs one). */
  hasPackages: boolean;
  hasServiceItems: boolean;
  hasVoucherCodes: boolean;
  /** Pre-sale balance window is open (now between balancePaymentStartTime and End). */
  balanceOpen: boolean;
  site: string;
  /**
   * Days left of the EU withdrawal period (withdrawalDaysLeft of withdrawal.ts, from the delivery
   * time), or null when it is closed or nothing was received.
   */
  withdrawalDaysLeft?: number | null;
}

/**
 * Withdrawal from the contract (buyerWithdraw): a signed-in buyer's received (COMPLETE) paid order
 * within 14 days of delivery, with quantity left to return. An open after-sales application on other
 * quantities does not take the legal right away. The withdrawal call checks the very same rule.
 */
export const withdrawalOffered = (
  o: Pick<OrderFacts, 'displayStatus' | 'isTourist' | 'hasReversibleLines' | 'withdrawalDaysLeft'>,
) =>
  o.displayStatus === 'COMPLETE' &&
  !o.isTourist &&
  o.hasReversibleLines &&
  o.withdrawalDaysLeft !== null &&
  o.withdrawalDaysLeft !== undefined &&
  o.withdrawalDaysLeft >= 0;

/**
 * Cancel after payment (buyerCancelAfterPay): a paid order not yet shipped, with quantity left and no
 * after-sales application open. The after-sales cancel call checks the very same rule.
 */
export const cancelAfterPayOffered = (
  o: Pick<OrderFacts, 'displayStatus' | 'reverseInProgress' | 'hasReversibleLines'>,
) => o.displayStatus === 'UN_DELIVERY' && !o.reverseInProgress && o.hasReversibleLines;

/** Which operations an order offers its buyer; the server refuses any operation not in this list. */
export function orderOperations(o: OrderFacts): OrderOperation[] {
  const ops: OrderOperation[] = [];
  const add = (op: OrderOperation, when = true) => {
    if (when) ops.push(op);
  };
  const shipping = o.fulfillmentType === 'SITE_SHIPPING' && o.hasPackages;
  switch (o.displayStatus) {
    case 'PENDING_PAY':
      add(o.hasPaymentAttempt ? 'secondary_pay' : 'pay');
      add('buyerCancelBeforePay');
      add('inviteToJoinGroup', o.isGroupBuy && !o.isTourist);
      break;
    case 'PENDING_DEPOSIT':
      add('payDeposit');
      add('buyerCancelBeforePay');
      break;
    case 'PENDING_BALANCE':
      add('payBalance', o.balanceOpen);
      break;
    case 'UN_DELIVERY':
      add('buyerCancelAfterPay', cancelAfterPayOffered(o));
      add('buyerApplyReverse', !o.isTourist && o.hasReversibleLines);
      add('checkVerifyCode', o.hasVoucherCodes);
      // A paid group-buy order invites others until it ships (decision 062).
      add('inviteToJoinGroup', o.isGroupBuy && !o.isTourist);
      break;
    case 'UN_RECEIVED':
      add('confirm');
      add('buyerPostponeConfirmDeadline', !o.postponed);
      add('checkExpressTrack', shipping);
      add('buyerApplyReverse', !o.isTourist && o.hasReversibleLines);
      add('checkVerifyCode', o.hasVoucherCodes);
      break;
    case 'COMPLETE':
      add('comment', !o.isTourist && o.commentStatus !== 'EVALUATED');
      add('checkExpressTrack', shipping);
      add('buyerApplyReverse', !o.isTourist && o.hasReversibleLines);
      add('buyerWithdraw', withdrawalOffered(o));
      add('toUse', o.hasServiceItems);
      add('checkVerifyCode', o.hasVoucherCodes);
      break;
    default:
      break;
  }
  if (o.hasInvoice && (PAID_STATUSES as readonly string[]).includes(o.displayStatus)) {
    add('viewInvoice');
    add('sendInvoiceEmail', o.displayStatus !== 'UN_DELIVERY');
    add('buyerCheckVATInvoice', o.site !== 'UK');
  }
  add('buyAgain', !o.isTourist && o.displayStatus !== 'PENDING_PAY' && o.displayStatus !== 'PENDING_DEPOSIT');
  return ops;
}

/**
 * The order lifecycle: every change of an order's display status, the event that causes it and who
 * may cause it. The server's one writer (apps/server orders-service `moveOrderStatus`) refuses (409)
 * any move this table does not have (decision 011). Each row names where the step is taken today.
 */
export type OrderEvent =
  | 'PAY'
  | 'PAY_DEPOSIT'
  | 'PAY_BALANCE'
  | 'CANCEL_BEFORE_PAY'
  | 'PAY_DEADLINE'
  | 'SHIP_ALL'
  | 'REST_CANCELLED'
  | 'CANCEL_ALL_AFTER_PAY'
  | 'CONFIRM_RECEIPT'
  | 'AUTO_CONFIRM';
export type OrderActor = 'BUYER' | 'SELLER' | 'SYSTEM';

export interface OrderTransition {
  from: OrderDisplayStatus;
  event: OrderEvent;
  to: OrderDisplayStatus;
  by: readonly OrderActor[];
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Payments (not built yet: the demo data holds paid orders; the payment feature takes these steps).
  { from: 'PENDING_PAY', event: 'PAY', to: 'UN_DELIVERY', by: ['SYSTEM'] },
  { from: 'PENDING_DEPOSIT', event: 'PAY_DEPOSIT', to: 'PENDING_BALANCE', by: ['SYSTEM'] },
  { from: 'PENDING_BALANCE', event: 'PAY_BALANCE', to: 'UN_DELIVERY', by: ['SYSTEM'] },
  // The buyer cancels before paying (CloseImmediately; a grouped order takes its contract's unpaid orders).
  { from: 'PENDING_PAY', event: 'CANCEL_BEFORE_PAY', to: 'CANCELED', by: ['BUYER'] },
  { from: 'PENDING_DEPOSIT', event: 'CANCEL_BEFORE_PAY', to: 'CANCELED', by: ['BUYER'] },
  // The pay deadline sweep (the balance window's end for pre-sale balances).
  { from: 'PENDING_PAY', event: 'PAY_DEADLINE', to: 'CLOSED', by: ['SYSTEM'] },
  { from: 'PENDING_DEPOSIT', event: 'PAY_DEADLINE', to: 'CLOSED', by: ['SYSTEM'] },
  { from: 'PENDING_BALANCE', event: 'PAY_DEADLINE', to: 'CLOSED', by: ['SYSTEM'] },
  // Nothing left to ship: the seller's last package, or a refund that cancelled the unshipped rest.
  { from: 'UN_DELIVERY', event: 'SHIP_ALL', to: 'UN_RECEIVED', by: ['SELLER'] },
  { from: 'UN_DELIVERY', event: 'REST_CANCELLED', to: 'UN_RECEIVED', by: ['SYSTEM'] },
  // A refund that cancelled every unit (after-sales books it).
  { from: 'UN_DELIVERY', event: 'CANCEL_ALL_AFTER_PAY', to: 'CANCEL_ALL', by: ['SYSTEM'] },
  // The buyer signs for the last package, or the receipt deadline sweep confirms.
  { from: 'UN_RECEIVED', event: 'CONFIRM_RECEIPT', to: 'COMPLETE', by: ['BUYER'] },
  { from: 'UN_RECEIVED', event: 'AUTO_CONFIRM', to: 'COMPLETE', by: ['SYSTEM'] },
];

/** The status an event leads to from a status, or null when the table has no such step for the actor. */
export function nextOrderStatus(
  from: OrderDisplayStatus,
  event: OrderEvent,
  actor: OrderActor,
): OrderDisplayStatus | null {
  const t = ORDER_TRANSITIONS.find((x) => x.from === from && x.event === event && x.by.includes(actor));
  return t?.to ?? null;
}

/** Whether the actor may move an order from one status to another (the server's writer asks this). */
export function orderMoveAllowed(from: string, to: string, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((x) => x.from === from && x.to === to && x.by.includes(actor));
}

/**
 * What a merchant may do with an order, by its display status: one table for the seller console's
 * calls and its buttons. Shipping a package needs an order awaiting shipment (its last package moves
 * it on: ORDER_TRANSITIONS SHIP_ALL).
 */
export const MERCHANT_ORDER_ACTIONS = ['ship'] as const;
export type MerchantOrderAction = (typeof MERCHANT_ORDER_ACTIONS)[number];
export const MERCHANT_MAY: Readonly<Record<MerchantOrderAction, readonly OrderDisplayStatus[]>> = {
  ship: ['UN_DELIVERY'],
};
export const merchantMay = (status: string, action: MerchantOrderAction): boolean =>
  (MERCHANT_MAY[action] as readonly string[]).includes(status);

/** Points earned are shown rounded up; the tax rate as rate × 100 %. */
export const earnedPointsShown = (points: number) => Math.ceil(points);
export const taxRatePercent = (rate: number) => Math.round(rate * 10000) / 100;

/**
 * What the invoice card shows (spec §4): the link once an invoice exists and the order is not
 * awaiting shipment; "pending" only for an order that is paid and so will get one. An order that was
 * never paid (closed, cancelled before payment, still awaiting payment) shows no invoice card.
 */
export function invoiceState(displayStatus: string, hasInvoice: boolean): 'ready' | 'pending' | 'none' {
  if (hasInvoice && displayStatus !== 'UN_DELIVERY') return 'ready';
  return (PAID_STATUSES as readonly string[]).includes(displayStatus) ? 'pending' : 'none';
}
