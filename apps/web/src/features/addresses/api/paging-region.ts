import type { PagingRegionResponse } from '@kontor/domain/addresses/region-responses';
import { REGION_PAGE_SIZE } from '@kontor/domain/addresses/region-schemas';
import type { SiteCode } from '@kontor/domain/sites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';

export const PAGING_REGION = 'bbc_common_PagingRegionFunc';

/** `bbc_common_PagingRegionFunc` (spec §7): every enabled country, the one with id 5 first. */
/** The names come back in the interface language, which the api client sends with every call. */
export function pagingRegion(site: SiteCode, signal?: AbortSignal): Promise<PagingRegionResponse> {
  return callFunc<PagingRegionResponse>(
    PAGING_REGION,
    { page: { no: 1, size: REGION_PAGE_SIZE }, regionStatus: 'ENABLED', site },
    signal,
  );
}

export const pagingRegionQuery = (site: SiteCode, language: string) =>
  queryOptions({
    // The names come in the interface language: it is part of the key.
    queryKey: ['regions', 'list', site, language] as const,
    queryFn: ({ signal }) => pagingRegion(site, signal),
    staleTime: 60 * 60_000,
  });

export function usePagingRegion(language: string) {
  const site = useSite();
  return useQuery(pagingRegionQuery(site.code, language));
}
