/**
 * After-sales (reverse trade order) statuses, types and the transition table (spec §4 "After-sales
 * statuses and labels"). The server's operationList is derived from this table; a step the table
 * does not offer is refused 409.
 */

export const AFTER_SALES_STATUSES = [
  'AS_APPLIED',
  'WAITING_FOR_AUDIT_BY_SELLER',
  'WAITING_FOR_BUYER_RETURN',
  'WAITING_FOR_QC_DONE',
  'WAITING_FOR_REFUND',
  'WAITING_FOR_SELLER_SHIP',
  'WAITING_FOR_BUYER_CONFIRMED',
  'REFUND_PENDING',
  'REFUND_DONE',
  'REVERSE_DONE',
  'REVERSE_CANCELED',
  'REFUND_FAIL',
  'REVERSE_CLOSE',
] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];

/** Types a buyer (or the cancel flows) can create. PURCHASE_RETURN exists in the spec for labels only. */
export const AFTER_SALES_TYPES = [
  'SALE_REFUND',
  'SALE_RETURN',
  'SALE_EXCHANGE',
  'SALE_CANCEL_BEFORE_DELIVERY',
  'SALE_CANCEL_AFTER_PAID',
] as const;
export type AfterSalesType = (typeof AFTER_SALES_TYPES)[number];
export const AFTER_SALES_LABELLED_TYPES = [...AFTER_SALES_TYPES, 'PURCHASE_RETURN'] as const;

/** Types that cancel not-yet-shipped quantities (canCancelQty) rather than reverse delivered ones. */
export const CANCEL_TYPES: readonly AfterSalesType[] = [
  'SALE_CANCEL_BEFORE_DELIVERY',
  'SALE_CANCEL_AFTER_PAID',
];
export const isCancelType = (t: string) => (CANCEL_TYPES as readonly string[]).includes(t);

/** Final statuses: nothing more happens. */
export const FINAL_STATUSES: readonly AfterSalesStatus[] = [
  'REFUND_DONE',
  'REVERSE_DONE',
  'REVERSE_CANCELED',
  'REVERSE_CLOSE',
];
/** Statuses that ended without giving anything back: their quantities are free again. */
export const VOID_STATUSES: readonly AfterSalesStatus[] = ['REVERSE_CANCELED', 'REVERSE_CLOSE'];
/** Statuses whose quantities count as done (reversed or cancelled). */
export const DONE_STATUSES: readonly AfterSalesStatus[] = ['REFUND_DONE', 'REVERSE_DONE'];
export const isFinalStatus = (s: string) => (FINAL_STATUSES as readonly string[]).includes(s);
/** An application still under way (its quantities are reserved). REFUND_FAIL stays open: a retry may follow. */
export const isOpenStatus = (s: string) => !isFinalStatus(s);

export type AfterSalesActor = 'BUYER' | 'SELLER' | 'SYSTEM';

export type AfterSalesStep =
  /** The application is handed to the seller. */
  | 'SUBMIT'
  /** Cancels with nothing shipped need no audit. */
  | 'AUTO_APPROVE'
  | 'APPROVE'
  | 'REJECT'
  | 'CANCEL'
  | 'POST_BACK'
  | 'QC_PASS'
  | 'QC_REJECT'
  | 'SHIP_EXCHANGE'
  | 'CONFIRM_EXCHANGE'
  | 'START_REFUND'
  | 'REFUND_SUCCEEDED'
  | 'REFUND_FAILED'
  | 'RETRY_REFUND';

export interface AfterSalesTransition {
  from: AfterSalesStatus;
  step: AfterSalesStep;
  to: AfterSalesStatus;
  by: readonly AfterSalesActor[];
}

const t = (
  from: AfterSalesStatus,
  step: AfterSalesStep,
  to: AfterSalesStatus,
  ...by: AfterSalesActor[]
): AfterSalesTransition => ({ from, step, to, by });

/** The refund tail every money-returning type ends with. */
const REFUND_TAIL: AfterSalesTransition[] = [
  t('WAITING_FOR_REFUND', 'START_REFUND', 'REFUND_PENDING', 'SYSTEM'),
  t('REFUND_PENDING', 'REFUND_SUCCEEDED', 'REFUND_DONE', 'SYSTEM'),
  t('REFUND_PENDING', 'REFUND_FAILED', 'REFUND_FAIL', 'SYSTEM'),
  t('REFUND_FAIL', 'RETRY_REFUND', 'REFUND_PENDING', 'SELLER'),
];

const APPLY_HEAD: AfterSalesTransition[] = [
  t('AS_APPLIED', 'SUBMIT', 'WAITING_FOR_AUDIT_BY_SELLER', 'SYSTEM'),
  t('AS_APPLIED', 'CANCEL', 'REVERSE_CANCELED', 'BUYER'),
  t('WAITING_FOR_AUDIT_BY_SELLER', 'CANCEL', 'REVERSE_CANCELED', 'BUYER'),
  t('WAITING_FOR_AUDIT_BY_SELLER', 'REJECT', 'REVERSE_CLOSE', 'SELLER'),
];

const CANCEL_FLOW: AfterSalesTransition[] = [
  ...APPLY_HEAD,
  t('AS_APPLIED', 'AUTO_APPROVE', 'WAITING_FOR_REFUND', 'SYSTEM'),
  t('WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'WAITING_FOR_REFUND', 'SELLER'),
  ...REFUND_TAIL,
];

export const AFTER_SALES_TRANSITIONS: Readonly<Record<AfterSalesType, readonly AfterSalesTransition[]>> = {
  SALE_REFUND: [
    ...APPLY_HEAD,
    t('WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'WAITING_FOR_REFUND', 'SELLER'),
    ...REFUND_TAIL,
  ],
  SALE_RETURN: [
    ...APPLY_HEAD,
    t('WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'WAITING_FOR_BUYER_RETURN', 'SELLER'),
    t('WAITING_FOR_BUYER_RETURN', 'CANCEL', 'REVERSE_CANCELED', 'BUYER'),
    t('WAITING_FOR_BUYER_RETURN', 'POST_BACK', 'WAITING_FOR_QC_DONE', 'BUYER'),
    t('WAITING_FOR_QC_DONE', 'QC_PASS', 'WAITING_FOR_REFUND', 'SELLER'),
    t('WAITING_FOR_QC_DONE', 'QC_REJECT', 'REVERSE_CLOSE', 'SELLER'),
    ...REFUND_TAIL,
  ],
  SALE_EXCHANGE: [
    ...APPLY_HEAD,
    t('WAITING_FOR_AUDIT_BY_SELLER', 'APPROVE', 'WAITING_FOR_BUYER_RETURN', 'SELLER'),
    t('WAITING_FOR_BUYER_RETURN', 'CANCEL', 'REVERSE_CANCELED', 'BUYER'),
    t('WAITING_FOR_BUYER_RETURN', 'POST_BACK', 'WAITING_FOR_QC_DONE', 'BUYER'),
    t('WAITING_FOR_QC_DONE', 'QC_PASS', 'WAITING_FOR_SELLER_SHIP', 'SELLER'),
    t('WAITING_FOR_QC_DONE', 'QC_REJECT', 'REVERSE_CLOSE', 'SELLER'),
    t('WAITING_FOR_SELLER_SHIP', 'SHIP_EXCHANGE', 'WAITING_FOR_BUYER_CONFIRMED', 'SELLER'),
    t('WAITING_FOR_BUYER_CONFIRMED', 'CONFIRM_EXCHANGE', 'REVERSE_DONE', 'BUYER', 'SYSTEM'),
  ],
  SALE_CANCEL_BEFORE_DELIVERY: CANCEL_FLOW,
  SALE_CANCEL_AFTER_PAID: CANCEL_FLOW,
};

/** The status a step leads to, or null when the table does not offer it to that actor. */
export function nextAfterSalesStatus(
  type: AfterSalesType,
  from: AfterSalesStatus,
  step: AfterSalesStep,
  actor: AfterSalesActor,
): AfterSalesStatus | null {
  const found = AFTER_SALES_TRANSITIONS[type]?.find(
    (x) => x.from === from && x.step === step && x.by.includes(actor),
  );
  return found?.to ?? null;
}

/** Steps offered from a status to an actor. */
export function stepsFor(
  type: AfterSalesType,
  status: AfterSalesStatus,
  actor: AfterSalesActor,
): AfterSalesStep[] {
  return (AFTER_SALES_TRANSITIONS[type] ?? [])
    .filter((x) => x.from === status && x.by.includes(actor))
    .map((x) => x.step);
}

/** Buyer operation codes of the after-sales dto's operationList (contract with the web). */
export const BUYER_OPERATIONS = [
  'CANCEL',
  'POST_BACK',
  'CONFIRM_EXCHANGE',
  'VIEW_REJECT_REASON',
  'VIEW_LOGISTICS',
] as const;
export type BuyerAfterSalesOperation = (typeof BUYER_OPERATIONS)[number];

/** Seller operation codes of the seller dto's operationList. */
export const SELLER_OPERATIONS = ['AUDIT', 'RECEIVE_RETURN', 'SHIP_EXCHANGE', 'RETRY_REFUND'] as const;
export type SellerAfterSalesOperation = (typeof SELLER_OPERATIONS)[number];

/** Which steps each operation takes (an operation is offered when one of its steps is). */
const BUYER_OPERATION_STEPS: Partial<Record<BuyerAfterSalesOperation, AfterSalesStep[]>> = {
  CANCEL: ['CANCEL'],
  POST_BACK: ['POST_BACK'],
  CONFIRM_EXCHANGE: ['CONFIRM_EXCHANGE'],
};
const SELLER_OPERATION_STEPS: Record<SellerAfterSalesOperation, AfterSalesStep[]> = {
  AUDIT: ['APPROVE', 'REJECT'],
  RECEIVE_RETURN: ['QC_PASS', 'QC_REJECT'],
  SHIP_EXCHANGE: ['SHIP_EXCHANGE'],
  RETRY_REFUND: ['RETRY_REFUND'],
};

export interface AfterSalesFacts {
  type: AfterSalesType;
  status: AfterSalesStatus;
  /** A seller or QC reject reason exists. */
  hasRejectReason: boolean;
  /** A return or exchange parcel exists. */
  hasLogistics: boolean;
  isTourist?: boolean;
}

/** The buyer's operations of an after-sales order, from the transition table plus the view operations. */
export function buyerOperationsFor(f: AfterSalesFacts): BuyerAfterSalesOperation[] {
  const steps = stepsFor(f.type, f.status, 'BUYER');
  const ops: BuyerAfterSalesOperation[] = [];
  for (const [op, opSteps] of Object.entries(BUYER_OPERATION_STEPS) as [
    BuyerAfterSalesOperation,
    AfterSalesStep[],
  ][]) {
    if (opSteps.some((s) => steps.includes(s))) ops.push(op);
  }
  if (f.hasRejectReason) ops.push('VIEW_REJECT_REASON');
  if (f.hasLogistics) ops.push('VIEW_LOGISTICS');
  return ops;
}

/** The seller's operations of an after-sales order. */
export function sellerOperationsFor(
  f: Pick<AfterSalesFacts, 'type' | 'status'>,
): SellerAfterSalesOperation[] {
  const steps = stepsFor(f.type, f.status, 'SELLER');
  return (Object.entries(SELLER_OPERATION_STEPS) as [SellerAfterSalesOperation, AfterSalesStep[]][])
    .filter(([, opSteps]) => opSteps.some((s) => steps.includes(s)))
    .map(([op]) => op);
}

/** Alias kept for the brief's name: operations for an actor. */
export function operationsFor(f: AfterSalesFacts, actor: 'BUYER' | 'SELLER'): string[] {
  return actor === 'BUYER' ? buyerOperationsFor(f) : sellerOperationsFor(f);
}

/** i18n key of a status label ("afterSales.status.<STATUS>"). */
export const afterSalesStatusKey = (status: string) => `afterSales.status.${status}`;
/** i18n key of a type label ("afterSales.type.<TYPE>"). */
export const afterSalesTypeKey = (type: string) => `afterSales.type.${type}`;

/** Status filter groups of the buyer's list (`applied`), besides a single status. */
export const AFTER_SALES_STATUS_GROUPS = {
  ALL: [] as AfterSalesStatus[],
  PROCESSING: AFTER_SALES_STATUSES.filter((s) => isOpenStatus(s)),
  WAITING_FOR_BUYER: ['WAITING_FOR_BUYER_RETURN', 'WAITING_FOR_BUYER_CONFIRMED'] as AfterSalesStatus[],
  DONE: ['REFUND_DONE', 'REVERSE_DONE'] as AfterSalesStatus[],
  CLOSED: ['REVERSE_CANCELED', 'REVERSE_CLOSE'] as AfterSalesStatus[],
} as const;
export type AfterSalesStatusGroup = keyof typeof AFTER_SALES_STATUS_GROUPS;

/** Statuses an `applied` filter value selects: a group name or a single status; null for all. */
export function statusesForFilter(applied: string | undefined): AfterSalesStatus[] | null {
  if (!applied || applied === 'ALL') return null;
  if (applied in AFTER_SALES_STATUS_GROUPS)
    return [...AFTER_SALES_STATUS_GROUPS[applied as AfterSalesStatusGroup]];
  if ((AFTER_SALES_STATUSES as readonly string[]).includes(applied)) return [applied as AfterSalesStatus];
  return [];
}

/** Which after-sales types an order can start, from its display status and what is left on its lines. */
export function availableReverseTypes(o: {
  displayStatus: string;
  isTourist: boolean;
  /** Some quantity not shipped and not reserved. */
  hasCancellable: boolean;
  /** Some quantity delivered and not reserved. */
  hasReversible: boolean;
  /** Any package exists (something shipped). */
  hasShipped: boolean;
}): AfterSalesType[] {
  const types: AfterSalesType[] = [];
  if (o.isTourist) return types;
  if (o.displayStatus === 'UN_DELIVERY' && o.hasCancellable && !o.hasShipped) {
    types.push('SALE_CANCEL_BEFORE_DELIVERY');
  }
  if (
    ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE'].includes(o.displayStatus) &&
    (o.hasReversible || o.hasCancellable)
  ) {
    types.push('SALE_REFUND');
  }
  if (['UN_RECEIVED', 'COMPLETE'].includes(o.displayStatus) && o.hasReversible) {
    types.push('SALE_RETURN', 'SALE_EXCHANGE');
  }
  return types;
}
