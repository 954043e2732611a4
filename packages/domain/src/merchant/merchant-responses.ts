import { z } from 'zod';
import { SHOP_CHANNEL_TYPES } from '../orders/orders-responses.ts';
import { countSchema, idOutSchema, pagedSchema } from '../wire-schemas.ts';

/** Response schemas of the merchant calls (decision 013). */

export const MERCHANT_STATUSES = ['SELLER', 'FROZEN', 'CLEARED', 'STOPPED'] as const;
export type MerchantStatusCode = (typeof MERCHANT_STATUSES)[number];
export const MERCHANT_AUDIT_STATUSES = ['NONE', 'AUDIT', 'PASS', 'REJECT'] as const;
export type MerchantAuditStatus = (typeof MERCHANT_AUDIT_STATUSES)[number];

/** {host}_merchant_QueryMerchantStatusFlow: the merchant entry flags (spec §3 "Merchant status flags"). */
export const merchantStatusResponseSchema = z.strictObject({
  isShow: z.boolean(),
  isShowSettled: z.boolean(),
  isShowBackground: z.boolean(),
  merchantStatus: z.enum(MERCHANT_STATUSES).nullable(),
  auditStatus: z.enum(MERCHANT_AUDIT_STATUSES).nullable(),
});

/** A shop with its merchant and audit status. */
export const shopSummarySchema = z.strictObject({
  id: idOutSchema,
  name: z.string(),
  siteName: z.string(),
  siteAddress: z.string(),
  shopChannelType: z.enum(SHOP_CHANNEL_TYPES),
  merchantStatus: z.enum(MERCHANT_STATUSES),
  auditStatus: z.enum(MERCHANT_AUDIT_STATUSES),
  sellerId: idOutSchema,
  sellerEmail: z.string().nullable(),
  itemCount: countSchema,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** seller_QueryMyShopFlow */
export const myShopResponseSchema = shopSummarySchema;
/** admin_PageShopFlow */
export const pageShopsResponseSchema = pagedSchema(shopSummarySchema);
