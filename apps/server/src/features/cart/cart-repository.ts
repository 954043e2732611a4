import type { CartLineType, ItemBusinessType, SiteCode } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

export interface SkuForCart {
  sku_id: number;
  item_id: number;
  shop_id: number;
  sale_minor: number;
  adjust_step: number;
}

export const cartRepository = {
  async skusOnSite(q: Queryable, site: SiteCode, skuIds: number[]): Promise<SkuForCart[]> {
    return q.query<SkuForCart>(
      `SELECT k.id AS sku_id, i.id AS item_id, i.shop_id, p.sale_minor, k.adjust_step
         FROM sku k JOIN item i ON i.id = k.item_id JOIN sku_price p ON p.sku_id = k.id AND p.site = $1
        WHERE k.id = ANY($2) AND i.status = 'ON_SALE'
          AND EXISTS (SELECT 1 FROM shop s WHERE s.id = i.shop_id AND s.merchant_status = 'SELLER')`,
      [site, skuIds],
    );
  },

  /**
   * Adds quantity to the buyer's line for the SKU, or creates it (one statement for all lines), as
   * long as the line stays within `maxQty`. The upsert takes the line's row lock and checks the sum
   * against the latest committed quantity, so parallel adds never pass the maximum together.
   * Answers the SKUs whose line was added to; a missing one would have gone over the maximum.
   */
  async addLines(
    q: Queryable,
    userId: number,
    site: SiteCode,
    lines: { skuId: number; shopId: number; qty: number; type: string; snapshotMinor: number }[],
    maxQty: number,
  ): Promise<Set<number>> {
    const bySku = mergeBySku(lines);
    const rows = await q.query<{ sku_id: number }>(
      `INSERT INTO cart_line AS c (user_id, site, sku_id, shop_id, qty, cart_line_type_dict, snapshot_minor)
       SELECT $1, $2, l.sku_id, l.shop_id, l.qty, l.type, l.snapshot_minor
         FROM jsonb_to_recordset($3::jsonb) AS l(sku_id bigint, shop_id bigint, qty numeric, type text, snapshot_minor bigint)
        WHERE l.qty <= $4
       ON CONFLICT (user_id, site, sku_id) DO UPDATE SET qty = c.qty + EXCLUDED.qty, is_selected = true
        WHERE c.qty + EXCLUDED.qty <= $4
       RETURNING sku_id`,
      [
        userId,
        site,
        JSON.stringify(
          [...bySku.values()].map((l) => ({
            sku_id: l.skuId,
            shop_id: l.shopId,
            qty: l.qty,
            type: l.type,
            snapshot_minor: l.snapshotMinor,
          })),
        ),
        maxQty,
      ],
    );
    return new Set(rows.map((r) => Number(r.sku_id)));
  },
};

/** One statement cannot touch a row twice (ON CONFLICT), so the same SKU given twice is merged first. */
export function mergeBySku<L extends { skuId: number; qty: number }>(lines: L[]): Map<number, L> {
  const bySku = new Map<number, L>();
  for (const l of lines) {
    const seen = bySku.get(l.skuId);
    bySku.set(l.skuId, seen ? { ...seen, qty: seen.qty + l.qty } : l);
  }
  return bySku;
}

export interface CartLineRow {
  id: number;
  sku_id: number;
  item_id: number;
  shop_id: number;
  shop_name: string;
  seller_id: number;
  url_key: string;
  sku_name: string;
  image: string;
  attributes: { attrKey: string; attrVal: string }[];
  unit_name: string;
  adjust_step: number;
  business_type_dict: ItemBusinessType;
  qty: number;
  is_selected: boolean;
  cart_line_type_dict: CartLineType;
  sale_minor: number | null;
  original_minor: number | null;
  snapshot_minor: number | null;
  stock: number;
  on_sale: boolean;
  /** Days to delivery when paid today: the item's latest estimate, or its pre-sale delivery. */
  delivery_days: number;
}

export const cartLinesRepository = {
  async list(q: Queryable, userId: number, site: SiteCode): Promise<CartLineRow[]> {
    return q.query<CartLineRow>(
      `SELECT c.id, c.sku_id, k.item_id, c.shop_id, s.name AS shop_name, s.seller_user_id AS seller_id, i.url_key,
              k.name AS sku_name, k.image, k.attributes, k.unit_name, k.adjust_step, k.business_type_dict,
              c.qty, c.is_selected, c.cart_line_type_dict, p.sale_minor, p.original_minor, c.snapshot_minor,
              k.stock, (i.status = 'ON_SALE' AND s.merchant_status = 'SELLER') AS on_sale,
              coalesce((i.pre_sale->>'deliveryDays')::int, i.delivery_max_days) AS delivery_days
         FROM cart_line c JOIN sku k ON k.id = c.sku_id JOIN item i ON i.id = k.item_id JOIN shop s ON s.id = c.shop_id
         LEFT JOIN sku_price p ON p.sku_id = c.sku_id AND p.site = c.site
        WHERE c.user_id = $1 AND c.site = $2 ORDER BY s.id, c.created_at, c.id`,
      [userId, site],
    );
  },

  /** The adjust step of the buyer's line's SKU (undefined: not the buyer's line). */
  async stepOf(q: Queryable, userId: number, id: number): Promise<number | undefined> {
    const row = await q.one<{ adjust_step: number }>(
      'SELECT k.adjust_step FROM cart_line c JOIN sku k ON k.id = c.sku_id WHERE c.id = $1 AND c.user_id = $2',
      [id, userId],
    );
    return row?.adjust_step;
  },

  async update(
    q: Queryable,
    userId: number,
    id: number,
    change: { qty?: number; isSelected?: boolean },
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE cart_line SET qty = coalesce($3, qty), is_selected = coalesce($4, is_selected)
        WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId, change.qty ?? null, change.isSelected ?? null],
    );
    return rows.length === 1;
  },

  async remove(q: Queryable, userId: number, ids: number[]): Promise<number> {
    return (
      await q.query('DELETE FROM cart_line WHERE id = ANY($1) AND user_id = $2 RETURNING id', [ids, userId])
    ).length;
  },

  async selectAll(q: Queryable, userId: number, site: SiteCode, isSelected: boolean): Promise<void> {
    await q.query('UPDATE cart_line SET is_selected = $3 WHERE user_id = $1 AND site = $2', [
      userId,
      site,
      isSelected,
    ]);
  },
};

/** Moving a guest's cart into the account that signs in on the same browser. */
export const cartMergeRepository = {
  /**
   * Every line of the guest's cart (every storefront) joins the buyer's: a SKU the buyer already has
   * gets the guest's quantity added, capped at the line maximum; the guest's lines are then gone.
   * The upsert locks each buyer line it touches, so a parallel add cannot push a line past the cap.
   * Returns how many guest lines were moved.
   */
  async moveGuestLines(q: Queryable, guestId: number, buyerId: number, maxQty: number): Promise<number> {
    const rows = await q.query<{ id: number }>(
      `WITH g AS (DELETE FROM cart_line WHERE user_id = $1
                  RETURNING site, sku_id, shop_id, qty, is_selected, cart_line_type_dict, snapshot_minor)
       INSERT INTO cart_line AS c (user_id, site, sku_id, shop_id, qty, is_selected, cart_line_type_dict, snapshot_minor)
       SELECT $2, g.site, g.sku_id, g.shop_id, LEAST(g.qty, $3::numeric), g.is_selected, g.cart_line_type_dict,
              g.snapshot_minor
         FROM g
       ON CONFLICT (user_id, site, sku_id)
       DO UPDATE SET qty = LEAST(c.qty + EXCLUDED.qty, $3::numeric), is_selected = true
       RETURNING c.id`,
      [guestId, buyerId, maxQty],
    );
    return rows.length;
  },
};
