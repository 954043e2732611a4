import { z } from 'zod';
import { ORDER_DISPLAY_STATUSES } from '../orders/order-status.ts';
import { LINE_GROUP_TYPES } from '../orders/orders-responses.ts';
import {
  countSchema,
  filesSchema,
  idOutSchema,
  isoTimeSchema,
  moneySchema,
  pagedSchema,
  qtyOutSchema,
  skuAttributeSchema,
} from '../wire-schemas.ts';
import {
  LINE_COMMENT_STATUSES,
  ORDER_COMMENT_STATUSES,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENTATOR_TYPE,
  REVIEW_POST_TYPE,
} from './reviews-schemas.ts';

/** Response schemas of the review calls and the review rewards routes (decision 013). */

/** POST /sapi/mall-customer/post-order-review/send-growth-and-points */
export const reviewGrowthResponseSchema = z.strictObject({
  growthValue: countSchema,
  points: countSchema,
  /** Whether this request granted the reward (reviewing usually already did). */
  granted: z.boolean(),
});
export type ReviewGrowthResult = z.infer<typeof reviewGrowthResponseSchema>;

/** POST /sapi/mall-customer/order-changes/query-order-growth-value */
export const orderGrowthResponseSchema = z.strictObject({ growthValue: countSchema });
export type OrderGrowthResult = z.infer<typeof orderGrowthResponseSchema>;

// ---- The review calls (spec §3 review (comment)) ----

const reviewSkuSchema = z.strictObject({
  id: idOutSchema,
  name: z.string(),
  image: z.string().nullable(),
  attributes: z.array(skuAttributeSchema),
  item: z.strictObject({ id: idOutSchema }),
});

const replySchema = z.strictObject({ id: idOutSchema, content: z.string(), createdAt: isoTimeSchema });
const repliesSchema = z.strictObject({ data: z.array(replySchema) });

const commentFields = {
  id: idOutSchema,
  /** -1 on a first review; the first review's id on a follow-up. */
  topId: z.number().int(),
  parentId: z.number().int(),
  content: z.string(),
  postId: idOutSchema,
  postTypeDict: z.literal(REVIEW_POST_TYPE),
  postOwner: z.strictObject({ id: idOutSchema }),
  commentRecipient: z.strictObject({ id: idOutSchema }),
  commentator: z.strictObject({ id: idOutSchema, nickname: z.string() }),
  commentatorTypeDict: z.literal(REVIEW_COMMENTATOR_TYPE),
  images: filesSchema,
  /** 1..5 on a first review, null on a follow-up. */
  rateDict: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable(),
  createdAt: isoTimeSchema,
};
const commentSchema = z.strictObject(commentFields);
const publicCommentSchema = z.strictObject({
  ...commentFields,
  commentator: z.strictObject({ nickname: z.string() }),
});

/** One entry of bbc_content_PageCommonComment4CFlow and seller_PageCommentFlow. */
const commentViewSchema = z.strictObject({
  comment: commentSchema,
  replyComment: repliesSchema,
  reviewComments: z.array(commentSchema.extend({ replyComment: repliesSchema })),
  orderLine: z.strictObject({ id: idOutSchema, tradeOrderId: idOutSchema, sku: reviewSkuSchema }),
});

/** bbc_content_PageCommonComment4CFlow, seller_PageCommentFlow */
export const pageCommentsResponseSchema = pagedSchema(commentViewSchema);

/** bbc_content_PageItemCommentFlow: public reviews (a nickname only) and the average rating. */
export const itemCommentsResponseSchema = z.strictObject({
  data: z.array(
    z.strictObject({
      comment: publicCommentSchema,
      replyComment: repliesSchema,
      reviewComments: z.array(publicCommentSchema.extend({ replyComment: repliesSchema })),
    }),
  ),
  total: countSchema,
  average: z.number().min(RATING_MIN).max(RATING_MAX).nullable(),
});

/** bbc_content_BatchCreateCommonCommentFlow: the reviews created, each with its (empty) replies. */
export const createdReviewsResponseSchema = z.array(commentSchema.extend({ replyComment: repliesSchema }));

/** seller_ReplyCommentFlow */
export const sellerReplyResponseSchema = z.strictObject({
  id: idOutSchema,
  commentId: idOutSchema,
  content: z.string(),
  createdAt: isoTimeSchema,
});

const reviewOrderLineSchema = z.strictObject({
  id: idOutSchema,
  tradeOrderLineCode: z.string(),
  tradeQty: qtyOutSchema,
  lineGroupTypeDict: z.enum(LINE_GROUP_TYPES).nullable(),
  commentStatus: z.enum(LINE_COMMENT_STATUSES),
  /** The first review's id, or null. */
  commentId: idOutSchema.nullable(),
  sku: reviewSkuSchema.extend({ salePrc: moneySchema.nullable() }),
});

/** bbc_trade_PageTradeOrderForBuyerIdFlow: received orders to review or reviewed. */
export const pageReviewOrdersResponseSchema = pagedSchema(
  z.strictObject({
    id: idOutSchema,
    tradeOrderCode: z.string(),
    createdAt: isoTimeSchema,
    displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
    tradeOrderCommentStatus: z.enum(ORDER_COMMENT_STATUSES),
    shop: z.strictObject({ id: idOutSchema, name: z.string() }),
    tradeOrderLineList: z.array(reviewOrderLineSchema),
  }),
);

/** trade_QueryOneTradeBaseOrderLineBOBuiltInFunc */
export const reviewOrderLineResponseSchema = reviewOrderLineSchema.extend({
  tradeOrderId: idOutSchema,
  tradeOrderCode: z.string(),
});
/** bbc_trade_TradeOrderLineForIdFlow */
export const reviewOrderLinesResponseSchema = z.array(reviewOrderLineResponseSchema);
