import type { OrderStat } from '@kontor/domain/orders/orders-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { countsPayload, type OrderListState } from '../model/list-query.ts';

export const ORDER_QUANTITY = 'trade_QueryOrderQuantityForStatusBuyerFlow';
export const ORDER_COUNTS_KEY = ['orders', 'counts'] as const;

/** `trade_QueryOrderQuantityForStatusBuyerFlow`: how many orders each status has, under the list's filters. */
export function queryOrderQuantity(
  payload: ReturnType<typeof countsPayload>,
  signal?: AbortSignal,
): Promise<OrderStat[]> {
  return callFlow<OrderStat[]>(ORDER_QUANTITY, payload, signal);
}

type CountFilters = Pick<OrderListState, 'keyword' | 'timespan' | 'from'>;

export const orderQuantityQuery = (filters: CountFilters, site: string) =>
  queryOptions({
    queryKey: [...ORDER_COUNTS_KEY, site, filters] as const,
    queryFn: ({ signal }) =>
      queryOrderQuantity(countsPayload({ ...filters, status: 'all', pageNo: 1, pageSize: 1 }), signal),
    placeholderData: keepPreviousData,
  });

export function useOrderQuantity(filters: CountFilters, enabled = true) {
  const site = useSite();
  return useQuery({
    ...orderQuantityQuery(
      { keyword: filters.keyword, timespan: filters.timespan, from: filters.from },
      site.code,
    ),
    enabled,
  });
}
