import type { Comment } from '@kontor/domain/reviews/reviews-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ORDERS_KEY } from '../../orders/index.ts';
import type { FirstReviewPayload, FollowUpPayload } from '../model/review-payload.ts';
import { LINES_KEY_PART } from './order-lines-by-ids.ts';
import { REVIEWS_KEY } from './page-review-orders.ts';
import { sendReviewRewards } from './send-review-rewards.ts';

export const BATCH_CREATE_REVIEWS = 'bbc_content_BatchCreateCommonCommentFlow';

/** `bbc_content_BatchCreateCommonCommentFlow`: the payload is the list itself (body `[[review, …]]`); all or none. */
export function batchCreateReviews(reviews: readonly (FirstReviewPayload | FollowUpPayload)[]) {
  return callFlow<Comment[]>(BATCH_CREATE_REVIEWS, reviews);
}

/**
 * Publishes, then claims the review rewards for each first review created. The server grants them
 * inside the publish already (once per line); the claim is idempotent and its failure is not the
 * buyer's problem, so it never fails the publish.
 */
export function useBatchCreateReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviews: readonly (FirstReviewPayload | FollowUpPayload)[]) => {
      const created = await batchCreateReviews(reviews);
      await Promise.allSettled(
        created.filter((c) => c.rateDict !== null).map((c) => sendReviewRewards(c.id)),
      );
      return created;
    },
    onSettled: async () => {
      // Not the lines under the review page: the page shows its success over them, then leaves.
      await queryClient.invalidateQueries({
        queryKey: REVIEWS_KEY,
        predicate: (query) => query.queryKey[1] !== LINES_KEY_PART,
      });
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
