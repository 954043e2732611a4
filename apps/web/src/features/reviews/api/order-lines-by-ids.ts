import type { ReviewOrderLineDetail } from '@kontor/domain/reviews/reviews-responses';
import { useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { REVIEWS_KEY } from './page-review-orders.ts';

export const ORDER_LINES_BY_IDS = 'bbc_trade_TradeOrderLineForIdFlow';
export const LINES_KEY_PART = 'lines';

/** `bbc_trade_TradeOrderLineForIdFlow`: the buyer's order lines by id (404 if any is not theirs). */
export function orderLinesByIds(ids: readonly number[], signal?: AbortSignal) {
  return callFlow<ReviewOrderLineDetail[]>(ORDER_LINES_BY_IDS, { ids }, signal);
}

export function useOrderLinesByIds(ids: readonly number[]) {
  const site = useSite();
  return useQuery({
    queryKey: [...REVIEWS_KEY, LINES_KEY_PART, site.code, ids] as const,
    queryFn: ({ signal }) => orderLinesByIds(ids, signal),
    enabled: ids.length > 0,
    // The review page keeps what the buyer typed: never refetch lines under the form.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // …and never show a stale copy on the next visit: dropped as soon as the page is left.
    gcTime: 0,
  });
}
