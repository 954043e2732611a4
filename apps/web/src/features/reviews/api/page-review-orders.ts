import type { Paged } from '@kontor/domain/paging';
import type { ReviewOrder } from '@kontor/domain/reviews/reviews-responses';
import type { PageReviewOrdersInput } from '@kontor/domain/reviews/reviews-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { reviewOrdersPayload } from '../model/review-orders-payload.ts';

export const PAGE_REVIEW_ORDERS = 'bbc_trade_PageTradeOrderForBuyerIdFlow';

/** Every review query, for invalidation after a publish or a reply. */
export const REVIEWS_KEY = ['reviews'] as const;

export type ReviewOrdersInput = Pick<PageReviewOrdersInput, 'page'> & {
  /** Only orders still to review (for the to-review tab and its badge). */
  toReview: boolean;
};

/** `bbc_trade_PageTradeOrderForBuyerIdFlow`: the buyer's completed orders with their lines' review status. */
export function pageReviewOrders(input: ReviewOrdersInput, signal?: AbortSignal) {
  return callFlow<Paged<ReviewOrder>>(PAGE_REVIEW_ORDERS, reviewOrdersPayload(input), signal);
}

export const pageReviewOrdersQuery = (input: ReviewOrdersInput, site: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'orders', site, input] as const,
    queryFn: ({ signal }) => pageReviewOrders(input, signal),
    placeholderData: keepPreviousData,
  });

export function usePageReviewOrders(input: ReviewOrdersInput, enabled = true) {
  const site = useSite();
  return useQuery({ ...pageReviewOrdersQuery(input, site.code), enabled });
}

/** The to-review tab's badge: the number of orders still to review (a page of one, its total). */
export function useToReviewCount() {
  const site = useSite();
  return useQuery({
    ...pageReviewOrdersQuery({ page: { no: 1, size: 1 }, toReview: true }, site.code),
    select: (page) => page.total,
  });
}
