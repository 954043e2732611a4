import { z } from 'zod';
import { SITE_CODES } from '../sites.ts';
import { idOutSchema, isoTimeSchema, moneySchema, pagedSchema, qtyOutSchema } from '../wire-schemas.ts';
import { ORDER_DISPLAY_STATUSES } from './order-status.ts';
import {
  addressSchema,
  FULFILLMENT_TYPES,
  LINE_GROUP_TYPES,
  lineSkuSchema,
  orderPackageSchema,
} from './orders-responses.ts';

/** Response schemas of the seller console's order calls (decision 013). */

const sellerOrderFields = {
  id: idOutSchema,
  tradeOrderCode: z.string(),
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  buyer: z.strictObject({ nickname: z.string() }),
  paidAmt: moneySchema,
  createdAt: isoTimeSchema,
  paidTime: isoTimeSchema.nullable(),
  fulfillmentType: z.enum(FULFILLMENT_TYPES),
  selectedAddress: addressSchema.nullable(),
};

/** One row of seller_PageOrderFlow. */
export const sellerOrderRowSchema = z.strictObject(sellerOrderFields);
export type SellerOrderRow = z.infer<typeof sellerOrderRowSchema>;
/** seller_PageOrderFlow */
export const sellerPageOrdersResponseSchema = pagedSchema(sellerOrderRowSchema);

/** A line with what is left to ship (the ship dialog). */
export const sellerOrderLineSchema = z.strictObject({
  id: idOutSchema,
  tradeQty: qtyOutSchema,
  deliveredQty: qtyOutSchema,
  cancelledQty: qtyOutSchema,
  reversedQty: qtyOutSchema,
  reservedQty: qtyOutSchema,
  remainingQty: qtyOutSchema,
  lineGroupTypeDict: z.enum(LINE_GROUP_TYPES).nullable(),
  parentLineId: idOutSchema.nullable(),
  sku: lineSkuSchema,
});
export type SellerOrderLine = z.infer<typeof sellerOrderLineSchema>;

/** seller_QueryOrderDetailFlow */
export const sellerOrderDetailResponseSchema = z.strictObject({
  ...sellerOrderFields,
  site: z.enum(SITE_CODES),
  tradeOrderLineList: z.array(sellerOrderLineSchema),
  packages: z.array(orderPackageSchema),
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetailResponseSchema>;

/** seller_ShipOrderFlow: the new package and the order's status after it. */
export const sellerShipResponseSchema = z.strictObject({
  packageId: idOutSchema,
  displayStatus: z.enum(['UN_DELIVERY', 'UN_RECEIVED']),
});
export type SellerShipResult = z.infer<typeof sellerShipResponseSchema>;
