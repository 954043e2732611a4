import type { Queryable } from '../../platform/db/index.ts';

// All SQL of the coupon ledger and the prize draw (migration 0026, decision 057).

export interface CouponRow {
  id: number;
  user_id: number;
  kind: 'DISCOUNT' | 'VOUCHER';
  name_key: string;
  coupon_code: string;
  coupons_password: string | null;
  site: string | null;
  currency: string | null;
  discount_minor: string | null;
  min_amount_minor: string;
  valid_from: Date | null;
  valid_until: Date | null;
  used_status: 'NOT_USED' | 'USED';
  used_time: Date | null;
  reserved_contract_id: number | null;
  applied_minor: string | null;
  applied_parts: Record<string, number> | null;
}

/** A row of the buyer's list: a ledger coupon or a voucher code of one of the buyer's orders. */
export interface LedgerRow {
  id: number;
  source: 'COUPON' | 'ORDER_CODE';
  coupon_code: string;
  has_password: boolean;
  used_status: 'NOT_USED' | 'USED';
  used_time: Date | null;
  valid_from: Date | null;
  valid_until: Date | null;
  currency: string | null;
  discount_minor: string | null;
  min_amount_minor: string | null;
  order_id: number | null;
  name_key: string | null;
  total: string;
}

export interface PrizeRow {
  id: number;
  name_key: string;
  kind: 'POINTS' | 'COUPON' | 'NONE';
  points: number;
  discount_eur_cents: string | null;
  min_amount_eur_cents: string;
  weight: number;
  stock: number | null;
}

export interface DrawRow {
  id: number;
  order_id: number;
  prize_id: number | null;
  coupon_code: string | null;
  drawn_at: Date;
}

const LEDGER = `
  SELECT c.id, 'COUPON' AS source, c.coupon_code, c.coupons_password IS NOT NULL AS has_password, c.used_status,
         c.used_time, c.valid_from, c.valid_until, c.currency, c.discount_minor,
         CASE WHEN c.kind = 'DISCOUNT' THEN c.min_amount_minor END AS min_amount_minor,
         NULL::bigint AS order_id, c.name_key, c.created_at AS at
    FROM buyer_coupon c WHERE c.user_id = $1 AND c.used_status = $2
  UNION ALL
  SELECT k.id, 'ORDER_CODE', k.coupon_code, k.coupons_password IS NOT NULL, k.used_status, k.used_time,
         o.paid_at, NULL, NULL, NULL, NULL, k.order_id, NULL, o.ordered_at
    FROM coupon_code k JOIN trade_order o ON o.id = k.order_id
   WHERE o.buyer_id = $1 AND k.used_status = $2`;

export const couponsRepository = {
  /** One tab of the buyer's ledger, newest first, with the tab's total (one statement). */
  async page(
    q: Queryable,
    userId: number,
    status: string,
    limit: number,
    offset: number,
  ): Promise<LedgerRow[]> {
    return q.query<LedgerRow>(
      `SELECT l.*, count(*) OVER () AS total FROM (${LEDGER}) l
        ORDER BY l.at DESC, l.source, l.id DESC LIMIT $3 OFFSET $4`,
      [userId, status, limit, offset],
    );
  },

  /** How many unused and used entries the buyer has (the tabs' counts). */
  async counts(q: Queryable, userId: number): Promise<{ unused: string; used: string }> {
    return (await q.one<{ unused: string; used: string }>(
      `SELECT count(*) FILTER (WHERE used_status = 'NOT_USED') AS unused,
              count(*) FILTER (WHERE used_status = 'USED') AS used
         FROM (SELECT used_status FROM buyer_coupon WHERE user_id = $1
               UNION ALL
               SELECT k.used_status FROM coupon_code k JOIN trade_order o ON o.id = k.order_id
                WHERE o.buyer_id = $1) x`,
      [userId],
    ))!;
  },

  /** The password of a ledger coupon or order code of the buyer's; undefined for anyone else's. */
  async password(
    q: Queryable,
    userId: number,
    id: number,
    source: 'COUPON' | 'ORDER_CODE',
  ): Promise<{ coupons_password: string | null } | undefined> {
    return source === 'COUPON'
      ? q.one('SELECT coupons_password FROM buyer_coupon WHERE id = $1 AND user_id = $2', [id, userId])
      : q.one(
          `SELECT k.coupons_password FROM coupon_code k JOIN trade_order o ON o.id = k.order_id
            WHERE k.id = $1 AND o.buyer_id = $2`,
          [id, userId],
        );
  },

  /** A coupon by its code, row-locked (the apply and the payment serialise on it). */
  async byCodeForUpdate(q: Queryable, code: string): Promise<CouponRow | undefined> {
    return q.one<CouponRow>('SELECT * FROM buyer_coupon WHERE coupon_code = $1 FOR UPDATE', [code]);
  },

  /** The coupon reserved by a contract, row-locked. */
  async reservedBy(q: Queryable, contractId: number, lock = false): Promise<CouponRow | undefined> {
    return q.one<CouponRow>(
      `SELECT * FROM buyer_coupon WHERE reserved_contract_id = $1 AND used_status = 'NOT_USED'
        ORDER BY id LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
      [contractId],
    );
  },

  /** Whether some order of the contract still waits for its payment (its reservation still holds). */
  async contractOpen(q: Queryable, contractId: number): Promise<boolean> {
    const r = await q.one(
      `SELECT 1 FROM trade_order WHERE contract_id = $1
          AND display_status IN ('PENDING_PAY','PENDING_DEPOSIT','PENDING_BALANCE') LIMIT 1`,
      [contractId],
    );
    return r !== undefined;
  },

  async reserve(
    q: Queryable,
    couponId: number,
    contractId: number,
    applied: number,
    parts: Record<string, number>,
  ): Promise<void> {
    await q.query(
      `UPDATE buyer_coupon SET reserved_contract_id = $2, applied_minor = $3, applied_parts = $4::jsonb
        WHERE id = $1 AND used_status = 'NOT_USED'`,
      [couponId, contractId, applied, JSON.stringify(parts)],
    );
  },

  async release(q: Queryable, couponId: number): Promise<void> {
    await q.query(
      `UPDATE buyer_coupon SET reserved_contract_id = NULL, applied_minor = NULL, applied_parts = NULL
        WHERE id = $1 AND used_status = 'NOT_USED'`,
      [couponId],
    );
  },

  /** Uses the coupons a paid contract reserved; the status guard makes a repeat a no-op. */
  async consume(q: Queryable, contractId: number, at: Date): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `UPDATE buyer_coupon SET used_status = 'USED', used_time = $2
        WHERE reserved_contract_id = $1 AND used_status = 'NOT_USED' RETURNING id`,
      [contractId, at],
    );
    return rows.map((r) => r.id);
  },

  /** Puts a coupon in the buyer's ledger once per source; answers its id (new or existing). */
  async insertCoupon(
    q: Queryable,
    c: {
      userId: number;
      kind: 'DISCOUNT' | 'VOUCHER';
      nameKey: string;
      code: string;
      password: string | null;
      site: string | null;
      currency: string | null;
      discountMinor: number | null;
      minAmountMinor: number;
      validFrom: Date | null;
      validUntil: Date | null;
      sourceKey: string;
    },
  ): Promise<{ id: number; coupon_code: string }> {
    const made = await q.one<{ id: number; coupon_code: string }>(
      `INSERT INTO buyer_coupon (user_id, kind, name_key, coupon_code, coupons_password, site, currency,
              discount_minor, min_amount_minor, valid_from, valid_until, source_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (user_id, source_key) DO NOTHING RETURNING id, coupon_code`,
      [
        c.userId,
        c.kind,
        c.nameKey,
        c.code,
        c.password,
        c.site,
        c.currency,
        c.discountMinor,
        c.minAmountMinor,
        c.validFrom,
        c.validUntil,
        c.sourceKey,
      ],
    );
    if (made) return made;
    return (await q.one<{ id: number; coupon_code: string }>(
      'SELECT id, coupon_code FROM buyer_coupon WHERE user_id = $1 AND source_key = $2',
      [c.userId, c.sourceKey],
    ))!;
  },

  // ---- the prize draw ----

  async prizes(q: Queryable): Promise<PrizeRow[]> {
    return q.query<PrizeRow>('SELECT * FROM prize ORDER BY sort, id');
  },

  /** The prizes that can still be won, locked in id order (a draw serialises on them). */
  async prizesInStockForUpdate(q: Queryable): Promise<PrizeRow[]> {
    return q.query<PrizeRow>(
      'SELECT * FROM prize WHERE weight > 0 AND (stock IS NULL OR stock > 0) ORDER BY id FOR UPDATE',
    );
  },

  async takeStock(q: Queryable, prizeId: number): Promise<boolean> {
    const r = await q.query(
      'UPDATE prize SET stock = stock - 1 WHERE id = $1 AND (stock IS NULL OR stock > 0) RETURNING id',
      [prizeId],
    );
    return r.length > 0;
  },

  /** The buyer's paid orders of the last `days` days that have not been drawn for (the eligibility). */
  async eligibleOrders(
    q: Queryable,
    userId: number,
    days: number,
    orderId: number | null = null,
  ): Promise<{ id: number; code: string; site: string }[]> {
    return q.query(
      `SELECT o.id, o.code, o.site FROM trade_order o
        WHERE o.buyer_id = $1 AND o.paid_at IS NOT NULL AND o.paid_at > now() - make_interval(days => $2)
          AND o.display_status NOT IN ('PENDING_PAY','PENDING_DEPOSIT','PENDING_BALANCE','CLOSED','CANCELED','CANCEL_ALL')
          AND ($3::bigint IS NULL OR o.id = $3)
          AND NOT EXISTS (SELECT 1 FROM prize_draw d WHERE d.order_id = o.id)
        ORDER BY o.paid_at DESC, o.id DESC LIMIT 20`,
      [userId, days, orderId],
    );
  },

  /** Records the draw; undefined when the order was drawn for meanwhile (the unique key). */
  async insertDraw(
    q: Queryable,
    d: { userId: number; orderId: number; prizeId: number | null },
  ): Promise<{ id: number; drawn_at: Date } | undefined> {
    return q.one(
      `INSERT INTO prize_draw (user_id, order_id, prize_id) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO NOTHING RETURNING id, drawn_at`,
      [d.userId, d.orderId, d.prizeId],
    );
  },

  /** Whether the order is the buyer's, and whether it was drawn for; undefined for anyone else's. */
  async orderDrawState(
    q: Queryable,
    userId: number,
    orderId: number,
  ): Promise<{ drawn: boolean } | undefined> {
    return q.one(
      `SELECT EXISTS (SELECT 1 FROM prize_draw d WHERE d.order_id = o.id) AS drawn
         FROM trade_order o WHERE o.id = $1 AND o.buyer_id = $2`,
      [orderId, userId],
    );
  },

  async setDrawPrize(q: Queryable, drawId: number, prizeId: number): Promise<void> {
    await q.query('UPDATE prize_draw SET prize_id = $2 WHERE id = $1', [drawId, prizeId]);
  },

  async setDrawCoupon(q: Queryable, drawId: number, couponId: number): Promise<void> {
    await q.query('UPDATE prize_draw SET coupon_id = $2 WHERE id = $1', [drawId, couponId]);
  },

  async draws(q: Queryable, userId: number): Promise<DrawRow[]> {
    return q.query<DrawRow>(
      `SELECT d.id, d.order_id, d.prize_id, c.coupon_code, d.drawn_at FROM prize_draw d
         LEFT JOIN buyer_coupon c ON c.id = d.coupon_id
        WHERE d.user_id = $1 ORDER BY d.drawn_at DESC, d.id DESC LIMIT 50`,
      [userId],
    );
  },
};
