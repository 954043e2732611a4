import type { Paged } from '@kontor/domain/paging';
import type { CommentView } from '@kontor/domain/reviews/reviews-responses';
import type { SellerPageCommentsInput } from '@kontor/domain/reviews/reviews-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const SELLER_PAGE_REVIEWS = 'seller_PageCommentFlow';

/** The request as the server reads it (sellerPageCommentsSchema). */
export type SellerReviewsInput = SellerPageCommentsInput;

/** `seller_PageCommentFlow`: the shop's reviews, newest first, by rating and replied or not. */
export function sellerPageReviews(input: SellerReviewsInput, signal?: AbortSignal) {
  return callFlow<Paged<CommentView>>(SELLER_PAGE_REVIEWS, input, signal);
}

export const SELLER_REVIEWS_KEY = ['seller', 'reviews'] as const;

export const sellerPageReviewsQuery = (input: SellerReviewsInput) =>
  queryOptions({
    queryKey: [...SELLER_REVIEWS_KEY, input] as const,
    queryFn: ({ signal }) => sellerPageReviews(input, signal),
    placeholderData: keepPreviousData,
  });

export function useSellerPageReviews(input: SellerReviewsInput) {
  return useQuery(sellerPageReviewsQuery(input));
}
