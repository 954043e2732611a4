import type { Money } from '@kontor/domain/money';
import type { Paged } from '@kontor/domain/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const SELLER_PAGE_ORDERS = 'seller_PageOrderFlow';

export const SELLER_ORDER_FILTERS = ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'ALL'] as const;
export type SellerOrderFilter = (typeof SELLER_ORDER_FILTERS)[number];

export interface SellerPageOrdersInput {
  page: { no: number; size: number };
  displayStatus: SellerOrderFilter;
  keyword?: string;
}

/** A row of the seller's order list. */
export interface SellerOrderRow {
  id: number;
  tradeOrderCode: string;
  displayStatus: string;
  buyer: { nickname: string };
  paidAmt: Money;
  createdAt: string;
  paidTime: string | null;
  fulfillmentType: 'SITE_SHIPPING' | 'SITE_PICK_UP' | string;
  selectedAddress: { city?: string; country?: string; postalCode?: string } | null;
}

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
