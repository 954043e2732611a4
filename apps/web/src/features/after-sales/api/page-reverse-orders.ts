import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import type { pageReverseOrdersSchema } from '@kontor/domain/after-sales/after-sales-schemas';
import type { Paged } from '@kontor/domain/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { AS_LIST_KEY } from './keys.ts';

export const PAGE_REVERSE_ORDERS = 'trade_PageReverseOrderFlow';

export type PageReverseOrdersInput = z.output<typeof pageReverseOrdersSchema>;

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
