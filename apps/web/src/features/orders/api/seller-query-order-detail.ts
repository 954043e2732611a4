import type { OrderPackage } from '@kontor/domain/orders/orders-responses';
import type { SellerOrderDetail, SellerOrderLine } from '@kontor/domain/orders/seller-orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export type { SellerOrderDetail, SellerOrderLine };
/** A package the shop sent. */
export type SellerPackage = OrderPackage;

export const SELLER_QUERY_ORDER_DETAIL = 'seller_QueryOrderDetailFlow';

/** `seller_QueryOrderDetailFlow`: another shop's order answers 404. */
export function sellerQueryOrderDetail(id: number, signal?: AbortSignal): Promise<SellerOrderDetail> {
  return callFlow<SellerOrderDetail>(SELLER_QUERY_ORDER_DETAIL, { id }, signal);
}

export const sellerOrderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['seller', 'order', id] as const,
    queryFn: ({ signal }) => sellerQueryOrderDetail(id, signal),
  });

export function useSellerOrderDetail(id: number | null) {
  return useQuery({ ...sellerOrderDetailQuery(id ?? 0), enabled: id !== null });
}
