import type { ItemStatic } from '@kontor/domain/catalog/catalog-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const RENDER_ITEM_STATIC = '{host}_item_ShopItemRenderStaticV3Flow';

/** `{host}_item_ShopItemRenderStaticV3Flow`: the product's names, pictures, SKUs and attributes. */
export function renderItemStatic(urlKey: string, signal?: AbortSignal): Promise<ItemStatic> {
  return callFlow<ItemStatic>(RENDER_ITEM_STATIC, { urlKey }, signal);
}

/** The same on every storefront, so the key has no site; it changes rarely. */
export const itemStaticQuery = (urlKey: string) =>
  queryOptions({
    queryKey: ['catalog', 'item', urlKey] as const,
    queryFn: ({ signal }) => renderItemStatic(urlKey, signal),
    staleTime: 5 * 60_000,
  });

export function useItemStatic(urlKey: string) {
  return useQuery(itemStaticQuery(urlKey));
}
