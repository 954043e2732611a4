import type { ReplyComment } from '@kontor/domain/reviews/reviews-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { SELLER_REVIEWS_KEY } from './seller-page-reviews.ts';

export const SELLER_REPLY_REVIEW = 'seller_ReplyCommentFlow';

/** `seller_ReplyCommentFlow`: the shop's one reply to a review or to its follow-up. */
export function sellerReplyReview(input: { commentId: number; content: string }) {
  return callFlow<ReplyComment>(SELLER_REPLY_REVIEW, input);
}

export function useSellerReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellerReplyReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SELLER_REVIEWS_KEY }),
  });
}
