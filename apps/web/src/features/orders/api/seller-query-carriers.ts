import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const SELLER_QUERY_CARRIERS = '{host}_md_QueryCarrierFlow';

export interface Carrier {
  id: number;
  entityName: string;
  entityCode: string;
}

/** `{host}_md_QueryCarrierFlow`: the parcel carriers a package can go with. */
export function queryCarriers(signal?: AbortSignal): Promise<Carrier[]> {
  return callFlow<Carrier[]>(SELLER_QUERY_CARRIERS, {}, signal);
}

export const sellerCarriersQuery = () =>
  queryOptions({
    queryKey: ['seller', 'carriers'] as const,
    queryFn: ({ signal }) => queryCarriers(signal),
    staleTime: 30 * 60_000,
  });

export function useSellerCarriers(enabled = true) {
  return useQuery({ ...sellerCarriersQuery(), enabled });
}
