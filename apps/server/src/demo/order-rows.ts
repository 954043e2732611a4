import type { OrderEventActor, OrderEventKind } from '@kontor/domain';
import type { Queryable } from '../platform/db/index.ts';
import { insertRows, reserveIds } from './sql.ts';

/**
 * Trade rows built in memory before insertion. Rows refer to each other by local numbers (1, 2, …
 * per table); at insertion each table reserves real ids from its sequence and the references are
 * translated, so a whole order history goes in with one statement per table.
 */
export type Keyed =
  | 'trade_contract'
  | 'trade_order'
  | 'trade_order_line'
  | 'payment_order'
  | 'payment_record'
  | 'package';

export type RowData = Record<string, unknown>;

export class TradeRows {
  readonly rows: Record<Keyed, RowData[]> = {
    trade_contract: [],
    trade_order: [],
    trade_order_line: [],
    payment_order: [],
    payment_record: [],
    package: [],
  };
  readonly packageLines: RowData[] = [];
  readonly logisticsEvents: RowData[] = [];
  readonly orderEvents: RowData[] = [];
  readonly couponCodes: RowData[] = [];

  /** Adds a row and answers its local number. */
  add(table: Keyed, row: RowData): number {
    const list = this.rows[table];
    list.push(row);
    const local = list.length;
    row.id = local;
    return local;
  }

  get(table: Keyed, local: number): RowData {
    return this.rows[table][local - 1];
  }

  event(orderLocal: number, kind: OrderEventKind, actor: OrderEventActor, at: Date, payload: RowData = {}) {
    this.orderEvents.push({ order_id: orderLocal, kind, actor, created_at: at.toISOString(), payload });
  }
}

const COLUMNS: Record<Keyed, string> = {
  trade_contract: `id bigint, buyer_id bigint, site text, currency text, not_first_time boolean, selected_address jsonb,
    billing_address jsonb, need_pay_minor bigint, created_at timestamptz`,
  trade_order: `id bigint, code text, contract_id bigint, buyer_id bigint, shop_id bigint, site text, currency text,
    display_status text, reverse_status text, fulfillment_type text, trade_type text, trade_order_business_type text,
    biz_code text, is_in_group boolean, comment_status text, pay_deadline_at timestamptz, sku_minor bigint,
    sku_total_count numeric, tax_minor bigint, tax_rate numeric, shipping_minor bigint, service_charge_minor bigint,
    insurance_minor bigint, shop_discount_minor bigint, order_discount_minor bigint, point_discount_minor bigint,
    actual_paid_points int, actual_need_pay_points int, earn_points numeric, earn_growth_value int,
    need_pay_minor bigint, paid_minor bigint, buyer_email text, buyer_phone text, activity_list jsonb,
    service_detail jsonb, insurance jsonb, pre_sale jsonb, ordered_at timestamptz, paid_at timestamptz,
    deposit_paid_at timestamptz, shipped_at timestamptz, receipt_deadline_at timestamptz, completed_at timestamptz,
    closed_at timestamptz, created_at timestamptz, updated_at timestamptz, invoice_url text`,
  trade_order_line: `id bigint, order_id bigint, code text, sku_id bigint, item_id bigint, sku_name text, sku_image text,
    sku_attributes jsonb, unit_name text, adjust_step numeric, business_type_dict text, trade_qty numeric,
    delivered_qty numeric, cancelled_qty numeric, unit_price_minor bigint, sku_minor bigint,
    need_pay_sku_minor bigint, paid_minor bigint, refunded_minor bigint, tax_minor bigint, campaign_unit_minor bigint,
    discount_minor bigint, point_deduction_minor bigint, actual_paid_points int, actual_need_pay_points int,
    campaign_sub_type text, line_group_type text, parent_line_id bigint, line_business_type text, expect_date date,
    delivery_time_type text, duration int, insurance jsonb, pre_sale jsonb, reverse_status text, comment_status text`,
  payment_order:
    'id bigint, contract_id bigint, stage text, amount_minor bigint, currency text, status text, created_at timestamptz',
  payment_record: `id bigint, payment_order_id bigint, pay_unique_key text, record_status text, pay_channel text,
    business_pay_channel_code text, provider_reference text, failed_reason text, amount_minor bigint, currency text,
    created_at timestamptz, updated_at timestamptz`,
  package: `id bigint, order_id bigint, status text, operator_type text, carrier_id bigint, service_code text,
    created_at timestamptz, signed_at timestamptz`,
};

/** Which columns hold local numbers of which table. */
const REFS: Record<Keyed, Record<string, Keyed>> = {
  trade_contract: { id: 'trade_contract' },
  trade_order: { id: 'trade_order', contract_id: 'trade_contract' },
  trade_order_line: { id: 'trade_order_line', order_id: 'trade_order', parent_line_id: 'trade_order_line' },
  payment_order: { id: 'payment_order', contract_id: 'trade_contract' },
  payment_record: { id: 'payment_record', payment_order_id: 'payment_order' },
  package: { id: 'package', order_id: 'trade_order' },
};

const ORDER: Keyed[] = [
  'trade_contract',
  'trade_order',
  'trade_order_line',
  'payment_order',
  'payment_record',
  'package',
];

export async function insertTradeRows(q: Queryable, t: TradeRows): Promise<Record<Keyed, number[]>> {
  const ids = {} as Record<Keyed, number[]>;
  for (const table of ORDER) ids[table] = await reserveIds(q, table, t.rows[table].length);
  const real = (table: Keyed, local: unknown) => (local == null ? null : ids[table][(local as number) - 1]);
  const translate = (row: RowData, refs: Record<string, Keyed>) => {
    const out = { ...row };
    for (const [column, table] of Object.entries(refs)) out[column] = real(table, row[column]);
    return out;
  };

  // Invoices are issued when an order ships (seller_ShipOrderFlow does the same); gift cards have none.
  const invoiced = (o: RowData) =>
    (o.display_status === 'UN_RECEIVED' || o.display_status === 'COMPLETE') &&
    o.biz_code !== 'virtual_shopping_card';
  for (const table of ORDER) {
    const rows = t.rows[table].map((r) => {
      const row = translate(r, REFS[table]);
      if (table === 'trade_order') row.invoice_url = invoiced(r) ? `/api/trade/invoice/${row.id}.pdf` : null;
      return row;
    });
    await insertRows(q, table, COLUMNS[table], rows, { withIds: true });
  }
  await insertRows(
    q,
    'package_line',
    'package_id bigint, order_line_id bigint, qty numeric',
    t.packageLines.map((r) => translate(r, { package_id: 'package', order_line_id: 'trade_order_line' })),
  );
  await insertRows(
    q,
    'logistics_event',
    'carrier_code text, waybill text, occurred_at timestamptz, area_name text, context text, stage text',
    t.logisticsEvents,
  );
  await insertRows(
    q,
    'coupon_code',
    'order_id bigint, order_line_id bigint, coupon_code text, coupons_password text, used_status text, used_time timestamptz',
    t.couponCodes.map((r) => translate(r, { order_id: 'trade_order', order_line_id: 'trade_order_line' })),
  );
  // Event payloads name packages and payment records by id too.
  const events = [...t.orderEvents]
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
    .map((e) => {
      const payload = { ...(e.payload as RowData) };
      if (payload.packageId != null) payload.packageId = real('package', payload.packageId);
      if (payload.paymentRecordId != null)
        payload.paymentRecordId = real('payment_record', payload.paymentRecordId);
      return { ...translate(e, { order_id: 'trade_order' }), payload };
    });
  await insertRows(
    q,
    'order_event',
    'order_id bigint, kind text, actor text, payload jsonb, created_at timestamptz',
    events,
  );
  return ids;
}
