import type {
  Activity,
  Address,
  CampaignSubType,
  DeliveryTimeType,
  Insurance,
  ItemBusinessType,
  LineBusinessType,
  LineCommentStatus,
  LineGroupType,
  LinePreSale,
  OrderDisplayStatus,
  OrderEventActor,
  OrderEventKind,
  OrderReverseStatus,
  PackageOperator,
  PackageStatus,
  PageOrdersInput,
  PayChannel,
  PaymentOrderStatus,
  PaymentRecordStatus,
  PaymentStage,
  ServiceDetail,
  ShopChannelType,
  SiteCode,
  TradeType,
} from '@kontor/domain';
import { prepared, type Queryable } from '../../platform/db/index.ts';

export interface OrderRow {
  id: number;
  code: string;
  contract_id: number;
  buyer_id: number;
  buyer_nickname: string;
  shop_id: number;
  shop_name: string;
  shop_site_name: string;
  shop_site_address: string;
  shop_channel_type: ShopChannelType;
  seller_id: number;
  site: SiteCode;
  currency: string;
  display_status: OrderDisplayStatus;
  reverse_status: OrderReverseStatus;
  fulfillment_type: 'SITE_SHIPPING' | 'SITE_PICK_UP';
  trade_type: TradeType;
  trade_order_business_type: string | null;
  biz_code: string | null;
  is_in_group: boolean;
  comment_status: 'NOT_EVALUATED' | 'PARTIAL' | 'EVALUATED';
  pay_deadline_at: Date | null;
  sku_minor: number;
  sku_total_count: number;
  tax_minor: number;
  tax_rate: number;
  shipping_minor: number;
  service_charge_minor: number;
  insurance_minor: number;
  shop_discount_minor: number;
  order_discount_minor: number;
  point_discount_minor: number;
  actual_paid_points: number;
  actual_need_pay_points: number;
  earn_points: number;
  earn_growth_value: number;
  need_pay_minor: number;
  paid_minor: number;
  buyer_email: string | null;
  buyer_phone: string | null;
  out_order_id: string | null;
  activity_list: Activity[];
  service_detail: ServiceDetail | null;
  insurance: Insurance | null;
  pre_sale: Record<string, unknown> | null;
  invoice_url: string | null;
  ordered_at: Date;
  paid_at: Date | null;
  deposit_paid_at: Date | null;
  shipped_at: Date | null;
  receipt_deadline_at: Date | null;
  postponed_days: number;
  completed_at: Date | null;
  created_at: Date;
  /** Facts for the operation list, computed in the same statement. */
  has_payment_attempt: boolean;
  has_voucher_codes: boolean;
  has_reversible_lines: boolean;
  reverse_in_progress: boolean;
  has_service_items: boolean;
  has_packages: boolean;
}

export interface LineRow {
  id: number;
  order_id: number;
  code: string;
  sku_id: number;
  item_id: number;
  item_url_key: string;
  sku_name: string;
  sku_image: string;
  sku_attributes: { attrKey: string; attrVal: string }[];
  unit_name: string;
  adjust_step: number;
  business_type_dict: ItemBusinessType;
  trade_qty: number;
  delivered_qty: number;
  cancelled_qty: number;
  reversed_qty: number;
  /** Held by open after-sales applications. */
  reserved_qty: number;
  /** After-sales records of the line, oldest first. */
  reverse_order_ids: number[];
  unit_price_minor: number;
  sku_minor: number;
  need_pay_sku_minor: number;
  paid_minor: number;
  refunded_minor: number;
  tax_minor: number;
  campaign_unit_minor: number | null;
  discount_minor: number;
  point_deduction_minor: number;
  actual_paid_points: number;
  actual_need_pay_points: number;
  campaign_sub_type: CampaignSubType | null;
  line_group_type: LineGroupType | null;
  parent_line_id: number | null;
  line_business_type: LineBusinessType | null;
  expect_date: Date | null;
  delivery_time_type: DeliveryTimeType | null;
  duration: number | null;
  insurance: Insurance | null;
  pre_sale: LinePreSale | null;
  reverse_status: OrderReverseStatus;
  comment_status: LineCommentStatus;
}

/** The order's own columns an answer shows (OrderRow): the list reads these rather than `o.*`. */
const ORDER_TABLE_COLUMNS = `o.id, o.code, o.contract_id, o.buyer_id, o.shop_id, o.site, o.currency, o.display_status,
  o.reverse_status, o.fulfillment_type, o.trade_type, o.trade_order_business_type, o.biz_code, o.is_in_group,
  o.comment_status, o.pay_deadline_at, o.sku_minor, o.sku_total_count, o.tax_minor, o.tax_rate, o.shipping_minor,
  o.service_charge_minor, o.insurance_minor, o.shop_discount_minor, o.order_discount_minor, o.point_discount_minor,
  o.actual_paid_points, o.actual_need_pay_points, o.earn_points, o.earn_growth_value, o.need_pay_minor, o.paid_minor,
  o.buyer_email, o.buyer_phone, o.out_order_id, o.activity_list, o.service_detail, o.insurance, o.pre_sale,
  o.invoice_url, o.ordered_at, o.paid_at, o.deposit_paid_at, o.shipped_at, o.receipt_deadline_at, o.postponed_days,
  o.completed_at, o.created_at`;

/** The joined names and the operation facts, computed in the same statement. */
const ORDER_FACTS = `
  u.nickname AS buyer_nickname, s.name AS shop_name, s.site_name AS shop_site_name,
  s.site_address AS shop_site_address, s.shop_channel_type, s.seller_user_id AS seller_id,
  EXISTS (SELECT 1 FROM payment_order po JOIN payment_record pr ON pr.payment_order_id = po.id
           WHERE po.contract_id = o.contract_id) AS has_payment_attempt,
  EXISTS (SELECT 1 FROM coupon_code c WHERE c.order_id = o.id) AS has_voucher_codes,
  EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id
           AND l.trade_qty - l.cancelled_qty - l.reversed_qty - l.reserved_qty > 0
           AND l.line_business_type IS DISTINCT FROM 'GIFT'
           AND l.line_group_type IS DISTINCT FROM 'DIY_MAIN') AS has_reversible_lines,
  o.reverse_status = 'PROCESSING' AS reverse_in_progress,
  EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id) AS has_packages,
  EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id AND l.business_type_dict = 'SERVICE')
    OR o.service_detail IS NOT NULL AS has_service_items`;

const ORDER_COLUMNS = `o.*, ${ORDER_FACTS}`;

const ORDER_FROM = `
  FROM trade_order o
  JOIN app_user u ON u.id = o.buyer_id
  JOIN shop s ON s.id = o.shop_id`;

/** The buyer's filter, shared by the page and the counts (same WHERE, so the numbers agree). */
function buyerFilter(
  buyerId: number,
  f: {
    fuzzyValue?: string;
    startTime?: string;
    endTime?: string;
    tradeType?: string;
  },
): { where: string; params: unknown[] } {
  const params: unknown[] = [buyerId];
  const parts = ['o.buyer_id = $1'];
  if (f.tradeType) {
    params.push(f.tradeType);
    parts.push(`o.trade_type = $${params.length}`);
  } else parts.push(`o.trade_type <> 'NORMAL_POINT_REDEEM'`);
  if (f.startTime) {
    params.push(f.startTime);
    parts.push(`o.created_at >= $${params.length}`);
  }
  if (f.endTime) {
    params.push(f.endTime);
    parts.push(`o.created_at < $${params.length}`);
  }
  if (f.fuzzyValue) {
    params.push(f.fuzzyValue);
    const p = `$${params.length}`;
    parts.push(`(o.code = ${p} OR EXISTS (SELECT 1 FROM trade_order_line fl WHERE fl.order_id = o.id
                 AND fl.sku_name ILIKE '%' || ${p} || '%'))`);
  }
  return { where: parts.join(' AND '), params };
}

const LINES_OF = prepared(
  'order_lines',
  `SELECT l.*, i.url_key AS item_url_key,
          coalesce((SELECT array_agg(rl.reverse_order_id ORDER BY rl.reverse_order_id)
                      FROM reverse_order_line rl WHERE rl.order_line_id = l.id), '{}') AS reverse_order_ids
     FROM trade_order_line l JOIN item i ON i.id = l.item_id
    WHERE l.order_id = ANY($1) ORDER BY l.order_id, l.id`,
);

const ORDER_FOR_BUYER = prepared(
  'order_for_buyer',
  `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = $1 AND o.buyer_id = $2`,
);

export const ordersRepository = {
  /** One statement: the page of orders with their operation facts and the total. */
  async pageForBuyer(
    q: Queryable,
    buyerId: number,
    input: PageOrdersInput,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const { no, size } = input.queryParams.page;
    const f = buyerFilter(buyerId, {
      fuzzyValue: input.queryParams.fuzzyValue,
      startTime: input.timeline?.startTime,
      endTime: input.timeline?.endTime,
      tradeType: input.tradeType,
    });
    const params = [...f.params];
    let statusFilter = '';
    if (input.searchStatus.value !== 'ALL_ORDER') {
      params.push(
        input.searchStatus.value === 'CANCEL_ALL'
          ? ['CANCEL_ALL', 'CANCELED', 'CLOSED']
          : [input.searchStatus.value],
      );
      statusFilter = ` AND o.display_status = ANY($${params.length})`;
    }
    const where = `${f.where}${statusFilter}`;
    // The page's ids first (index order, with the total), then the full columns and operation facts
    // for those rows only: the facts' subqueries never run for skipped or unseen orders.
    const pageParams = [...params, size, (no - 1) * size];
    // The page and its total come from an index-only scan of trade_order_buyer_list_idx (or the
    // status one): the total walks index entries, so a deep page costs what the first does. The
    // page is picked by row number rather than LIMIT/OFFSET: the plan then does not depend on the
    // page, so PostgreSQL keeps one generic plan for the prepared statement instead of planning
    // every request (decision 023).
    const [sizeParam, offsetParam] = [`$${pageParams.length - 1}`, `$${pageParams.length}`];
    const rows = await q.query<OrderRow & { total: number }>(
      prepared(
        'order_page',
        `WITH page AS (
         SELECT id, total FROM (
           SELECT o.id, count(*) OVER () AS total,
                  row_number() OVER (ORDER BY o.created_at DESC, o.id DESC) AS n
             FROM trade_order o WHERE ${where}) ranked
          WHERE n > ${offsetParam} AND n <= ${offsetParam} + ${sizeParam})
       SELECT ${ORDER_TABLE_COLUMNS}, ${ORDER_FACTS}, page.total ${ORDER_FROM} JOIN page ON page.id = o.id
        ORDER BY o.created_at DESC, o.id DESC`,
      ),
      pageParams,
    );
    if (rows.length > 0 || no === 1) return { rows, total: rows[0]?.total ?? 0 };
    // A page past the end still reports how many orders there are.
    const count = await q.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM trade_order o WHERE ${where}`,
      params,
    );
    return { rows, total: count?.n ?? 0 };
  },

  async countsForBuyer(
    q: Queryable,
    buyerId: number,
    f: { fuzzyValue?: string; startTime?: string; endTime?: string; tradeType?: string },
  ): Promise<{ display_status: OrderDisplayStatus; quantity: number }[]> {
    const { where, params } = buyerFilter(buyerId, f);
    return q.query(
      `SELECT o.display_status, count(*)::int AS quantity FROM trade_order o WHERE ${where} GROUP BY o.display_status`,
      params,
    );
  },

  async linesOf(q: Queryable, orderIds: number[]): Promise<LineRow[]> {
    if (orderIds.length === 0) return [];
    return q.query<LineRow>(LINES_OF, [orderIds]);
  },

  /** The buyer's order, or undefined for a missing or foreign one (both answer 404). */
  async orderForBuyer(
    q: Queryable,
    buyerId: number,
    orderId: number,
    lock = false,
  ): Promise<OrderRow | undefined> {
    return q.one<OrderRow>(
      lock
        ? `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = $1 AND o.buyer_id = $2 FOR UPDATE OF o`
        : ORDER_FOR_BUYER,
      [orderId, buyerId],
    );
  },
};

export interface ContractRow {
  id: number;
  not_first_time: boolean;
  created_at: Date;
  selected_address: Address | null;
  billing_address: Address | null;
  need_pay_minor: number;
  currency: string;
}

export interface PaymentRow {
  payment_order_id: number;
  stage: PaymentStage;
  amount_minor: number;
  currency: string;
  status: PaymentOrderStatus;
  record_id: number | null;
  pay_unique_key: string | null;
  record_status: PaymentRecordStatus | null;
  pay_channel: PayChannel | null;
  business_pay_channel_code: string | null;
  failed_reason: string | null;
  record_created_at: Date | null;
  record_updated_at: Date | null;
}

export interface PackageRow {
  id: number;
  order_id: number;
  status: PackageStatus;
  operator_type: PackageOperator;
  service_code: string | null;
  created_at: Date;
  signed_at: Date | null;
  carrier_id: number | null;
  carrier_code: string | null;
  carrier_name: string | null;
  lines: { orderLineId: number; qty: number }[];
}

export interface EventRow {
  id: number;
  kind: OrderEventKind;
  actor: OrderEventActor;
  payload: Record<string, unknown>;
  created_at: Date;
}

/** The order detail's statements, prepared: the detail is a hot call. */
const DETAIL = {
  contract: prepared(
    'order_contract',
    `SELECT id, not_first_time, created_at, selected_address, billing_address, need_pay_minor, currency
       FROM trade_contract WHERE id = $1`,
  ),
  payments: prepared(
    'order_payments',
    `SELECT po.id AS payment_order_id, po.stage, po.amount_minor, po.currency, po.status,
            pr.id AS record_id, pr.pay_unique_key, pr.record_status, pr.pay_channel,
            pr.business_pay_channel_code, pr.failed_reason, pr.created_at AS record_created_at,
            pr.updated_at AS record_updated_at
       FROM payment_order po LEFT JOIN payment_record pr ON pr.payment_order_id = po.id
      WHERE po.contract_id = $1 ORDER BY po.id, pr.id`,
  ),
  packages: prepared(
    'order_packages',
    `SELECT p.id, p.order_id, p.status, p.operator_type, p.service_code, p.created_at, p.signed_at, p.carrier_id,
            c.entity_code AS carrier_code, c.entity_name AS carrier_name,
            coalesce((SELECT jsonb_agg(jsonb_build_object('orderLineId', pl.order_line_id, 'qty', pl.qty)
                                       ORDER BY pl.order_line_id)
                        FROM package_line pl WHERE pl.package_id = p.id), '[]') AS lines
       FROM package p LEFT JOIN carrier c ON c.id = p.carrier_id
      WHERE p.order_id = $1 ORDER BY p.created_at, p.id`,
  ),
  events: prepared(
    'order_events',
    'SELECT id, kind, actor, payload, created_at FROM order_event WHERE order_id = $1 ORDER BY created_at, id',
  ),
  contractOrders: prepared(
    'order_contract_orders',
    `SELECT o.id, o.code, o.need_pay_minor, o.display_status, s.name AS shop_name
       FROM trade_order o JOIN shop s ON s.id = o.shop_id WHERE o.contract_id = $1 ORDER BY o.id`,
  ),
};

export const orderDetailRepository = {
  async contract(q: Queryable, contractId: number): Promise<ContractRow | undefined> {
    return q.one<ContractRow>(DETAIL.contract, [contractId]);
  },

  async payments(q: Queryable, contractId: number): Promise<PaymentRow[]> {
    return q.query<PaymentRow>(DETAIL.payments, [contractId]);
  },

  async packages(q: Queryable, orderId: number): Promise<PackageRow[]> {
    return q.query<PackageRow>(DETAIL.packages, [orderId]);
  },

  async events(q: Queryable, orderId: number): Promise<EventRow[]> {
    return q.query<EventRow>(DETAIL.events, [orderId]);
  },

  /** Other orders of the same contract (grouped / merged payment). */
  async contractOrders(
    q: Queryable,
    contractId: number,
  ): Promise<
    {
      id: number;
      code: string;
      need_pay_minor: number;
      display_status: OrderDisplayStatus;
      shop_name: string;
    }[]
  > {
    return q.query(DETAIL.contractOrders, [contractId]);
  },
};

/** What the cashier filters payment channels by (issue 14): amount, shipping address, points use. */
export interface ContractPaymentFactsRow {
  need_pay_minor: number;
  currency: string;
  selected_address: Address | null;
  points_payment: boolean;
}

export const contractPaymentFactsRepository = {
  async forBuyer(
    q: Queryable,
    buyerId: number,
    contractId: number,
  ): Promise<ContractPaymentFactsRow | undefined> {
    return q.one<ContractPaymentFactsRow>(
      `SELECT c.need_pay_minor, c.currency, c.selected_address,
              EXISTS (SELECT 1 FROM trade_order o WHERE o.contract_id = c.id
                         AND (o.point_discount_minor > 0 OR o.actual_need_pay_points > 0)) AS points_payment
         FROM trade_contract c WHERE c.id = $1 AND c.buyer_id = $2`,
      [contractId, buyerId],
    );
  },
};
