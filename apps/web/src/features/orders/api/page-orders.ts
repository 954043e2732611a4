import type { OrderSummary } from '@kontor/domain/orders/orders-responses';
import type { Paged } from '@kontor/domain/paging';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { listPayload, type OrderListState } from '../model/list-query.ts';

export const PAGE_ORDERS = 'bbc_trade_LibPageTradeOrderForBuyerFlow';

/** Keys of every order list (paged and infinite), for invalidation after an action. */
export const ORDER_LIST_KEY = ['orders', 'list'] as const;

/** `bbc_trade_LibPageTradeOrderForBuyerFlow`: a page of the buyer's orders. */
export function pageOrders(
  payload: ReturnType<typeof listPayload>,
  signal?: AbortSignal,
): Promise<Paged<OrderSummary>> {
  return callFlow<Paged<OrderSummary>>(PAGE_ORDERS, payload, signal);
}

/**
 * The key holds the list state (a timespan, not its computed dates), so a reload asks for the
 * same page; the dates are worked out when the call is made.
 */
export const pageOrdersQuery = (state: OrderListState, site: string) =>
  queryOptions({
    queryKey: [...ORDER_LIST_KEY, 'paged', site, state] as const,
    queryFn: ({ signal }) => pageOrders(listPayload(state), signal),
    placeholderData: keepPreviousData,
  });

export function usePageOrders(state: OrderListState, enabled = true) {
  const site = useSite();
  return useQuery({ ...pageOrdersQuery(state, site.code), enabled });
}

/** Phones: the same list, page after page as the buyer scrolls (from page 1, whatever pageNo says). */
export const pageOrdersInfiniteQuery = (state: OrderListState, site: string) =>
  infiniteQueryOptions({
    queryKey: [...ORDER_LIST_KEY, 'infinite', site, { ...state, pageNo: 1 }] as const,
    queryFn: ({ signal, pageParam }) => pageOrders(listPayload(state, new Date(), pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
    },
  });

export function usePageOrdersInfinite(state: OrderListState, enabled = true) {
  const site = useSite();
  return useInfiniteQuery({ ...pageOrdersInfiniteQuery(state, site.code), enabled });
}
