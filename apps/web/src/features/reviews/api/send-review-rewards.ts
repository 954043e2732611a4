import type { ReviewGrowthResult } from '@kontor/domain/reviews/reviews-responses';
import { REVIEW_GROWTH_EVENT } from '@kontor/domain/reviews/reviews-schemas';
import { request } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';

export const SEND_REVIEW_REWARDS = '/sapi/mall-customer/post-order-review/send-growth-and-points';

/** Growth value and points for a review (idempotent: granted once per reviewed line). */
export function sendReviewRewards(commentId: number) {
  return request<ReviewGrowthResult>('POST', SEND_REVIEW_REWARDS, {
    commentId,
    growthEventType: REVIEW_GROWTH_EVENT,
    site: currentSite(),
  });
}
