import {
  type CouponUsedStatus,
  type OrderActor,
  type OrderDisplayStatus,
  type OrderEventKind,
  orderEarnedGrowth,
  orderEarnedPoints,
  type SiteCode,
  type TrackingStage,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

/**
 * The only SQL that writes `trade_order` or `order_event` (decision 011). Status moves go through
 * orders-service `moveOrderStatus`, which checks ORDER_TRANSITIONS first; other features reach these
 * writes only through orders-service. Each guards the state it expects.
 */

/** What a status stamps on the order besides itself (static SQL, chosen by the target status). */
const STATUS_STAMPS: Partial<Record<OrderDisplayStatus, string>> = {
  CANCELED: 'closed_at = now()',
  CLOSED: 'closed_at = now()',
  CANCEL_ALL: 'closed_at = now(), earn_points = 0, earn_growth_value = 0',
  COMPLETE: 'completed_at = now()',
  UN_RECEIVED: `shipped_at = coalesce(shipped_at, now()),
                receipt_deadline_at = now() + make_interval(days => $4::int),
                invoice_url = coalesce(invoice_url, '/api/trade/invoice/' || id || '.pdf')`,
};

/** A new order of a checkout (orders-service `placeOrder`). */
export interface NewOrderRow {
  code: string;
  contractId: number;
  buyerId: number;
  shopId: number;
  site: string;
  currency: string;
  status: 'PENDING_PAY' | 'PENDING_DEPOSIT';
  isInGroup: boolean;
  payMinutes: number;
  skuMinor: number;
  skuCount: number;
  taxMinor: number;
  taxRate: number;
  needPayMinor: number;
  buyerEmail: string | null;
  preSale: Record<string, unknown> | null;
  /** Extra order points in percent: the member level's (decision 050) plus a paid membership's (decision 052); 0 for none. */
  extraPointsPercent?: number;
  /** Spec tradeOrderBusinessType: GROUP_BUY for an order that joins a group (decision 068). */
  businessType?: 'GROUP_BUY' | null;
  /** Spec bizCode: virtual_shopping_card for a gift-card order (decision 068). */
  bizCode?: string | null;
  /** The delivery option and its fees (decision 066); standard shipping without fees when left out. */
  delivery?: OrderDelivery;
}

/** An order's delivery option with the fees `priceShopOrder` gave it (decision 066). */
export interface OrderDelivery {
  fulfillmentType: 'SITE_SHIPPING' | 'SITE_PICK_UP';
  shippingMinor: number;
  serviceChargeMinor: number;
  insuranceMinor: number;
  serviceDetail: Record<string, unknown> | null;
  /** The order's insurance (spec §3 insurance): the first insured line's plan with the order's total fee. */
  insurance: Record<string, unknown> | null;
}

/** An unpaid order's new delivery option: the order's figures recomputed by the caller, absolute values. */
export interface OrderDeliveryChange extends OrderDelivery {
  orderId: number;
  needPayMinor: number;
  taxMinor: number;
  extraPointsPercent: number;
  lines: { id: number; insurance: Record<string, unknown> | null }[];
}

/** An unpaid order's points discount as its writer books it (absolute values). */
export interface OrderPointsDiscount {
  orderId: number;
  needPayMinor: number;
  discountMinor: number;
  points: number;
  taxMinor: number;
  earnPoints: number;
  lines: { id: number; needPayMinor: number; discountMinor: number; points: number; taxMinor: number }[];
}

export interface NewOrderLineRow {
  skuId: number;
  qty: number;
  unitMinor: number;
  skuMinor: number;
  taxMinor: number;
  preSale: Record<string, unknown> | null;
  /** The line's transport insurance (spec §3 line insurance), when chosen. */
  insurance?: Record<string, unknown> | null;
}

export const orderActionsRepository = {
  async addEvent(
    q: Queryable,
    orderId: number,
    kind: OrderEventKind,
    actor: OrderActor,
    payload: Record<string, unknown> = {},
  ): Promise<void> {
    await q.query('INSERT INTO order_event (order_id, kind, actor, payload) VALUES ($1, $2, $3, $4)', [
      orderId,
      kind,
      actor,
      JSON.stringify(payload),
    ]);
  },

  /** Moves the order from the status it is known to be in; false when it moved meanwhile. */
  async moveStatus(
    q: Queryable,
    orderId: number,
    from: string,
    to: OrderDisplayStatus,
    receiptDays?: number,
  ): Promise<boolean> {
    const stamps = STATUS_STAMPS[to];
    const params: unknown[] = [orderId, from, to];
    if (to === 'UN_RECEIVED') params.push(receiptDays);
    const rows = await q.query(
      `UPDATE trade_order SET display_status = $3, updated_at = now()${stamps ? `, ${stamps}` : ''}
        WHERE id = $1 AND display_status = $2 RETURNING id`,
      params,
    );
    return rows.length === 1;
  },

  /** The contract's unpaid orders, locked (a grouped order is cancelled with them). */
  async unpaidOrdersOfContract(q: Queryable, contractId: number) {
    return q.query<{ id: number; display_status: string }>(
      `SELECT id, display_status FROM trade_order
        WHERE contract_id = $1 AND display_status IN ('PENDING_PAY', 'PENDING_DEPOSIT')
        ORDER BY id FOR UPDATE`,
      [contractId],
    );
  },

  /** The contract's orders waiting for this payment stage, locked, in id order (the order every lock takes). */
  async ordersAwaitingPayment(q: Queryable, contractId: number, status: OrderDisplayStatus) {
    return q.query<{ id: number; display_status: string; need_pay_minor: number }>(
      `SELECT id, display_status, need_pay_minor FROM trade_order
        WHERE contract_id = $1 AND display_status = $2 ORDER BY id FOR UPDATE`,
      [contractId, status],
    );
  },

  /**
   * Books a payment on an order that just moved for it: a full or balance payment pays everything
   * (order and lines, points spent), a deposit the amount on the first line (pre-sale is one line).
   */
  /**
   * A discount code taken off an unpaid order (`minor` > 0) or given back (< 0), with its COUPON entry
   * in the activity list (removed when given back). False when the order no longer waits for payment.
   */
  async discountUnpaid(q: Queryable, orderId: number, minor: number, code: string, benefit: unknown) {
    const rows = await q.query(
      `UPDATE trade_order SET need_pay_minor = need_pay_minor - $2, order_discount_minor = order_discount_minor + $2,
              activity_list = CASE WHEN $2 > 0 THEN activity_list || $4::jsonb
                ELSE COALESCE((SELECT jsonb_agg(a) FROM jsonb_array_elements(activity_list) a
                                WHERE NOT (a->>'benefitDict' = 'COUPON' AND a->>'couponCode' = $3)), '[]'::jsonb) END,
              updated_at = now()
        WHERE id = $1 AND display_status = 'PENDING_PAY' RETURNING id`,
      [orderId, minor, code, JSON.stringify([benefit])],
    );
    return rows.length > 0;
  },

  async bookPayment(q: Queryable, orderId: number, stage: 'FULL' | 'DEPOSIT' | 'BALANCE', minor: number) {
    if (stage === 'DEPOSIT') {
      await q.query(
        `UPDATE trade_order SET paid_minor = paid_minor + $2, deposit_paid_at = now(), updated_at = now() WHERE id = $1`,
        [orderId, minor],
      );
      await q.query(
        `UPDATE trade_order_line SET paid_minor = paid_minor + $2
          WHERE id = (SELECT min(id) FROM trade_order_line WHERE order_id = $1)`,
        [orderId, minor],
      );
      return;
    }
    await q.query(
      `UPDATE trade_order SET paid_minor = need_pay_minor, paid_at = now(), actual_paid_points = actual_need_pay_points,
              updated_at = now()
        WHERE id = $1`,
      [orderId],
    );
    await q.query(
      `UPDATE trade_order_line SET paid_minor = need_pay_sku_minor, actual_paid_points = actual_need_pay_points
        WHERE order_id = $1`,
      [orderId],
    );
  },

  /**
   * Places an order of a contract (checkout, decision 038) with its lines; the order holds the
   * stock its caller reserved (`stock_reserved`). Answers the order's id.
   */
  async insertOrder(q: Queryable, o: NewOrderRow, lines: NewOrderLineRow[]): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO trade_order (code, contract_id, buyer_id, shop_id, site, currency, display_status, is_in_group,
              pay_deadline_at, sku_minor, sku_total_count, tax_minor, tax_rate, need_pay_minor, buyer_email,
              pre_sale, stock_reserved, earn_points, earn_growth_value, fulfillment_type, shipping_minor,
              service_charge_minor, insurance_minor, service_detail, insurance, trade_order_business_type, biz_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9::int), $10, $11, $12, $13, $14,
               $15, $16, true, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
       RETURNING id`,
      [
        o.code,
        o.contractId,
        o.buyerId,
        o.shopId,
        o.site,
        o.currency,
        o.status,
        o.isInGroup,
        o.payMinutes,
        o.skuMinor,
        o.skuCount,
        o.taxMinor,
        o.taxRate,
        o.needPayMinor,
        o.buyerEmail,
        o.preSale === null ? null : JSON.stringify(o.preSale),
        // What the order earns once complete (spec §3 earnPoints, rounded up; issue 16).
        orderEarnedPoints(o.needPayMinor, o.site as SiteCode, o.extraPointsPercent ?? 0),
        orderEarnedGrowth(o.needPayMinor, o.site as SiteCode),
        o.delivery?.fulfillmentType ?? 'SITE_SHIPPING',
        o.delivery?.shippingMinor ?? 0,
        o.delivery?.serviceChargeMinor ?? 0,
        o.delivery?.insuranceMinor ?? 0,
        o.delivery?.serviceDetail ? JSON.stringify(o.delivery.serviceDetail) : null,
        o.delivery?.insurance ? JSON.stringify(o.delivery.insurance) : null,
        o.businessType ?? null,
        o.bizCode ?? null,
      ],
    );
    let i = 0;
    for (const l of lines) {
      i += 1;
      await q.query(
        `INSERT INTO trade_order_line (order_id, code, sku_id, item_id, sku_name, sku_image, sku_attributes, unit_name,
                adjust_step, business_type_dict, trade_qty, unit_price_minor, sku_minor, need_pay_sku_minor, tax_minor,
                campaign_sub_type, pre_sale, insurance)
         SELECT $1, $2, k.id, k.item_id, k.name, k.image, k.attributes, k.unit_name, k.adjust_step, k.business_type_dict,
                $4, $5, $6, $6, $7, $8, $9, $10
           FROM sku k WHERE k.id = $3`,
        [
          row!.id,
          `${o.code}-${String(i).padStart(2, '0')}`,
          l.skuId,
          l.qty,
          l.unitMinor,
          l.skuMinor,
          l.taxMinor,
          l.preSale ? 'PRESELL' : null,
          l.preSale === null ? null : JSON.stringify(l.preSale),
          l.insurance ? JSON.stringify(l.insurance) : null,
        ],
      );
    }
    return row!.id;
  },

  /**
   * Gives a closing unpaid order's reserved stock back to its SKUs, once (the flag is cleared in
   * the same statement's transaction). No-op for orders holding no reservation.
   */
  async releaseStock(q: Queryable, orderId: number): Promise<void> {
    const held = await q.query<{ id: number }>(
      `UPDATE trade_order SET stock_reserved = false WHERE id = $1 AND stock_reserved RETURNING id`,
      [orderId],
    );
    if (held.length === 0) return;
    await q.query(
      `UPDATE sku k SET stock = k.stock + r.qty
         FROM (SELECT sku_id, ceil(sum(trade_qty))::int AS qty FROM trade_order_line WHERE order_id = $1 GROUP BY sku_id) r
        WHERE k.id = r.sku_id`,
      [orderId],
    );
  },

  /** What the order confirmation e-mail says: code, shop, paid amount, the buyer's address. */
  async confirmationFacts(q: Queryable, orderId: number) {
    return q.one<{
      code: string;
      shop: string;
      paid_minor: number;
      currency: string;
      email: string | null;
      is_tourist: boolean;
    }>(
      `SELECT o.code, s.site_name AS shop, o.paid_minor, o.currency, coalesce(o.buyer_email, u.email) AS email,
              u.is_tourist
         FROM trade_order o JOIN shop s ON s.id = o.shop_id JOIN app_user u ON u.id = o.buyer_id WHERE o.id = $1`,
      [orderId],
    );
  },

  /** Paid: the reserved stock is sold, nothing to give back any more. */
  async keepStock(q: Queryable, orderId: number): Promise<void> {
    await q.query('UPDATE trade_order SET stock_reserved = false WHERE id = $1 AND stock_reserved', [
      orderId,
    ]);
  },

  /** Orders past a deadline, locked; SKIP LOCKED lets every instance sweep at once. */
  async unpaidPastDeadline(q: Queryable, limit: number) {
    return q.query<{ id: number; display_status: string }>(
      `SELECT id, display_status FROM trade_order
        WHERE display_status IN ('PENDING_PAY', 'PENDING_DEPOSIT') AND pay_deadline_at <= now()
        ORDER BY pay_deadline_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  },

  async balancePastDeadline(q: Queryable, limit: number) {
    return q.query<{ id: number; display_status: string }>(
      `SELECT id, display_status FROM trade_order
        WHERE display_status = 'PENDING_BALANCE' AND (pre_sale->>'balancePaymentEndTime')::timestamptz <= now()
        LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  },

  async receiptPastDeadline(q: Queryable, limit: number) {
    return q.query<{ id: number; display_status: string }>(
      `SELECT id, display_status FROM trade_order
        WHERE display_status = 'UN_RECEIVED' AND receipt_deadline_at <= now()
        ORDER BY receipt_deadline_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
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

  /** Every package still on its way counts as received (automatic confirmation). */
  async signAllPackages(q: Queryable, orderId: number): Promise<void> {
    await q.query(
      `UPDATE package SET status = 'SIGN_IN', signed_at = now() WHERE order_id = $1 AND status = 'SEND_DELIVERY'`,
      [orderId],
    );
  },

  /** Every package is signed and nothing is left to ship. */
  async allReceived(q: Queryable, orderId: number): Promise<boolean> {
    const row = await q.one<{ done: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM package p WHERE p.order_id = $1 AND p.status = 'SEND_DELIVERY')
          AND NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = $1
                           AND l.delivered_qty + l.cancelled_qty + l.reversed_qty < l.trade_qty) AS done`,
      [orderId],
    );
    return row?.done === true;
  },

  /**
   * Nothing is left to ship: every unit was shipped or cancelled. `needsPackage`: at least one live
   * package exists too (a refund cancelling the unshipped rest of a partly shipped order).
   */
  async nothingLeftToShip(q: Queryable, orderId: number, needsPackage: boolean): Promise<boolean> {
    const row = await q.one<{ done: boolean }>(
      `SELECT ($2::boolean IS FALSE OR EXISTS (SELECT 1 FROM package p WHERE p.order_id = $1 AND p.status <> 'CANCEL'))
          AND NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = $1
                           AND l.delivered_qty + l.cancelled_qty < l.trade_qty) AS done`,
      [orderId, needsPackage],
    );
    return row?.done === true;
  },

  /** Every unit was cancelled. */
  async allCancelled(q: Queryable, orderId: number): Promise<boolean> {
    const row = await q.one<{ done: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = $1 AND l.cancelled_qty < l.trade_qty) AS done`,
      [orderId],
    );
    return row?.done === true;
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

  /**
   * The points discount of an unpaid order (decision 050): what it costs now, its share of the
   * points and of the discount, the VAT inside and what it earns; the lines likewise.
   */
  async setPointsDiscount(q: Queryable, d: OrderPointsDiscount): Promise<void> {
    await q.query(
      `UPDATE trade_order SET need_pay_minor = $2, point_discount_minor = $3, actual_need_pay_points = $4,
              tax_minor = $5, earn_points = $6, updated_at = now()
        WHERE id = $1`,
      [d.orderId, d.needPayMinor, d.discountMinor, d.points, d.taxMinor, d.earnPoints],
    );
    if (d.lines.length === 0) return;
    await q.query(
      `UPDATE trade_order_line l SET need_pay_sku_minor = v.need_pay, point_deduction_minor = v.deduction,
              actual_need_pay_points = v.points, tax_minor = v.tax
         FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::int[], $6::bigint[])
              AS v(id, need_pay, deduction, points, tax)
        WHERE l.id = v.id AND l.order_id = $1`,
      [
        d.orderId,
        d.lines.map((l) => l.id),
        d.lines.map((l) => l.needPayMinor),
        d.lines.map((l) => l.discountMinor),
        d.lines.map((l) => l.points),
        d.lines.map((l) => l.taxMinor),
      ],
    );
  },

  /**
   * An unpaid order's delivery option, fees and the amounts they change (decision 066), guarded by
   * PENDING_PAY; false when the order moved on.
   */
  async setDelivery(q: Queryable, d: OrderDeliveryChange): Promise<boolean> {
    const row = await q.one<{ id: number }>(
      `UPDATE trade_order SET fulfillment_type = $2, shipping_minor = $3, service_charge_minor = $4,
              insurance_minor = $5, service_detail = $6, insurance = $7, need_pay_minor = $8, tax_minor = $9,
              earn_points = $10, earn_growth_value = $11, updated_at = now()
        WHERE id = $1 AND display_status = 'PENDING_PAY' RETURNING id`,
      [
        d.orderId,
        d.fulfillmentType,
        d.shippingMinor,
        d.serviceChargeMinor,
        d.insuranceMinor,
        d.serviceDetail ? JSON.stringify(d.serviceDetail) : null,
        d.insurance ? JSON.stringify(d.insurance) : null,
        d.needPayMinor,
        d.taxMinor,
        orderEarnedPoints(d.needPayMinor, await this.siteOf(q, d.orderId), d.extraPointsPercent),
        orderEarnedGrowth(d.needPayMinor, await this.siteOf(q, d.orderId)),
      ],
    );
    if (!row) return false;
    if (d.lines.length > 0)
      await q.query(
        `UPDATE trade_order_line l SET insurance = v.insurance
           FROM unnest($2::bigint[], $3::jsonb[]) AS v(id, insurance)
          WHERE l.id = v.id AND l.order_id = $1`,
        [
          d.orderId,
          d.lines.map((l) => l.id),
          d.lines.map((l) => (l.insurance ? JSON.stringify(l.insurance) : null)),
        ],
      );
    return true;
  },

  async siteOf(q: Queryable, orderId: number): Promise<SiteCode> {
    const r = await q.one<{ site: SiteCode }>('SELECT site FROM trade_order WHERE id = $1', [orderId]);
    return r!.site;
  },

  /** A finished refund booked on the order: money and points returned. */
  async bookRefund(q: Queryable, orderId: number, minor: number, points: number): Promise<void> {
    await q.query(
      `UPDATE trade_order SET refunded_minor = refunded_minor + $2, returned_points = returned_points + $3,
              updated_at = now() WHERE id = $1`,
      [orderId, minor, points],
    );
  },

  /** The order's after-sales status, as its after-sales applications make it. */
  async setReverseStatus(q: Queryable, orderId: number, status: string): Promise<void> {
    await q.query('UPDATE trade_order SET reverse_status = $2 WHERE id = $1 AND reverse_status <> $2', [
      orderId,
      status,
    ]);
  },

  /** The orders' review status, as their reviewed lines make it. */
  async setCommentStatus(q: Queryable, orderId: number, status: string): Promise<void> {
    await q.query('UPDATE trade_order SET comment_status = $2, updated_at = now() WHERE id = $1', [
      orderId,
      status,
    ]);
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

  /**
   * Whether the user may follow this waybill: a parcel of their own order or after-sales order, or
   * of their own shop. Anything else answers like an unknown waybill (issue 9).
   */
  async waybillVisibleTo(q: Queryable, userId: number, carrierCode: string, waybill: string) {
    const row = await q.one<{ visible: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM package p JOIN carrier c ON c.id = p.carrier_id
                  JOIN trade_order o ON o.id = p.order_id JOIN shop s ON s.id = o.shop_id
          WHERE c.entity_code = $2 AND p.service_code = $3 AND (o.buyer_id = $1 OR s.seller_user_id = $1)
         UNION ALL
         SELECT 1 FROM reverse_fulfillment f JOIN carrier c ON c.id = f.carrier_id
                  JOIN reverse_order r ON r.id = f.reverse_order_id JOIN shop s ON s.id = r.shop_id
          WHERE c.entity_code = $2 AND f.service_code = $3 AND (r.buyer_id = $1 OR s.seller_user_id = $1)
       ) AS visible`,
      [userId, carrierCode, waybill],
    );
    return row?.visible === true;
  },

  async couponCodes(q: Queryable, orderId: number) {
    return q.query<{
      coupon_code: string;
      coupons_password: string | null;
      used_status: CouponUsedStatus;
      used_time: Date | null;
    }>(
      'SELECT coupon_code, coupons_password, used_status, used_time FROM coupon_code WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  },
};
