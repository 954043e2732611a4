import { GIFT_CARD_BIZ_CODE } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

// All SQL of gift-card delivery (migration 0030). Orders are read here, never written: the order's
// lifecycle stays with orders-service; the codes issued at payment and the delivery row are this
// feature's own (decision 068).

export interface GiftCardOrderRow {
  id: number;
  code: string;
  buyer_id: number;
  currency: string;
  display_status: string;
  paid_at: Date | null;
  line_id: number;
  item_name: string;
  unit_price_minor: string;
  card_count: number;
  email: string;
  language: string | null;
  sent_at: Date | null;
  total: number;
}

export interface GiftCardRow {
  coupon_code: string;
  coupons_password: string | null;
  used_status: 'USED' | 'NOT_USED';
  used_time: Date | null;
}

/** Paid: a gift card exists from payment on; unpaid, closed or cancelled orders have none to send. */
const PAID_STATUSES = `('UN_DELIVERY','UN_RECEIVED','COMPLETE')`;

const ORDER_COLUMNS = `o.id::int AS id, o.code, o.buyer_id::int AS buyer_id, o.currency, o.display_status, o.paid_at,
  l.id::int AS line_id, i.name AS item_name, l.unit_price_minor::text AS unit_price_minor,
  (SELECT count(*)::int FROM coupon_code c WHERE c.order_id = o.id) AS card_count,
  COALESCE(NULLIF(o.buyer_email, ''), u.email, '') AS email, u.language, d.sent_at`;

const ORDER_FROM = `trade_order o
  JOIN LATERAL (SELECT * FROM trade_order_line WHERE order_id = o.id ORDER BY id LIMIT 1) l ON true
  JOIN item i ON i.id = l.item_id
  JOIN app_user u ON u.id = o.buyer_id
  LEFT JOIN gift_card_delivery d ON d.order_id = o.id`;

export const giftCardsRepository = {
  /** The buyer's paid gift-card orders whose cards have not been e-mailed yet, newest first. */
  async needSending(
    q: Queryable,
    buyerId: number,
    limit: number,
    offset: number,
  ): Promise<GiftCardOrderRow[]> {
    return q.query<GiftCardOrderRow>(
      `SELECT ${ORDER_COLUMNS}, count(*) OVER ()::int AS total FROM ${ORDER_FROM}
        WHERE o.buyer_id = $1 AND o.biz_code = '${GIFT_CARD_BIZ_CODE}' AND o.display_status IN ${PAID_STATUSES}
          AND d.order_id IS NULL
        ORDER BY o.id DESC LIMIT $2 OFFSET $3`,
      [buyerId, limit, offset],
    );
  },

  /** One of the buyer's paid gift-card orders (another buyer's, or any other order: nothing). */
  async order(
    q: Queryable,
    buyerId: number,
    orderId: number,
    lock = false,
  ): Promise<GiftCardOrderRow | undefined> {
    return q.one<GiftCardOrderRow>(
      `SELECT ${ORDER_COLUMNS}, 1 AS total FROM ${ORDER_FROM}
        WHERE o.id = $2 AND o.buyer_id = $1 AND o.biz_code = '${GIFT_CARD_BIZ_CODE}' AND o.display_status IN ${PAID_STATUSES}
        ${lock ? 'FOR UPDATE OF o' : ''}`,
      [buyerId, orderId],
    );
  },

  async cards(q: Queryable, orderId: number): Promise<GiftCardRow[]> {
    return q.query<GiftCardRow>(
      `SELECT coupon_code, coupons_password, used_status, used_time FROM coupon_code
        WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  },

  /** The proof of sending; false when the cards were sent before (the primary key decides). */
  async recordDelivery(
    q: Queryable,
    d: { orderId: number; lineId: number; buyerId: number; email: string; messageId: number },
  ): Promise<boolean> {
    const row = await q.one(
      `INSERT INTO gift_card_delivery (order_id, order_line_id, buyer_id, email, outbox_message_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [d.orderId, d.lineId, d.buyerId, d.email, d.messageId],
    );
    return Boolean(row);
  },

  async delivery(q: Queryable, orderId: number): Promise<{ email: string; sent_at: Date } | undefined> {
    return q.one('SELECT email, sent_at FROM gift_card_delivery WHERE order_id = $1', [orderId]);
  },

  /** Paid gift-card orders among these (any buyer's: the payment's writer asks), locked. */
  async paidAmong(q: Queryable, orderIds: number[]): Promise<GiftCardOrderRow[]> {
    return q.query<GiftCardOrderRow>(
      `SELECT ${ORDER_COLUMNS}, 1 AS total FROM ${ORDER_FROM}
        WHERE o.id = ANY($1::bigint[]) AND o.biz_code = '${GIFT_CARD_BIZ_CODE}' AND o.display_status IN ${PAID_STATUSES}
        ORDER BY o.id FOR UPDATE OF o`,
      [orderIds],
    );
  },

  /** The gift-card lines of an order and how many cards each sells (whole units). */
  async cardLines(q: Queryable, orderId: number): Promise<{ id: number; qty: number }[]> {
    return q.query(
      `SELECT id::int AS id, floor(trade_qty)::int AS qty FROM trade_order_line
        WHERE order_id = $1 AND business_type_dict = 'GIFT_CARD' ORDER BY id`,
      [orderId],
    );
  },

  /** A new card; false when the code exists already (the UNIQUE decides; the caller draws again). */
  async insertCard(q: Queryable, c: { orderId: number; lineId: number; code: string; pin: string }) {
    const row = await q.one(
      `INSERT INTO coupon_code (order_id, order_line_id, coupon_code, coupons_password) VALUES ($1, $2, $3, $4)
       ON CONFLICT (coupon_code) DO NOTHING RETURNING id`,
      [c.orderId, c.lineId, c.code, c.pin],
    );
    return Boolean(row);
  },
};
