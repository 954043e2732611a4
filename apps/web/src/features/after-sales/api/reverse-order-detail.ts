import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { AS_DETAIL_KEY } from './keys.ts';

export const REVERSE_ORDER_DETAIL = 'trade_QueryReverseOrderByIdFlow';

/** Statuses in which the order still moves on its own (the refund sweep): the detail polls. */
const MOVING = new Set(['REFUND_PENDING', 'WAITING_FOR_REFUND']);

/** `trade_QueryReverseOrderByIdFlow`: one after-sales order. */
export function fetchReverseOrder(id: number, signal?: AbortSignal): Promise<AfterSalesOrder> {
  return callFlow<AfterSalesOrder>(REVERSE_ORDER_DETAIL, { id }, signal);
}

export const reverseOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...AS_DETAIL_KEY, id] as const,
    queryFn: ({ signal }) => fetchReverseOrder(id, signal),
    refetchInterval: (query) =>
      query.state.data && MOVING.has(query.state.data.reverseTradeOrderStatus) ? 5000 : false,
  });

export function useReverseOrder(id: number) {
  return useQuery({ ...reverseOrderQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
