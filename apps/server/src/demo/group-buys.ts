import { groupBuyRepository } from '../features/group-buy/group-buy-service.ts';
import type { Queryable } from '../platform/db/index.ts';

const HOUR = 3_600_000;

/**
 * The groups the demo's group-buy orders opened (decision 062): three buyers make the group, the
 * leader's order paid the group price; the second buyer joined some hours later; the group stays open
 * for two more days from the load.
 */
export async function insertDemoGroupBuys(q: Queryable, now: Date, secondBuyerId: number): Promise<void> {
  const orders = await q.query<{
    id: number;
    buyer_id: number;
    shop_id: number;
    currency: string;
    paid_at: Date;
    item_id: number;
    sku_id: number;
    unit_price_minor: string;
    group_minor: string;
  }>(
    `SELECT o.id::int AS id, o.buyer_id::int AS buyer_id, o.shop_id::int AS shop_id, o.currency, o.paid_at,
            l.item_id::int AS item_id, l.sku_id::int AS sku_id, l.unit_price_minor::text AS unit_price_minor,
            ((o.sku_minor - o.shop_discount_minor) / l.trade_qty)::bigint::text AS group_minor
       FROM trade_order o JOIN LATERAL (SELECT * FROM trade_order_line WHERE order_id = o.id ORDER BY id LIMIT 1) l ON true
      WHERE o.trade_order_business_type = 'GROUP_BUY' AND o.paid_at IS NOT NULL ORDER BY o.id`,
  );
  for (const o of orders) {
    const groupId = await groupBuyRepository.open(q, {
      leaderOrderId: o.id,
      shopId: o.shop_id,
      itemId: o.item_id,
      skuId: o.sku_id,
      buyerId: o.buyer_id,
      groupSize: 3,
      currency: o.currency,
      groupPriceMinor: Number(o.group_minor),
      priceMinor: Number(o.unit_price_minor),
      openedAt: o.paid_at,
      expiresAt: new Date(now.getTime() + 48 * HOUR),
    });
    if (secondBuyerId !== o.buyer_id) {
      await groupBuyRepository.join(
        q,
        groupId,
        secondBuyerId,
        null,
        new Date(o.paid_at.getTime() + 5 * HOUR),
      );
    }
  }
}
