import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const SELLER_QUERY_MY_SHOP = 'seller_QueryMyShopFlow';

export type SellerMerchantStatus = 'SELLER' | 'FROZEN' | 'CLEARED' | 'STOPPED';

/** The seller's own shop as `seller_QueryMyShopFlow` answers it. */
export interface SellerShop {
  id: number;
  name: string;
  siteName: string;
  siteAddress: string;
  shopChannelType: string;
  merchantStatus: SellerMerchantStatus;
  auditStatus: string;
  itemCount: number;
}

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

/** Frozen shops may still ship past orders; cleared or stopped shops may only look (spec §6). */
export function sellerMayShip(status: SellerMerchantStatus | undefined): boolean {
  return status === 'SELLER' || status === 'FROZEN';
}
