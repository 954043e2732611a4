import {
  type AfterSalesActor,
  type AfterSalesStatus,
  type AfterSalesStep,
  type AfterSalesType,
  applyLimitErrors,
  availableReverseTypes,
  cancelAfterPayOffered,
  type FieldError,
  isFinalStatus,
  isOnStep,
  isReasonOf,
  minorToValue,
  nextAfterSalesStatus,
  PAID_STATUSES,
  pointsToReturn,
  type SiteCode,
  type SubmitApplyInput,
  VOID_STATUSES,
  valueToMinor,
  WITHDRAWAL_REASON,
  type WithdrawFromContractInput,
} from '@kontor/domain';
import type { PaymentMethod } from '@kontor/domain/payments/payment-status';
import { idempotencyKey, toProviderMinor } from '@kontor/domain/payments/provider-money';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { grantUploadsToShop, ownedUploads } from '../files/files-service.ts';
import { returnPoints } from '../members/members-service.ts';
import {
  allCancelled,
  appendOrderEvent,
  bookOrderRefund,
  moveOrderStatus,
  nothingLeftToShip,
  setOrderReverseStatus,
} from '../orders/orders-service.ts';
import { endRefundedPaidServices } from '../paid-service/paid-service-service.ts';
import {
  type OrderForReverse,
  type OrderLineForReverse,
  type ReverseRow,
  afterSalesRepository as repo,
} from './after-sales-repository.ts';

const isPaid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/** What is left on an order line for after-sales: free quantities and the refundable money. */
export function lineAvailability(l: OrderLineForReverse, orderStatus: string) {
  const paid = isPaid(orderStatus);
  const open = l.trade_qty - l.cancelled_qty - l.reversed_qty;
  const free = Math.max(0, open - l.reserved_qty);
  const notShipped = Math.max(0, l.trade_qty - l.delivered_qty - l.cancelled_qty - l.reserved_qty);
  const excluded = l.line_business_type === 'GIFT' || l.line_group_type === 'DIY_MAIN';
  return {
    canCancelQty: paid ? Math.min(notShipped, free) : 0,
    canReverseQty: paid && !excluded ? free : 0,
    excluded,
    /** Refundable money for qty units of this line (what was paid, less refunds, spread over open units). */
    refundableFor(qty: number): number {
      if (open <= 0) return 0;
      const remaining = Math.max(0, l.paid_minor - l.refunded_minor - l.committed_refund_minor);
      if (qty >= free && l.reserved_qty === 0) return remaining;
      return Math.min(remaining, Math.floor(((l.paid_minor - l.refunded_minor) * qty) / open));
    },
  };
}

/** Money of the order outside its lines (shipping, fees) not yet refunded nor promised. */
export async function orderExtraRemaining(
  q: Queryable,
  order: OrderForReverse,
  lines: OrderLineForReverse[],
  exceptReverseId?: number,
): Promise<number> {
  const linesRemaining = lines.reduce((n, l) => n + (l.paid_minor - l.refunded_minor), 0);
  const committedAll = await repo.committedRefundOfOrder(q, order.id, exceptReverseId);
  const committedLines = lines.reduce((n, l) => n + l.committed_refund_minor, 0);
  const committedShipping = Math.max(0, committedAll - committedLines);
  return Math.max(0, order.paid_minor - order.refunded_minor - linesRemaining - committedShipping);
}

/** Splits an amount over lines in proportion to their weights, each capped by its weight. */
export function splitAmount(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0 && i < parts.length; i++) {
    const room = weights[i] - parts[i];
    const add = Math.min(room, rest);
    parts[i] += add;
    rest -= add;
  }
  return parts;
}

export const minorOf = (m: { value: string }) => valueToMinor(m.value);

/**
 * Takes one step of an after-sales order from the status it is in, as the transition table allows
 * for the actor; refuses (409) a step not offered, with nothing changed. Effects of the new status
 * (releasing quantities, starting the refund, booking it) run in the same transaction.
 */
export async function takeStep(
  q: Queryable,
  deps: AppDeps,
  rev: Pick<ReverseRow, 'id' | 'code' | 'type' | 'status' | 'order_id'>,
  step: AfterSalesStep,
  actor: AfterSalesActor,
  payload: Record<string, unknown> = {},
): Promise<AfterSalesStatus> {
  const to = nextAfterSalesStatus(rev.type, rev.status, step, actor);
  if (!to) throw conflict('afterSales.errors.stepNotOffered', { step });
  if (!(await repo.moveStatus(q, rev.id, rev.status, to, isFinalStatus(to)))) {
    throw conflict('afterSales.errors.stepNotOffered', { step });
  }
  await appendOrderEvent(q, rev.order_id, actor, {
    kind: 'AFTER_SALES_STEP',
    payload: {
      reverseOrderId: rev.id,
      reverseTradeOrderCode: rev.code,
      reverseTradeOrderType: rev.type,
      step,
      from: rev.status,
      to,
      ...payload,
    },
  });
  const moved = { ...rev, status: to };
  if ((VOID_STATUSES as readonly string[]).includes(to) || to === 'REVERSE_DONE') {
    await repo.release(q, rev.id);
  } else if (to === 'WAITING_FOR_REFUND') {
    await takeStep(q, deps, moved, 'START_REFUND', 'SYSTEM');
    return 'REFUND_PENDING';
  } else if (to === 'REFUND_PENDING') {
    await requestRefund(q, deps, rev.id);
  } else if (to === 'REFUND_DONE') {
    await bookRefund(q, deps, rev.id);
  }
  await setOrderReverseStatus(q, rev.order_id, await repo.refreshReverseStatus(q, rev.order_id));
  return to;
}

/**
 * Asks the provider for the refund of an after-sales order, once per attempt: the idempotency key is
 * the record's id and attempt, unique in the refund table, and at most one refund per record is
 * pending or done (partial unique index). The amounts are checked against what was paid under the
 * order's row lock, which every after-sales change holds.
 */
async function requestRefund(q: Queryable, deps: AppDeps, reverseId: number): Promise<void> {
  const rev = (await repo.byId(q, reverseId))!;
  const order = (await repo.lockOrder(q, rev.order_id))!;
  const lines = await repo.linesOf(q, order.id);
  const amount = (rev.refund_minor ?? 0) + rev.refund_shipping_minor;
  // Everything agreed on the order (this record included) stays within what was paid…
  const committed = await repo.committedRefundOfOrder(q, order.id);
  if (order.refunded_minor + committed > order.paid_minor)
    throw conflict('afterSales.errors.refundExceedsPaid');
  // …and on each line.
  for (const l of lines) {
    if (l.refunded_minor + l.committed_refund_minor > l.paid_minor)
      throw conflict('afterSales.errors.refundExceedsPaid');
  }
  const attempt = rev.refund_attempts + 1;
  await repo.update(q, rev.id, { refund_attempts: attempt });
  const payment = await repo.paymentRecordOf(q, order.contract_id);
  // A refund goes back through the provider that took the payment (the card provider when there is none).
  const p = payment
    ? deps.providers.payments.get(payment.provider)
    : deps.providers.payments.forMethod('card');
  const providerAmount = { minor: toProviderMinor(amount, rev.currency), currency: rev.currency };
  // attemptId:operation:amount — one refund per after-sales order and try (a record can be refunded
  // in several parts of the same amount, so the operation names the after-sales order).
  const key = idempotencyKey(payment?.id ?? 'none', `refund-${rev.id}-${attempt}`, providerAmount.minor);
  const refundId = await repo.insertRefund(q, {
    reverseId: rev.id,
    orderId: order.id,
    paymentRecordId: payment?.id ?? null,
    attempt,
    key,
    minor: amount,
    currency: rev.currency,
    provider: p.name,
  });
  if (!refundId) return;
  const outcome = await p.refund(
    payment
      ? {
          reference: String(payment.id),
          providerPaymentId: payment.provider_reference,
          method: (payment.method ?? 'card') as PaymentMethod,
          amount: {
            minor: toProviderMinor(payment.amount_minor, payment.currency),
            currency: payment.currency,
          },
        }
      : null,
    providerAmount,
    key,
  );
  await repo.setRefundReference(q, refundId, outcome.reference);
}

/** A finished refund: lines and order book it, points come back in proportion, a fully cancelled order is CANCEL_ALL. */
async function bookRefund(q: Queryable, deps: AppDeps, reverseId: number): Promise<void> {
  const rev = (await repo.byId(q, reverseId))!;
  const order = (await repo.lockOrder(q, rev.order_id))!;
  const amount = (rev.refund_minor ?? 0) + rev.refund_shipping_minor;
  // The points the order was paid with come back in proportion to the money refunded, the last
  // refund returning the rest (decision 048), into the member's ledger once per refund.
  const points = pointsToReturn({
    pointsUsed: Number(order.actual_paid_points),
    returnedBefore: Number(order.returned_points),
    paidMinor: Number(order.paid_minor),
    refundedBeforeMinor: Number(order.refunded_minor),
    refundMinor: amount,
  });
  await repo.bookRefundOnLines(q, rev.id);
  await bookOrderRefund(q, order.id, amount, points);
  // A refunded paid membership period ends (decision 052).
  await endRefundedPaidServices(q, order.id);
  await repo.update(q, rev.id, { returned_points: points });
  await returnPoints(q, {
    userId: order.buyer_id,
    points,
    sourceKey: `reverse:${rev.id}`,
    orderId: order.id,
    site: order.site as SiteCode,
  });
  await appendOrderEvent(q, order.id, 'SYSTEM', {
    kind: 'REFUNDED',
    payload: {
      reverseOrderId: rev.id,
      amount: { value: (amount / 100).toFixed(2), currency: rev.currency },
      returnedPoints: points,
    },
  });
  if (order.display_status !== 'UN_DELIVERY') return;
  // A refund of every unit cancels the order (ORDER_TRANSITIONS: UN_DELIVERY → CANCEL_ALL); one that
  // cancelled the unshipped rest of a partly shipped order leaves it awaiting receipt, like its last
  // package would (UN_DELIVERY → UN_RECEIVED).
  if (await allCancelled(q, order.id)) {
    await moveOrderStatus(q, order, 'CANCEL_ALL', 'SYSTEM', {
      kind: 'CANCELLED',
      payload: { reason: 'CANCEL_ALL_AFTER_PAY', reverseOrderId: rev.id },
    });
  } else if (await nothingLeftToShip(q, order.id, true)) {
    await moveOrderStatus(q, order, 'UN_RECEIVED', 'SYSTEM', null, {
      receiptDays: deps.config.autoConfirmDays,
    });
  }
}

/** One line of a new after-sales application: its quantity is reserved on the order line. */
export interface OpeningLine {
  orderLineId: number;
  qty: number;
  applyRefundMinor: number;
  derivativeSkuId?: number | null;
  derivativeSku?: Record<string, unknown> | null;
}

export interface Opening {
  order: Pick<OrderForReverse, 'id' | 'shop_id' | 'currency'>;
  buyerId: number;
  type: AfterSalesType;
  reason: string;
  applyRefundMinor: number;
  refundShippingMinor: number;
  lines: OpeningLine[];
  /** The failure when a line's quantity can no longer be reserved (taken meanwhile), by line index. */
  whenTaken: (i: number) => Error;
  remark?: SubmitApplyInput['submitRemark'];
  /** Logged on the order with the record's id, code and type. */
  log: { kind: 'AFTER_SALES_APPLIED' | 'WITHDRAWN'; payload?: Record<string, unknown> };
  /** SUBMIT (the seller audits) or AUTO_APPROVE with the agreed refund (nothing was shipped). */
  start: { step: 'SUBMIT' } | { step: 'AUTO_APPROVE'; refundMinor: number };
}

/**
 * Opens an after-sales application — the one way a record is born, for every path (refund, return,
 * exchange, both cancels, withdrawal): the record AS_APPLIED, its lines with their quantities
 * reserved (the CHECK is the last word), the buyer's remark with its evidence shared with the shop,
 * the order's log entry, then the first step of AFTER_SALES_TRANSITIONS taken by the system. The
 * caller holds the order's row lock and has checked the rules of its path.
 */
export async function openApplication(q: Queryable, deps: AppDeps, o: Opening) {
  const reverseId = await repo.insertReverse(q, {
    orderId: o.order.id,
    buyerId: o.buyerId,
    shopId: o.order.shop_id,
    type: o.type,
    reason: o.reason,
    currency: o.order.currency,
    applyRefundMinor: o.applyRefundMinor,
    refundShippingMinor: o.refundShippingMinor,
  });
  for (const [i, l] of o.lines.entries()) {
    await repo.insertLine(q, {
      reverseId,
      orderLineId: l.orderLineId,
      qty: l.qty,
      applyRefundMinor: l.applyRefundMinor,
      derivativeSkuId: l.derivativeSkuId ?? null,
      derivativeSku: l.derivativeSku ?? null,
    });
    if (!(await repo.reserve(q, l.orderLineId, l.qty))) throw o.whenTaken(i);
  }
  await addBuyerRemark(q, reverseId, o.remark, { buyerId: o.buyerId, shopId: o.order.shop_id });
  const rev = (await repo.byId(q, reverseId))!;
  await appendOrderEvent(q, o.order.id, 'BUYER', {
    kind: o.log.kind,
    payload: {
      reverseOrderId: reverseId,
      reverseTradeOrderCode: rev.code,
      reverseTradeOrderType: rev.type,
      ...o.log.payload,
    },
  });
  if (o.start.step === 'AUTO_APPROVE') await repo.update(q, reverseId, { refund_minor: o.start.refundMinor });
  const status = await takeStep(q, deps, rev, o.start.step, 'SYSTEM');
  return { rev, status };
}

/** The after-sales types the order offers its buyer now. */
export function typesOf(order: OrderForReverse, lines: OrderLineForReverse[], isTourist: boolean) {
  const av = lines.map((l) => lineAvailability(l, order.display_status));
  return availableReverseTypes({
    displayStatus: order.display_status,
    isTourist,
    hasCancellable: av.some((a) => a.canCancelQty > 0),
    hasReversible: av.some((a) => a.canReverseQty > 0),
    hasShipped: order.has_packages,
  });
}

/** Preview of an application: types, reasons, lines with what is left, and the refundable amount. */
/** Attachments must be the buyer's own after-sales uploads (400 naming each other one). */
export async function checkAttachments(
  q: Queryable,
  userId: number,
  input: { submitRemark?: SubmitApplyInput['submitRemark'] },
) {
  const files = input.submitRemark?.attachmentList.files ?? [];
  if (!files.length) return;
  const owned = await ownedUploads(
    q,
    userId,
    'after-sales',
    files.map((f) => f.url),
  );
  const errors: FieldError[] = [];
  files.forEach((f, i) => {
    if (!owned.has(f.url.replace(/^https?:\/\/[^/]+/, '')))
      errors.push({
        path: `submitRemark.attachmentList.files.${i}.url`,
        message: 'afterSales.errors.attachmentInvalid',
      });
  });
  if (errors.length) throw invalid(errors);
}

/**
 * A refund, return or exchange application of the buyer's, under the order's row lock: the type must
 * be offered, quantities and the amount within what is left, weight items on their step, exchange
 * SKUs on sale and in stock. Answers the record's id and code.
 */
export async function applyForOrder(
  q: Queryable,
  deps: AppDeps,
  buyer: { id: number; isTourist: boolean },
  input: SubmitApplyInput,
) {
  const order = await repo.lockOrderForBuyer(q, buyer.id, input.tradeOrder.id);
  if (!order) throw notFound();
  const type = input.reverseTradeOrderType;
  const lines = await repo.linesOf(q, order.id);
  if (!typesOf(order, lines, buyer.isTourist).includes(type))
    throw conflict('afterSales.errors.typeNotAvailable');
  if (!isReasonOf(type, input.reverseReason))
    throw invalid([{ path: 'reverseReason', message: 'afterSales.errors.reasonRequired' }]);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const maxQtyByLine = new Map(
    lines.map((l) => [l.id, lineAvailability(l, order.display_status).canReverseQty] as const),
  );
  const amounts = input.reverseTradeOrderLineList.map((x) => {
    const l = byId.get(x.tradeOrderLine.id);
    return l
      ? lineAvailability(l, order.display_status).refundableFor(
          Math.min(x.reverseQty, maxQtyByLine.get(l.id) ?? 0),
        )
      : 0;
  });
  const available = amounts.reduce((a, b) => a + b, 0);
  const errors = applyLimitErrors(input, { availableRefundMinor: available, maxQtyByLine });
  // Weight items move in their adjust step.
  input.reverseTradeOrderLineList.forEach((x, i) => {
    const l = byId.get(x.tradeOrderLine.id);
    if (l && Number(l.adjust_step) > 0) {
      if (!isOnStep(x.reverseQty, l.adjust_step))
        errors.push({
          path: `reverseTradeOrderLineList.${i}.reverseQty`,
          message: 'afterSales.errors.qtyMin',
        });
    }
  });
  if (errors.length) throw invalid(errors);
  await checkAttachments(q, buyer.id, input);
  const site = await repo.orderSite(q, order.id);
  const derivatives = new Map<number, Record<string, unknown>>();
  if (type === 'SALE_EXCHANGE') {
    for (const [i, x] of input.reverseTradeOrderLineList.entries()) {
      const l = byId.get(x.tradeOrderLine.id)!;
      const sku = (await repo.exchangeSkus(q, l.item_id, site)).find((s) => s.id === x.derivativeSku!.id);
      if (!sku || sku.stock < x.reverseQty)
        throw invalid([
          {
            path: `reverseTradeOrderLineList.${i}.derivativeSku.id`,
            message: 'afterSales.errors.exchangeSkuInvalid',
          },
        ]);
      derivatives.set(l.id, {
        id: sku.id,
        name: sku.name,
        image: sku.image,
        attributes: sku.attributes,
        saleMinor: sku.sale_minor,
      });
    }
  }
  const total = type === 'SALE_EXCHANGE' ? 0 : minorOf(input.applyRefundAmt!);
  const parts = splitAmount(total, amounts);
  const { rev } = await openApplication(q, deps, {
    order,
    buyerId: buyer.id,
    type,
    reason: input.reverseReason,
    applyRefundMinor: total,
    refundShippingMinor: 0,
    lines: input.reverseTradeOrderLineList.map((x, i) => ({
      orderLineId: x.tradeOrderLine.id,
      qty: x.reverseQty,
      applyRefundMinor: parts[i],
      derivativeSkuId: x.derivativeSku?.id ?? null,
      derivativeSku: derivatives.get(x.tradeOrderLine.id) ?? null,
    })),
    whenTaken: (i) =>
      invalid([{ path: `reverseTradeOrderLineList.${i}.reverseQty`, message: 'afterSales.errors.qtyMax' }]),
    remark: input.submitRemark,
    log: { kind: 'AFTER_SALES_APPLIED' },
    start: { step: 'SUBMIT' },
  });
  return { id: rev.id, reverseTradeOrderCode: rev.code };
}

async function addBuyerRemark(
  q: Queryable,
  reverseId: number,
  remark: SubmitApplyInput['submitRemark'],
  by: { buyerId: number; shopId: number },
) {
  if (remark && (remark.remark || remark.attachmentList.files.length)) {
    await repo.addRemark(q, reverseId, 'BUYER', remark.remark, remark.attachmentList.files);
    // The evidence is private to the buyer; the shop handling the application may see it too.
    const urls = remark.attachmentList.files.map((f) => f.url);
    await grantUploadsToShop(q, by.buyerId, urls, by.shopId);
  }
}

/**
 * A cancel of everything not yet shipped, at full quantity and the full paid amount (shipping too when
 * nothing is left afterwards). Without any shipment it needs no audit and goes straight to the refund.
 */
export async function cancelUnshipped(
  q: Queryable,
  deps: AppDeps,
  buyerId: number,
  order: OrderForReverse,
  type: 'SALE_CANCEL_BEFORE_DELIVERY' | 'SALE_CANCEL_AFTER_PAID',
  reason: string,
  remark: SubmitApplyInput['submitRemark'],
) {
  const lines = await repo.linesOf(q, order.id);
  const chosen = lines
    .map((l) => ({ l, a: lineAvailability(l, order.display_status) }))
    .filter(({ a }) => a.canCancelQty > 0);
  if (!chosen.length) throw conflict('afterSales.errors.typeNotAvailable');
  const amounts = chosen.map(({ a }) => a.refundableFor(a.canCancelQty));
  // Shipping and fees come back when the cancel leaves nothing of the order.
  const everything =
    chosen.length === lines.filter((l) => l.trade_qty - l.cancelled_qty - l.reversed_qty > 0).length &&
    chosen.every(({ l, a }) => a.canCancelQty === l.trade_qty - l.cancelled_qty - l.reversed_qty);
  const extra = everything ? await orderExtraRemaining(q, order, lines) : 0;
  const goods = amounts.reduce((a, b) => a + b, 0);
  const { rev } = await openApplication(q, deps, {
    order,
    buyerId,
    type,
    reason,
    applyRefundMinor: goods + extra,
    refundShippingMinor: extra,
    lines: chosen.map(({ l, a }, i) => ({
      orderLineId: l.id,
      qty: a.canCancelQty,
      applyRefundMinor: amounts[i],
    })),
    whenTaken: () => conflict('afterSales.errors.typeNotAvailable'),
    remark,
    log: { kind: 'AFTER_SALES_APPLIED' },
    start: order.has_packages ? { step: 'SUBMIT' } : { step: 'AUTO_APPROVE', refundMinor: goods },
  });
  const after = (await repo.byId(q, rev.id))!;
  return { id: rev.id, reverseTradeOrderCode: rev.code, reverseTradeOrderStatus: after.status };
}

/**
 * The system sends a paid, unshipped order back in full (a failed group buy, decision 068): the
 * ordinary cancel after payment, so the money goes back through the provider that took it and the
 * order ends as every cancelled order does. Answers the after-sales order, or null when the order
 * offers no such cancel any more (cancelled by its buyer, shipped …). Takes the order's row lock.
 */
export async function refundPaidOrderInFull(
  q: Queryable,
  deps: AppDeps,
  orderId: number,
  reason = 'OTHER',
): Promise<number | null> {
  const order = await repo.lockOrder(q, orderId);
  if (!order) return null;
  const lines = await repo.linesOf(q, order.id);
  const offered = cancelAfterPayOffered({
    displayStatus: order.display_status as Parameters<typeof cancelAfterPayOffered>[0]['displayStatus'],
    reverseInProgress: order.reverse_status === 'PROCESSING',
    hasReversibleLines: lines.some((l) => lineAvailability(l, order.display_status).canCancelQty > 0),
  });
  if (!offered) return null;
  const r = await cancelUnshipped(
    q,
    deps,
    order.buyer_id,
    order,
    'SALE_CANCEL_AFTER_PAID',
    reason,
    undefined,
  );
  return r.id;
}

/**
 * Withdrawal from the contract (EU right of withdrawal): a return of the chosen lines with the
 * withdrawal reason, the goods' paid amount and — when nothing of the order is kept — the delivery
 * costs (art. 13). The caller has checked the buyerWithdraw operation and holds the order's row lock.
 */
export async function withdraw(
  q: Queryable,
  deps: AppDeps,
  buyerId: number,
  order: OrderForReverse,
  input: WithdrawFromContractInput,
) {
  const lines = await repo.linesOf(q, order.id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const errors: FieldError[] = [];
  const chosen: { line: OrderLineForReverse; qty: number; minor: number }[] = [];
  input.reverseTradeOrderLineList.forEach((x, i) => {
    const line = byId.get(x.tradeOrderLine.id);
    const a = line && lineAvailability(line, order.display_status);
    if (!line || !a || a.excluded || a.canReverseQty <= 0) {
      errors.push({
        path: `reverseTradeOrderLineList.${i}.tradeOrderLine.id`,
        message: 'afterSales.errors.lineNotReversible',
      });
      return;
    }
    if (x.reverseQty > a.canReverseQty) {
      errors.push({
        path: `reverseTradeOrderLineList.${i}.reverseQty`,
        message: 'afterSales.errors.qtyMax',
      });
    } else if (!isOnStep(x.reverseQty, line.adjust_step)) {
      errors.push({
        path: `reverseTradeOrderLineList.${i}.reverseQty`,
        message: 'afterSales.errors.qtyMin',
      });
    } else {
      chosen.push({ line, qty: x.reverseQty, minor: a.refundableFor(x.reverseQty) });
    }
  });
  if (errors.length) throw invalid(errors);

  // Withdrawing from all that is left of the order gives the delivery costs back too (art. 13).
  const left = (l: OrderLineForReverse) => l.trade_qty - l.cancelled_qty - l.reversed_qty;
  const keepsNothing = lines
    .filter((l) => left(l) > 0 && !lineAvailability(l, order.display_status).excluded)
    .every((l) => {
      const c = chosen.find((x) => x.line.id === l.id);
      return c !== undefined && l.reserved_qty === 0 && c.qty === left(l);
    });
  const shipping = keepsNothing ? await orderExtraRemaining(q, order, lines) : 0;
  const goods = chosen.reduce((n, c) => n + c.minor, 0);

  const { rev, status } = await openApplication(q, deps, {
    order,
    buyerId,
    type: 'SALE_RETURN',
    reason: WITHDRAWAL_REASON,
    applyRefundMinor: goods + shipping,
    refundShippingMinor: shipping,
    lines: chosen.map((c) => ({ orderLineId: c.line.id, qty: c.qty, applyRefundMinor: c.minor })),
    whenTaken: (i) =>
      invalid([{ path: `reverseTradeOrderLineList.${i}.reverseQty`, message: 'afterSales.errors.qtyMax' }]),
    log: {
      kind: 'WITHDRAWN',
      payload: {
        lines: chosen.map((c) => ({ tradeOrderLineId: c.line.id, qty: c.qty })),
        amount: { value: minorToValue(goods + shipping), currency: order.currency },
      },
    },
    start: { step: 'SUBMIT' },
  });
  return { rev, status, chosen, goods, shipping };
}

const RECHECK_MS = 2000;

/**
 * The refund sweep: asks the provider about pending refunds and finishes their after-sales orders.
 * Rows are taken FOR UPDATE SKIP LOCKED, and the refund row moves from PENDING only once, so two
 * instances sweeping at once never book a refund twice.
 */
export async function settleRefunds(q: Queryable, deps: AppDeps, limit = 20): Promise<number> {
  const due = await repo.dueRefunds(q, limit);
  let changed = 0;
  for (const r of due) {
    if (!r.provider_reference) {
      await repo.postponeRefundCheck(q, r.id, RECHECK_MS);
      continue;
    }
    const outcome = await deps.providers.payments.get(r.provider).refundStatus(r.provider_reference);
    if (outcome.status === 'PENDING') {
      await repo.postponeRefundCheck(q, r.id, RECHECK_MS);
      continue;
    }
    await repo.lockOrder(q, r.order_id);
    await q.query('SELECT id FROM reverse_order WHERE id = $1 FOR UPDATE', [r.reverse_order_id]);
    const done = outcome.status === 'SUCCEEDED';
    if (!(await repo.settleRefund(q, r.id, done ? 'DONE' : 'FAILED', done ? null : outcome.reason))) continue;
    const rev = (await repo.byId(q, r.reverse_order_id))!;
    await takeStep(
      q,
      deps,
      rev,
      done ? 'REFUND_SUCCEEDED' : 'REFUND_FAILED',
      'SYSTEM',
      done ? {} : { reason: outcome.status === 'FAILED' ? outcome.reason : '' },
    );
    changed++;
  }
  return changed;
}

export type { AfterSalesType };
export { invalid };
