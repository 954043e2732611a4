import type { ShopSummary } from '@kontor/domain/merchant/merchant-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY } from './admin-page-applications.ts';

export const ADMIN_PAGE_SHOPS = 'admin_PageShopFlow';

/** `admin_PageShopFlow`: every shop with its status. */
export function adminPageShops(no: number, signal?: AbortSignal) {
  return callFlow<{ data: ShopSummary[]; total: number }>(
    ADMIN_PAGE_SHOPS,
    { page: { no, size: 10 } },
    signal,
  );
}

export const adminShopsQuery = (no: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'shops', no] as const,
    queryFn: ({ signal }) => adminPageShops(no, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminShops(no: number) {
  return useQuery(adminShopsQuery(no));
}
