import {
  CATEGORY_CODES,
  type CategoryCode,
  type CurrencyCode,
  SITE_CODES,
  SITES,
  type SiteCode,
} from '@kontor/domain';
import { MEDIA_FINISHES, mediaUrl, mediaVariant } from '../features/catalog/catalog-media.ts';
import type { Queryable } from '../platform/db/index.ts';
import { ITEMS, type ItemBusinessType, type ItemDef } from './catalog-items.ts';
import type { Rng } from './prng.ts';
import { insertRows } from './sql.ts';

const RATE: Record<CurrencyCode, number> = { EUR: 1, SEK: 11.5, PLN: 4.3, GBP: 0.86 };

/** Face values of the gift card per currency: a gift card is never a converted, odd amount. */
const GIFT_CARD_FACE: Record<CurrencyCode, number[]> = {
  EUR: [25, 50, 100],
  GBP: [20, 40, 80],
  SEK: [250, 500, 1000],
  PLN: [100, 200, 400],
};

/** Shop-window prices after conversion: 9.99, 38.90, 559.00, 7 490.00 (returned in minor units). */
export function charmPrice(amount: number): number {
  let major: number;
  if (amount < 10) major = Math.ceil(amount) - 0.01;
  else if (amount < 100) major = Math.round(amount) - 0.1;
  else if (amount < 1000) major = Math.round(amount / 10) * 10 - 1;
  else major = Math.round(amount / 100) * 100 - 10;
  return Math.round(major * 100);
}

export function sitePrice(eur: number, currency: CurrencyCode): number {
  return currency === 'EUR' ? Math.round(eur * 100) : charmPrice(eur * RATE[currency]);
}

/** Which finish (picture colour) a colour name stands for. */
const FINISH_WORDS: [RegExp, number][] = [
  [/oak|beech|bamboo/i, 0],
  [/walnut/i, 1],
  [/white/i, 2],
  [/black|anthracite/i, 3],
  [/grey|silver/i, 4],
  [/blue|petrol|navy/i, 5],
  [/green|sage/i, 6],
  [/terracotta|rust|red/i, 7],
];

function finishOf(values: string[], fallback: number): number {
  for (const value of values) {
    const hit = FINISH_WORDS.find(([re]) => re.test(value));
    if (hit) return hit[1];
  }
  return fallback % MEDIA_FINISHES.length;
}

/** Working days from payment to the door, by category: small parts ship fast, furniture is made to order. */
const DELIVERY_DAYS: Record<CategoryCode, [number, number]> = {
  'standing-desks': [5, 10],
  'office-chairs': [3, 7],
  'monitor-arms': [2, 4],
  'desk-converters': [3, 6],
  cabinets: [7, 14],
  lamps: [2, 4],
  'meeting-tables': [10, 20],
  acoustics: [5, 9],
  storage: [4, 8],
  accessories: [2, 4],
};

/** Two items sold in advance (the pre-sale orders of the demo buy them): a deposit now, the balance later. */
function preSaleTerms(key: string, now: Date) {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
  if (key === 'nordwerk-executive')
    return {
      preSaleEventType: 'DEPOSIT',
      depositPercent: 20,
      balancePaymentStartTime: day(10),
      balancePaymentEndTime: day(17),
      deliveryDays: 21,
    };
  if (key === 'hallwood-oval')
    return {
      preSaleEventType: 'DEPOSIT',
      depositPercent: 30,
      balancePaymentStartTime: day(14),
      balancePaymentEndTime: day(21),
      deliveryDays: 28,
    };
  return null;
}

export interface SkuInfo {
  id: number;
  itemId: number;
  itemKey: string;
  shopNo: number;
  name: string;
  image: string;
  attributes: { attrKey: string; attrVal: string }[];
  businessType: ItemBusinessType;
  unitName: string;
  adjustStep: number;
  pointsPrice: number | null;
  /** Sale and list price in minor units of the site's currency. */
  price: Record<SiteCode, { sale: number; original: number }>;
}

export interface Catalog {
  sku(itemKey: string, index?: number): SkuInfo;
  skusOf(itemKey: string): SkuInfo[];
  item(itemKey: string): ItemDef;
  /** Every orderable everyday SKU (no services, gift cards, points or bundles). */
  normalSkus: SkuInfo[];
}

const shortCode = (def: ItemDef, i: number) =>
  `${def.key
    .split('-')
    .map((p) => p.slice(0, 3))
    .join('')
    .toUpperCase()}-${i + 1}`;

export async function insertCatalog(
  q: Queryable,
  shopIds: Record<number, number>,
  rng: Rng,
  now: Date,
): Promise<Catalog> {
  await q.query(
    `INSERT INTO category (code, sort) SELECT code, ord::int * 10 FROM unnest($1::text[]) WITH ORDINALITY AS c(code, ord)
     ON CONFLICT (code) DO NOTHING`,
    [[...CATEGORY_CODES]],
  );

  const planned = ITEMS.map((def, index) => {
    const kind = def.picture ?? def.category;
    const finishes = def.skus.map(([values], i) => finishOf(values, index + i));
    const skuImages = finishes.map((f) => mediaUrl(kind, mediaVariant(def.style, f)));
    // 1 to 7 pictures: the SKUs' colours first, then more finishes of the same design.
    const wanted = Math.min(
      7,
      Math.max(1, index % 9 === 0 ? 7 : index % 11 === 5 ? 1 : skuImages.length + rng.int(0, 4)),
    );
    const media = [...new Set(skuImages)];
    for (let f = 0; media.length < wanted && f < MEDIA_FINISHES.length; f++) {
      const url = mediaUrl(kind, mediaVariant(def.style, (finishes[0] + f) % MEDIA_FINISHES.length));
      if (!media.includes(url)) media.push(url);
    }
    return { def, index, skuImages, media: media.slice(0, wanted) };
  });

  const itemRows = await insertRows(
    q,
    'item',
    `shop_id bigint, category_code text, url_key text, name text, short_name text, description text,
     main_image text, media text[], business_type text, status text, created_at timestamptz,
     delivery_min_days int, delivery_max_days int, pre_sale jsonb`,
    planned.map(({ def, index, skuImages, media }) => ({
      shop_id: shopIds[def.shop],
      category_code: def.category,
      url_key: def.key,
      name: def.name,
      short_name: def.short,
      description: def.description,
      main_image: skuImages[0],
      media,
      business_type: def.type ?? 'NORMAL',
      status: def.offSale ? 'OFF_SALE' : 'ON_SALE',
      created_at: new Date(now.getTime() - (700 - index * 7) * 86_400_000).toISOString(),
      delivery_min_days: DELIVERY_DAYS[def.category][0],
      delivery_max_days: DELIVERY_DAYS[def.category][1],
      pre_sale: preSaleTerms(def.key, now),
    })),
    { returning: 'id, url_key' },
  );
  const itemId = new Map(itemRows.map((r) => [r.url_key as string, Number(r.id)]));

  const skuPlans = planned.flatMap(({ def, index, skuImages }) =>
    def.skus.map(([values, eur, wasEur], i) => ({
      def,
      code: shortCode(def, i),
      name: `${def.short}, ${values.join(', ')}`,
      image: skuImages[i],
      attributes: def.attrs.map((attrKey, a) => ({ attrKey, attrVal: values[a] })),
      eur,
      wasEur,
      i,
      // One SKU is sold out so "sold out" paths can be seen; a few run low.
      stock:
        index === 0 && i === 3
          ? 0
          : (index + i) % 13 === 4
            ? 3
            : def.type === 'WEIGHT'
              ? 500
              : 100 + ((index * 7 + i * 13) % 150),
    })),
  );
  const skuRows = await insertRows(
    q,
    'sku',
    `item_id bigint, code text, name text, image text, attributes jsonb, business_type_dict text,
     unit_name text, adjust_step numeric, stock int, points_price int`,
    skuPlans.map((s) => ({
      item_id: itemId.get(s.def.key),
      code: s.code,
      name: s.name,
      image: s.image,
      attributes: s.attributes,
      business_type_dict: s.def.type ?? 'NORMAL',
      unit_name: s.def.unit ?? 'pc',
      adjust_step: s.def.step ?? 1,
      stock: s.stock,
      points_price: s.def.points?.[s.i] ?? null,
    })),
    { returning: 'id, code' },
  );
  const skuId = new Map(skuRows.map((r) => [r.code as string, Number(r.id)]));

  const byItem = new Map<string, SkuInfo[]>();
  const priceRows: object[] = [];
  for (const s of skuPlans) {
    const price = {} as SkuInfo['price'];
    for (const site of SITE_CODES) {
      const currency = SITES[site].currency;
      const sale =
        s.def.type === 'GIFT_CARD' ? GIFT_CARD_FACE[currency][s.i] * 100 : sitePrice(s.eur, currency);
      const listed = s.wasEur ? sitePrice(s.wasEur, currency) : sale;
      price[site] = { sale, original: Math.max(listed, sale) };
      priceRows.push({
        sku_id: skuId.get(s.code),
        site,
        currency,
        sale_minor: sale,
        original_minor: price[site].original,
      });
    }
    const info: SkuInfo = {
      id: skuId.get(s.code)!,
      itemId: itemId.get(s.def.key)!,
      itemKey: s.def.key,
      shopNo: s.def.shop,
      name: s.name,
      image: s.image,
      attributes: s.attributes,
      businessType: s.def.type ?? 'NORMAL',
      unitName: s.def.unit ?? 'pc',
      adjustStep: s.def.step ?? 1,
      pointsPrice: s.def.points?.[s.i] ?? null,
      price,
    };
    byItem.set(s.def.key, [...(byItem.get(s.def.key) ?? []), info]);
  }
  await insertRows(
    q,
    'sku_price',
    'sku_id bigint, site text, currency text, sale_minor bigint, original_minor bigint',
    priceRows,
  );

  return catalogOf(byItem);
}

function catalogOf(byItem: Map<string, SkuInfo[]>): Catalog {
  const defs = new Map(ITEMS.map((d) => [d.key, d]));
  const skusOf = (key: string) => {
    const list = byItem.get(key);
    if (!list) throw new Error(`demo catalogue has no item ${key}`);
    return list;
  };
  return {
    skusOf,
    sku: (key, index = 0) => skusOf(key)[index] ?? skusOf(key)[0],
    item: (key) => {
      const def = defs.get(key);
      if (!def) throw new Error(`demo catalogue has no item ${key}`);
      return def;
    },
    normalSkus: [...byItem.values()].flat().filter((s) => s.businessType === 'NORMAL'),
  };
}

/**
 * The demo catalogue as a database holding it has it (what insertCatalog answered when it was
 * loaded), so orders can be built on it later: the test builders' createTestOrder.
 */
export async function readCatalog(q: Queryable): Promise<Catalog> {
  const defs = new Map(ITEMS.map((d) => [d.key, d]));
  const rows = await q.query<{
    id: number;
    item_id: number;
    url_key: string;
    name: string;
    image: string;
    attributes: SkuInfo['attributes'];
    prices: { site: SiteCode; sale: number; original: number }[];
  }>(
    `SELECT s.id, s.item_id, i.url_key, s.name, s.image, s.attributes,
            (SELECT json_agg(json_build_object('site', p.site, 'sale', p.sale_minor, 'original', p.original_minor))
               FROM sku_price p WHERE p.sku_id = s.id) AS prices
       FROM sku s JOIN item i ON i.id = s.item_id
      WHERE i.url_key = ANY($1::text[])
      ORDER BY s.id`,
    [[...defs.keys()]],
  );
  const byItem = new Map<string, SkuInfo[]>();
  for (const r of rows) {
    const def = defs.get(r.url_key)!;
    const i = byItem.get(r.url_key)?.length ?? 0;
    const price = Object.fromEntries(
      (r.prices ?? []).map((p) => [p.site, { sale: Number(p.sale), original: Number(p.original) }]),
    ) as SkuInfo['price'];
    const info: SkuInfo = {
      id: Number(r.id),
      itemId: Number(r.item_id),
      itemKey: def.key,
      shopNo: def.shop,
      name: r.name,
      image: r.image,
      attributes: r.attributes,
      businessType: def.type ?? 'NORMAL',
      unitName: def.unit ?? 'pc',
      adjustStep: def.step ?? 1,
      pointsPrice: def.points?.[i] ?? null,
      price,
    };
    byItem.set(def.key, [...(byItem.get(def.key) ?? []), info]);
  }
  return catalogOf(byItem);
}
