import type { MerchantStatusCode, myShopResponseSchema } from '@kontor/domain/merchant/merchant-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';

export const SELLER_QUERY_MY_SHOP = 'seller_QueryMyShopFlow';

export type SellerMerchantStatus = MerchantStatusCode;

/** The seller's own shop as `seller_QueryMyShopFlow` answers it (myShopResponseSchema). */
export type SellerShop = z.output<typeof myShopResponseSchema>;

export function sellerQueryMyShop(signal?: AbortSignal): Promise<SellerShop> {
  return callFlow<SellerShop>(SELLER_QUERY_MY_SHOP, {}, signal);
}

export const sellerMyShopQuery = () =>
  queryOptions({
    queryKey: ['seller', 'shop'] as const,
    queryFn: ({ signal }) => sellerQueryMyShop(signal),
    staleTime: 60_000,
  });

export function useSellerMyShop() {
  return useQuery(sellerMyShopQuery());
}
