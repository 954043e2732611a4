import {
  type Comment,
  type CommentView,
  type CommentWithReply,
  money,
  type PublicCommentView,
  REVIEW_COMMENTATOR_TYPE,
  REVIEW_POST_TYPE,
  type ReplyComment,
  type ReviewOrder,
  type ReviewOrderLine,
  type ReviewOrderLineDetail,
} from '@kontor/domain';
import type { CommentListRow, CommentRow, ReviewLineRow, ReviewOrderRow } from './reviews-repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

const replies = (id: number | null, content: string | null, createdAt: Date | null): ReplyComment[] =>
  id && content && createdAt ? [{ id, content, createdAt: iso(createdAt) }] : [];

export function commentDto(c: CommentRow): Comment {
  return {
    id: c.id,
    topId: c.top_id,
    parentId: c.parent_id,
    content: c.content,
    postId: c.order_line_id,
    postTypeDict: REVIEW_POST_TYPE,
    postOwner: { id: c.seller_user_id },
    commentRecipient: { id: c.seller_user_id },
    commentator: { id: c.commentator_id, nickname: c.commentator_nickname },
    commentatorTypeDict: REVIEW_COMMENTATOR_TYPE,
    images: { files: c.images.map((url) => ({ url })) },
    rateDict: c.rate_dict,
    createdAt: iso(c.created_at),
  };
}

export function commentWithReplyDto(c: CommentRow): CommentWithReply {
  return {
    ...commentDto(c),
    replyComment: { data: replies(c.reply_id, c.reply_content, c.reply_created_at) },
  };
}

/** A list row as {comment, replyComment, reviewComments, orderLine}. */
export function commentViewDto(r: CommentListRow): CommentView {
  const comment = commentDto(r);
  const followUps: CommentWithReply[] = r.f_id
    ? [
        {
          ...comment,
          id: r.f_id,
          topId: r.id,
          parentId: -1,
          content: r.f_content ?? '',
          images: { files: (r.f_images ?? []).map((url) => ({ url })) },
          rateDict: null,
          createdAt: iso(r.f_created_at as Date),
          replyComment: { data: replies(r.f_reply_id, r.f_reply_content, r.f_reply_created_at) },
        },
      ]
    : [];
  return {
    comment,
    replyComment: { data: replies(r.reply_id, r.reply_content, r.reply_created_at) },
    reviewComments: followUps,
    orderLine: {
      id: r.order_line_id,
      tradeOrderId: r.order_id,
      sku: {
        id: r.sku_id,
        name: r.sku_name,
        image: r.sku_image,
        attributes: r.sku_attributes,
        item: { id: r.item_id },
      },
    },
  };
}

/** The public view of a product's review: the reviewer shows by nickname only. */
export function publicCommentViewDto(r: CommentListRow): PublicCommentView {
  const v = commentViewDto(r);
  const nick = { nickname: r.commentator_nickname };
  return {
    comment: { ...v.comment, commentator: nick },
    replyComment: v.replyComment,
    reviewComments: v.reviewComments.map((f) => ({ ...f, commentator: nick })),
  };
}

export function reviewLineDto(l: ReviewLineRow): ReviewOrderLine {
  return {
    id: l.id,
    tradeOrderLineCode: l.code,
    tradeQty: l.trade_qty,
    lineGroupTypeDict: l.line_group_type,
    commentStatus: l.comment_id ? 'EVALUATED' : l.comment_status,
    commentId: l.comment_id,
    sku: {
      id: l.sku_id,
      name: l.sku_name,
      image: l.sku_image,
      attributes: l.sku_attributes,
      salePrc: money(l.unit_price_minor, l.currency),
      item: { id: l.item_id },
    },
  };
}

export function reviewLineDetailDto(l: ReviewLineRow): ReviewOrderLineDetail {
  return { ...reviewLineDto(l), tradeOrderId: l.order_id, tradeOrderCode: l.order_code };
}

export function reviewOrderDto(o: ReviewOrderRow, lines: ReviewLineRow[]): ReviewOrder {
  return {
    id: o.id,
    tradeOrderCode: o.code,
    createdAt: iso(o.created_at),
    displayStatus: o.display_status,
    tradeOrderCommentStatus: o.comment_status,
    shop: { id: o.shop_id, name: o.shop_name },
    tradeOrderLineList: lines.map(reviewLineDto),
  };
}
