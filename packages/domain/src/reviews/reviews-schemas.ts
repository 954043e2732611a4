import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';
// The limits live in a module without zod, so a page that needs only a limit loads no schema (decision 071).
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_BATCH_MAX,
  REVIEW_IMAGES_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
} from './review-limits.ts';

export {
  RATING_MAX,
  RATING_MIN,
  REVIEW_BATCH_MAX,
  REVIEW_IMAGES_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
} from './review-limits.ts';

/**
 * Rewards for a review (spec §7 `post-order-review/send-growth-and-points`, growthEventType POST_ORDER_REVIEW).
 * The spec gives no amounts; ours: 10 growth value and 20 points, granted once per reviewed order line
 * (a follow-up earns nothing more).
 */
export const REVIEW_REWARD_GROWTH = 10;
export const REVIEW_REWARD_POINTS = 20;
export const REVIEW_GROWTH_EVENT = 'POST_ORDER_REVIEW';

export const REVIEW_POST_TYPE = 'ORDER_LINE';
export const REVIEW_COMMENTATOR_TYPE = 'BUYER';
/** topId of a first review; parentId of a follow-up. */
export const FIRST_REVIEW_TOP_ID = -1;

export const ORDER_COMMENT_STATUSES = ['NOT_EVALUATED', 'PARTIAL', 'EVALUATED'] as const;
export type OrderCommentStatus = (typeof ORDER_COMMENT_STATUSES)[number];
export const LINE_COMMENT_STATUSES = ['NOT_EVALUATED', 'EVALUATED'] as const;
export type LineCommentStatus = (typeof LINE_COMMENT_STATUSES)[number];

/** The order's review status from how many of its reviewable lines have a first review. */
export function orderCommentStatus(reviewedLines: number, totalLines: number): OrderCommentStatus {
  if (totalLines > 0 && reviewedLines >= totalLines) return 'EVALUATED';
  return reviewedLines > 0 ? 'PARTIAL' : 'NOT_EVALUATED';
}

/** i18n keys of the review field errors (zh-CN texts are the spec's). */
export const REVIEW_ERRORS = {
  ratingRequired: 'reviews.errors.ratingRequired',
  ratingRange: 'reviews.errors.ratingRange',
  ratingNotAllowed: 'reviews.errors.ratingNotAllowed',
  contentRequired: 'reviews.errors.contentRequired',
  contentTooLong: 'reviews.errors.contentTooLong',
  tooManyImages: 'reviews.errors.tooManyImages',
  imageInvalid: 'reviews.errors.imageInvalid',
  replyRequired: 'reviews.errors.replyRequired',
  replyTooLong: 'reviews.errors.replyTooLong',
  // Failures of the whole call (not field errors):
  alreadyReviewed: 'reviews.errors.alreadyReviewed',
  followUpExists: 'reviews.errors.followUpExists',
  orderNotComplete: 'reviews.errors.orderNotComplete',
  replyExists: 'reviews.errors.replyExists',
  duplicateInBatch: 'reviews.errors.duplicateInBatch',
} as const;

const id = idInput();

const contentSchema = textInput(REVIEW_TEXT_MAX * 4, {
  required: REVIEW_ERRORS.contentRequired,
  tooLong: REVIEW_ERRORS.contentTooLong,
})
  .trim()
  .min(1, REVIEW_ERRORS.contentRequired)
  .max(REVIEW_TEXT_MAX, REVIEW_ERRORS.contentTooLong);

export const reviewImagesSchema = z
  .object({
    files: z
      .array(z.object({ url: textInput(500, { required: REVIEW_ERRORS.imageInvalid }).min(1) }), {
        error: REVIEW_ERRORS.imageInvalid,
      })
      .max(REVIEW_IMAGES_MAX, REVIEW_ERRORS.tooManyImages)
      .default([]),
  })
  .default({ files: [] });

/** A rating may arrive as a number or a numeric string (a *Dict code). */
const ratingSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: REVIEW_ERRORS.ratingRequired })
    .int(REVIEW_ERRORS.ratingRange)
    .min(RATING_MIN, REVIEW_ERRORS.ratingRequired)
    .max(RATING_MAX, REVIEW_ERRORS.ratingRange),
);

/** A first review of an order line (topId -1). */
export const firstReviewSchema = z.object({
  topId: z.literal(FIRST_REVIEW_TOP_ID),
  parentId: z.union([z.literal(FIRST_REVIEW_TOP_ID), z.literal(0), z.null()]).optional(),
  postId: id,
  postTypeDict: z.literal(REVIEW_POST_TYPE).default(REVIEW_POST_TYPE),
  rateDict: ratingSchema,
  content: contentSchema,
  images: reviewImagesSchema,
});
export type FirstReviewInput = z.infer<typeof firstReviewSchema>;

/** The one follow-up of a first review: topId is the first review's id, parentId -1, no rating. */
export const followUpReviewSchema = z.object({
  topId: id,
  parentId: z.literal(FIRST_REVIEW_TOP_ID),
  postId: id,
  postTypeDict: z.literal(REVIEW_POST_TYPE).default(REVIEW_POST_TYPE),
  rateDict: z.union([z.null(), z.undefined()], { error: REVIEW_ERRORS.ratingNotAllowed }).optional(),
  content: contentSchema,
  images: reviewImagesSchema,
});
export type FollowUpReviewInput = z.infer<typeof followUpReviewSchema>;

export type ReviewInput =
  | ({ kind: 'first' } & FirstReviewInput)
  | ({ kind: 'followUp' } & FollowUpReviewInput);

const isFirst = (item: unknown) => {
  const top = (item as { topId?: unknown } | null)?.topId;
  return top === FIRST_REVIEW_TOP_ID || top === String(FIRST_REVIEW_TOP_ID) || top === undefined;
};

/**
 * bbc_content_BatchCreateCommonCommentFlow: a list of first reviews and follow-ups, all or none.
 * Each element is checked against the schema its topId selects, so field paths read `0.rateDict`.
 */
export const batchCreateReviewsSchema = z
  .array(z.unknown())
  .min(1)
  .max(REVIEW_BATCH_MAX)
  .transform((items, ctx): ReviewInput[] => {
    const out: ReviewInput[] = [];
    items.forEach((item, i) => {
      const first = isFirst(item);
      const result = (first ? firstReviewSchema : followUpReviewSchema).safeParse(item);
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.issues.push({ code: 'custom', message: issue.message, path: [i, ...issue.path], input: item });
        }
        return;
      }
      out.push(
        first
          ? { kind: 'first', ...(result.data as FirstReviewInput) }
          : { kind: 'followUp', ...(result.data as FollowUpReviewInput) },
      );
    });
    return out;
  });

/** bbc_trade_PageTradeOrderForBuyerIdFlow (COMPLETE orders to review or reviewed). */
const reviewOrderStatusSchema = z.object({
  displayStatus: z.literal('COMPLETE').default('COMPLETE'),
  commentStatus: z.enum(ORDER_COMMENT_STATUSES).optional(),
});
const defaultPage = { no: 1, size: REVIEW_PAGE_SIZE };
export const pageReviewOrdersSchema = z
  .object({
    query: z
      .object({
        page: pageSchema.optional(),
        tradeOrderStatus: reviewOrderStatusSchema.optional(),
      })
      .default({}),
    page: pageSchema.optional(),
    tradeOrderStatus: reviewOrderStatusSchema.optional(),
  })
  .transform((v) => ({
    page: v.query.page ?? v.page ?? defaultPage,
    tradeOrderStatus: v.tradeOrderStatus ??
      v.query.tradeOrderStatus ?? { displayStatus: 'COMPLETE' as const },
  }));
export type PageReviewOrdersInput = z.output<typeof pageReviewOrdersSchema>;

/** bbc_content_PageCommonComment4CFlow: the caller's first reviews, newest first. */
export const pageCommentsSchema = z.object({
  qCommentBO: z
    .object({
      id: id.optional(),
      postTypeDict: z.literal(REVIEW_POST_TYPE).optional(),
      commentator: z.object({ id: id.optional() }).optional(),
      keyword: textInput(100).trim().optional(),
      page: pageSchema.default(defaultPage),
    })
    .default({ page: defaultPage }),
});
export type PageCommentsInput = z.infer<typeof pageCommentsSchema>;

/** trade_QueryOneTradeBaseOrderLineBOBuiltInFunc */
export const orderLineIdSchema = z.object({ id });

/** bbc_trade_TradeOrderLineForIdFlow: `{ids:[…]}`, also `{id: n}` or `{id: [n, …]}`. */
export const orderLinesByIdsSchema = z
  .object({
    ids: z.array(id).min(1).max(REVIEW_BATCH_MAX).optional(),
    id: z.union([id, z.array(id).min(1).max(REVIEW_BATCH_MAX)]).optional(),
  })
  .refine((v) => v.ids || v.id !== undefined, { message: 'errors.invalidData', path: ['ids'] })
  .transform((v) => [...new Set(v.ids ?? (Array.isArray(v.id) ? v.id : [v.id as number]))]);

/** seller_PageCommentFlow */
export const sellerPageCommentsSchema = z.object({
  page: pageSchema.default({ no: 1, size: 10 }),
  rateDict: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
  replied: z.boolean().optional(),
});
export type SellerPageCommentsInput = z.infer<typeof sellerPageCommentsSchema>;

/** seller_ReplyCommentFlow: one reply per review and per follow-up. */
export const sellerReplySchema = z.object({
  commentId: id,
  content: textInput(REVIEW_REPLY_MAX * 4, {
    required: REVIEW_ERRORS.replyRequired,
    tooLong: REVIEW_ERRORS.replyTooLong,
  })
    .trim()
    .min(1, REVIEW_ERRORS.replyRequired)
    .max(REVIEW_REPLY_MAX, REVIEW_ERRORS.replyTooLong),
});
export type SellerReplyInput = z.infer<typeof sellerReplySchema>;

/** bbc_content_PageItemCommentFlow (public product reviews). */
export const pageItemCommentsSchema = z.object({
  itemId: id,
  page: pageSchema.default(defaultPage),
});

/** POST /sapi/mall-customer/post-order-review/send-growth-and-points */
export const sendReviewGrowthSchema = z.object({
  commentId: id,
  growthEventType: z.literal(REVIEW_GROWTH_EVENT).default(REVIEW_GROWTH_EVENT),
  site: textInput(8).optional(),
});

/** POST /sapi/mall-customer/order-changes/query-order-growth-value */
export const queryOrderGrowthSchema = z.object({
  orderId: id,
  customerId: id.optional(),
  site: textInput(8).optional(),
});
