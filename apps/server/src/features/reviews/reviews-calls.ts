import {
  batchCreateReviewsSchema,
  createdReviewsResponseSchema,
  itemCommentsResponseSchema,
  orderLineIdSchema,
  orderLinesByIdsSchema,
  pageCommentsResponseSchema,
  pageCommentsSchema,
  pageItemCommentsSchema,
  pageReviewOrdersResponseSchema,
  pageReviewOrdersSchema,
  REVIEW_ERRORS,
  reviewOrderLineResponseSchema,
  reviewOrderLinesResponseSchema,
  sellerPageCommentsSchema,
  sellerReplyResponseSchema,
  sellerReplySchema,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall, type UserCallContext } from '../../platform/rpc.ts';
import {
  commentViewDto,
  commentWithReplyDto,
  publicCommentViewDto,
  reviewLineDetailDto,
  reviewOrderDto,
} from './reviews-dto.ts';
import { type ReviewLineRow, reviewsRepository as repo } from './reviews-repository.ts';
import { createReviews } from './reviews-service.ts';

/**
 * To-review and reviewed orders: the caller's COMPLETE orders with their lines and review state.
 * With tradeOrderStatus.commentStatus NOT_EVALUATED only orders not fully reviewed (the count badge).
 */
export const pageReviewOrders = defineCall({
  kind: 'flow',
  name: 'bbc_trade_PageTradeOrderForBuyerIdFlow',
  access: 'buyer',
  schema: pageReviewOrdersSchema,
  response: pageReviewOrdersResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total } = await repo.pageOrders(ctx.db, ctx.user.id, {
      notEvaluated: input.tradeOrderStatus.commentStatus === 'NOT_EVALUATED',
      page: input.page,
    });
    const lines = await repo.linesOfOrders(
      ctx.db,
      rows.map((r) => r.id),
    );
    return {
      total,
      data: rows.map((o) =>
        reviewOrderDto(
          o,
          lines.filter((l) => l.order_id === o.id),
        ),
      ),
    };
  },
});

/** The caller's first reviews, newest first, with the shop reply, the follow-up and the product. */
export const pageMyComments = defineCall({
  kind: 'flow',
  name: 'bbc_content_PageCommonComment4CFlow',
  access: 'buyer',
  schema: pageCommentsSchema,
  response: pageCommentsResponseSchema,
  handler: async (input, ctx) => {
    const q = input.qCommentBO;
    const { rows, total } = await repo.pageOfBuyer(ctx.db, ctx.user.id, {
      id: q.id,
      keyword: q.keyword,
      page: q.page,
    });
    if (q.id && rows.length === 0) throw notFound();
    return { total, data: rows.map(commentViewDto) };
  },
});

/** One order line of the caller's (the review form's product). */
export const queryOneOrderLine = defineCall({
  kind: 'func',
  name: 'trade_QueryOneTradeBaseOrderLineBOBuiltInFunc',
  access: 'buyer',
  schema: orderLineIdSchema,
  response: reviewOrderLineResponseSchema,
  handler: async (input, ctx) => {
    const [line] = await repo.linesOfBuyer(ctx.db, ctx.user.id, [input.id]);
    if (!line) throw notFound();
    return reviewLineDetailDto(line);
  },
});

/** Several order lines of the caller's; any foreign or missing id answers 404. */
export const orderLinesForIds = defineCall({
  kind: 'flow',
  name: 'bbc_trade_TradeOrderLineForIdFlow',
  access: 'buyer',
  schema: orderLinesByIdsSchema,
  response: reviewOrderLinesResponseSchema,
  handler: async (ids, ctx) => {
    const lines = await repo.linesOfBuyer(ctx.db, ctx.user.id, ids);
    if (lines.length !== ids.length) throw notFound();
    const byId = new Map(lines.map((l) => [l.id, l]));
    return ids.map((id) => reviewLineDetailDto(byId.get(id) as ReviewLineRow));
  },
});

/**
 * First reviews and follow-ups, all or none, in one transaction: the orders of the lines are locked,
 * the unique indexes refuse a second first review of a line and a second follow-up (409), the lines
 * and orders get their review status, each review is logged on its order, and each first review
 * earns its reward once per line.
 */
export const batchCreateComments = defineCall({
  kind: 'flow',
  name: 'bbc_content_BatchCreateCommonCommentFlow',
  access: 'buyer',
  schema: batchCreateReviewsSchema,
  response: createdReviewsResponseSchema,
  handler: async (items, ctx) => {
    const rows = await ctx.db.tx((q) => createReviews(q, { userId: ctx.user.id, site: ctx.site }, items));
    return rows.map(commentWithReplyDto);
  },
});

async function sellerShop(q: Queryable, ctx: UserCallContext) {
  const shop = await repo.shopOfSeller(q, ctx.user.id);
  if (!shop) throw notFound();
  return shop;
}

/** The seller's reviews: their shop's only, by rating and by answered or not. */
export const sellerPageComments = defineCall({
  kind: 'flow',
  name: 'seller_PageCommentFlow',
  access: 'seller',
  sellerRight: 'query',
  schema: sellerPageCommentsSchema,
  response: pageCommentsResponseSchema,
  handler: async (input, ctx) => {
    const shop = await sellerShop(ctx.db, ctx);
    const { rows, total } = await repo.pageOfShop(ctx.db, shop.id, {
      rate: input.rateDict,
      replied: input.replied,
      page: input.page,
    });
    return { total, data: rows.map(commentViewDto) };
  },
});

/** The shop's one reply to a review or to a follow-up; a second answers 409. */
export const sellerReplyComment = defineCall({
  kind: 'flow',
  name: 'seller_ReplyCommentFlow',
  access: 'seller',
  sellerRight: 'active',
  schema: sellerReplySchema,
  response: sellerReplyResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      const shop = await sellerShop(q, ctx);
      // A frozen merchant may only look things up (spec §8); a cleared or stopped one likewise.
      if (shop.merchant_status === 'FROZEN') throw forbidden('merchant.frozen');
      if (shop.merchant_status === 'CLEARED' || shop.merchant_status === 'STOPPED')
        throw forbidden('merchant.cleared');
      const comment = await repo.lockCommentOfShop(q, shop.id, input.commentId);
      if (!comment) throw notFound();
      const reply = await repo.insertReply(q, {
        commentId: comment.id,
        shopId: shop.id,
        userId: ctx.user.id,
        content: input.content,
      });
      if (!reply) throw conflict(REVIEW_ERRORS.replyExists);
      return {
        id: reply.id,
        commentId: comment.id,
        content: reply.content,
        createdAt: new Date(reply.created_at).toISOString(),
      };
    }),
});

/** A product's reviews for every visitor, with the average rating. */
export const pageItemComments = defineCall({
  kind: 'flow',
  name: 'bbc_content_PageItemCommentFlow',
  access: 'public',
  schema: pageItemCommentsSchema,
  response: itemCommentsResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total, average } = await repo.pageOfItem(ctx.db, input.itemId, input.page);
    return { total, average, data: rows.map(publicCommentViewDto) };
  },
});

export function registerReviewsCalls(calls: CallRegistry) {
  calls.register(
    pageReviewOrders,
    pageMyComments,
    queryOneOrderLine,
    orderLinesForIds,
    batchCreateComments,
    sellerPageComments,
    sellerReplyComment,
    pageItemComments,
  );
}
