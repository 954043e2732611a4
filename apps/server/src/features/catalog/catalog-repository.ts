import {
  type CategoryCode,
  type ItemBusinessType,
  money,
  type PageItemCards,
  type PageItemsInput,
  SITES,
  type SiteCode,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

interface CardRow {
  item_id: number;
  shop_id: number;
  shop_name: string;
  seller_id: number;
  sku_id: number;
  url_key: string;
  category_code: CategoryCode;
  main_image: string;
  media: string[];
  short_name: string;
  name: string;
  business_type: ItemBusinessType;
  sale_minor: number;
  original_minor: number;
  rating_average: number | null;
  rating_count: number;
  total: number;
}

export const catalogRepository = {
  /** One statement: a page of on-sale items with their first SKU's price on the site, and the total. */
  async pageCards(q: Queryable, site: SiteCode, input: PageItemsInput): Promise<PageItemCards> {
    const { no, size } = input.page;
    return cards(
      q,
      site,
      { categoryCode: input.categoryCode, keyword: input.keyword },
      size,
      (no - 1) * size,
    );
  },

  /** Recommendations: on-sale items of a shop, or of the same group (category) as an item, not that item. */
  async recommended(
    q: Queryable,
    site: SiteCode,
    by: { shopId: number } | { groupOfItemId: number },
    size: number,
  ): Promise<PageItemCards['data']> {
    return (await cards(q, site, by, size, 0)).data;
  },
};

interface CardFilter {
  categoryCode?: CategoryCode;
  keyword?: string;
  shopId?: number;
  /** Items of this item's category, the item itself left out. */
  groupOfItemId?: number;
}

async function cards(
  q: Queryable,
  site: SiteCode,
  filter: CardFilter,
  size: number,
  offset: number,
): Promise<PageItemCards> {
  const rows = await q.query<CardRow>(
    `SELECT i.id AS item_id, i.shop_id, s.name AS shop_name, s.seller_user_id AS seller_id, k.id AS sku_id,
              i.url_key, i.category_code, i.main_image, i.media, i.short_name, i.name, i.business_type,
              p.sale_minor, p.original_minor, rt.average AS rating_average, rt.count AS rating_count,
              count(*) OVER () AS total
         FROM item i
         JOIN shop s ON s.id = i.shop_id
         JOIN LATERAL (SELECT id FROM sku WHERE sku.item_id = i.id ORDER BY id LIMIT 1) k ON true
         JOIN sku_price p ON p.sku_id = k.id AND p.site = $1
         -- Rating of the item's first reviews (reviews feature, comment table).
         JOIN LATERAL (SELECT round(avg(c.rate_dict), 1)::float8 AS average, count(*)::int AS count
                         FROM comment c WHERE c.item_id = i.id AND c.top_id = -1) rt ON true
        -- A frozen or cleared shop's items leave the catalogue (spec §6, decision 055).
        WHERE i.status = 'ON_SALE' AND s.merchant_status = 'SELLER' AND i.business_type NOT IN ('POINTS', 'GIFT_CARD')
          -- The paid membership is sold on its own page (decision 052), not in the catalogue.
          AND NOT EXISTS (SELECT 1 FROM sku pk JOIN paid_service_period pp ON pp.sku_id = pk.id WHERE pk.item_id = i.id)
          AND ($2::text IS NULL OR i.category_code = $2)
          AND ($3::text IS NULL OR i.name ILIKE '%' || $3 || '%')
          AND ($6::bigint IS NULL OR i.shop_id = $6)
          AND ($7::bigint IS NULL OR (i.id <> $7 AND i.category_code = (SELECT category_code FROM item WHERE id = $7)))
        ORDER BY i.id
        LIMIT $4 OFFSET $5`,
    [
      site,
      filter.categoryCode ?? null,
      filter.keyword || null,
      size,
      offset,
      filter.shopId ?? null,
      filter.groupOfItemId ?? null,
    ],
  );
  const currency = SITES[site].currency;
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map((r) => ({
      itemId: r.item_id,
      shopId: r.shop_id,
      shopName: r.shop_name,
      sellerId: r.seller_id,
      skuId: r.sku_id,
      urlKey: r.url_key,
      categoryCode: r.category_code,
      mainImage: r.main_image,
      listMedia: r.media,
      frontImages: r.media,
      itemShortName: r.short_name,
      itemName: r.name,
      originalPrc: money(r.original_minor, currency),
      salePrc: money(r.sale_minor, currency),
      discountShowPrice:
        r.original_minor > r.sale_minor ? money(r.original_minor - r.sale_minor, currency) : null,
      secKill: false,
      startTime: null,
      endTime: null,
      businessType: r.business_type,
      rating: { average: r.rating_average, count: r.rating_count },
    })),
  };
}

export interface ItemRow {
  id: number;
  url_key: string;
  shop_id: number;
  shop_name: string;
  seller_id: number;
  category_code: CategoryCode;
  name: string;
  short_name: string;
  description: string;
  main_image: string;
  media: string[];
  business_type: ItemBusinessType;
  on_sale: boolean;
  delivery_min_days: number;
  delivery_max_days: number;
  pre_sale: PreSaleTerms | null;
  rating_average: number | null;
  rating_count: number;
}

/** `item.pre_sale` (migration 0012). */
export interface PreSaleTerms {
  preSaleEventType: 'DEPOSIT' | 'FULL_PAYMENT';
  depositPercent?: number;
  balancePaymentStartTime?: string | null;
  balancePaymentEndTime?: string | null;
  deliveryDays: number;
}

export interface ItemSkuRow {
  id: number;
  name: string;
  image: string;
  attributes: { attrKey: string; attrVal: string }[];
  business_type_dict: ItemBusinessType;
  unit_name: string;
  adjust_step: number;
  stock: number;
  sale_minor: number | null;
  original_minor: number | null;
}

export const itemRepository = {
  /**
   * An item by address or id with its shop and rating. Off-sale items are answered too (an old link
   * still shows the product, marked not for sale); points-mall and gift-card items are not products here.
   */
  async find(q: Queryable, by: { urlKey?: string; itemId?: number }): Promise<ItemRow | undefined> {
    return q.one<ItemRow>(
      `SELECT i.id, i.url_key, i.shop_id, s.name AS shop_name, s.seller_user_id AS seller_id, i.category_code,
              i.name, i.short_name, i.description, i.main_image, i.media, i.business_type,
              (i.status = 'ON_SALE' AND s.merchant_status = 'SELLER') AS on_sale, i.delivery_min_days, i.delivery_max_days, i.pre_sale,
              rt.average AS rating_average, rt.count AS rating_count
         FROM item i JOIN shop s ON s.id = i.shop_id
         JOIN LATERAL (SELECT round(avg(c.rate_dict), 1)::float8 AS average, count(*)::int AS count
                         FROM comment c WHERE c.item_id = i.id AND c.top_id = -1) rt ON true
        WHERE ($1::text IS NULL OR i.url_key = $1) AND ($2::bigint IS NULL OR i.id = $2)
          AND i.business_type NOT IN ('POINTS', 'GIFT_CARD')`,
      [by.urlKey ?? null, by.itemId ?? null],
    );
  },

  /** The item's SKUs in order, with their price on the site (null where it is not sold there). */
  async skus(q: Queryable, itemId: number, site: SiteCode): Promise<ItemSkuRow[]> {
    return q.query<ItemSkuRow>(
      `SELECT k.id, k.name, k.image, k.attributes, k.business_type_dict, k.unit_name, k.adjust_step, k.stock,
              p.sale_minor, p.original_minor
         FROM sku k LEFT JOIN sku_price p ON p.sku_id = k.id AND p.site = $2
        WHERE k.item_id = $1 ORDER BY k.id`,
      [itemId, site],
    );
  },
};
