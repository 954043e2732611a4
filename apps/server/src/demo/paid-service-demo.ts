import { PAID_SERVICE_PERIOD_MONTHS, SITE_CODES, SITES } from '@kontor/domain';
import type { Queryable } from '../platform/db/index.ts';
import { sitePrice } from './catalog.ts';

/**
 * The paid membership on sale (issue 16, decision 052): a service item of the Nordwerk shop with
 * one SKU per period, priced in every storefront's currency, and the periods they sell. Loaded
 * after the rest of the demo (it draws no random numbers, so the other demo data stays as it was).
 */
export const PAID_SERVICE_ITEM_KEY = 'kontor-plus-membership';

const PERIODS = [
  { code: 'MONTHLY', name: 'Kontor Plus membership, 1 month', eur: 4.99 },
  { code: 'YEARLY', name: 'Kontor Plus membership, 12 months', eur: 49 },
] as const;

/**
 * A database whose demo was loaded before the membership existed gets it now (loadDemoOnce), in the
 * shop that sells the delivery service; nothing when the periods are there already.
 */
export async function ensurePaidServiceDemo(q: Queryable): Promise<void> {
  if (await q.one('SELECT 1 FROM paid_service_period LIMIT 1')) return;
  const shop = await q.one<{ shop_id: number }>(
    `SELECT shop_id FROM item WHERE url_key = 'delivery-install'`,
  );
  if (shop) await insertPaidServiceDemo(q, Number(shop.shop_id));
}

export async function insertPaidServiceDemo(q: Queryable, shopId: number): Promise<void> {
  const picture = await q.one<{ main_image: string }>(
    `SELECT main_image FROM item WHERE url_key = 'delivery-install'`,
  );
  const image = picture?.main_image ?? '';
  const item = await q.one<{ id: number }>(
    `INSERT INTO item (shop_id, category_code, url_key, name, short_name, description, main_image, media, business_type)
     VALUES ($1, 'accessories', $2, 'Kontor Plus membership', 'Kontor Plus',
             'Double points on every order while your membership runs. Monthly or yearly; a renewal adds to the time you have left.',
             $3, ARRAY[$3], 'SERVICE')
     RETURNING id`,
    [shopId, PAID_SERVICE_ITEM_KEY, image],
  );
  for (const p of PERIODS) {
    const sku = await q.one<{ id: number }>(
      // No attributes: the SKU's name says the period (attributes are words the interface translates, decision 021).
      `INSERT INTO sku (item_id, code, name, image, attributes, business_type_dict, unit_name, stock)
       VALUES ($1, $2, $3, $4, '[]', 'SERVICE', 'pc', 1000000000) RETURNING id`,
      [item!.id, `KPLUS-${p.code}`, p.name, image],
    );
    for (const site of SITE_CODES) {
      const currency = SITES[site].currency;
      const minor = sitePrice(p.eur, currency);
      await q.query(
        'INSERT INTO sku_price (sku_id, site, currency, sale_minor, original_minor) VALUES ($1, $2, $3, $4, $4)',
        [sku!.id, site, currency, minor],
      );
    }
    await q.query('INSERT INTO paid_service_period (code, sku_id, months) VALUES ($1, $2, $3)', [
      p.code,
      sku!.id,
      PAID_SERVICE_PERIOD_MONTHS[p.code],
    ]);
  }
}
