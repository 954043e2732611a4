import {
  AFTER_SALES_STATUS_GROUPS,
  type BUYER_OPERATIONS as DOMAIN_BUYER_OPERATIONS,
  SELLER_OPERATIONS as DOMAIN_SELLER_OPERATIONS,
} from '@kontor/domain/after-sales/after-sales-status';

/** After-sales statuses (spec §4) grouped by how the buyer sees them. */
const DONE = new Set<string>(AFTER_SALES_STATUS_GROUPS.DONE);
const CLOSED = new Set<string>(AFTER_SALES_STATUS_GROUPS.CLOSED);
const FAILED = new Set(['REFUND_FAIL']);

export type StatusTone = 'active' | 'done' | 'closed' | 'failed';

export function statusTone(status: string): StatusTone {
  if (DONE.has(status)) return 'done';
  if (CLOSED.has(status)) return 'closed';
  if (FAILED.has(status)) return 'failed';
  return 'active';
}

/** Buyer operation codes (domain transition table), in the order their buttons appear. */
export const BUYER_OPERATIONS = [
  'POST_BACK',
  'CONFIRM_EXCHANGE',
  'VIEW_LOGISTICS',
  'VIEW_REJECT_REASON',
  'CANCEL',
] as const;
export type BuyerOperation = (typeof BUYER_OPERATIONS)[number];
// Every domain operation has a button here.
BUYER_OPERATIONS satisfies readonly (typeof DOMAIN_BUYER_OPERATIONS)[number][];

/** The operations to show: only those the server offers, in a stable order. */
export function offeredOperations(
  list: readonly { operation: string }[] | null | undefined,
): BuyerOperation[] {
  const offered = new Set((list ?? []).map((o) => o.operation));
  return BUYER_OPERATIONS.filter((op) => offered.has(op));
}

export const SELLER_OPERATIONS = DOMAIN_SELLER_OPERATIONS;
export type SellerOperation = (typeof SELLER_OPERATIONS)[number];

export function sellerOperations(
  list: readonly { operation: string }[] | null | undefined,
): SellerOperation[] {
  const offered = new Set((list ?? []).map((o) => o.operation));
  return SELLER_OPERATIONS.filter((op) => offered.has(op));
}

/** Status filters of the buyer's list (`applied`), the domain's groups. */
export const LIST_FILTERS = ['ALL', 'PROCESSING', 'WAITING_FOR_BUYER', 'DONE', 'CLOSED'] as const;
LIST_FILTERS satisfies readonly (keyof typeof AFTER_SALES_STATUS_GROUPS)[];
