import type { MerchantStatusCode, ShopSummary } from '@kontor/domain/merchant/merchant-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY, ADMIN_PAGE_SIZE } from './admin-page-applications.ts';

export const ADMIN_PAGE_SHOPS = 'admin_PageShopFlow';

/** `admin_PageShopFlow`: every shop (or those of one status) with its status. */
export function adminPageShops(no: number, status: MerchantStatusCode | undefined, signal?: AbortSignal) {
  return callFlow<{ data: ShopSummary[]; total: number }>(
    ADMIN_PAGE_SHOPS,
    { page: { no, size: ADMIN_PAGE_SIZE }, ...(status ? { merchantStatus: status } : {}) },
    signal,
  );
}

export const adminShopsQuery = (no: number, status?: MerchantStatusCode) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'shops', no, status ?? 'ALL'] as const,
    queryFn: ({ signal }) => adminPageShops(no, status, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminShops(no: number, status?: MerchantStatusCode) {
  return useQuery(adminShopsQuery(no, status));
}
