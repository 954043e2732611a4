import type { SiteCode } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { grantTaskReward } from '../members/members-service.ts';
import { rewardsLedger } from './rewards-repository.ts';

// What other features may use of rewards: reviews grant the review reward of an order line, the
// profile its completion reward.

/** Grants the review reward of an order line once; false when it was already granted. */
export async function grantReviewReward(
  q: Queryable,
  g: { userId: number; orderLineId: number; orderId: number; site: string | null },
): Promise<boolean> {
  const granted = await rewardsLedger.grantReview(q, g);
  // The member ledgers (issue 16) carry the same reward, keyed by the order line, so the points
  // balance and the growth value count it once too.
  await grantTaskReward(q, {
    userId: g.userId,
    taskCode: 'POST_ORDER_REVIEW',
    source: `line:${g.orderLineId}`,
    orderId: g.orderId,
    site: (g.site ?? 'DE') as SiteCode,
  });
  return granted;
}

/** Grants the profile-completion reward once per account (the ledger's unique key); false when granted before. */
export async function grantProfileReward(
  q: Queryable,
  userId: number,
  site: string | null,
): Promise<boolean> {
  const granted = await rewardsLedger.grantProfile(q, userId, site);
  // The member ledgers (issue 16) carry it too, once (task:COMPLETE_PROFILE), so the task list shows
  // the profile task done and the points balance counts it.
  await grantTaskReward(q, { userId, taskCode: 'COMPLETE_PROFILE', site: (site ?? 'DE') as SiteCode });
  return granted;
}

/** The profile-completion reward the account earned, if any. */
export function profileReward(q: Queryable, userId: number) {
  return rewardsLedger.profileReward(q, userId);
}
