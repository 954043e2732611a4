import type { LineGroupType, OrderDisplayStatus } from '@kontor/domain';
import { prepared, type Queryable, type Sql } from '../../platform/db/index.ts';

/** A first review or follow-up with its commentator's nickname and its shop reply (if any). */
export interface CommentRow {
  id: number;
  top_id: number;
  parent_id: number;
  order_id: number;
  order_line_id: number;
  item_id: number;
  shop_id: number;
  seller_user_id: number;
  commentator_id: number;
  commentator_nickname: string;
  content: string;
  images: string[];
  rate_dict: number | null;
  created_at: Date;
  reply_id: number | null;
  reply_content: string | null;
  reply_created_at: Date | null;
}

/** A first review row of a list: the review, its follow-up (f_*), both replies and the order line. */
export interface CommentListRow extends CommentRow {
  f_id: number | null;
  f_content: string | null;
  f_images: string[] | null;
  f_created_at: Date | null;
  f_reply_id: number | null;
  f_reply_content: string | null;
  f_reply_created_at: Date | null;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  sku_attributes: { attrKey: string; attrVal: string }[];
  total: number;
}

export interface ReviewLineRow {
  id: number;
  order_id: number;
  order_code: string;
  display_status: OrderDisplayStatus;
  code: string;
  trade_qty: number;
  line_group_type: LineGroupType | null;
  comment_status: 'NOT_EVALUATED' | 'EVALUATED';
  comment_id: number | null;
  sku_id: number;
  item_id: number;
  sku_name: string;
  sku_image: string;
  sku_attributes: { attrKey: string; attrVal: string }[];
  unit_price_minor: number;
  currency: string;
  shop_id: number;
  seller_user_id: number;
}

export interface ReviewOrderRow {
  id: number;
  code: string;
  created_at: Date;
  display_status: OrderDisplayStatus;
  comment_status: 'NOT_EVALUATED' | 'PARTIAL' | 'EVALUATED';
  shop_id: number;
  shop_name: string;
  total: number;
}

const COMMENT_COLUMNS = `c.id, c.top_id, c.parent_id, c.order_id, c.order_line_id, c.item_id, c.shop_id,
  c.seller_user_id, c.commentator_id, u.nickname AS commentator_nickname, c.content, c.images, c.rate_dict,
  c.created_at, r.id AS reply_id, r.content AS reply_content, r.created_at AS reply_created_at`;

/**
 * Columns of a list row; `page` is a CTE of first-review ids with the total. The follow-up join
 * repeats `top_id <> -1` (always true for a review id) so that it can use the partial index
 * comment_follow_up_uq; without it the planner scans every comment for each page.
 */
const listSelect = (extra = '') => `SELECT ${COMMENT_COLUMNS},
    f.id AS f_id, f.content AS f_content, f.images AS f_images, f.created_at AS f_created_at,
    fr.id AS f_reply_id, fr.content AS f_reply_content, fr.created_at AS f_reply_created_at,
    l.sku_id, l.sku_name, l.sku_image, l.sku_attributes, page.total${extra ? `, ${extra}` : ''}
  FROM page
  JOIN comment c ON c.id = page.id
  JOIN app_user u ON u.id = c.commentator_id
  JOIN trade_order_line l ON l.id = c.order_line_id
  LEFT JOIN comment_reply r ON r.comment_id = c.id
  LEFT JOIN comment f ON f.top_id = c.id AND f.top_id <> -1
  LEFT JOIN comment_reply fr ON fr.comment_id = f.id
  ORDER BY c.created_at DESC, c.id DESC`;

const LINE_COLUMNS = `l.id, l.order_id, o.code AS order_code, o.display_status, l.code, l.trade_qty,
  l.line_group_type, l.comment_status, c.id AS comment_id, l.sku_id, l.item_id, l.sku_name, l.sku_image,
  l.sku_attributes, l.unit_price_minor, o.currency, o.shop_id, s.seller_user_id`;
const LINE_FROM = `FROM trade_order_line l
  JOIN trade_order o ON o.id = l.order_id
  JOIN shop s ON s.id = o.shop_id
  LEFT JOIN comment c ON c.order_line_id = l.id AND c.top_id = -1`;

/** ILIKE pattern of a keyword with its wildcards taken literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Runs a page query (one statement) and, for a page past the end, counts (a second one). */
async function paged<T extends { total: number }>(
  q: Queryable,
  sql: Sql,
  params: unknown[],
  countSql: string,
  page: { no: number; size: number },
): Promise<{ rows: T[]; total: number }> {
  const rows = await q.query<T>(sql, [...params, page.size, (page.no - 1) * page.size]);
  if (rows.length > 0 || page.no === 1) return { rows, total: rows[0]?.total ?? 0 };
  const count = await q.one<{ n: number }>(countSql, params);
  return { rows, total: count?.n ?? 0 };
}

/** First reviews matching `where` (on `comment c`), newest first, with follow-ups, replies and lines. */
function pageOfComments(q: Queryable, where: string, params: unknown[], page: { no: number; size: number }) {
  const n = params.length;
  return paged<CommentListRow>(
    q,
    // By row number rather than LIMIT/OFFSET: one generic plan serves every page (decision 023).
    prepared(
      'comment_page',
      `WITH page AS (
       SELECT id, total FROM (
         SELECT c.id, count(*) OVER () AS total,
                row_number() OVER (ORDER BY c.created_at DESC, c.id DESC) AS n
           FROM comment c WHERE ${where}) ranked
        WHERE n > $${n + 2} AND n <= $${n + 2} + $${n + 1})
     ${listSelect()}`,
    ),
    params,
    `SELECT count(*)::int AS n FROM comment c WHERE ${where}`,
    page,
  );
}

export const reviewsRepository = {
  /** The buyer's COMPLETE orders (optionally only those not fully reviewed), newest first, with the total. */
  async pageOrders(
    q: Queryable,
    buyerId: number,
    opts: { notEvaluated: boolean; page: { no: number; size: number } },
  ) {
    const where = `o.buyer_id = $1 AND o.display_status = 'COMPLETE'${
      opts.notEvaluated ? ` AND o.comment_status <> 'EVALUATED'` : ''
    }`;
    return paged<ReviewOrderRow>(
      q,
      `WITH page AS (
         SELECT o.id, count(*) OVER () AS total FROM trade_order o WHERE ${where}
          ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3)
       SELECT o.id, o.code, o.created_at, o.display_status, o.comment_status, o.shop_id, s.name AS shop_name,
              page.total
         FROM page JOIN trade_order o ON o.id = page.id JOIN shop s ON s.id = o.shop_id
        ORDER BY o.created_at DESC, o.id DESC`,
      [buyerId],
      `SELECT count(*)::int AS n FROM trade_order o WHERE ${where}`,
      opts.page,
    );
  },

  async linesOfOrders(q: Queryable, orderIds: number[]): Promise<ReviewLineRow[]> {
    if (orderIds.length === 0) return [];
    return q.query<ReviewLineRow>(
      `SELECT ${LINE_COLUMNS} ${LINE_FROM} WHERE l.order_id = ANY($1) ORDER BY l.order_id, l.id`,
      [orderIds],
    );
  },

  /** The buyer's order lines among ids (foreign or missing ones are left out). */
  async linesOfBuyer(q: Queryable, buyerId: number, lineIds: number[]): Promise<ReviewLineRow[]> {
    return q.query<ReviewLineRow>(
      `SELECT ${LINE_COLUMNS} ${LINE_FROM} WHERE l.id = ANY($1) AND o.buyer_id = $2 ORDER BY l.id`,
      [lineIds, buyerId],
    );
  },

  /**
   * The buyer's order lines among ids, their orders locked in id order: reviews of one order are
   * written one request at a time, so its review status is recomputed from what is committed.
   */
  async lockLinesOfBuyer(q: Queryable, buyerId: number, lineIds: number[]): Promise<ReviewLineRow[]> {
    return q.query<ReviewLineRow>(
      `SELECT ${LINE_COLUMNS} ${LINE_FROM} WHERE l.id = ANY($1) AND o.buyer_id = $2
        ORDER BY o.id, l.id FOR UPDATE OF o`,
      [lineIds, buyerId],
    );
  },

  /** The buyer's first reviews among ids (a follow-up's top). */
  async firstReviewsOf(q: Queryable, commentatorId: number, ids: number[]) {
    return q.query<{ id: number; order_line_id: number; order_id: number }>(
      'SELECT id, order_line_id, order_id FROM comment WHERE id = ANY($1) AND commentator_id = $2 AND top_id = -1',
      [ids, commentatorId],
    );
  },

  /** Inserts a first review; undefined when the line already has one (the unique index decides). */
  async insertFirstReview(
    q: Queryable,
    c: {
      line: ReviewLineRow;
      commentatorId: number;
      rate: number;
      content: string;
      images: string[];
    },
  ): Promise<number | undefined> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO comment (top_id, parent_id, order_id, order_line_id, item_id, shop_id, seller_user_id,
                            commentator_id, content, images, rate_dict)
       VALUES (-1, -1, $1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (order_line_id) WHERE top_id = -1 DO NOTHING
       RETURNING id`,
      [
        c.line.order_id,
        c.line.id,
        c.line.item_id,
        c.line.shop_id,
        c.line.seller_user_id,
        c.commentatorId,
        c.content,
        c.images,
        c.rate,
      ],
    );
    return row?.id;
  },

  /** Inserts the follow-up of a first review; undefined when it already has one. */
  async insertFollowUp(
    q: Queryable,
    c: { topId: number; line: ReviewLineRow; commentatorId: number; content: string; images: string[] },
  ): Promise<number | undefined> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO comment (top_id, parent_id, order_id, order_line_id, item_id, shop_id, seller_user_id,
                            commentator_id, content, images, rate_dict)
       VALUES ($1, -1, $2, $3, $4, $5, $6, $7, $8, $9, NULL)
       ON CONFLICT (top_id) WHERE top_id <> -1 DO NOTHING
       RETURNING id`,
      [
        c.topId,
        c.line.order_id,
        c.line.id,
        c.line.item_id,
        c.line.shop_id,
        c.line.seller_user_id,
        c.commentatorId,
        c.content,
        c.images,
      ],
    );
    return row?.id;
  },

  /**
   * Marks the lines reviewed (only from NOT_EVALUATED) and answers the review status of every line
   * of their orders, DIY parts left out (they go with their bundle).
   */
  async markReviewed(q: Queryable, lineIds: number[], orderIds: number[]) {
    await q.query(
      `UPDATE trade_order_line SET comment_status = 'EVALUATED' WHERE id = ANY($1) AND comment_status = 'NOT_EVALUATED'`,
      [lineIds],
    );
    return q.query<{ order_id: number; comment_status: string }>(
      `SELECT l.order_id, l.comment_status FROM trade_order_line l
        WHERE l.order_id = ANY($1) AND l.line_group_type IS DISTINCT FROM 'DIY_CHILD'`,
      [orderIds],
    );
  },

  /** Comments by id with nickname and reply, in id order. */
  async commentsByIds(q: Queryable, ids: number[]): Promise<CommentRow[]> {
    if (ids.length === 0) return [];
    return q.query<CommentRow>(
      `SELECT ${COMMENT_COLUMNS} FROM comment c JOIN app_user u ON u.id = c.commentator_id
         LEFT JOIN comment_reply r ON r.comment_id = c.id
        WHERE c.id = ANY($1) ORDER BY c.id`,
      [ids],
    );
  },

  /** The buyer's first reviews, newest first: one statement with follow-ups, replies and lines. */
  async pageOfBuyer(
    q: Queryable,
    buyerId: number,
    opts: { id?: number; keyword?: string; page: { no: number; size: number } },
  ) {
    const params: unknown[] = [buyerId];
    let where = 'c.commentator_id = $1 AND c.top_id = -1';
    if (opts.id) {
      params.push(opts.id);
      where += ` AND c.id = $${params.length}`;
    }
    if (opts.keyword) {
      params.push(likePattern(opts.keyword));
      const p = `$${params.length}`;
      where += ` AND (c.content ILIKE ${p} OR EXISTS (SELECT 1 FROM trade_order_line kl WHERE kl.id = c.order_line_id AND kl.sku_name ILIKE ${p}))`;
    }
    return pageOfComments(q, where, params, opts.page);
  },

  /** A shop's first reviews, filtered by rating and by whether the shop has answered everything. */
  async pageOfShop(
    q: Queryable,
    shopId: number,
    opts: { rate?: number; replied?: boolean; page: { no: number; size: number } },
  ) {
    const params: unknown[] = [shopId];
    let where = 'c.shop_id = $1 AND c.top_id = -1';
    if (opts.rate) {
      params.push(opts.rate);
      where += ` AND c.rate_dict = $${params.length}`;
    }
    if (opts.replied !== undefined) {
      // Answered: the review has a reply, and so has its follow-up if there is one.
      const answered = `(EXISTS (SELECT 1 FROM comment_reply xr WHERE xr.comment_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM comment xf WHERE xf.top_id = c.id
                          AND NOT EXISTS (SELECT 1 FROM comment_reply xfr WHERE xfr.comment_id = xf.id)))`;
      where += opts.replied ? ` AND ${answered}` : ` AND NOT ${answered}`;
    }
    return pageOfComments(q, where, params, opts.page);
  },

  /** An item's first reviews (public), newest first, with the total and average rating: one statement. */
  async pageOfItem(q: Queryable, itemId: number, page: { no: number; size: number }) {
    const rows = await q.query<CommentListRow & { average: number | null }>(
      `WITH stats AS (
         SELECT count(*)::int AS total, round(avg(rate_dict), 1)::float8 AS average
           FROM comment WHERE item_id = $1 AND top_id = -1),
       page AS (
         SELECT c.id, stats.total, stats.average FROM comment c CROSS JOIN stats
          WHERE c.item_id = $1 AND c.top_id = -1
          ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3)
       ${listSelect('page.average')}`,
      [itemId, page.size, (page.no - 1) * page.size],
    );
    if (rows.length > 0) return { rows, total: rows[0].total, average: rows[0].average };
    const stats = await reviewsRepository.itemStats(q, itemId);
    return { rows, total: stats?.total ?? 0, average: stats?.average ?? null };
  },

  async itemStats(q: Queryable, itemId: number) {
    return q.one<{ total: number; average: number | null }>(
      `SELECT count(*)::int AS total, round(avg(rate_dict), 1)::float8 AS average
         FROM comment WHERE item_id = $1 AND top_id = -1`,
      [itemId],
    );
  },

  /** A comment of the shop (first review or follow-up), locked for the reply. */
  async lockCommentOfShop(q: Queryable, shopId: number, commentId: number) {
    return q.one<{ id: number; order_id: number; top_id: number }>(
      'SELECT id, order_id, top_id FROM comment WHERE id = $1 AND shop_id = $2 FOR UPDATE',
      [commentId, shopId],
    );
  },

  async insertReply(
    q: Queryable,
    r: { commentId: number; shopId: number; userId: number; content: string },
  ): Promise<{ id: number; content: string; created_at: Date } | undefined> {
    return q.one(
      `INSERT INTO comment_reply (comment_id, shop_id, replier_user_id, content) VALUES ($1, $2, $3, $4)
       ON CONFLICT (comment_id) DO NOTHING
       RETURNING id, content, created_at`,
      [r.commentId, r.shopId, r.userId, r.content],
    );
  },

  async shopOfSeller(q: Queryable, sellerUserId: number) {
    return q.one<{ id: number; merchant_status: string }>(
      'SELECT id, merchant_status FROM shop WHERE seller_user_id = $1',
      [sellerUserId],
    );
  },
};
