import type {
  Address,
  FulfillmentType,
  ItemBusinessType,
  LineGroupType,
  OrderDisplayStatus,
  SiteCode,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

export interface SellerOrderRow {
  id: number;
  code: string;
  display_status: OrderDisplayStatus;
  currency: string;
  need_pay_minor: number;
  paid_minor: number;
  created_at: Date;
  paid_at: Date | null;
  buyer_nickname: string;
  selected_address: Address | null;
  fulfillment_type: FulfillmentType;
  total: number;
}

export interface SellerOrderDetailRow {
  id: number;
  code: string;
  site: SiteCode;
  display_status: OrderDisplayStatus;
  currency: string;
  paid_minor: number;
  created_at: Date;
  paid_at: Date | null;
  buyer_nickname: string;
  selected_address: Address | null;
  fulfillment_type: FulfillmentType;
}

export interface SellerOrderLineRow {
  id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  sku_attributes: { attrKey: string; attrVal: string }[];
  unit_name: string;
  adjust_step: number;
  business_type_dict: ItemBusinessType;
  line_group_type: LineGroupType | null;
  parent_line_id: number | null;
  trade_qty: number;
  delivered_qty: number;
  cancelled_qty: number;
  reversed_qty: number;
  /** Held by open after-sales applications (they may still cancel or refund these units). */
  reserved_qty: number;
  /**
   * What the seller may ship now, computed in SQL (numeric, so 2.5 kg − 0.5 kg leaves exactly 2 kg):
   * bought, less shipped, cancelled and reserved by open after-sales. Reversed units were shipped
   * first (after-sales books refunds on unshipped units as cancelled), so they are not subtracted again.
   */
  remaining_qty: number;
}

export const sellerOrdersRepository = {
  async shopOfSeller(q: Queryable, sellerUserId: number) {
    return q.one<{ id: number; merchant_status: string; site_address: string }>(
      'SELECT id, merchant_status, site_address FROM shop WHERE seller_user_id = $1',
      [sellerUserId],
    );
  },

  async page(
    q: Queryable,
    shopId: number,
    f: { status: string; keyword?: string; no: number; size: number },
  ): Promise<{ rows: SellerOrderRow[]; total: number }> {
    const rows = await q.query<SellerOrderRow>(
      `SELECT o.id, o.code, o.display_status, o.currency, o.need_pay_minor, o.paid_minor, o.created_at, o.paid_at,
              o.fulfillment_type, u.nickname AS buyer_nickname, c.selected_address, count(*) OVER ()::int AS total
         FROM trade_order o JOIN app_user u ON u.id = o.buyer_id JOIN trade_contract c ON c.id = o.contract_id
        WHERE o.shop_id = $1 AND ($2 = 'ALL' OR o.display_status = $2)
          AND ($3::text IS NULL OR o.code ILIKE '%' || $3 || '%')
        ORDER BY o.paid_at NULLS LAST, o.created_at, o.id
        LIMIT $4 OFFSET $5`,
      [shopId, f.status, f.keyword || null, f.size, (f.no - 1) * f.size],
    );
    return { rows, total: rows[0]?.total ?? 0 };
  },

  /** The shop's order for the console's ship dialog; undefined when it is another shop's (404). */
  async orderOfShop(q: Queryable, shopId: number, orderId: number) {
    return q.one<SellerOrderDetailRow>(
      `SELECT o.id, o.code, o.site, o.display_status, o.currency, o.paid_minor, o.created_at, o.paid_at,
              o.fulfillment_type, u.nickname AS buyer_nickname, c.selected_address
         FROM trade_order o JOIN app_user u ON u.id = o.buyer_id JOIN trade_contract c ON c.id = o.contract_id
        WHERE o.id = $1 AND o.shop_id = $2`,
      [orderId, shopId],
    );
  },

  async linesToShip(q: Queryable, orderId: number) {
    return q.query<SellerOrderLineRow>(
      `SELECT id, sku_id, sku_name, sku_image, sku_attributes, unit_name, adjust_step, business_type_dict,
              line_group_type, parent_line_id, trade_qty, delivered_qty, cancelled_qty, reversed_qty, reserved_qty,
              greatest(trade_qty - delivered_qty - cancelled_qty - reserved_qty, 0) AS remaining_qty
         FROM trade_order_line WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  },

  /** The shop's order, locked for shipping; undefined when it is another shop's. */
  async lockOrderOfShop(q: Queryable, shopId: number, orderId: number) {
    return q.one<{ id: number; display_status: string; fulfillment_type: string; site: string }>(
      'SELECT id, display_status, fulfillment_type, site FROM trade_order WHERE id = $1 AND shop_id = $2 FOR UPDATE',
      [orderId, shopId],
    );
  },

  async lockLines(q: Queryable, orderId: number) {
    return q.query<{
      id: number;
      trade_qty: number;
      delivered_qty: number;
      cancelled_qty: number;
      reversed_qty: number;
      reserved_qty: number;
      sku_name: string;
      adjust_step: number;
    }>(
      `SELECT id, trade_qty, delivered_qty, cancelled_qty, reversed_qty, reserved_qty, sku_name, adjust_step
         FROM trade_order_line WHERE order_id = $1 ORDER BY id FOR UPDATE`,
      [orderId],
    );
  },

  async carrier(q: Queryable, carrierId: number) {
    return q.one<{ id: number; entity_code: string }>('SELECT id, entity_code FROM carrier WHERE id = $1', [
      carrierId,
    ]);
  },

  async createPackage(
    q: Queryable,
    p: {
      orderId: number;
      carrierId: number;
      trackingNumber: string;
      lines: { orderLineId: number; qty: number }[];
    },
  ): Promise<number> {
    const pkg = await q.one<{ id: number }>(
      `INSERT INTO package (order_id, status, operator_type, carrier_id, service_code)
       VALUES ($1, 'SEND_DELIVERY', 'SELLER', $2, $3) RETURNING id`,
      [p.orderId, p.carrierId, p.trackingNumber],
    );
    await q.query(
      `INSERT INTO package_line (package_id, order_line_id, qty)
       SELECT $1, l.line_id, l.qty FROM jsonb_to_recordset($2::jsonb) AS l(line_id bigint, qty numeric)`,
      [pkg!.id, JSON.stringify(p.lines.map((l) => ({ line_id: l.orderLineId, qty: l.qty })))],
    );
    await q.query(
      `UPDATE trade_order_line t SET delivered_qty = t.delivered_qty + l.qty
         FROM jsonb_to_recordset($1::jsonb) AS l(line_id bigint, qty numeric) WHERE t.id = l.line_id`,
      [JSON.stringify(p.lines.map((l) => ({ line_id: l.orderLineId, qty: l.qty })))],
    );
    return pkg!.id;
  },
};
