import {
  PROFILE_GROWTH_EVENT,
  PROFILE_REWARD_GROWTH,
  PROFILE_REWARD_POINTS,
  REVIEW_GROWTH_EVENT,
  REVIEW_REWARD_GROWTH,
  REVIEW_REWARD_POINTS,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

/** The growth/points ledger (reward_ledger); review rewards are granted once per order line. */
export const rewardsLedger = {
  /** Grants the review reward of an order line; false when it was already granted. */
  async grantReview(
    q: Queryable,
    g: { userId: number; orderLineId: number; orderId: number; site: string | null },
  ): Promise<boolean> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO reward_ledger (user_id, event_type, source_type, source_id, order_id, growth_value, points, site)
       VALUES ($1, $2, 'ORDER_LINE', $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, event_type, source_type, source_id) DO NOTHING
       RETURNING id`,
      [
        g.userId,
        REVIEW_GROWTH_EVENT,
        g.orderLineId,
        g.orderId,
        REVIEW_REWARD_GROWTH,
        REVIEW_REWARD_POINTS,
        g.site,
      ],
    );
    return !!row;
  },

  async reviewReward(q: Queryable, userId: number, orderLineId: number) {
    return q.one<{ growth_value: number; points: number }>(
      `SELECT growth_value, points FROM reward_ledger
        WHERE user_id = $1 AND event_type = $2 AND source_type = 'ORDER_LINE' AND source_id = $3`,
      [userId, REVIEW_GROWTH_EVENT, orderLineId],
    );
  },

  /** Grants the profile-completion reward (source: the user); false when it was already granted. */
  async grantProfile(q: Queryable, userId: number, site: string | null): Promise<boolean> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO reward_ledger (user_id, event_type, source_type, source_id, growth_value, points, site)
       VALUES ($1, $2, 'USER', $1, $3, $4, $5)
       ON CONFLICT (user_id, event_type, source_type, source_id) DO NOTHING
       RETURNING id`,
      [userId, PROFILE_GROWTH_EVENT, PROFILE_REWARD_GROWTH, PROFILE_REWARD_POINTS, site],
    );
    return !!row;
  },

  async profileReward(q: Queryable, userId: number) {
    return q.one<{ growth_value: number; points: number }>(
      `SELECT growth_value, points FROM reward_ledger
        WHERE user_id = $1 AND event_type = $2 AND source_type = 'USER' AND source_id = $1`,
      [userId, PROFILE_GROWTH_EVENT],
    );
  },

  /** Growth value an order earned: the order's own plus what its reviews earned. */
  async orderGrowth(q: Queryable, userId: number, orderId: number) {
    return q.one<{ growth_value: number }>(
      `SELECT (o.earn_growth_value + coalesce((SELECT sum(g.growth_value) FROM reward_ledger g
                WHERE g.user_id = o.buyer_id AND g.order_id = o.id), 0))::int AS growth_value
         FROM trade_order o WHERE o.id = $1 AND o.buyer_id = $2`,
      [orderId, userId],
    );
  },
};
