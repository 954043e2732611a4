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

export type ReviewImages = z.infer<typeof filesSchema>;
export type ReviewSku = z.infer<typeof reviewSkuSchema>;
export type ReplyComment = z.infer<typeof replySchema>;

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
/** Spec §3 review (comment). */
const commentSchema = z.strictObject(commentFields);
export type Comment = z.infer<typeof commentSchema>;
const commentWithReplySchema = commentSchema.extend({ replyComment: repliesSchema });
export type CommentWithReply = z.infer<typeof commentWithReplySchema>;
const publicCommentSchema = z.strictObject({
  ...commentFields,
  commentator: z.strictObject({ nickname: z.string() }),
});

/** One entry of bbc_content_PageCommonComment4CFlow and seller_PageCommentFlow. */
const commentViewSchema = z.strictObject({
  comment: commentSchema,
  replyComment: repliesSchema,
  /** The follow-up (at most one), with its own shop reply. */
  reviewComments: z.array(commentWithReplySchema),
  orderLine: z.strictObject({ id: idOutSchema, tradeOrderId: idOutSchema, sku: reviewSkuSchema }),
});
export type CommentView = z.infer<typeof commentViewSchema>;

/** bbc_content_PageCommonComment4CFlow, seller_PageCommentFlow */
export const pageCommentsResponseSchema = pagedSchema(commentViewSchema);

/** One entry of bbc_content_PageItemCommentFlow (public: the commentator shows only a nickname). */
const publicCommentViewSchema = z.strictObject({
  comment: publicCommentSchema,
  replyComment: repliesSchema,
  reviewComments: z.array(publicCommentSchema.extend({ replyComment: repliesSchema })),
});
export type PublicCommentView = z.infer<typeof publicCommentViewSchema>;

/** bbc_content_PageItemCommentFlow: public reviews (a nickname only) and the average rating. */
export const itemCommentsResponseSchema = z.strictObject({
  data: z.array(publicCommentViewSchema),
  total: countSchema,
  /** Average rating of the item's first reviews, one decimal; null without reviews. */
  average: z.number().min(RATING_MIN).max(RATING_MAX).nullable(),
});
export type ItemCommentsPage = z.infer<typeof itemCommentsResponseSchema>;

/** bbc_content_BatchCreateCommonCommentFlow: the reviews created, each with its (empty) replies. */
export const createdReviewsResponseSchema = z.array(commentWithReplySchema);

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
export type ReviewOrderLine = z.infer<typeof reviewOrderLineSchema>;

/** One entry of bbc_trade_PageTradeOrderForBuyerIdFlow. */
const reviewOrderSchema = z.strictObject({
  id: idOutSchema,
  tradeOrderCode: z.string(),
  createdAt: isoTimeSchema,
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  tradeOrderCommentStatus: z.enum(ORDER_COMMENT_STATUSES),
  shop: z.strictObject({ id: idOutSchema, name: z.string() }),
  tradeOrderLineList: z.array(reviewOrderLineSchema),
});
export type ReviewOrder = z.infer<typeof reviewOrderSchema>;

/** bbc_trade_PageTradeOrderForBuyerIdFlow: received orders to review or reviewed. */
export const pageReviewOrdersResponseSchema = pagedSchema(reviewOrderSchema);

/** trade_QueryOneTradeBaseOrderLineBOBuiltInFunc */
export const reviewOrderLineResponseSchema = reviewOrderLineSchema.extend({
  tradeOrderId: idOutSchema,
  tradeOrderCode: z.string(),
});
export type ReviewOrderLineDetail = z.infer<typeof reviewOrderLineResponseSchema>;
/** bbc_trade_TradeOrderLineForIdFlow */
export const reviewOrderLinesResponseSchema = z.array(reviewOrderLineResponseSchema);
