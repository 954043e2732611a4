import {
  itemCombinedResponseSchema,
  itemCombinedSchema,
  itemStaticResponseSchema,
  pageItemCardsResponseSchema,
  pageItemsSchema,
  recommendByItemGroupSchema,
  recommendByItemSchema,
  recommendedItemsResponseSchema,
  renderItemStaticSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { catalogRepository } from './catalog-repository.ts';
import { itemCombined, renderItemStatic } from './catalog-service.ts';

export const pageItemCards = defineCall({
  kind: 'flow',
  name: '{host}_item_PageItemCardFlow',
  access: 'public',
  schema: pageItemsSchema,
  response: pageItemCardsResponseSchema,
  handler: (input, ctx) => catalogRepository.pageCards(ctx.db, ctx.site, input),
});

/** The product page's lasting part: item, pictures, SKUs and their attributes (public, any storefront). */
export const shopItemRenderStatic = defineCall({
  kind: 'flow',
  name: '{host}_item_ShopItemRenderStaticV3Flow',
  access: 'public',
  schema: renderItemStaticSchema,
  response: itemStaticResponseSchema,
  handler: (input, ctx) => renderItemStatic(ctx.db, ctx.site, input),
});

/** The product page's live part on the caller's storefront: prices, stock, delivery, pre-sale terms. */
export const itemCombinedCall = defineCall({
  kind: 'flow',
  name: '{host}_item_ItemCombinedFlow',
  access: 'public',
  schema: itemCombinedSchema,
  response: itemCombinedResponseSchema,
  handler: (input, ctx) => itemCombined(ctx.db, ctx.site, input.itemId),
});

/** More from the same shop (spec §7: itemSize, itemShopId). */
export const recommendByItem = defineCall({
  kind: 'flow',
  name: '{host}_item_QueryRecommendByItemFlow',
  access: 'public',
  schema: recommendByItemSchema,
  response: recommendedItemsResponseSchema,
  handler: (input, ctx) =>
    catalogRepository.recommended(ctx.db, ctx.site, { shopId: input.itemShopId }, input.itemSize),
});

/** Similar items: the same group (category) as item `id`, without it (spec §7: itemSize, id). */
export const recommendByItemGroup = defineCall({
  kind: 'flow',
  name: 'bbc_item_QueryRecommendByItemGroupIdFlow',
  access: 'public',
  schema: recommendByItemGroupSchema,
  response: recommendedItemsResponseSchema,
  handler: (input, ctx) =>
    catalogRepository.recommended(ctx.db, ctx.site, { groupOfItemId: input.id }, input.itemSize),
});

export function registerCatalogCalls(calls: CallRegistry) {
  calls.register(
    pageItemCards,
    shopItemRenderStatic,
    itemCombinedCall,
    recommendByItem,
    recommendByItemGroup,
  );
}
