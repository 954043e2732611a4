import {
  orderGrowthResponseSchema,
  queryOrderGrowthSchema,
  type ReviewGrowthResult,
  reviewGrowthResponseSchema,
  sendFollowGrowthSchema,
  sendReviewGrowthSchema,
  sendShareGrowthSchema,
  sendSubscribeGrowthSchema,
  taskRewardResponseSchema,
} from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { rewardsLedger } from './rewards-repository.ts';
import { grantReviewReward, rewardFollow, rewardShare, rewardSubscribe } from './rewards-service.ts';

/** Rewards calls are the signed-in buyer's own (spec §7, `/sapi/mall-customer/…`, body plus site). */
function buyerOf(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  if (req.user.isTourist) throw unauthorized('errors.signInRequired');
  return req.user;
}

export async function rewardsRoutes(app: FastifyInstance) {
  /**
   * The review reward of a review's order line. Reviewing already grants it (inside the review's
   * transaction), so this only grants when that has not happened; `granted` tells whether this
   * request wrote it, growthValue and points are what the review earned either way.
   */
  app.post(
    '/sapi/mall-customer/post-order-review/send-growth-and-points',
    jsonRoute(reviewGrowthResponseSchema, async (req) => {
      const user = buyerOf(req);
      const input = parsePayload(sendReviewGrowthSchema, req.body);
      return app.db.tx(async (q): Promise<ReviewGrowthResult> => {
        const comment = await q.one<{ order_line_id: number; order_id: number }>(
          'SELECT order_line_id, order_id FROM comment WHERE id = $1 AND commentator_id = $2',
          [input.commentId, user.id],
        );
        if (!comment) throw notFound();
        const granted = await grantReviewReward(q, {
          userId: user.id,
          orderLineId: comment.order_line_id,
          orderId: comment.order_id,
          site: req.site,
        });
        const reward = await rewardsLedger.reviewReward(q, user.id, comment.order_line_id);
        return { growthValue: reward?.growth_value ?? 0, points: reward?.points ?? 0, granted };
      });
    }),
  );

  /** Growth value an order earned (its own plus its reviews'). */
  app.post(
    '/sapi/mall-customer/order-changes/query-order-growth-value',
    jsonRoute(orderGrowthResponseSchema, async (req) => {
      const user = buyerOf(req);
      const input = parsePayload(queryOrderGrowthSchema, req.body);
      if (input.customerId !== undefined && input.customerId !== user.id)
        throw forbidden('errors.foreignBuyer');
      const row = await rewardsLedger.orderGrowth(app.db, user.id, input.orderId);
      if (!row) throw notFound();
      return { growthValue: row.growth_value };
    }),
  );

  /** A product shared: one reward per product (`itemId`, our addition to the payload). */
  app.post(
    '/sapi/mall-customer/share-shopping-or-product-experience/send-growth-and-points',
    jsonRoute(taskRewardResponseSchema, async (req) => {
      const user = buyerOf(req);
      const input = parsePayload(sendShareGrowthSchema, req.body);
      return rewardShare(app.db, { userId: user.id, itemId: input.itemId, site: req.site });
    }),
  );

  app.post(
    '/sapi/mall-customer/follow-media/send-growth-value',
    jsonRoute(taskRewardResponseSchema, async (req) => {
      const user = buyerOf(req);
      parsePayload(sendFollowGrowthSchema, req.body);
      return rewardFollow(app.db, { userId: user.id, site: req.site });
    }),
  );

  app.post(
    '/sapi/mall-customer/subscribe-email/send-growth-value',
    jsonRoute(taskRewardResponseSchema, async (req) => {
      const user = buyerOf(req);
      parsePayload(sendSubscribeGrowthSchema, req.body);
      return rewardSubscribe(app.db, { userId: user.id, email: user.email, site: req.site });
    }),
  );
}
