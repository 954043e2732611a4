import { ORDER_OPERATIONS, type OrderOperation } from '@kontor/domain/orders/order-status';

/**
 * The order the buttons of an order appear in: what moves the order on first (pay, confirm,
 * review), then looking things up, then changing one's mind. The server decides which appear.
 */
export const ACTION_ORDER: readonly OrderOperation[] = [
  'pay',
  'secondary_pay',
  'payDeposit',
  'payBalance',
  'confirm',
  'comment',
  'toUse',
  'checkVerifyCode',
  'checkExpressTrack',
  'inviteToJoinGroup',
  'buyAgain',
  'buyerPostponeConfirmDeadline',
  'viewInvoice',
  'buyerCheckVATInvoice',
  'sendInvoiceEmail',
  'buyerWithdraw',
  'buyerApplyReverse',
  'buyerCancelBeforePay',
  'buyerCancelAfterPay',
];

/** Shown as the filled (primary) button when first. */
const PRIMARY: ReadonlySet<OrderOperation> = new Set([
  'pay',
  'secondary_pay',
  'payDeposit',
  'payBalance',
  'confirm',
  'comment',
]);

export function isPrimaryAction(op: OrderOperation): boolean {
  return PRIMARY.has(op);
}

function isOperation(value: string): value is OrderOperation {
  return (ORDER_OPERATIONS as readonly string[]).includes(value);
}

/**
 * The buttons an order shows: only operations the server offers (spec §4 "An operation not in the
 * list shows no button"), each once, in ACTION_ORDER. The VAT invoice opens the same document as
 * "view invoice", so it shows only when that one does not.
 */
export function visibleActions(operationList: readonly { operation: string }[]): OrderOperation[] {
  const offered = new Set(operationList.map((o) => o.operation).filter(isOperation));
  if (offered.has('viewInvoice')) offered.delete('buyerCheckVATInvoice');
  return ACTION_ORDER.filter((op) => offered.has(op));
}

/** Mobile action bar (spec §9 "Mobile pay bar: at most 2 buttons directly"): the rest go behind "more". */
export function splitActions<T>(actions: readonly T[], direct = 2): { direct: T[]; more: T[] } {
  if (actions.length <= direct) return { direct: [...actions], more: [] };
  return { direct: actions.slice(0, direct), more: actions.slice(direct) };
}
