import type { ProductCard } from '@kontor/domain/catalog/catalog-responses';
import type { SiteCode } from '@kontor/domain/sites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';

export const RECOMMEND_BY_ITEM = '{host}_item_QueryRecommendByItemFlow';
export const RECOMMEND_BY_ITEM_GROUP = 'bbc_item_QueryRecommendByItemGroupIdFlow';

/** `{host}_item_QueryRecommendByItemFlow`: more from the shop. */
export function recommendByItem(itemSize: number, itemShopId: number, signal?: AbortSignal) {
  return callFlow<ProductCard[]>(RECOMMEND_BY_ITEM, { itemSize, itemShopId }, signal);
}

/** `bbc_item_QueryRecommendByItemGroupIdFlow`: items of the same group as item `id`. */
export function recommendByItemGroup(itemSize: number, id: number, signal?: AbortSignal) {
  return callFlow<ProductCard[]>(RECOMMEND_BY_ITEM_GROUP, { itemSize, id }, signal);
}

export const shopRecommendationsQuery = (shopId: number, size: number, site: SiteCode) =>
  queryOptions({
    queryKey: ['catalog', 'recommend-shop', site, shopId, size] as const,
    queryFn: ({ signal }) => recommendByItem(size, shopId, signal),
    staleTime: 60_000,
  });

export const groupRecommendationsQuery = (itemId: number, size: number, site: SiteCode) =>
  queryOptions({
    queryKey: ['catalog', 'recommend-group', site, itemId, size] as const,
    queryFn: ({ signal }) => recommendByItemGroup(size, itemId, signal),
    staleTime: 60_000,
  });

export function useShopRecommendations(shopId: number | undefined, size: number) {
  const site = useSite();
  return useQuery({ ...shopRecommendationsQuery(shopId ?? 0, size, site.code), enabled: !!shopId });
}

export function useGroupRecommendations(itemId: number | undefined, size: number) {
  const site = useSite();
  return useQuery({ ...groupRecommendationsQuery(itemId ?? 0, size, site.code), enabled: !!itemId });
}
