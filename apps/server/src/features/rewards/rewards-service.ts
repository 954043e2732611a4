import type { Queryable } from '../../platform/db/index.ts';
import { rewardsLedger } from './rewards-repository.ts';

// What other features may use of rewards: reviews grant the review reward of an order line.

/** Grants the review reward of an order line once; false when it was already granted. */
export function grantReviewReward(
  q: Queryable,
  g: { userId: number; orderLineId: number; orderId: number; site: string | null },
): Promise<boolean> {
  return rewardsLedger.grantReview(q, g);
}
