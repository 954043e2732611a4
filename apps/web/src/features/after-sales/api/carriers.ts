import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import type { Carrier } from './after-sales-types.ts';
import { AFTER_SALES_KEY } from './keys.ts';

export const QUERY_CARRIERS = '{host}_md_QueryCarrierFlow';

/** `{host}_md_QueryCarrierFlow`: the carriers a return or exchange parcel can go with. */
export function queryCarriers(signal?: AbortSignal): Promise<Carrier[]> {
  return callFlow<Carrier[]>(QUERY_CARRIERS, {}, signal);
}

export const carriersQuery = () =>
  queryOptions({
    queryKey: [...AFTER_SALES_KEY, 'carriers'] as const,
    queryFn: ({ signal }) => queryCarriers(signal),
    staleTime: 30 * 60_000,
  });

export function useCarriers(enabled = true) {
  return useQuery({ ...carriersQuery(), enabled });
}
