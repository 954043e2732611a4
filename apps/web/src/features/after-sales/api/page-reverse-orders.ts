import type { Paged } from '@kontor/domain/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import type { AfterSalesOrder } from './after-sales-types.ts';
import { AS_LIST_KEY } from './keys.ts';

export const PAGE_REVERSE_ORDERS = 'trade_PageReverseOrderFlow';

export interface PageReverseOrdersInput {
  keyword?: string;
  applied?: string;
  reverseOrderId?: string;
  page: { no: number; size: number };
}

/** `trade_PageReverseOrderFlow`: the buyer's after-sales orders, searched by number and status. */
export function pageReverseOrders(input: PageReverseOrdersInput, signal?: AbortSignal) {
  return callFlow<Paged<AfterSalesOrder>>(PAGE_REVERSE_ORDERS, input, signal);
}

export const pageReverseOrdersQuery = (input: PageReverseOrdersInput) =>
  queryOptions({
    queryKey: [...AS_LIST_KEY, 'page', input] as const,
    queryFn: ({ signal }) => pageReverseOrders(input, signal),
    placeholderData: keepPreviousData,
  });

export function usePageReverseOrders(input: PageReverseOrdersInput, enabled = true) {
  return useQuery({ ...pageReverseOrdersQuery(input), enabled });
}
