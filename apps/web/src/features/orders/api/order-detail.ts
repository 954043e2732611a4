import type { OrderDetail } from '@kontor/domain/orders/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const ORDER_DETAIL = 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow';
export const ORDER_DETAIL_KEY = ['orders', 'detail'] as const;

/** `bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow`: one order with contract, packages and event log. */
export function fetchOrderDetail(
  id: number,
  outTradeOrderCode?: string,
  signal?: AbortSignal,
): Promise<OrderDetail> {
  return callFlow<OrderDetail>(
    ORDER_DETAIL,
    { id, ...(outTradeOrderCode ? { outTradeOrderCode } : {}) },
    signal,
  );
}

export const orderDetailQuery = (id: number, outTradeOrderCode?: string) =>
  queryOptions({
    queryKey: [...ORDER_DETAIL_KEY, id, outTradeOrderCode ?? null] as const,
    queryFn: ({ signal }) => fetchOrderDetail(id, outTradeOrderCode, signal),
  });

export function useOrderDetail(id: number, outTradeOrderCode?: string) {
  return useQuery({ ...orderDetailQuery(id, outTradeOrderCode), enabled: Number.isInteger(id) && id > 0 });
}

export const ORDER_BY_LINK = '{host}_trade_QueryOrderDetailByLinkFlow';

/**
 * `{host}_trade_QueryOrderDetailByLinkFlow` (decision 063): the order a guest's e-mail link opens,
 * by its signed token, in any browser; read only (no operations).
 */
export function useOrderByLink(id: number, token: string | null) {
  return useQuery({
    queryKey: [...ORDER_DETAIL_KEY, 'link', id, token] as const,
    queryFn: ({ signal }) => callFlow<OrderDetail>(ORDER_BY_LINK, { id, token }, signal),
    enabled: token !== null && Number.isInteger(id) && id > 0,
  });
}
