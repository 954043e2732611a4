import { CART_LINE_QTY_MAX } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { cartMergeRepository } from './cart-repository.ts';

/**
 * A guest who signs in (or signs up) keeps what they put in the cart: the guest's lines join the
 * account's cart, quantities added and capped at the line maximum (issue 9). Called by accounts
 * while the guest's session is still the request's.
 */
export async function mergeGuestCart(q: Queryable, guestId: number, buyerId: number): Promise<number> {
  if (guestId === buyerId) return 0;
  return cartMergeRepository.moveGuestLines(q, guestId, buyerId, CART_LINE_QTY_MAX);
}
