import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { AS_LIST_KEY } from './keys.ts';

export const REVERSE_ORDERS_BY_SKU = '{host}_trade_QueryReverseOrdersByOrderSkuFlow';

/** `{host}_trade_QueryReverseOrdersByOrderSkuFlow`: the after-sales of one order line. */
export function reverseOrdersBySku(tradeOrderId: number, skuId: number, signal?: AbortSignal) {
  return callFlow<AfterSalesOrder[]>(REVERSE_ORDERS_BY_SKU, { tradeOrderId, skuId }, signal);
}

export const reverseOrdersBySkuQuery = (tradeOrderId: number, skuId: number) =>
  queryOptions({
    queryKey: [...AS_LIST_KEY, 'bySku', tradeOrderId, skuId] as const,
    queryFn: ({ signal }) => reverseOrdersBySku(tradeOrderId, skuId, signal),
  });

export function useReverseOrdersBySku(tradeOrderId: number, skuId: number, enabled = true) {
  return useQuery({ ...reverseOrdersBySkuQuery(tradeOrderId, skuId), enabled });
}
