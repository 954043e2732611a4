import {
  minorToValue,
  type OrderActor,
  type OrderDisplayStatus,
  type OrderEventKind,
  orderMoveAllowed,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict } from '../../platform/errors.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { returnUnpaidOrderPoints } from '../members/members-service.ts';
import { orderPageLink } from './order-link.ts';
import {
  type NewOrderLineRow,
  type NewOrderRow,
  type OrderDelivery,
  type OrderDeliveryChange,
  type OrderPointsDiscount,
  orderActionsRepository as writer,
} from './orders-actions-repository.ts';
import type { ContractPaymentFactsRow, OrderRow } from './orders-repository.ts';
import { contractPaymentFactsRepository, ordersRepository } from './orders-repository.ts';

// The orders feature's surface for other features (after-sales, reviews, payments): an order as its
// buyer sees it, the facts that decide which operations it offers, and the order lifecycle's one
// writer (decision 011): nothing else changes an order's status or appends to its event log.

export { orderFacts } from './orders-dto.ts';

/** The buyer's order, or undefined for an unknown id or another buyer's; `lock` takes its row lock. */
export function orderForBuyer(
  q: Queryable,
  buyerId: number,
  orderId: number,
  lock = false,
): Promise<OrderRow | undefined> {
  return ordersRepository.orderForBuyer(q, buyerId, orderId, lock);
}

/** An entry of the order's event log (the buyer's timeline draws it). */
export interface OrderLogEntry {
  kind: OrderEventKind;
  payload?: Record<string, unknown>;
}

/**
 * Moves an order from the status it is in to `to`, as ORDER_TRANSITIONS allows for the actor, and
 * logs `log` with it in the caller's transaction. A move the table does not have, or an order that
 * moved meanwhile (the UPDATE is guarded by the status read), is refused with 409 and changes nothing.
 * `log` null: the step that caused the move has logged itself (a shipment logs its package).
 * `receiptDays`: the automatic confirmation deadline set on UN_RECEIVED.
 */
export async function moveOrderStatus(
  q: Queryable,
  order: { id: number; display_status: string },
  to: OrderDisplayStatus,
  actor: OrderActor,
  log: OrderLogEntry | null,
  opts: { receiptDays?: number } = {},
): Promise<void> {
  const from = order.display_status;
  if (!orderMoveAllowed(from, to, actor)) throw conflict('orders.operationNotOffered', { from, to });
  if (to === 'UN_RECEIVED' && opts.receiptDays === undefined) throw new Error('receiptDays missing');
  if (!(await writer.moveStatus(q, order.id, from, to, opts.receiptDays))) {
    throw conflict('orders.operationNotOffered', { from, to });
  }
  if (log) await writer.addEvent(q, order.id, log.kind, actor, log.payload ?? {});
  // An order that closes unpaid gives back the stock its checkout reserved (decision 038); once paid
  // the reservation is the sale.
  // The points its checkout redeemed come back too (decision 050), once.
  if (UNPAID.has(from) && (to === 'CLOSED' || to === 'CANCELED')) {
    await writer.releaseStock(q, order.id);
    await returnUnpaidOrderPoints(q, order.id);
  } else if (UNPAID.has(from) && to !== 'PENDING_BALANCE') await writer.keepStock(q, order.id);
}

const UNPAID = new Set(['PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE']);

/**
 * Places one order of a checkout's contract (decision 038) with its lines, the stock already
 * reserved by the caller under the SKUs' row locks, and logs PLACED with what the timeline shows
 * (the amount, the orders of the same checkout). Answers the order's id.
 */
export async function placeOrder(
  q: Queryable,
  order: NewOrderRow,
  lines: NewOrderLineRow[],
  mergedWith: string[] = [],
): Promise<number> {
  const id = await writer.insertOrder(q, order, lines);
  await writer.addEvent(q, id, 'PLACED', 'BUYER', {
    contractId: order.contractId,
    code: order.code,
    amount: { value: minorToValue(order.needPayMinor), currency: order.currency },
    lines: lines.length,
    ...(mergedWith.length ? { mergedWith } : {}),
  });
  return id;
}

/**
 * A checkout discount code on an order waiting for payment (decision 057): `minor` off its total (a
 * COUPON benefit), or given back when negative. 409 when the order moved on meanwhile.
 */
export async function discountUnpaidOrder(
  q: Queryable,
  orderId: number,
  minor: number,
  code: string,
  benefit: Record<string, unknown> | null,
): Promise<void> {
  if (!(await writer.discountUnpaid(q, orderId, minor, code, benefit)))
    throw conflict('orders.operationNotOffered', { to: 'PENDING_PAY' });
}

/** The order status a payment stage waits in, and the one it leads to (ORDER_TRANSITIONS PAY*). */
const PAYMENT_STEPS = {
  FULL: { from: 'PENDING_PAY', to: 'UN_DELIVERY' },
  DEPOSIT: { from: 'PENDING_DEPOSIT', to: 'PENDING_BALANCE' },
  BALANCE: { from: 'PENDING_BALANCE', to: 'UN_DELIVERY' },
} as const satisfies Record<string, { from: OrderDisplayStatus; to: OrderDisplayStatus }>;

export interface ContractPayment {
  contractId: number;
  stage: keyof typeof PAYMENT_STEPS;
  /** The payment order's amount (our minor units): a deposit books it on the order. */
  amountMinor: number;
  currency: string;
  paymentRecordId: number;
  payChannel: string;
}

/**
 * The one way an order becomes paid (decision 028): a payment attempt of the contract succeeded (or
 * was authorised), so every order of the contract waiting for that stage moves on through
 * `moveOrderStatus` (PENDING_PAY → UN_DELIVERY, PENDING_DEPOSIT → PENDING_BALANCE, PENDING_BALANCE →
 * UN_DELIVERY), books what was paid (paidAmt, paidTime, lines) and logs PAYMENT_SUCCEEDED, in the
 * caller's transaction. Answers the orders it moved; none when no order waits any more (a late
 * success for a closed order: the caller records it, the money goes back by refund).
 */
export async function payOrdersOfContract(q: Queryable, p: ContractPayment): Promise<number[]> {
  const step = PAYMENT_STEPS[p.stage];
  const orders = await writer.ordersAwaitingPayment(q, p.contractId, step.from);
  for (const o of orders) {
    const amount = p.stage === 'DEPOSIT' ? p.amountMinor : o.need_pay_minor;
    await moveOrderStatus(q, o, step.to, 'SYSTEM', {
      kind: 'PAYMENT_SUCCEEDED',
      payload: {
        paymentRecordId: p.paymentRecordId,
        payChannel: p.payChannel,
        stage: p.stage,
        amount: { value: minorToValue(amount), currency: p.currency },
      },
    });
    await writer.bookPayment(q, o.id, p.stage, amount);
    if (step.to === 'UN_DELIVERY') await queueOrderConfirmation(q, o.id);
  }
  return orders.map((o) => o.id);
}

/**
 * The order confirmation e-mail (issue 14): queued in the outbox in the payment's transaction once an
 * order is paid in full, with the link to the order's page (a guest's with its token). No e-mail
 * address, no message.
 */
async function queueOrderConfirmation(q: Queryable, orderId: number): Promise<void> {
  const o = await writer.confirmationFacts(q, orderId);
  if (!o?.email) return;
  // A guest has no account to sign in to: the link carries a signed read-only token (decision 063).
  const link = await orderPageLink(q, orderId, o.is_tourist);
  await queueMessage(q, {
    channel: 'EMAIL',
    recipient: o.email,
    subject: `Order ${o.code} confirmed`,
    body: [
      `Thank you for your order ${o.code} at ${o.shop}.`,
      `We received your payment of ${minorToValue(o.paid_minor)} ${o.currency}.`,
      `Follow your order here: ${link}`,
    ].join('\n\n'),
  });
}

/** Logs an event that does not move the order (a package signed, an invoice sent, a review, a refund). */
export function appendOrderEvent(
  q: Queryable,
  orderId: number,
  actor: OrderActor,
  log: OrderLogEntry,
): Promise<void> {
  return writer.addEvent(q, orderId, log.kind, actor, log.payload ?? {});
}

/** Nothing is left to ship on the order (see the repository); the caller holds the order's row lock. */
export const nothingLeftToShip = writer.nothingLeftToShip;
/** Every unit of the order was cancelled. */
export const allCancelled = writer.allCancelled;

/**
 * An unpaid order's points discount (decision 050; checkout computes it under the contract's lock):
 * only an order still waiting for its full payment takes one.
 */
export async function setOrderPointsDiscount(q: Queryable, d: OrderPointsDiscount): Promise<void> {
  await writer.setPointsDiscount(q, d);
}
export type { OrderPointsDiscount };

/**
 * An unpaid order's delivery option and insurance (decision 066; checkout prices them under the
 * contract's lock): only an order still waiting for its full payment changes (else 409).
 */
export async function setOrderDelivery(q: Queryable, d: OrderDeliveryChange): Promise<void> {
  if (!(await writer.setDelivery(q, d))) throw conflict('orders.operationNotOffered', { to: 'PENDING_PAY' });
}
export type { OrderDelivery, OrderDeliveryChange };

/** A finished refund booked on the order: money and points returned. */
export const bookOrderRefund = writer.bookRefund;
/** The order's after-sales status (NOT_REQUESTED, PROCESSING, DONE), as after-sales computes it. */
export const setOrderReverseStatus = writer.setReverseStatus;
/** The order's review status (NOT_EVALUATED, PARTIAL, EVALUATED), as reviews compute it. */
export const setOrderCommentStatus = writer.setCommentStatus;

/**
 * The facts of the buyer's contract that decide which payment channels are offered (spec §5): what is
 * to be paid, the shipping address (company, country) and whether points pay part of it. Undefined
 * for an unknown contract or another buyer's.
 */
export function contractPaymentFacts(
  q: Queryable,
  buyerId: number,
  contractId: number,
): Promise<ContractPaymentFactsRow | undefined> {
  return contractPaymentFactsRepository.forBuyer(q, buyerId, contractId);
}
