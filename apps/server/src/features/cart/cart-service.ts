import {
  CART_LINE_QTY_MAX,
  type CartLine,
  type CartView,
  extraPointsPercent,
  money,
  SITES,
  type SiteCode,
  summariseCart,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { memberLevelOf } from '../members/members-service.ts';
import { paidServiceExtraPoints } from '../paid-service/paid-service-service.ts';
import { type CartLineRow, cartMergeRepository } from './cart-repository.ts';

const DAY = 86_400_000;

/** The buyer's lines with live prices and the footer's summary of the selected ones (spec §3). */
export function cartView(rows: CartLineRow[], site: SiteCode, extraPercent = 0, now = new Date()): CartView {
  const currency = SITES[site].currency;
  const lines: CartLine[] = rows.map((r) => ({
    id: r.id,
    isSelected: r.is_selected,
    skuQty: r.qty,
    cartLineTypeDict: r.cart_line_type_dict,
    available: r.on_sale && r.sale_minor !== null && r.stock >= r.qty,
    shop: { id: r.shop_id, name: r.shop_name },
    seller: { id: r.seller_id },
    item: { id: r.item_id, urlKey: r.url_key },
    sku: {
      id: r.sku_id,
      name: r.sku_name,
      image: r.image,
      attributes: r.attributes,
      businessTypeDict: r.business_type_dict,
      marketingUnit: { unitName: r.unit_name },
      adjustStep: r.adjust_step,
      salePrc: r.sale_minor === null ? null : money(r.sale_minor, currency),
      originalPrc: r.original_minor === null ? null : money(r.original_minor, currency),
    },
    snapshotPrc: r.snapshot_minor === null ? null : money(r.snapshot_minor, currency),
    lineAmt: r.sale_minor === null ? null : money(Math.round(r.sale_minor * r.qty), currency),
    expectDate: new Date(now.getTime() + r.delivery_days * DAY).toISOString().slice(0, 10),
  }));
  return { lines, ...summariseCart(lines, site, extraPercent), extraPointsPercent: extraPercent };
}

/**
 * The extra order points the buyer's orders earn now (the member level's, decision 050, and a paid
 * membership's, decision 052): the cart's expectPoints counts them like checkout does.
 */
export async function cartExtraPoints(q: Queryable, userId: number): Promise<number> {
  return (await paidServiceExtraPoints(q, userId)) + extraPointsPercent(await memberLevelOf(q, userId));
}

/**
 * A guest who signs in (or signs up) keeps what they put in the cart: the guest's lines join the
 * account's cart, quantities added and capped at the line maximum (issue 9). Called by accounts
 * while the guest's session is still the request's.
 */
export async function mergeGuestCart(q: Queryable, guestId: number, buyerId: number): Promise<number> {
  if (guestId === buyerId) return 0;
  return cartMergeRepository.moveGuestLines(q, guestId, buyerId, CART_LINE_QTY_MAX);
}
