import type { Queryable } from '../../platform/db/index.ts';

// All SQL of the paid membership (migration 0021, decision 052): the periods on sale and the
// periods bought. Rows are written by paid-service-service only.

export interface PeriodItemRow {
  code: string;
  months: number;
  item_id: number;
  sku_id: number;
  shop_id: number;
  seller_id: number;
  name: string;
  image: string;
  sale_minor: number | null;
  currency: string | null;
}

export interface PaidServiceRow {
  id: number;
  user_id: number;
  period_code: string;
  order_id: number;
  order_line_id: number;
  status: string;
  starts_at: Date;
  ends_at: Date;
}

export interface ServiceLineRow {
  line_id: number;
  order_id: number;
  buyer_id: number;
  period_code: string;
  qty: number;
}

const COLUMNS = 'id, user_id, period_code, order_id, order_line_id, status, starts_at, ends_at';

export const paidServiceRepository = {
  /** The SKU that sells a period, with its item and its price on the storefront (null when it has none). */
  periodItem(q: Queryable, code: string, site: string): Promise<PeriodItemRow | undefined> {
    return q.one<PeriodItemRow>(
      `SELECT p.code, p.months, i.id AS item_id, k.id AS sku_id, i.shop_id, s.seller_user_id AS seller_id,
              i.name, k.image, sp.sale_minor, sp.currency
         FROM paid_service_period p
         JOIN sku k ON k.id = p.sku_id
         JOIN item i ON i.id = k.item_id
         JOIN shop s ON s.id = i.shop_id
         LEFT JOIN sku_price sp ON sp.sku_id = k.id AND sp.site = $2
        WHERE p.code = $1 AND i.status = 'ON_SALE'`,
      [code, site],
    );
  },

  /** Of these SKUs, the ones nothing is shipped for: paid periods and gift cards (e-mailed, decision 068). */
  async unshippedSkus(q: Queryable, skuIds: number[]): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `SELECT k.id FROM sku k WHERE k.id = ANY($1::bigint[])
          AND (k.business_type_dict = 'GIFT_CARD' OR EXISTS (SELECT 1 FROM paid_service_period p WHERE p.sku_id = k.id))`,
      [skuIds],
    );
    return rows.map((r) => Number(r.id));
  },

  /** The order lines of the orders that sell a paid period. */
  serviceLinesOf(q: Queryable, orderIds: number[]): Promise<ServiceLineRow[]> {
    return q.query<ServiceLineRow>(
      `SELECT l.id AS line_id, o.id AS order_id, o.buyer_id, p.code AS period_code, l.trade_qty::float8 AS qty
         FROM trade_order o
         JOIN trade_order_line l ON l.order_id = o.id
         JOIN paid_service_period p ON p.sku_id = l.sku_id
        WHERE o.id = ANY($1::bigint[])
        ORDER BY l.id`,
      [orderIds],
    );
  },

  /**
   * Takes the buyer's member row lock (made when missing): every write of the buyer's periods holds
   * it, so two payments at once chain their periods instead of both starting from the same end.
   */
  async lockBuyer(q: Queryable, userId: number): Promise<void> {
    await q.query('INSERT INTO member_account (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [
      userId,
    ]);
    await q.query('SELECT user_id FROM member_account WHERE user_id = $1 FOR UPDATE', [userId]);
  },

  /** The end of the buyer's last period that is paid and not refunded (null when none). */
  async lastEnd(q: Queryable, userId: number): Promise<Date | null> {
    const row = await q.one<{ end: Date | null }>(
      `SELECT max(ends_at) AS end FROM paid_service WHERE user_id = $1 AND status = 'ACTIVE'`,
      [userId],
    );
    return row?.end ? new Date(row.end) : null;
  },

  /** A bought period; nothing when the order line already has one (the payment was confirmed twice). */
  async insert(
    q: Queryable,
    p: { userId: number; code: string; orderId: number; lineId: number; startsAt: Date; endsAt: Date },
  ): Promise<number | undefined> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO paid_service (user_id, period_code, order_id, order_line_id, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_line_id) DO NOTHING RETURNING id`,
      [p.userId, p.code, p.orderId, p.lineId, p.startsAt, p.endsAt],
    );
    return row?.id;
  },

  /** The order's periods still ACTIVE whose line has been refunded, under their row locks. */
  refundedOfOrder(q: Queryable, orderId: number): Promise<PaidServiceRow[]> {
    return q.query<PaidServiceRow>(
      `SELECT ${COLUMNS.replace(/(\w+)/g, 'ps.$1')} FROM paid_service ps
         JOIN trade_order_line l ON l.id = ps.order_line_id
        WHERE ps.order_id = $1 AND ps.status = 'ACTIVE' AND l.refunded_minor > 0
        ORDER BY ps.starts_at
        FOR UPDATE OF ps`,
      [orderId],
    );
  },

  /** Moves a period's status, guarded by the status it was read in; `endsAt` ends it earlier. */
  async moveServiceRow(q: Queryable, id: number, from: string, to: string, endsAt?: Date): Promise<boolean> {
    const rows = await q.query(
      `UPDATE paid_service SET status = $3, ends_at = COALESCE($4, ends_at), updated_at = now()
        WHERE id = $1 AND status = $2 RETURNING id`,
      [id, from, to, endsAt ?? null],
    );
    return rows.length > 0;
  },

  /** The buyer's periods that start at or after `from` move earlier by `ms` (a refunded period's time). */
  async pullForward(q: Queryable, userId: number, from: Date, ms: number): Promise<void> {
    await q.query(
      `UPDATE paid_service SET starts_at = starts_at - make_interval(secs => $3::float8 / 1000),
              ends_at = ends_at - make_interval(secs => $3::float8 / 1000), updated_at = now()
        WHERE user_id = $1 AND status = 'ACTIVE' AND starts_at >= $2`,
      [userId, from, ms],
    );
  },

  /** The buyer's period in force at `at`. */
  current(q: Queryable, userId: number, at: Date): Promise<PaidServiceRow | undefined> {
    return q.one<PaidServiceRow>(
      `SELECT ${COLUMNS} FROM paid_service
        WHERE user_id = $1 AND status = 'ACTIVE' AND starts_at <= $2 AND ends_at > $2
        ORDER BY starts_at LIMIT 1`,
      [userId, at],
    );
  },

  /** The buyer's newest period, whatever its status. */
  newest(q: Queryable, userId: number): Promise<PaidServiceRow | undefined> {
    return q.one<PaidServiceRow>(
      `SELECT ${COLUMNS} FROM paid_service WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    );
  },

  /** Periods past their end still ACTIVE, locked for the sweep (skipping ones another instance holds). */
  pastEnd(q: Queryable, at: Date, limit: number): Promise<PaidServiceRow[]> {
    return q.query<PaidServiceRow>(
      `SELECT ${COLUMNS} FROM paid_service WHERE status = 'ACTIVE' AND ends_at <= $1
        ORDER BY ends_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [at, limit],
    );
  },
};
