import type { Queryable } from '../../platform/db/index.ts';
import type { OrderRow } from './orders-repository.ts';
import { ordersRepository } from './orders-repository.ts';

// The orders feature's surface for other features (after-sales, reviews, payments): an order as its
// buyer sees it, and the facts that decide which operations it offers.

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
