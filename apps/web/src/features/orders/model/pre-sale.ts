import type { OrderSummary } from '@kontor/domain/orders/orders-responses';

/** What an order's header says about a pre-sale (spec §4 "Pre-sale"). */
export type PreSaleNotice =
  | { kind: 'depositCountdown'; deadlineMillis: number }
  | { kind: 'balanceDeadline'; at: string }
  | { kind: 'balanceStart'; at: string }
  | { kind: 'expectedDays'; days: number }
  | { kind: 'expectedDate'; date: string };

type Order = Pick<
  OrderSummary,
  'displayStatus' | 'payDeadlineMillis' | 'tradeOrderLineList' | 'operationList'
>;

/** A pre-sale order: its first line's campaign is PRESELL. */
export function isPreSale(order: Pick<OrderSummary, 'tradeOrderLineList'>): boolean {
  return order.tradeOrderLineList[0]?.campaignSubType === 'PRESELL';
}

/** Deposit then balance, unless the pre-sale is paid in full at once (FULL_PAYMENT). */
export function isTwoStepPreSale(order: Pick<OrderSummary, 'tradeOrderLineList'>): boolean {
  return isPreSale(order) && order.tradeOrderLineList[0]?.preSaleEventType !== 'FULL_PAYMENT';
}

/**
 * PENDING_DEPOSIT counts down to automatic closing; PENDING_BALANCE shows the balance deadline when
 * payBalance is offered, else when the balance opens; UN_DELIVERY shows the expected delivery, in
 * days for RELATIVE_TIME, else as a date.
 */
export function preSaleNotice(order: Order): PreSaleNotice | null {
  if (!isPreSale(order)) return null;
  const first = order.tradeOrderLineList[0]!;
  const twoStep = isTwoStepPreSale(order);
  switch (order.displayStatus) {
    case 'PENDING_DEPOSIT':
      return twoStep && order.payDeadlineMillis
        ? { kind: 'depositCountdown', deadlineMillis: order.payDeadlineMillis }
        : null;
    case 'PENDING_BALANCE': {
      if (!twoStep) return null;
      const offered = order.operationList.some((o) => o.operation === 'payBalance');
      if (offered && first.balancePaymentEndTime)
        return { kind: 'balanceDeadline', at: first.balancePaymentEndTime };
      return first.balancePaymentStartTime
        ? { kind: 'balanceStart', at: first.balancePaymentStartTime }
        : null;
    }
    case 'UN_DELIVERY':
      if (first.deliveryTimeType === 'RELATIVE_TIME' && first.duration) {
        return { kind: 'expectedDays', days: first.duration };
      }
      return first.expectDate ? { kind: 'expectedDate', date: first.expectDate } : null;
    default:
      return null;
  }
}

/** The pay-by countdown of an unpaid order (spec §4), its deadline in epoch ms. */
export function payCountdownDeadline(
  order: Pick<OrderSummary, 'displayStatus' | 'payDeadlineMillis'>,
): number | null {
  return order.displayStatus === 'PENDING_PAY' && order.payDeadlineMillis ? order.payDeadlineMillis : null;
}
