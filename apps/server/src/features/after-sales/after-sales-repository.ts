import type {
  AfterSalesStatus,
  AfterSalesType,
  LineBusinessType,
  LineGroupType,
  OrderDisplayStatus,
  PackageStatus,
  RefundStatus,
  RemarkAuthor,
  SkuAttribute,
} from '@kontor/domain';
import { prepared, type Queryable } from '../../platform/db/index.ts';

/** An order as the after-sales rules see it (locked while an application changes it). */
export interface OrderForReverse {
  id: number;
  code: string;
  buyer_id: number;
  shop_id: number;
  contract_id: number;
  site: string;
  currency: string;
  display_status: OrderDisplayStatus;
  /** NOT_REQUESTED, PROCESSING (an application is open) or DONE. */
  reverse_status: string;
  paid_minor: number;
  refunded_minor: number;
  actual_paid_points: number;
  returned_points: number;
  ordered_at: Date;
  has_packages: boolean;
  return_address: Record<string, unknown> | null;
}

export interface OrderLineForReverse {
  id: number;
  order_id: number;
  sku_id: number;
  item_id: number;
  sku_name: string;
  sku_image: string;
  sku_attributes: { attrKey: string; attrVal: string }[];
  unit_name: string;
  adjust_step: number;
  trade_qty: number;
  delivered_qty: number;
  cancelled_qty: number;
  reversed_qty: number;
  reserved_qty: number;
  unit_price_minor: number;
  paid_minor: number;
  refunded_minor: number;
  line_group_type: LineGroupType | null;
  line_business_type: LineBusinessType | null;
  /** Refunds agreed by open applications on this line, not yet paid out. */
  committed_refund_minor: number;
}

/** One after-sales order with everything its dto shows, read in one statement. */
export interface ReverseRow {
  id: number;
  code: string;
  order_id: number;
  order_code: string;
  order_ordered_at: Date;
  buyer_id: number;
  shop_id: number;
  shop_name: string;
  seller_id: number;
  type: AfterSalesType;
  original_type: AfterSalesType;
  status: AfterSalesStatus;
  reason: string;
  currency: string;
  apply_refund_minor: number;
  refund_minor: number | null;
  refund_shipping_minor: number;
  seller_refund_shipping_minor: number | null;
  returned_points: number;
  type_changed_by_seller: boolean;
  amount_changed_by_seller: boolean;
  audit_reject_reason: string | null;
  qc_reject_reason: string | null;
  return_address: Record<string, unknown> | null;
  refund_attempts: number;
  created_at: Date;
  updated_at: Date;
  lines: {
    id: number;
    orderLineId: number;
    qty: number;
    applyRefundMinor: number;
    skuId: number;
    itemId: number;
    name: string;
    image: string;
    attributes: { attrKey: string; attrVal: string }[];
    unitPriceMinor: number;
    lineBusinessType: LineBusinessType | null;
    derivativeSku: {
      id: number;
      name: string;
      image: string;
      attributes: SkuAttribute[];
      saleMinor: number | null;
    } | null;
  }[];
  remarks: { entityType: RemarkAuthor; remark: string; attachments: { url: string }[]; createdAt: string }[];
  parcels: {
    id: number;
    direction: 'RETURN' | 'EXCHANGE';
    status: PackageStatus;
    operatorType: 'USER' | 'SELLER';
    serviceCode: string;
    carrierId: number;
    carrierName: string;
    carrierCode: string;
    createdAt: string;
    events: { ftime: string; areaName: string; context: string }[];
  }[];
  refund: { status: RefundStatus; amountMinor: number } | null;
}

/**
 * The record's own columns the dto and the after-sales rules read (not closed_at), then the nested
 * parts. The parts are built as `json`, not `jsonb`: PostgreSQL then writes the text as it builds it
 * instead of building a binary document and printing it again (decision 081: ~30 % of the list
 * page's PostgreSQL CPU). Each part is a `json_agg` of a subquery's rows, in the subquery's order, so
 * the keys are the subquery's column names and no aggregate sorts.
 */
const REVERSE_OWN_COLUMNS = `
  r.id, r.code, r.order_id, r.buyer_id, r.shop_id, r.type, r.original_type, r.status, r.reason, r.currency,
  r.apply_refund_minor, r.refund_minor, r.refund_shipping_minor, r.seller_refund_shipping_minor, r.returned_points,
  r.type_changed_by_seller, r.amount_changed_by_seller, r.audit_reject_reason, r.qc_reject_reason, r.return_address,
  r.refund_attempts, r.created_at, r.updated_at`;

const REVERSE_COLUMNS = `${REVERSE_OWN_COLUMNS},
  o.code AS order_code, o.ordered_at AS order_ordered_at, s.name AS shop_name, s.seller_user_id AS seller_id,
  (SELECT coalesce(json_agg(x), '[]') FROM (
     SELECT rl.id, rl.order_line_id AS "orderLineId", rl.qty, rl.apply_refund_minor AS "applyRefundMinor",
            l.sku_id AS "skuId", l.item_id AS "itemId", l.sku_name AS name, l.sku_image AS image,
            l.sku_attributes AS attributes, l.unit_price_minor AS "unitPriceMinor",
            l.line_business_type AS "lineBusinessType", rl.derivative_sku AS "derivativeSku"
       FROM reverse_order_line rl JOIN trade_order_line l ON l.id = rl.order_line_id
      WHERE rl.reverse_order_id = r.id ORDER BY rl.id) x) AS lines,
  (SELECT coalesce(json_agg(x), '[]') FROM (
     SELECT m.entity_type AS "entityType", m.remark, m.attachments, m.created_at AS "createdAt"
       FROM reverse_order_remark m WHERE m.reverse_order_id = r.id ORDER BY m.id) x) AS remarks,
  (SELECT coalesce(json_agg(x), '[]') FROM (
     SELECT f.id, f.direction, f.status, f.operator_type AS "operatorType", f.service_code AS "serviceCode",
            c.id AS "carrierId", c.entity_name AS "carrierName", c.entity_code AS "carrierCode",
            f.created_at AS "createdAt",
            (SELECT coalesce(json_agg(ev), '[]') FROM (
               SELECT e.occurred_at AS ftime, e.area_name AS "areaName", e.context
                 FROM logistics_event e
                WHERE e.carrier_code = c.entity_code AND e.waybill = f.service_code AND e.occurred_at <= now()
                ORDER BY e.occurred_at DESC, e.id DESC) ev) AS events
       FROM reverse_fulfillment f JOIN carrier c ON c.id = f.carrier_id
      WHERE f.reverse_order_id = r.id ORDER BY f.id) x) AS parcels,
  (SELECT row_to_json(x) FROM (
     SELECT rf.status, rf.amount_minor AS "amountMinor"
       FROM refund rf WHERE rf.reverse_order_id = r.id ORDER BY rf.attempt DESC LIMIT 1) x) AS refund`;

const REVERSE_FROM = `
  FROM reverse_order r
  JOIN trade_order o ON o.id = r.order_id
  JOIN shop s ON s.id = r.shop_id`;

export interface ReverseFilter {
  buyerId?: number;
  shopId?: number;
  statuses?: string[] | null;
  code?: string;
  ids?: number[];
  orderId?: number;
  skuId?: number;
}

function filterSql(f: ReverseFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (f.buyerId !== undefined) add((p) => `r.buyer_id = ${p}`, f.buyerId);
  if (f.shopId !== undefined) add((p) => `r.shop_id = ${p}`, f.shopId);
  if (f.statuses) add((p) => `r.status = ANY(${p})`, f.statuses);
  if (f.code) add((p) => `r.code ILIKE '%' || ${p} || '%'`, f.code);
  if (f.ids) add((p) => `r.id = ANY(${p}::bigint[])`, f.ids);
  if (f.orderId !== undefined) add((p) => `r.order_id = ${p}`, f.orderId);
  if (f.skuId !== undefined)
    add(
      (p) => `EXISTS (SELECT 1 FROM reverse_order_line xl JOIN trade_order_line xo ON xo.id = xl.order_line_id
                       WHERE xl.reverse_order_id = r.id AND xo.sku_id = ${p})`,
      f.skuId,
    );
  return { where: parts.length ? parts.join(' AND ') : 'true', params };
}

export const afterSalesRepository = {
  /** One statement: a page of records (newest first) with the total. */
  async page(
    q: Queryable,
    f: ReverseFilter,
    page: { no: number; size: number },
  ): Promise<{ rows: ReverseRow[]; total: number }> {
    const { where, params } = filterSql(f);
    const p = [...params, page.size, (page.no - 1) * page.size];
    const rows = await q.query<ReverseRow & { total: number }>(
      // By row number rather than LIMIT/OFFSET: one generic plan serves every page (decision 023).
      prepared(
        'reverse_page',
        `WITH page AS (
         SELECT id, total FROM (
           SELECT r.id, count(*) OVER () AS total,
                  row_number() OVER (ORDER BY r.created_at DESC, r.id DESC) AS n
             FROM reverse_order r WHERE ${where}) ranked
          WHERE n > $${p.length} AND n <= $${p.length} + $${p.length - 1})
       SELECT ${REVERSE_COLUMNS}, page.total ${REVERSE_FROM} JOIN page ON page.id = r.id
        ORDER BY r.created_at DESC, r.id DESC`,
      ),
      p,
    );
    if (rows.length > 0 || page.no === 1) return { rows, total: rows[0]?.total ?? 0 };
    const count = await q.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM reverse_order r WHERE ${where}`,
      params,
    );
    return { rows, total: count?.n ?? 0 };
  },

  async list(q: Queryable, f: ReverseFilter): Promise<ReverseRow[]> {
    const { where, params } = filterSql(f);
    return q.query<ReverseRow>(
      `SELECT ${REVERSE_COLUMNS} ${REVERSE_FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT 100`,
      params,
    );
  },

  async byId(q: Queryable, id: number, f: ReverseFilter = {}): Promise<ReverseRow | undefined> {
    const { where, params } = filterSql({ ...f, ids: [id] });
    return q.one<ReverseRow>(`SELECT ${REVERSE_COLUMNS} ${REVERSE_FROM} WHERE ${where}`, params);
  },

  /** The order of a record, then the record, both locked (always in this order: order first). */
  async lockReverse(
    q: Queryable,
    id: number,
    owner: { buyerId?: number; shopId?: number },
  ): Promise<{ order: OrderForReverse; reverseId: number } | undefined> {
    const head = await q.one<{ order_id: number }>(
      `SELECT order_id FROM reverse_order WHERE id = $1
          AND ($2::bigint IS NULL OR buyer_id = $2) AND ($3::bigint IS NULL OR shop_id = $3)`,
      [id, owner.buyerId ?? null, owner.shopId ?? null],
    );
    if (!head) return undefined;
    const order = await this.lockOrder(q, head.order_id);
    await q.query('SELECT id FROM reverse_order WHERE id = $1 FOR UPDATE', [id]);
    return order ? { order, reverseId: id } : undefined;
  },

  /** The order, locked (the lock every after-sales change and order action takes first). */
  async lockOrder(q: Queryable, orderId: number): Promise<OrderForReverse | undefined> {
    return this.lockOrderForBuyer(q, null, orderId);
  },

  /** The buyer's order, locked; undefined for another buyer's (404). A null buyer: any order. */
  async lockOrderForBuyer(
    q: Queryable,
    buyerId: number | null,
    orderId: number,
  ): Promise<OrderForReverse | undefined> {
    return q.one<OrderForReverse>(
      `SELECT o.id, o.code, o.buyer_id, o.shop_id, o.contract_id, o.site, o.currency, o.display_status, o.reverse_status, o.paid_minor,
              o.refunded_minor, o.actual_paid_points, o.returned_points, o.ordered_at,
              EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id AND p.status <> 'CANCEL') AS has_packages,
              (SELECT s.return_address FROM shop s WHERE s.id = o.shop_id) AS return_address
         FROM trade_order o WHERE o.id = $1 AND ($2::bigint IS NULL OR o.buyer_id = $2) FOR UPDATE OF o`,
      [orderId, buyerId],
    );
  },

  /** The buyer's order (not locked); undefined for another buyer's. Buyer first, like orders-service. */
  async orderForBuyer(q: Queryable, buyerId: number, orderId: number) {
    return q.one<OrderForReverse>(
      `SELECT o.id, o.code, o.buyer_id, o.shop_id, o.contract_id, o.site, o.currency, o.display_status, o.reverse_status, o.paid_minor,
              o.refunded_minor, o.actual_paid_points, o.returned_points, o.ordered_at,
              EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id AND p.status <> 'CANCEL') AS has_packages,
              NULL::jsonb AS return_address
         FROM trade_order o WHERE o.id = $1 AND o.buyer_id = $2`,
      [orderId, buyerId],
    );
  },

  async linesOf(q: Queryable, orderId: number): Promise<OrderLineForReverse[]> {
    return q.query<OrderLineForReverse>(
      `SELECT l.id, l.order_id, l.sku_id, l.item_id, l.sku_name, l.sku_image, l.sku_attributes, l.unit_name, l.adjust_step,
              l.trade_qty, l.delivered_qty, l.cancelled_qty, l.reversed_qty, l.reserved_qty, l.unit_price_minor,
              l.paid_minor, l.refunded_minor, l.line_group_type, l.line_business_type,
              coalesce((SELECT sum(rl.refund_minor) FROM reverse_order_line rl JOIN reverse_order r ON r.id = rl.reverse_order_id
                         WHERE rl.order_line_id = l.id
                           AND r.status IN ('WAITING_FOR_REFUND','REFUND_PENDING','REFUND_FAIL')), 0)::bigint
                AS committed_refund_minor
         FROM trade_order_line l WHERE l.order_id = $1 ORDER BY l.id`,
      [orderId],
    );
  },

  /** Refunds agreed on the order by open applications (goods and shipping), not yet paid out. */
  async committedRefundOfOrder(q: Queryable, orderId: number, exceptId?: number): Promise<number> {
    const row = await q.one<{ n: number }>(
      `SELECT coalesce(sum(coalesce(refund_minor, 0) + refund_shipping_minor), 0)::bigint AS n FROM reverse_order
        WHERE order_id = $1 AND status IN ('WAITING_FOR_REFUND','REFUND_PENDING','REFUND_FAIL')
          AND id IS DISTINCT FROM $2`,
      [orderId, exceptId ?? null],
    );
    return row?.n ?? 0;
  },

  async insertReverse(
    q: Queryable,
    r: {
      orderId: number;
      buyerId: number;
      shopId: number;
      type: AfterSalesType;
      reason: string;
      currency: string;
      applyRefundMinor: number;
      refundShippingMinor: number;
    },
  ): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO reverse_order (code, order_id, buyer_id, shop_id, type, original_type, status, reason, currency,
                                  apply_refund_minor, refund_shipping_minor)
       VALUES ('AS-' || gen_random_uuid(), $1, $2, $3, $4, $4, 'AS_APPLIED', $5, $6, $7, $8) RETURNING id`,
      [
        r.orderId,
        r.buyerId,
        r.shopId,
        r.type,
        r.reason,
        r.currency,
        r.applyRefundMinor,
        r.refundShippingMinor,
      ],
    );
    // The code follows the id: unique without a counter of its own.
    await q.query(
      `UPDATE reverse_order SET code = 'AS' || to_char(created_at, 'YYMMDD') || lpad(id::text, 8, '0') WHERE id = $1`,
      [row!.id],
    );
    return row!.id;
  },

  async insertLine(
    q: Queryable,
    l: {
      reverseId: number;
      orderLineId: number;
      qty: number;
      applyRefundMinor: number;
      derivativeSkuId: number | null;
      derivativeSku: Record<string, unknown> | null;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO reverse_order_line (reverse_order_id, order_line_id, qty, apply_refund_minor, refund_minor,
                                       derivative_sku_id, derivative_sku)
       VALUES ($1, $2, $3, $4, $4, $5, $6)`,
      [
        l.reverseId,
        l.orderLineId,
        l.qty,
        l.applyRefundMinor,
        l.derivativeSkuId,
        l.derivativeSku ? JSON.stringify(l.derivativeSku) : null,
      ],
    );
  },

  /** Reserves quantity on an order line; false when it is no longer there (the CHECK is the last word). */
  async reserve(q: Queryable, orderLineId: number, qty: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE trade_order_line SET reserved_qty = reserved_qty + $2
        WHERE id = $1 AND cancelled_qty + reversed_qty + reserved_qty + $2 <= trade_qty RETURNING id`,
      [orderLineId, qty],
    );
    return rows.length === 1;
  },

  async addRemark(
    q: Queryable,
    reverseId: number,
    entityType: 'BUYER' | 'SELLER' | 'SYSTEM',
    remark: string,
    files: { url: string }[],
  ): Promise<void> {
    await q.query(
      'INSERT INTO reverse_order_remark (reverse_order_id, entity_type, remark, attachments) VALUES ($1, $2, $3, $4)',
      [reverseId, entityType, remark, JSON.stringify(files)],
    );
  },

  /** Moves a record from the status it is known to be in; false when it moved meanwhile. Only takeStep calls it. */
  async moveStatus(q: Queryable, id: number, from: string, to: string, final: boolean): Promise<boolean> {
    const rows = await q.query(
      `UPDATE reverse_order SET status = $3, updated_at = now(), closed_at = CASE WHEN $4 THEN now() ELSE closed_at END
        WHERE id = $1 AND status = $2 RETURNING id`,
      [id, from, to, final],
    );
    return rows.length === 1;
  },

  /**
   * Sets fields of a record other than its lifecycle: the status (and closed_at) move only through
   * after-sales-service `takeStep`, which checks AFTER_SALES_TRANSITIONS and calls moveStatus.
   */
  async update(
    q: Queryable,
    id: number,
    set: Record<string, unknown> & { status?: never; closed_at?: never },
  ): Promise<void> {
    const keys = Object.keys(set);
    if (keys.includes('status') || keys.includes('closed_at'))
      throw new Error('status moves through takeStep');
    if (!keys.length) return;
    await q.query(
      `UPDATE reverse_order SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...keys.map((k) => set[k])],
    );
  },

  async setLineRefunds(q: Queryable, reverseId: number, byLine: Map<number, number>): Promise<void> {
    for (const [lineId, minor] of byLine) {
      await q.query(
        'UPDATE reverse_order_line SET refund_minor = $3 WHERE reverse_order_id = $1 AND order_line_id = $2',
        [reverseId, lineId, minor],
      );
    }
  },

  async reverseLines(q: Queryable, reverseId: number) {
    return q.query<{ order_line_id: number; qty: number; refund_minor: number; apply_refund_minor: number }>(
      'SELECT order_line_id, qty, refund_minor, apply_refund_minor FROM reverse_order_line WHERE reverse_order_id = $1 ORDER BY id',
      [reverseId],
    );
  },

  /** Gives reserved quantities back (application cancelled, closed, or an exchange completed). */
  async release(q: Queryable, reverseId: number): Promise<void> {
    await q.query(
      `UPDATE trade_order_line l SET reserved_qty = l.reserved_qty - rl.qty
         FROM reverse_order_line rl WHERE rl.reverse_order_id = $1 AND l.id = rl.order_line_id`,
      [reverseId],
    );
  },

  /**
   * Books a finished refund on the order lines: reserved quantities become cancelled (what was not
   * shipped) or reversed (the rest), and the line refunds grow (the CHECKs keep them within what was paid).
   */
  async bookRefundOnLines(q: Queryable, reverseId: number): Promise<void> {
    await q.query(
      `UPDATE trade_order_line l
          SET reserved_qty = l.reserved_qty - rl.qty,
              cancelled_qty = l.cancelled_qty + least(rl.qty, greatest(0, l.trade_qty - l.delivered_qty - l.cancelled_qty)),
              reversed_qty = l.reversed_qty + rl.qty - least(rl.qty, greatest(0, l.trade_qty - l.delivered_qty - l.cancelled_qty)),
              refunded_minor = l.refunded_minor + rl.refund_minor
         FROM reverse_order_line rl WHERE rl.reverse_order_id = $1 AND l.id = rl.order_line_id`,
      [reverseId],
    );
  },

  /** Line reverse_status from the applications on them; answers the order's (orders-service writes it). */
  async refreshReverseStatus(q: Queryable, orderId: number): Promise<string> {
    await q.query(
      `UPDATE trade_order_line l SET reverse_status = CASE
           WHEN EXISTS (SELECT 1 FROM reverse_order_line rl JOIN reverse_order r ON r.id = rl.reverse_order_id
                         WHERE rl.order_line_id = l.id
                           AND r.status NOT IN ('REFUND_DONE','REVERSE_DONE','REVERSE_CANCELED','REVERSE_CLOSE')) THEN 'PROCESSING'
           WHEN EXISTS (SELECT 1 FROM reverse_order_line rl JOIN reverse_order r ON r.id = rl.reverse_order_id
                         WHERE rl.order_line_id = l.id AND r.status IN ('REFUND_DONE','REVERSE_DONE')) THEN 'DONE'
           WHEN l.reverse_status = 'DONE' THEN 'DONE'
           ELSE 'NOT_REQUESTED' END
        WHERE l.order_id = $1`,
      [orderId],
    );
    const row = await q.one<{ status: string }>(
      `SELECT CASE
           WHEN EXISTS (SELECT 1 FROM reverse_order r WHERE r.order_id = $1
                         AND r.status NOT IN ('REFUND_DONE','REVERSE_DONE','REVERSE_CANCELED','REVERSE_CLOSE')) THEN 'PROCESSING'
           WHEN EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = $1 AND l.reverse_status = 'DONE') THEN 'DONE'
           ELSE 'NOT_REQUESTED' END AS status`,
      [orderId],
    );
    return row!.status;
  },

  async paymentRecordOf(q: Queryable, contractId: number) {
    return q.one<{
      id: number;
      pay_channel: string;
      provider: string;
      provider_reference: string | null;
      method: string | null;
      amount_minor: number;
      currency: string;
    }>(
      `SELECT pr.id, pr.pay_channel, pr.provider, pr.provider_reference, pr.method, pr.amount_minor, pr.currency
         FROM payment_record pr
         JOIN payment_order po ON po.id = pr.payment_order_id
        WHERE po.contract_id = $1 AND pr.record_status IN ('PAY_SUCCESS','PRE_AUTH_SUCCESS')
        ORDER BY pr.id DESC LIMIT 1`,
      [contractId],
    );
  },

  async insertRefund(
    q: Queryable,
    r: {
      reverseId: number;
      orderId: number;
      paymentRecordId: number | null;
      attempt: number;
      key: string;
      minor: number;
      currency: string;
      provider: string;
    },
  ): Promise<number | undefined> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO refund (reverse_order_id, order_id, payment_record_id, attempt, idempotency_key, amount_minor, currency, provider)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [r.reverseId, r.orderId, r.paymentRecordId, r.attempt, r.key, r.minor, r.currency, r.provider],
    );
    return row?.id;
  },

  async setRefundReference(q: Queryable, refundId: number, reference: string): Promise<void> {
    await q.query('UPDATE refund SET provider_reference = $2 WHERE id = $1', [refundId, reference]);
  },

  /** Pending refunds due for a status check, locked (SKIP LOCKED: instances never check one twice at once). */
  async dueRefunds(q: Queryable, limit: number) {
    return q.query<{
      id: number;
      reverse_order_id: number;
      order_id: number;
      provider: string;
      provider_reference: string | null;
    }>(
      `SELECT id, reverse_order_id, order_id, provider, provider_reference FROM refund
        WHERE status = 'PENDING' AND next_check_at <= now()
        ORDER BY next_check_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  },

  async settleRefund(
    q: Queryable,
    id: number,
    status: 'DONE' | 'FAILED',
    reason: string | null,
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE refund SET status = $2, failed_reason = $3, settled_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING id`,
      [id, status, reason],
    );
    return rows.length === 1;
  },

  async postponeRefundCheck(q: Queryable, id: number, ms: number): Promise<void> {
    await q.query(
      'UPDATE refund SET next_check_at = now() + make_interval(secs => $2::double precision / 1000) WHERE id = $1',
      [id, ms],
    );
  },

  async insertParcel(
    q: Queryable,
    p: {
      reverseId: number;
      direction: 'RETURN' | 'EXCHANGE';
      operatorType: 'USER' | 'SELLER';
      carrierId: number;
      serviceCode: string;
      returnMode: string | null;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO reverse_fulfillment (reverse_order_id, direction, operator_type, carrier_id, service_code, return_mode)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [p.reverseId, p.direction, p.operatorType, p.carrierId, p.serviceCode, p.returnMode],
    );
  },

  async signParcel(q: Queryable, reverseId: number, direction: 'RETURN' | 'EXCHANGE'): Promise<void> {
    await q.query(
      `UPDATE reverse_fulfillment SET status = 'SIGN_IN', signed_at = now()
        WHERE reverse_order_id = $1 AND direction = $2 AND status = 'SEND_DELIVERY'`,
      [reverseId, direction],
    );
  },

  async carrier(q: Queryable, id: number) {
    return q.one<{ id: number; entity_code: string; entity_name: string }>(
      'SELECT id, entity_code, entity_name FROM carrier WHERE id = $1',
      [id],
    );
  },

  async shopOfSeller(q: Queryable, sellerUserId: number) {
    return q.one<{ id: number; site_address: string }>(
      'SELECT id, site_address FROM shop WHERE seller_user_id = $1',
      [sellerUserId],
    );
  },

  /** SKUs of an item usable as an exchange replacement, with their price on the site. */
  async exchangeSkus(q: Queryable, itemId: number, site: string) {
    return q.query<{
      id: number;
      name: string;
      image: string;
      attributes: SkuAttribute[];
      stock: number;
      sale_minor: number | null;
      currency: string | null;
      item_id: number;
    }>(
      `SELECT k.id, k.name, k.image, k.attributes, k.stock, p.sale_minor, p.currency, k.item_id
         FROM sku k JOIN item i ON i.id = k.item_id
         LEFT JOIN sku_price p ON p.sku_id = k.id AND p.site = $2
        WHERE k.item_id = $1 AND i.status = 'ON_SALE' ORDER BY k.id`,
      [itemId, site],
    );
  },

  async orderSite(q: Queryable, orderId: number): Promise<string> {
    const row = await q.one<{ site: string }>('SELECT site FROM trade_order WHERE id = $1', [orderId]);
    return row?.site ?? 'DE';
  },
};
