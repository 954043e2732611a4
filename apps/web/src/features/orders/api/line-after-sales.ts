import type { Money } from '@kontor/domain/money';
import type { Paged } from '@kontor/domain/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const PAGE_REVERSE_ORDERS = 'trade_PageReverseOrderFlow';

/** What the chooser shows of an after-sales record. */
export interface LineAfterSales {
  id: number;
  reverseTradeOrderCode: string;
  reverseTradeOrderType: string;
  reverseTradeOrderStatus: string;
  createdAt: string;
  applyRefundAmt: Money | null;
}

/** `trade_PageReverseOrderFlow` narrowed to the given records (`reverseOrderId` = "1,2"). */
export function fetchLineAfterSales(ids: readonly number[], signal?: AbortSignal) {
  return callFlow<Paged<LineAfterSales>>(
    PAGE_REVERSE_ORDERS,
    { reverseOrderId: ids.join(','), page: { no: 1, size: Math.min(100, Math.max(ids.length, 1)) } },
    signal,
  );
}

export const lineAfterSalesQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['afterSales', 'list', 'ofLine', [...ids]] as const,
    queryFn: ({ signal }) => fetchLineAfterSales(ids, signal),
  });

export function useLineAfterSales(ids: readonly number[]) {
  return useQuery({ ...lineAfterSalesQuery(ids), enabled: ids.length > 0 });
}
