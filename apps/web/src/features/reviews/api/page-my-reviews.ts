import type { Paged } from '@kontor/domain/paging';
import type { CommentView } from '@kontor/domain/reviews/reviews-responses';
import type { PageCommentsInput } from '@kontor/domain/reviews/reviews-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { REVIEWS_KEY } from './page-review-orders.ts';

export const PAGE_MY_REVIEWS = 'bbc_content_PageCommonComment4CFlow';

/** The part of pageCommentsSchema's `qCommentBO` the web sets; `id` asks for one review (404 when it is not the caller's). */
export type MyReviewsInput = Pick<PageCommentsInput['qCommentBO'], 'page' | 'keyword' | 'id'>;

/** `bbc_content_PageCommonComment4CFlow`: the buyer's first reviews, newest first, with replies and follow-ups. */
export function pageMyReviews(input: MyReviewsInput, signal?: AbortSignal) {
  return callFlow<Paged<CommentView>>(
    PAGE_MY_REVIEWS,
    {
      qCommentBO: {
        postTypeDict: 'ORDER_LINE',
        page: input.page,
        ...(input.keyword ? { keyword: input.keyword } : {}),
        ...(input.id ? { id: input.id } : {}),
      },
    },
    signal,
  );
}

export const pageMyReviewsQuery = (input: MyReviewsInput, site: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'mine', site, input] as const,
    queryFn: ({ signal }) => pageMyReviews(input, signal),
    placeholderData: keepPreviousData,
  });

export function usePageMyReviews(input: MyReviewsInput, enabled = true) {
  const site = useSite();
  return useQuery({ ...pageMyReviewsQuery(input, site.code), enabled });
}

/** One of the buyer's reviews, by id (the detail and follow-up pages). */
export function useMyReview(id: number | null) {
  const site = useSite();
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'one', site.code, id] as const,
    queryFn: async ({ signal }) => {
      const page = await pageMyReviews({ page: { no: 1, size: 1 }, id: id ?? 0 }, signal);
      return page.data[0] ?? null;
    },
    enabled: id !== null,
  });
}
