import type { Queryable } from '../../platform/db/index.ts';

/** All SQL of checkout (decision 038): the lines checked out under lock, contracts and their reads. */

export interface CheckoutLineRow {
  cart_line_id: number;
  sku_id: number;
  item_id: number;
  shop_id: number;
  shop_name: string;
  qty: number;
  snapshot_minor: number | null;
  sale_minor: number | null;
  stock: number;
  on_sale: boolean;
  pre_sale: Record<string, unknown> | null;
  /** The SKU's business type (GIFT_CARD: sent by e-mail, nothing ships; decision 068). */
  sku_type: string;
  category_code: string | null;
}

export interface ContractRow {
  id: number;
  buyer_id: number;
  site: string;
  currency: string;
  not_first_time: boolean;
  selected_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  need_pay_minor: number;
  created_at: Date;
  /** The points discount (decision 050): points chosen, what they take off, when it became final. */
  discount_points: number;
  point_discount_minor: number;
  points_fixed_at: Date | null;
}

export interface ContractOrderRow {
  id: number;
  code: string;
  display_status: string;
  is_in_group: boolean;
  shop_id: number;
  shop_name: string;
  shop_site_address: string;
  currency: string;
  sku_minor: number;
  tax_minor: number;
  tax_rate: number;
  site: string;
  shipping_minor: number;
  service_charge_minor: number;
  insurance_minor: number;
  fulfillment_type: 'SITE_SHIPPING' | 'SITE_PICK_UP';
  service_detail: Record<string, unknown> | null;
  need_pay_minor: number;
  point_discount_minor: number;
  earn_points: number;
  paid_minor: number;
  pay_deadline_at: Date | null;
  pre_sale: Record<string, unknown> | null;
}

export interface ContractLineRow {
  id: number;
  order_id: number;
  sku_id: number;
  item_id: number;
  sku_name: string;
  sku_image: string;
  sku_attributes: { attrKey: string; attrVal: string }[];
  trade_qty: number;
  unit_price_minor: number;
  need_pay_sku_minor: number;
  sku_minor: number;
  campaign_sub_type: 'PRESELL' | null;
  insurance: Record<string, unknown> | null;
  category_code: string | null;
}

export interface ContractPaymentOrderRow {
  id: number;
  stage: 'FULL' | 'DEPOSIT' | 'BALANCE';
  amount_minor: number;
  currency: string;
  status: 'UNPAID' | 'PAID' | 'CLOSED';
}

export interface ContractRecordRow {
  id: number;
  payment_order_id: number;
  pay_unique_key: string;
  record_status: string;
  pay_channel: string;
  business_pay_channel_code: string | null;
  failed_reason: string | null;
  created_at: Date;
}

export const checkoutRepository = {
  /**
   * The buyer's cart lines to check out (the given ones, else the selected ones) on the storefront,
   * with live prices and stock, the SKUs locked in id order (no two checkouts deadlock).
   */
  async linesForCheckout(
    q: Queryable,
    buyerId: number,
    site: string,
    cartLineIds: number[] | null,
  ): Promise<CheckoutLineRow[]> {
    return q.query<CheckoutLineRow>(
      `SELECT c.id AS cart_line_id, k.id AS sku_id, i.id AS item_id, i.shop_id, s.site_name AS shop_name,
              c.qty::float8 AS qty, c.snapshot_minor, p.sale_minor, k.stock, (i.status = 'ON_SALE' AND s.merchant_status = 'SELLER') AS on_sale, i.pre_sale,
              k.business_type_dict AS sku_type,
              i.category_code
         FROM cart_line c
         JOIN sku k ON k.id = c.sku_id
         JOIN item i ON i.id = k.item_id
         JOIN shop s ON s.id = i.shop_id
         LEFT JOIN sku_price p ON p.sku_id = k.id AND p.site = c.site
        WHERE c.user_id = $1 AND c.site = $2
          AND (CASE WHEN $3::bigint[] IS NULL THEN c.is_selected ELSE c.id = ANY($3::bigint[]) END)
        ORDER BY k.id
        FOR UPDATE OF k, c`,
      [buyerId, site, cartLineIds],
    );
  },

  /** A SKU offered to a group (locked): whether its item is still on sale and how much is in stock. */
  async skuForGroup(
    q: Queryable,
    skuId: number,
  ): Promise<{ id: number; shop_id: number; stock: number; on_sale: boolean } | undefined> {
    return q.one(
      `SELECT k.id::int AS id, i.shop_id::int AS shop_id, k.stock,
              (i.status = 'ON_SALE' AND s.merchant_status = 'SELLER') AS on_sale
         FROM sku k JOIN item i ON i.id = k.item_id JOIN shop s ON s.id = i.shop_id
        WHERE k.id = $1 FOR UPDATE OF k`,
      [skuId],
    );
  },

  /** Takes `qty` of a SKU's stock (its row is locked); false when there is not that much left. */
  async reserveStock(q: Queryable, skuId: number, qty: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE sku SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING id',
      [skuId, Math.ceil(qty)],
    );
    return rows.length > 0;
  },

  /** The cart remembers the price the buyer now sees (after a PRICE_CHANGED answer). */
  async refreshSnapshots(q: Queryable, buyerId: number, cartLineIds: number[]): Promise<void> {
    await q.query(
      `UPDATE cart_line c SET snapshot_minor = p.sale_minor
         FROM sku_price p WHERE p.sku_id = c.sku_id AND p.site = c.site AND c.user_id = $1 AND c.id = ANY($2::bigint[])`,
      [buyerId, cartLineIds],
    );
  },

  async removeCartLines(q: Queryable, buyerId: number, cartLineIds: number[]): Promise<void> {
    await q.query('DELETE FROM cart_line WHERE user_id = $1 AND id = ANY($2::bigint[])', [
      buyerId,
      cartLineIds,
    ]);
  },

  async insertContract(
    q: Queryable,
    c: {
      buyerId: number;
      site: string;
      currency: string;
      selectedAddress: unknown;
      billingAddress: unknown;
      needPayMinor: number;
    },
  ): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO trade_contract (buyer_id, site, currency, selected_address, billing_address, need_pay_minor)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        c.buyerId,
        c.site,
        c.currency,
        c.selectedAddress === undefined ? null : JSON.stringify(c.selectedAddress),
        c.billingAddress === undefined ? null : JSON.stringify(c.billingAddress),
        c.needPayMinor,
      ],
    );
    return row!.id;
  },

  async insertPaymentOrder(
    q: Queryable,
    contractId: number,
    stage: 'FULL' | 'DEPOSIT' | 'BALANCE',
    amountMinor: number,
    currency: string,
  ): Promise<void> {
    await q.query(
      'INSERT INTO payment_order (contract_id, stage, amount_minor, currency) VALUES ($1, $2, $3, $4)',
      [contractId, stage, amountMinor, currency],
    );
  },

  async setAddresses(
    q: Queryable,
    buyerId: number,
    contractId: number,
    selected: unknown,
    billing: unknown,
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE trade_contract SET selected_address = $3,
              billing_address = CASE WHEN $5::boolean THEN billing_address ELSE $4::jsonb END
        WHERE id = $1 AND buyer_id = $2 RETURNING id`,
      [
        contractId,
        buyerId,
        JSON.stringify(selected),
        billing === undefined || billing === null ? null : JSON.stringify(billing),
        billing === undefined,
      ],
    );
    return rows.length > 0;
  },

  /** Whether any order of the contract still waits for a payment. */
  async contractWaitsForPayment(q: Queryable, contractId: number): Promise<boolean> {
    const row = await q.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM trade_order
        WHERE contract_id = $1 AND display_status IN ('PENDING_PAY','PENDING_DEPOSIT','PENDING_BALANCE')`,
      [contractId],
    );
    return (row?.n ?? 0) > 0;
  },

  async contractForBuyer(
    q: Queryable,
    buyerId: number,
    contractId: number,
  ): Promise<ContractRow | undefined> {
    return q.one<ContractRow>(
      `SELECT id, buyer_id, site, currency, not_first_time, selected_address, billing_address, need_pay_minor, created_at,
              discount_points, point_discount_minor, points_fixed_at
         FROM trade_contract WHERE id = $1 AND buyer_id = $2`,
      [contractId, buyerId],
    );
  },

  /** The buyer's contract under its row lock: the points choice and its redemption run one at a time. */
  async lockContractForBuyer(
    q: Queryable,
    buyerId: number,
    contractId: number,
  ): Promise<ContractRow | undefined> {
    return q.one<ContractRow>(
      `SELECT id, buyer_id, site, currency, not_first_time, selected_address, billing_address, need_pay_minor, created_at,
              discount_points, point_discount_minor, points_fixed_at
         FROM trade_contract WHERE id = $1 AND buyer_id = $2 FOR UPDATE`,
      [contractId, buyerId],
    );
  },

  /** The contract's orders and lines as the points discount spreads over them, the orders locked. */
  async ordersForPoints(q: Queryable, contractId: number) {
    const orders = await q.query<{
      id: number;
      site: string;
      display_status: string;
      pre_sale: unknown;
      need_pay_minor: number;
      point_discount_minor: number;
      tax_rate: number;
    }>(
      `SELECT id, site, display_status, pre_sale, need_pay_minor::float8 AS need_pay_minor,
              point_discount_minor::float8 AS point_discount_minor, tax_rate::float8 AS tax_rate
         FROM trade_order WHERE contract_id = $1 ORDER BY id FOR UPDATE`,
      [contractId],
    );
    const lines = await q.query<{
      id: number;
      order_id: number;
      need_pay_minor: number;
      deduction_minor: number;
    }>(
      `SELECT l.id, l.order_id, l.need_pay_sku_minor::float8 AS need_pay_minor,
              l.point_deduction_minor::float8 AS deduction_minor
         FROM trade_order_line l JOIN trade_order o ON o.id = l.order_id
        WHERE o.contract_id = $1 ORDER BY l.order_id, l.id`,
      [contractId],
    );
    return { orders, lines };
  },

  /**
   * The contract's points choice: points and discount, what it costs (and its unpaid full payment
   * order) moved by the change of the discount, so other discounts on the same amounts stay.
   */
  async setContractPoints(q: Queryable, contractId: number, points: number, discountMinor: number) {
    await q.query(
      `UPDATE payment_order SET amount_minor = amount_minor + c.point_discount_minor - $2
         FROM trade_contract c
        WHERE c.id = $1 AND payment_order.contract_id = c.id AND payment_order.stage = 'FULL'
          AND payment_order.status = 'UNPAID'`,
      [contractId, discountMinor],
    );
    await q.query(
      `UPDATE trade_contract SET need_pay_minor = need_pay_minor + point_discount_minor - $2,
              point_discount_minor = $2, discount_points = $3
        WHERE id = $1`,
      [contractId, discountMinor, points],
    );
  },

  /** The points choice is final (the first payment start). */
  async fixContractPoints(q: Queryable, contractId: number): Promise<void> {
    await q.query(
      'UPDATE trade_contract SET points_fixed_at = now() WHERE id = $1 AND points_fixed_at IS NULL',
      [contractId],
    );
  },

  async ordersOfContract(q: Queryable, contractId: number): Promise<ContractOrderRow[]> {
    return q.query<ContractOrderRow>(
      `SELECT o.id, o.code, o.display_status, o.is_in_group, o.shop_id, s.site_name AS shop_name,
              s.site_address AS shop_site_address, o.currency, o.site, o.tax_rate::float8 AS tax_rate,
              o.sku_minor::float8 AS sku_minor, o.tax_minor, o.shipping_minor::float8 AS shipping_minor,
              o.service_charge_minor::float8 AS service_charge_minor, o.insurance_minor::float8 AS insurance_minor,
              o.fulfillment_type, o.service_detail, o.need_pay_minor::float8 AS need_pay_minor,
              o.point_discount_minor, o.paid_minor, o.earn_points, o.pay_deadline_at, o.pre_sale
         FROM trade_order o JOIN shop s ON s.id = o.shop_id WHERE o.contract_id = $1 ORDER BY o.id`,
      [contractId],
    );
  },

  async linesOfContract(q: Queryable, contractId: number): Promise<ContractLineRow[]> {
    return q.query<ContractLineRow>(
      `SELECT l.id, l.order_id, l.sku_id, l.item_id, l.sku_name, l.sku_image, l.sku_attributes, l.trade_qty::float8 AS trade_qty,
              l.unit_price_minor, l.need_pay_sku_minor, l.sku_minor::float8 AS sku_minor, l.campaign_sub_type,
              l.insurance, i.category_code
         FROM trade_order_line l JOIN trade_order o ON o.id = l.order_id
         LEFT JOIN item i ON i.id = l.item_id
        WHERE o.contract_id = $1 ORDER BY l.order_id, l.id`,
      [contractId],
    );
  },

  async paymentOrdersOfContract(q: Queryable, contractId: number): Promise<ContractPaymentOrderRow[]> {
    return q.query<ContractPaymentOrderRow>(
      `SELECT id, stage, amount_minor, currency, status FROM payment_order WHERE contract_id = $1 ORDER BY id`,
      [contractId],
    );
  },

  async recordsOfContract(q: Queryable, contractId: number): Promise<ContractRecordRow[]> {
    return q.query<ContractRecordRow>(
      `SELECT pr.id, pr.payment_order_id, pr.pay_unique_key, pr.record_status, pr.pay_channel,
              pr.business_pay_channel_code, pr.failed_reason, pr.created_at
         FROM payment_record pr JOIN payment_order po ON po.id = pr.payment_order_id
        WHERE po.contract_id = $1 ORDER BY pr.id`,
      [contractId],
    );
  },
};
