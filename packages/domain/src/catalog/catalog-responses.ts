import { z } from 'zod';
import { ITEM_BUSINESS_TYPES } from '../orders/orders-responses.ts';
import { countSchema, idOutSchema, isoTimeSchema, moneySchema, pagedSchema } from '../wire-schemas.ts';
import { CATEGORY_CODES } from './catalog-codes.ts';

/** Response schemas of the catalog calls (decision 013). */

/** A product card of the storefront's lists (the item's first SKU, priced on the site). */
export const productCardSchema = z.strictObject({
  itemId: idOutSchema,
  shopId: idOutSchema,
  shopName: z.string(),
  skuId: idOutSchema,
  sellerId: idOutSchema,
  urlKey: z.string(),
  categoryCode: z.enum(CATEGORY_CODES),
  mainImage: z.string(),
  listMedia: z.array(z.string()),
  frontImages: z.array(z.string()),
  itemShortName: z.string(),
  itemName: z.string(),
  originalPrc: moneySchema,
  salePrc: moneySchema,
  discountShowPrice: moneySchema.nullable(),
  secKill: z.boolean(),
  startTime: isoTimeSchema.nullable(),
  endTime: isoTimeSchema.nullable(),
  businessType: z.enum(ITEM_BUSINESS_TYPES),
  /** Average of the item's first reviews (one decimal, null without reviews) and how many there are. */
  rating: z.strictObject({ average: z.number().min(1).max(5).nullable(), count: countSchema }),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** {host}_item_PageItemCardFlow */
export const pageItemCardsResponseSchema = pagedSchema(productCardSchema);
export type PageItemCards = z.infer<typeof pageItemCardsResponseSchema>;
