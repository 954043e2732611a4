import {
  type AfterSalesActor,
  type AfterSalesStatus,
  type AfterSalesStep,
  type AfterSalesType,
  isFinalStatus,
  nextAfterSalesStatus,
  PAID_STATUSES,
  VOID_STATUSES,
  valueToMinor,
} from '@kontor/domain';
import type { PaymentMethod } from '@kontor/domain/payments/payment-status';
import { idempotencyKey, toProviderMinor } from '@kontor/domain/payments/provider-money';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import {
  allCancelled,
  appendOrderEvent,
  bookOrderRefund,
  moveOrderStatus,
  nothingLeftToShip,
  setOrderReverseStatus,
} from '../orders/orders-service.ts';
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
  const points =
    order.actual_paid_points > 0 && order.paid_minor > 0
      ? Math.min(
          order.actual_paid_points - order.returned_points,
          Math.floor((order.actual_paid_points * amount) / order.paid_minor),
        )
      : 0;
  await repo.bookRefundOnLines(q, rev.id);
  await bookOrderRefund(q, order.id, amount, points);
  await repo.update(q, rev.id, { returned_points: points });
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
