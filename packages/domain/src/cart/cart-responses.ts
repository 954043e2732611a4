import { z } from 'zod';
import { lineSkuSchema } from '../orders/orders-responses.ts';
import { countSchema, idOutSchema, isoDateSchema, moneySchema, qtyOutSchema } from '../wire-schemas.ts';
import { CART_LINE_TYPES } from './cart-schemas.ts';

/** Response schemas of the cart calls (decision 013). */

/** {host}_trade_BatchCreateNewCartLinesFlow: lines added and the quantity they carry. */
export const cartLinesAddedResponseSchema = z.strictObject({ count: countSchema, quantity: qtyOutSchema });
export type CartLinesAdded = z.infer<typeof cartLinesAddedResponseSchema>;

/** A line of the buyer's cart on the current storefront, with live prices. */
export type CartLineType = (typeof CART_LINE_TYPES)[number];

export const cartLineSchema = z.strictObject({
  id: idOutSchema,
  isSelected: z.boolean(),
  skuQty: qtyOutSchema,
  cartLineTypeDict: z.enum(CART_LINE_TYPES),
  /** On sale, priced on the site and in stock for the quantity. */
  available: z.boolean(),
  shop: z.strictObject({ id: idOutSchema, name: z.string() }),
  seller: z.strictObject({ id: idOutSchema }),
  item: z.strictObject({ id: idOutSchema, urlKey: z.string() }),
  sku: lineSkuSchema.extend({
    salePrc: moneySchema.nullable(),
    originalPrc: moneySchema.nullable(),
  }),
  /** The price when the line was added. */
  snapshotPrc: moneySchema.nullable(),
  lineAmt: moneySchema.nullable(),
  /** Expected delivery when paid today (the latest day of the item's estimate). */
  expectDate: isoDateSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;
/**
 * {host}_trade_QueryCartLinesFlow: the lines and the footer's summary of the selected ones (spec §3
 * "Cart summary"; worked out by `summariseCart`).
 */
export const cartLinesResponseSchema = z.strictObject({
  lines: z.array(cartLineSchema),
  taxAmt: moneySchema,
  originAmt: moneySchema,
  totalAmt: moneySchema,
  insuranceTotalAmt: moneySchema,
  expectPoints: z.number().nonnegative(),
  selectedQty: qtyOutSchema,
  /** The buyer's extra order points in percent that expectPoints includes (ours; decision 066). */
  extraPointsPercent: countSchema,
});
export type CartView = z.infer<typeof cartLinesResponseSchema>;

/** {host}_trade_UpdateCartLineFlow */
export const cartLineChangedResponseSchema = z.strictObject({ id: idOutSchema });
/** {host}_trade_DeleteCartLinesFlow */
export const cartLinesDeletedResponseSchema = z.strictObject({ deleted: countSchema });
/** {host}_trade_SelectAllCartLinesFlow */
export const cartSelectAllResponseSchema = z.strictObject({ isSelected: z.boolean() });
