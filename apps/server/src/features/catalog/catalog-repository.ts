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
        WHERE i.status = 'ON_SALE' AND i.business_type NOT IN ('POINTS', 'GIFT_CARD')
          AND ($2::text IS NULL OR i.category_code = $2)
          AND ($3::text IS NULL OR i.name ILIKE '%' || $3 || '%')
        ORDER BY i.id
        LIMIT $4 OFFSET $5`,
      [site, input.categoryCode ?? null, input.keyword || null, size, (no - 1) * size],
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
  },
};
