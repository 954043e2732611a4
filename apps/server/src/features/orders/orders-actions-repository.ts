import type { OrderEventActor, OrderEventKind, TrackingStage } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

/** State changes of orders: each guards the state it expects, so a repeated or raced call changes nothing. */
export const orderActionsRepository = {
  async addEvent(
    q: Queryable,
    orderId: number,
    kind: OrderEventKind,
    actor: OrderEventActor,
    payload: Record<string, unknown> = {},
  ): Promise<void> {
    await q.query('INSERT INTO order_event (order_id, kind, actor, payload) VALUES ($1, $2, $3, $4)', [
      orderId,
      kind,
      actor,
      JSON.stringify(payload),
    ]);
  },

  /** Cancels unpaid orders (one, or every unpaid order of its contract when grouped); returns those changed. */
  async cancelUnpaid(
    q: Queryable,
    buyerId: number,
    orderIds: number[],
    to: 'CANCELED' | 'CLOSED',
  ): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `UPDATE trade_order SET display_status = $3, closed_at = now(), updated_at = now()
        WHERE id = ANY($1) AND buyer_id = $2 AND display_status IN ('PENDING_PAY', 'PENDING_DEPOSIT')
        RETURNING id`,
      [orderIds, buyerId, to],
    );
    return rows.map((r) => r.id);
  },

  async unpaidOrdersOfContract(q: Queryable, contractId: number): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `SELECT id FROM trade_order WHERE contract_id = $1 AND display_status IN ('PENDING_PAY', 'PENDING_DEPOSIT')
        ORDER BY id FOR UPDATE`,
      [contractId],
    );
    return rows.map((r) => r.id);
  },

  /** The buyer's package with its order, locked; undefined for missing or foreign packages. */
  async packageForBuyer(q: Queryable, buyerId: number, packageId: number) {
    return q.one<{ id: number; order_id: number; status: string; display_status: string }>(
      `SELECT p.id, p.order_id, p.status, o.display_status
         FROM package p JOIN trade_order o ON o.id = p.order_id
        WHERE p.id = $1 AND o.buyer_id = $2 FOR UPDATE OF p, o`,
      [packageId, buyerId],
    );
  },

  async signPackage(q: Queryable, packageId: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE package SET status = 'SIGN_IN', signed_at = now() WHERE id = $1 AND status = 'SEND_DELIVERY' RETURNING id`,
      [packageId],
    );
    return rows.length === 1;
  },

  /** Completes the order when every package is signed and nothing is left to ship. */
  async completeIfAllReceived(q: Queryable, orderId: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE trade_order o SET display_status = 'COMPLETE', completed_at = now(), updated_at = now()
        WHERE o.id = $1 AND o.display_status = 'UN_RECEIVED'
          AND NOT EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id AND p.status = 'SEND_DELIVERY')
          AND NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id
                           AND l.delivered_qty + l.cancelled_qty + l.reversed_qty < l.trade_qty)
        RETURNING o.id`,
      [orderId],
    );
    return rows.length === 1;
  },

  /** Moves the receipt deadline once; false when the order is not awaiting receipt or was postponed. */
  async postpone(q: Queryable, buyerId: number, orderId: number, days: number): Promise<Date | null> {
    const row = await q.one<{ receipt_deadline_at: Date }>(
      `UPDATE trade_order
          SET postponed_days = $3,
              receipt_deadline_at = coalesce(receipt_deadline_at, now()) + make_interval(days => $3),
              updated_at = now()
        WHERE id = $1 AND buyer_id = $2 AND display_status = 'UN_RECEIVED' AND postponed_days = 0
        RETURNING receipt_deadline_at`,
      [orderId, buyerId, days],
    );
    return row?.receipt_deadline_at ?? null;
  },

  async contractForBuyer(q: Queryable, buyerId: number, contractId: number) {
    return q.one<{ id: number; currency: string; need_pay_minor: number; not_first_time: boolean }>(
      'SELECT id, currency, need_pay_minor, not_first_time FROM trade_contract WHERE id = $1 AND buyer_id = $2',
      [contractId, buyerId],
    );
  },

  async carriers(q: Queryable) {
    return q.query<{ id: number; entity_code: string; entity_name: string }>(
      'SELECT id, entity_code, entity_name FROM carrier ORDER BY entity_name',
    );
  },

  async trackingEvents(q: Queryable, carrierCode: string, waybill: string) {
    return q.query<{ occurred_at: Date; area_name: string; context: string; stage: TrackingStage }>(
      `SELECT occurred_at, area_name, context, stage FROM logistics_event
        WHERE carrier_code = $1 AND waybill = $2 AND occurred_at <= now() ORDER BY occurred_at DESC, id DESC`,
      [carrierCode, waybill],
    );
  },

  async couponCodes(q: Queryable, orderId: number) {
    return q.query<{
      coupon_code: string;
      coupons_password: string | null;
      used_status: string;
      used_time: Date | null;
    }>(
      'SELECT coupon_code, coupons_password, used_status, used_time FROM coupon_code WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  },
};
