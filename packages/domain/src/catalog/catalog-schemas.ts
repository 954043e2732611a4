import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';
import { CATEGORY_CODES } from './catalog-codes.ts';

export { CARD_MAX_THUMBNAILS, CATEGORY_CODES, type CategoryCode } from './catalog-codes.ts';

export const pageItemsSchema = z.object({
  page: pageSchema.default({ no: 1, size: 24 }),
  categoryCode: z.enum(CATEGORY_CODES).optional(),
  keyword: textInput(100).trim().optional(),
});
export type PageItemsInput = z.infer<typeof pageItemsSchema>;

/** A product's address: the item's `urlKey` (lower-case words and digits joined by hyphens). */
export const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const urlKeyInput = textInput(200).regex(URL_KEY_PATTERN, 'catalog.product.notFound');

/**
 * {host}_item_ShopItemRenderStaticV3Flow: the product page's lasting part (names, pictures, SKUs and
 * their attributes), by the `urlKey` of its address or by item id.
 */
export const renderItemStaticSchema = z
  .object({ urlKey: urlKeyInput.optional(), itemId: idInput().optional() })
  .refine((v) => v.urlKey !== undefined || v.itemId !== undefined, {
    message: 'catalog.product.notFound',
    path: ['urlKey'],
  });
export type RenderItemStaticInput = z.infer<typeof renderItemStaticSchema>;

/** {host}_item_ItemCombinedFlow: what changes by storefront and by the minute (prices, stock, delivery). */
export const itemCombinedSchema = z.object({ itemId: idInput() });

/** Recommendations: how many items at most (spec §7 `itemSize`). */
export const RECOMMEND_MAX = 24;
const itemSize = z.coerce.number().int().min(1).max(RECOMMEND_MAX).default(8);

/** {host}_item_QueryRecommendByItemFlow: more from the item's shop (`itemShopId`). */
export const recommendByItemSchema = z.object({ itemSize, itemShopId: idInput() });

/** bbc_item_QueryRecommendByItemGroupIdFlow: items of the same group (category) as item `id`. */
export const recommendByItemGroupSchema = z.object({ itemSize, id: idInput() });
