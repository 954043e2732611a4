import { queryOptions, useQuery } from '@tanstack/react-query';
import { AS_LIST_KEY } from './keys.ts';
import { pageReverseOrders } from './page-reverse-orders.ts';

/** `trade_PageReverseOrderFlow` narrowed to the given records (`reverseOrderId` = "1,2"). */
export const reverseOrdersOfLinesQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: [...AS_LIST_KEY, 'ofLine', [...ids]] as const,
    queryFn: ({ signal }) =>
      pageReverseOrders(
        { reverseOrderId: ids.join(','), page: { no: 1, size: Math.min(100, Math.max(ids.length, 1)) } },
        signal,
      ),
  });

/** The after-sales records of an order line (the order's chooser when a line has several). */
export function useReverseOrdersOfLines(ids: readonly number[]) {
  return useQuery({ ...reverseOrdersOfLinesQuery(ids), enabled: ids.length > 0 });
}
