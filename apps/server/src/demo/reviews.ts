import type { SiteCode } from '@kontor/domain';
import { REVIEW_GROWTH_EVENT, REVIEW_REWARD_GROWTH, REVIEW_REWARD_POINTS } from '@kontor/domain';
import { grantTaskReward } from '../features/members/members-service.ts';
import type { Queryable } from '../platform/db/index.ts';

/**
 * Review rows for the demo order lines the order stories mark as reviewed (EVALUATED lines of
 * COMPLETE orders), so lists, detail, product ratings and the order state agree. Deterministic: lines
 * in id order get texts and ratings from fixed lists; every other review has a shop reply, the first
 * one also a follow-up (which the shop answered too). Each reviewed line has its reward in the ledger.
 */
const TEXTS = [
  'Solid build and it arrived well packed. Assembly took twenty minutes, the instructions were clear.',
  'Exactly as pictured. The finish feels premium and it fits our small office perfectly.',
  'Good value for the price. One screw was missing but the shop sent a replacement at once.',
  'Very stable, no wobble at all. I would buy it again.',
  'Nice design, the colour is a little darker than on screen. Still happy with it.',
  'Light, sturdy and easy to adjust. Delivery was a day earlier than promised.',
  'Does the job. The packaging could use less plastic.',
];
const RATINGS = [5, 4, 3, 5, 4, 5, 2];
const REPLIES = [
  'Thank you for your kind words, enjoy your new furniture!',
  'Thanks for the feedback, we are glad we could help quickly.',
  'We appreciate your review and have passed your note on to our packaging team.',
];
const FOLLOW_UP = 'After two months of daily use it still looks and works like new.';
const FOLLOW_UP_REPLY = 'Great to hear that, thank you for coming back to tell us!';
const HOUR = 3_600_000;

export async function insertDemoReviews(q: Queryable, now: Date): Promise<number> {
  const lines = await q.query<{
    id: number;
    order_id: number;
    item_id: number;
    shop_id: number;
    seller_user_id: number;
    buyer_id: number;
    site: string;
    reviewed_at: Date;
  }>(
    `SELECT l.id, l.order_id, l.item_id, o.shop_id, s.seller_user_id, o.buyer_id, o.site,
            coalesce((SELECT max(e.created_at) FROM order_event e WHERE e.order_id = o.id AND e.kind = 'REVIEWED'),
                     o.completed_at, o.updated_at) AS reviewed_at
       FROM trade_order_line l JOIN trade_order o ON o.id = l.order_id JOIN shop s ON s.id = o.shop_id
      WHERE l.comment_status = 'EVALUATED' AND o.display_status = 'COMPLETE'
      ORDER BY l.id`,
  );
  const later = (d: Date, hours: number) =>
    new Date(Math.min(new Date(d).getTime() + hours * HOUR, now.getTime()));
  for (const [i, l] of lines.entries()) {
    const at = new Date(l.reviewed_at);
    const common = [l.order_id, l.id, l.item_id, l.shop_id, l.seller_user_id, l.buyer_id];
    const review = await q.one<{ id: number }>(
      `INSERT INTO comment (top_id, parent_id, order_id, order_line_id, item_id, shop_id, seller_user_id,
                            commentator_id, content, rate_dict, created_at)
       VALUES (-1, -1, $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [...common, TEXTS[i % TEXTS.length], RATINGS[i % RATINGS.length], at],
    );
    const reviewId = review!.id;
    if (i % 2 === 0) {
      await q.query(
        `INSERT INTO comment_reply (comment_id, shop_id, replier_user_id, content, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [reviewId, l.shop_id, l.seller_user_id, REPLIES[(i / 2) % REPLIES.length], later(at, 20)],
      );
    }
    if (i === 0) {
      const followUp = await q.one<{ id: number }>(
        `INSERT INTO comment (top_id, parent_id, order_id, order_line_id, item_id, shop_id, seller_user_id,
                              commentator_id, content, rate_dict, created_at)
         VALUES ($7, -1, $1, $2, $3, $4, $5, $6, $8, NULL, $9) RETURNING id`,
        [...common, reviewId, FOLLOW_UP, later(at, 24 * 6)],
      );
      await q.query(
        `INSERT INTO comment_reply (comment_id, shop_id, replier_user_id, content, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [followUp!.id, l.shop_id, l.seller_user_id, FOLLOW_UP_REPLY, later(at, 24 * 7)],
      );
    }
    await q.query(
      `INSERT INTO reward_ledger (user_id, event_type, source_type, source_id, order_id, growth_value, points, site, created_at)
       VALUES ($1, $2, 'ORDER_LINE', $3, $4, $5, $6, $7, $8)`,
      [
        l.buyer_id,
        REVIEW_GROWTH_EVENT,
        l.id,
        l.order_id,
        REVIEW_REWARD_GROWTH,
        REVIEW_REWARD_POINTS,
        l.site,
        at,
      ],
    );
    // The member ledgers carry the review reward too (issue 16), as reviewing does.
    await grantTaskReward(q, {
      userId: l.buyer_id,
      taskCode: 'POST_ORDER_REVIEW',
      source: `line:${l.id}`,
      orderId: l.order_id,
      site: l.site as SiteCode,
      at,
    });
  }
  return lines.length;
}
