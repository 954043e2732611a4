import { randomBytes } from 'node:crypto';
import { SITES, type SiteCode } from '@kontor/domain';
import type { Queryable } from '../src/platform/db/index.ts';

/**
 * Rows a test creates for itself, so it does not depend on what the demo data happens to hold.
 * Names carry a random tag a test can search for.
 */
export interface TestItem {
  tag: string;
  shopId: number;
  itemId: number;
  skuId: number;
}

/** A seller with a shop, one on-sale item with one SKU, priced (minor units) on the given sites. */
export async function createTestItem(
  q: Queryable,
  prices: Partial<Record<SiteCode, { sale: number; original?: number }>>,
  opts: { status?: 'ON_SALE' | 'OFF_SALE' } = {},
): Promise<TestItem> {
  const tag = `zq${randomBytes(5).toString('hex')}`;
  const seller = await q.one<{ id: number }>(
    `INSERT INTO app_user (email, nickname, username, roles) VALUES ($1, $2, $2, '{seller}') RETURNING id`,
    [`${tag}@seller.test`, tag],
  );
  const shop = await q.one<{ id: number }>(
    'INSERT INTO shop (seller_user_id, name, site_name) VALUES ($1, $2, $2) RETURNING id',
    [seller!.id, `Shop ${tag}`],
  );
  await q.query(`INSERT INTO category (code) VALUES ('lamps') ON CONFLICT (code) DO NOTHING`);
  const item = await q.one<{ id: number }>(
    `INSERT INTO item (shop_id, category_code, url_key, name, short_name, main_image, status)
     VALUES ($1, 'lamps', $2, $3, $3, '/img/test.png', $4) RETURNING id`,
    [shop!.id, tag, `Lamp ${tag}`, opts.status ?? 'ON_SALE'],
  );
  const sku = await q.one<{ id: number }>(
    `INSERT INTO sku (item_id, code, name, image) VALUES ($1, $2, $3, '/img/test.png') RETURNING id`,
    [item!.id, `SKU-${tag}`, `Lamp ${tag}`],
  );
  for (const [site, price] of Object.entries(prices) as [SiteCode, { sale: number; original?: number }][]) {
    await q.query(
      'INSERT INTO sku_price (sku_id, site, currency, sale_minor, original_minor) VALUES ($1, $2, $3, $4, $5)',
      [sku!.id, site, SITES[site].currency, price.sale, price.original ?? price.sale],
    );
  }
  return { tag, shopId: shop!.id, itemId: item!.id, skuId: sku!.id };
}
