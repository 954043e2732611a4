import { z } from 'zod';
import { ITEM_BUSINESS_TYPES, PRE_SALE_EVENT_TYPES } from '../orders/orders-responses.ts';
import {
  countSchema,
  idOutSchema,
  isoDateSchema,
  isoTimeSchema,
  moneySchema,
  pagedSchema,
  skuAttributeSchema,
} from '../wire-schemas.ts';
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

/** {host}_item_QueryRecommendByItemFlow and bbc_item_QueryRecommendByItemGroupIdFlow: product cards. */
export const recommendedItemsResponseSchema = z.array(productCardSchema);

/** A SKU as the product page offers it: its attributes pick it (decision 021 words them). */
export const itemSkuSchema = z.strictObject({
  id: idOutSchema,
  name: z.string(),
  image: z.string(),
  attributes: z.array(skuAttributeSchema),
  businessTypeDict: z.enum(ITEM_BUSINESS_TYPES),
  marketingUnit: z.strictObject({ unitName: z.string() }),
  adjustStep: z.number().positive(),
});

/** {host}_item_ShopItemRenderStaticV3Flow: the product's lasting part, the same on every storefront. */
export const itemStaticResponseSchema = z.strictObject({
  itemId: idOutSchema,
  urlKey: z.string(),
  shop: z.strictObject({ id: idOutSchema, name: z.string() }),
  seller: z.strictObject({ id: idOutSchema }),
  categoryCode: z.enum(CATEGORY_CODES),
  itemName: z.string(),
  itemShortName: z.string(),
  description: z.string(),
  mainImage: z.string(),
  listMedia: z.array(z.string()),
  businessType: z.enum(ITEM_BUSINESS_TYPES),
  /** The attribute names in the order the SKUs give them, each with its values in SKU order. */
  skuAttributes: z.array(z.strictObject({ attrKey: z.string(), values: z.array(z.string()) })),
  skus: z.array(itemSkuSchema),
  rating: z.strictObject({ average: z.number().min(1).max(5).nullable(), count: countSchema }),
});
export type ItemStatic = z.infer<typeof itemStaticResponseSchema>;

/** {host}_item_ItemCombinedFlow: prices on the caller's storefront, stock, delivery and pre-sale terms. */
export const itemCombinedResponseSchema = z.strictObject({
  itemId: idOutSchema,
  onSale: z.boolean(),
  skus: z.array(
    z.strictObject({
      id: idOutSchema,
      /** Null: not sold on this storefront. */
      salePrc: moneySchema.nullable(),
      originalPrc: moneySchema.nullable(),
      discountShowPrice: moneySchema.nullable(),
      stock: countSchema,
      /** Pre-sale split of the unit price (deposit now, balance later), null when not pre-sale. */
      preSaleUnitAmount: moneySchema.nullable(),
      balanceSaleUnitAmount: moneySchema.nullable(),
    }),
  ),
  /** Expected delivery, in days from payment and as dates when paid today. */
  delivery: z.strictObject({
    minDays: countSchema,
    maxDays: countSchema,
    earliestDate: isoDateSchema,
    latestDate: isoDateSchema,
  }),
  preSale: z
    .strictObject({
      preSaleEventType: z.enum(PRE_SALE_EVENT_TYPES),
      balancePaymentStartTime: isoTimeSchema.nullable(),
      balancePaymentEndTime: isoTimeSchema.nullable(),
      /** Days from the last payment to delivery. */
      deliveryDays: countSchema,
    })
    .nullable(),
});
export type ItemCombined = z.infer<typeof itemCombinedResponseSchema>;
