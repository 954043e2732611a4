import type { ItemCombined } from '@kontor/domain/catalog/catalog-responses';
import type { SiteCode } from '@kontor/domain/sites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';

export const ITEM_COMBINED = '{host}_item_ItemCombinedFlow';

/** `{host}_item_ItemCombinedFlow`: prices on the storefront, stock, delivery and pre-sale terms. */
export function itemCombined(itemId: number, signal?: AbortSignal): Promise<ItemCombined> {
  return callFlow<ItemCombined>(ITEM_COMBINED, { itemId }, signal);
}

export const itemCombinedQuery = (itemId: number, site: SiteCode) =>
  queryOptions({
    queryKey: ['catalog', 'item-live', site, itemId] as const,
    queryFn: ({ signal }) => itemCombined(itemId, signal),
  });

/** Waits for the item's id (from the static part). */
export function useItemCombined(itemId: number | undefined) {
  const site = useSite();
  return useQuery({ ...itemCombinedQuery(itemId ?? 0, site.code), enabled: !!itemId });
}
