import { MEMBER_ERRORS, MEMBER_TASKS, type SiteCode, type TaskRewardResult } from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { itemOnSale } from '../catalog/catalog-service.ts';
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

/** What a task earns (the member task table), with whether this request granted it. */
function taskAnswer(taskCode: 'SHARE_PRODUCT' | 'FOLLOW_SOCIAL_MEDIA' | 'SUBSCRIBE_EMAIL', granted: boolean) {
  const task = MEMBER_TASKS.find((t) => t.taskCode === taskCode)!;
  return { growthValue: task.growthValue, points: task.points, granted };
}

/** A product shared (spec §7 SHARE_PRODUCT): once per member and product; an unknown or unsold item is 404. */
export function rewardShare(
  db: Db,
  g: { userId: number; itemId: number; site: SiteCode },
): Promise<TaskRewardResult> {
  return db.tx(async (q) => {
    if (!(await itemOnSale(q, g.itemId))) throw notFound();
    const granted = await grantTaskReward(q, {
      userId: g.userId,
      taskCode: 'SHARE_PRODUCT',
      source: `item:${g.itemId}`,
      site: g.site,
    });
    return taskAnswer('SHARE_PRODUCT', granted);
  });
}

/** Following the shop's social media (spec §7 FOLLOW_SOCIAL_MEDIA): once per member. */
export function rewardFollow(db: Db, g: { userId: number; site: SiteCode }): Promise<TaskRewardResult> {
  return db.tx(async (q) =>
    taskAnswer('FOLLOW_SOCIAL_MEDIA', await grantTaskReward(q, { ...g, taskCode: 'FOLLOW_SOCIAL_MEDIA' })),
  );
}

/**
 * Subscribing to the e-mail newsletter (spec §7 SUBSCRIBE_EMAIL): once per member, and only with an
 * e-mail address on the account to send it to (409 otherwise).
 */
export function rewardSubscribe(
  db: Db,
  g: { userId: number; email: string | null; site: SiteCode },
): Promise<TaskRewardResult> {
  if (!g.email) throw conflict(MEMBER_ERRORS.subscribeNeedsEmail);
  return db.tx(async (q) =>
    taskAnswer(
      'SUBSCRIBE_EMAIL',
      await grantTaskReward(q, { userId: g.userId, site: g.site, taskCode: 'SUBSCRIBE_EMAIL' }),
    ),
  );
}
