import type { SellerOrderRow } from '@kontor/domain/orders/seller-orders-responses';
import type { sellerPageOrdersSchema } from '@kontor/domain/orders/seller-orders-schemas';
import type { Paged } from '@kontor/domain/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';

export const SELLER_PAGE_ORDERS = 'seller_PageOrderFlow';

export const SELLER_ORDER_FILTERS = ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'ALL'] as const;
export type SellerOrderFilter = (typeof SELLER_ORDER_FILTERS)[number];

export type SellerPageOrdersInput = z.output<typeof sellerPageOrdersSchema>;
export type { SellerOrderRow };

/** `seller_PageOrderFlow`: the shop's orders, by status, searched by order number. */
export function sellerPageOrders(input: SellerPageOrdersInput, signal?: AbortSignal) {
  return callFlow<Paged<SellerOrderRow>>(SELLER_PAGE_ORDERS, input, signal);
}

export const sellerOrdersQueryKey = ['seller', 'orders'] as const;

export const sellerPageOrdersQuery = (input: SellerPageOrdersInput) =>
  queryOptions({
    queryKey: [...sellerOrdersQueryKey, input] as const,
    queryFn: ({ signal }) => sellerPageOrders(input, signal),
    placeholderData: keepPreviousData,
  });

export function useSellerPageOrders(input: SellerPageOrdersInput) {
  return useQuery(sellerPageOrdersQuery(input));
}
