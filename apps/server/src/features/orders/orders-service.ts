import {
  type OrderActor,
  type OrderDisplayStatus,
  type OrderEventKind,
  orderMoveAllowed,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict } from '../../platform/errors.ts';
import { orderActionsRepository as writer } from './orders-actions-repository.ts';
import type { OrderRow } from './orders-repository.ts';
import { ordersRepository } from './orders-repository.ts';

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

/** A finished refund booked on the order: money and points returned. */
export const bookOrderRefund = writer.bookRefund;
/** The order's after-sales status (NOT_REQUESTED, PROCESSING, DONE), as after-sales computes it. */
export const setOrderReverseStatus = writer.setReverseStatus;
/** The order's review status (NOT_EVALUATED, PARTIAL, EVALUATED), as reviews compute it. */
export const setOrderCommentStatus = writer.setCommentStatus;
