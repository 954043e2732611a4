import {
  type ItemCombined,
  type ItemStatic,
  money,
  type RenderItemStaticInput,
  SITES,
  type SiteCode,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { type ItemRow, itemRepository } from './catalog-repository.ts';

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The attribute names in SKU order, each with its values in the order the SKUs first use them. */
export function skuAttributesOf(skus: { attributes: { attrKey: string; attrVal: string }[] }[]) {
  const byKey = new Map<string, string[]>();
  for (const sku of skus) {
    for (const { attrKey, attrVal } of sku.attributes) {
      const values = byKey.get(attrKey) ?? [];
      if (!values.includes(attrVal)) values.push(attrVal);
      byKey.set(attrKey, values);
    }
  }
  return [...byKey].map(([attrKey, values]) => ({ attrKey, values }));
}

/** Whether the item is in the catalogue and on sale (its shop trading): the share reward asks. */
export async function itemOnSale(q: Queryable, itemId: number): Promise<boolean> {
  return (await itemRepository.find(q, { itemId }))?.on_sale === true;
}

async function itemOr404(q: Queryable, by: { urlKey?: string; itemId?: number }): Promise<ItemRow> {
  const item = await itemRepository.find(q, by);
  if (!item) throw notFound();
  return item;
}

/** {host}_item_ShopItemRenderStaticV3Flow: the same answer on every storefront (prices are in the combined call). */
export async function renderItemStatic(
  q: Queryable,
  site: SiteCode,
  input: RenderItemStaticInput,
): Promise<ItemStatic> {
  const item = await itemOr404(q, input);
  const skus = await itemRepository.skus(q, item.id, site);
  return {
    itemId: item.id,
    urlKey: item.url_key,
    shop: { id: item.shop_id, name: item.shop_name },
    seller: { id: item.seller_id },
    categoryCode: item.category_code,
    itemName: item.name,
    itemShortName: item.short_name,
    description: item.description,
    mainImage: item.main_image,
    listMedia: item.media.length > 0 ? item.media : [item.main_image],
    businessType: item.business_type,
    skuAttributes: skuAttributesOf(skus),
    skus: skus.map((k) => ({
      id: k.id,
      name: k.name,
      image: k.image,
      attributes: k.attributes,
      businessTypeDict: k.business_type_dict,
      marketingUnit: { unitName: k.unit_name },
      adjustStep: k.adjust_step,
    })),
    rating: { average: item.rating_average, count: item.rating_count },
  };
}

/**
 * {host}_item_ItemCombinedFlow: prices on the caller's storefront, stock, the delivery estimate
 * counted from today, and pre-sale terms (a deposit share of the unit price now, the balance later).
 */
export async function itemCombined(
  q: Queryable,
  site: SiteCode,
  itemId: number,
  now = new Date(),
): Promise<ItemCombined> {
  const item = await itemOr404(q, { itemId });
  const skus = await itemRepository.skus(q, item.id, site);
  const currency = SITES[site].currency;
  const pre = item.pre_sale;
  const depositShare = pre?.preSaleEventType === 'DEPOSIT' ? (pre.depositPercent ?? 0) / 100 : null;
  // A pre-sale item is delivered a fixed time after its last payment, whatever the category says.
  const minDays = pre ? pre.deliveryDays : item.delivery_min_days;
  const maxDays = pre ? pre.deliveryDays : item.delivery_max_days;
  return {
    itemId: item.id,
    onSale: item.on_sale,
    skus: skus.map((k) => {
      const sale = k.sale_minor;
      const original = k.original_minor;
      const deposit = sale !== null && depositShare !== null ? Math.round(sale * depositShare) : null;
      return {
        id: k.id,
        salePrc: sale === null ? null : money(sale, currency),
        originalPrc: original === null ? null : money(original, currency),
        discountShowPrice:
          sale !== null && original !== null && original > sale ? money(original - sale, currency) : null,
        stock: k.stock,
        preSaleUnitAmount: deposit === null ? null : money(deposit, currency),
        balanceSaleUnitAmount: deposit === null || sale === null ? null : money(sale - deposit, currency),
      };
    }),
    delivery: {
      minDays,
      maxDays,
      earliestDate: isoDate(new Date(now.getTime() + minDays * DAY)),
      latestDate: isoDate(new Date(now.getTime() + maxDays * DAY)),
    },
    preSale: pre
      ? {
          preSaleEventType: pre.preSaleEventType,
          balancePaymentStartTime: pre.balancePaymentStartTime ?? null,
          balancePaymentEndTime: pre.balancePaymentEndTime ?? null,
          deliveryDays: pre.deliveryDays,
        }
      : null,
  };
}
