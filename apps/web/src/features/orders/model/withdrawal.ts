import type { AnyOrderLine, OrderSummary } from '@kontor/domain/orders/orders-responses';
import type { NumberFieldRules } from '../../../shared/forms/number-field.ts';
import { allLines } from './action-targets.ts';

/**
 * Withdrawal from the contract (EU right of withdrawal): what the dialog offers and sends. The
 * server decides whether the order offers it (`buyerWithdraw`, `withdrawalDaysLeft`).
 */

/** Lines with quantity still returnable (no gifts, no bundle heads). */
export function withdrawableLines(order: Pick<OrderSummary, 'tradeOrderLineList'>): AnyOrderLine[] {
  return allLines(order).filter(
    (l) =>
      l.canReverseQty > 0 && l.tradeOrderLineBusinessType !== 'GIFT' && l.lineGroupTypeDict !== 'DIY_MAIN',
  );
}

/** The step a line's quantity moves in (weight items in their adjust step, pieces one by one). */
export function quantityStep(line: Pick<AnyOrderLine, 'sku'>): number {
  return line.sku.adjustStep > 0 ? line.sku.adjustStep : 1;
}

/** The choice of the first step: quantity per chosen line id. */
export type WithdrawChoice = ReadonlyMap<number, number>;

/** The first choice: a single line is chosen whole; with several, the buyer picks. */
export function initialChoice(lines: readonly AnyOrderLine[]): Map<number, number> {
  return new Map(lines.length === 1 ? [[lines[0]!.id, lines[0]!.canReverseQty]] : []);
}

/**
 * A line's quantity field: at least one step, at most what may still be returned, in its step. A
 * quantity outside is refused with its message, never replaced by the nearest allowed one.
 */
export function withdrawQtyRules(
  line: Pick<AnyOrderLine, 'sku' | 'canReverseQty'>,
  labels: NumberFieldRules['labels'] = {},
): NumberFieldRules {
  const step = quantityStep(line);
  return { kind: 'quantity', bounds: { min: step, max: line.canReverseQty, step }, labels };
}

export function withdrawPayload(orderId: number, choice: WithdrawChoice) {
  return {
    tradeOrder: { id: orderId },
    reverseTradeOrderLineList: [...choice].map(([id, qty]) => ({ tradeOrderLine: { id }, reverseQty: qty })),
  };
}

/**
 * Everything of an order without earlier after-sales is withdrawn: the delivery costs come back too
 * (the server decides the amount; this only chooses the note).
 */
export function withdrawsEverything(
  order: Pick<OrderSummary, 'reverseStatus'>,
  lines: readonly AnyOrderLine[],
  choice: WithdrawChoice,
): boolean {
  return (
    order.reverseStatus === 'NOT_REQUESTED' &&
    lines.length > 0 &&
    lines.every((l) => choice.get(l.id) === l.canReverseQty)
  );
}

/** The action's label with the days left: "Withdraw from contract (9 days left)", "(last day)". */
export function withdrawActionLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  daysLeft: number | null | undefined,
): string {
  if (daysLeft === null || daysLeft === undefined) return t('orders.actions.buyerWithdraw');
  if (daysLeft <= 0) return t('orders.withdraw.actionLastDay');
  return t('orders.withdraw.action', { count: daysLeft });
}
