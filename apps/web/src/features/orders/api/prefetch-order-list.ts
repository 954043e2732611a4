import type { QueryClient } from '@tanstack/react-query';
import { MOBILE_QUERY } from '../../../shared/ui/use-is-mobile.ts';
import { parseListQuery } from '../model/list-query.ts';
import { orderQuantityQuery } from './order-quantity.ts';
import { pageOrdersInfiniteQuery, pageOrdersQuery } from './page-orders.ts';

/**
 * Asks for what /buyer/orders shows first — the tab counts and the first page (the endless list on
 * phones) — as soon as the session is known, with the very queries the page will read, instead of
 * once the page has rendered (Lighthouse LCP, decision 041).
 */
export default function prefetchOrderList(queryClient: QueryClient, site: string, search: string): void {
  const state = parseListQuery(new URLSearchParams(search), site);
  const { keyword, timespan, from } = state;
  void queryClient.prefetchQuery(orderQuantityQuery({ keyword, timespan, from }, site));
  if (window.matchMedia(MOBILE_QUERY).matches)
    void queryClient.prefetchInfiniteQuery(pageOrdersInfiniteQuery(state, site));
  else void queryClient.prefetchQuery(pageOrdersQuery(state, site));
}
