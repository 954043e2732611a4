import type { ProductCard } from '@kontor/domain/catalog/catalog-responses';
import type { PageItemsInput } from '@kontor/domain/catalog/catalog-schemas';
import type { Paged } from '@kontor/domain/paging';
import type { SiteCode } from '@kontor/domain/sites';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';

export const PAGE_ITEM_CARDS = '{host}_item_PageItemCardFlow';

/** `{host}_item_PageItemCardFlow`: a page of product cards with the storefront's prices. */
export function pageItemCards(input: PageItemsInput, signal?: AbortSignal): Promise<Paged<ProductCard>> {
  return callFlow<Paged<ProductCard>>(PAGE_ITEM_CARDS, input, signal);
}

export const pageItemCardsQuery = (input: PageItemsInput, site: SiteCode) =>
  queryOptions({
    queryKey: ['catalog', 'cards', site, input] as const,
    queryFn: ({ signal }) => pageItemCards(input, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function usePageItemCards(input: PageItemsInput) {
  const site = useSite();
  return useQuery(pageItemCardsQuery(input, site.code));
}
