import type { Carrier } from '@kontor/domain/orders/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export type { Carrier };

export const QUERY_CARRIERS = '{host}_md_QueryCarrierFlow';

/**
 * `{host}_md_QueryCarrierFlow`: the parcel carriers a package can go with — a seller's shipment, a
 * buyer's return, a shop's exchange parcel. One query for all of them (after-sales uses it through
 * the orders feature's index.ts).
 */
export function queryCarriers(signal?: AbortSignal): Promise<Carrier[]> {
  return callFlow<Carrier[]>(QUERY_CARRIERS, {}, signal);
}

export const carriersQuery = () =>
  queryOptions({
    queryKey: ['carriers'] as const,
    queryFn: ({ signal }) => queryCarriers(signal),
    staleTime: 30 * 60_000,
  });

export function useCarriers(enabled = true) {
  return useQuery({ ...carriersQuery(), enabled });
}
