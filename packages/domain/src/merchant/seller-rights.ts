/**
 * The seller rights of spec §6 (decision 055), asked by the server's guard for every seller call and by
 * the seller console for its buttons (decision 067): one rule for both sides.
 */

/**
 * What a seller call does, for the rights of spec §6: `query` looks things up (every shop may);
 * `pastOrders` ships or handles after-sales of one order (a frozen shop only for orders placed before
 * the freeze); `active` is anything else (only an active shop).
 */
export type SellerRight = 'query' | 'pastOrders' | 'active';

/** Whether a shop in this status may make a call of this kind (`placedBeforeFreeze` for `pastOrders`). */
export function sellerMay(status: string, right: SellerRight, placedBeforeFreeze = false): boolean {
  if (right === 'query' || status === 'SELLER') return true;
  if (status === 'FROZEN') return right === 'pastOrders' && placedBeforeFreeze;
  return false;
}

/** What the seller console knows of its shop for the rights (seller_QueryMyShopFlow). */
export interface ShopRights {
  merchantStatus: string;
  frozenAt: string | null;
}

/**
 * The console's side of `sellerMay` for one order (ship, after-sales): the order placed at `orderedAt`
 * counts as past when the shop was frozen after it. The server asks `sellerMay` with the same answer
 * from the database (`shop.frozen_at`), so the buttons shown are the calls it takes.
 */
export function sellerMayActOnOrder(shop: ShopRights, orderedAt: string): boolean {
  const before = shop.frozenAt !== null && Date.parse(orderedAt) < Date.parse(shop.frozenAt);
  return sellerMay(shop.merchantStatus, 'pastOrders', before);
}
