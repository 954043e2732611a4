import type { Queryable } from '../../platform/db/index.ts';

// All SQL of group buying (migration 0031): the group a paid order opened and who joined it.

export interface GroupRow {
  id: number;
  leader_order_id: number;
  shop_id: number;
  shop_name: string;
  item_id: number;
  url_key: string;
  item_name: string;
  main_image: string | null;
  sku_name: string;
  group_size: number;
  currency: string;
  group_price_minor: string;
  price_minor: string;
  status: 'OPEN' | 'COMPLETE' | 'FAILED';
  expires_at: Date;
}

export interface MemberRow {
  name: string;
  is_leader: boolean;
  joined_at: Date;
}

export const groupBuyRepository = {
  /** The group opened by an order of a shop: both must match, as in the share link. */
  async byLeaderOrder(q: Queryable, shopId: number, orderId: number): Promise<GroupRow | undefined> {
    return q.one<GroupRow>(
      `SELECT g.id::int AS id, g.leader_order_id::int AS leader_order_id, g.shop_id::int AS shop_id,
              s.site_name AS shop_name, i.id::int AS item_id, i.url_key, i.name AS item_name, i.main_image,
              k.name AS sku_name, g.group_size, g.currency, g.group_price_minor::text AS group_price_minor,
              g.price_minor::text AS price_minor, g.status, g.expires_at
         FROM group_buy g JOIN shop s ON s.id = g.shop_id JOIN item i ON i.id = g.item_id JOIN sku k ON k.id = g.sku_id
        WHERE g.leader_order_id = $1 AND g.shop_id = $2`,
      [orderId, shopId],
    );
  },

  async members(q: Queryable, groupId: number): Promise<MemberRow[]> {
    return q.query<MemberRow>(
      `SELECT COALESCE(NULLIF(u.nickname, ''), u.username) AS name, m.is_leader, m.joined_at
         FROM group_buy_member m JOIN app_user u ON u.id = m.buyer_id
        WHERE m.group_buy_id = $1 ORDER BY m.is_leader DESC, m.joined_at, m.buyer_id`,
      [groupId],
    );
  },

  /** Opens a group for a paid order (the demo's group offers; checkout of group offers is next). */
  async open(
    q: Queryable,
    g: {
      leaderOrderId: number;
      shopId: number;
      itemId: number;
      skuId: number;
      buyerId: number;
      groupSize: number;
      currency: string;
      groupPriceMinor: number;
      priceMinor: number;
      openedAt: Date;
      expiresAt: Date;
    },
  ): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO group_buy (leader_order_id, shop_id, item_id, sku_id, group_size, currency, group_price_minor,
                              price_minor, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::int AS id`,
      [
        g.leaderOrderId,
        g.shopId,
        g.itemId,
        g.skuId,
        g.groupSize,
        g.currency,
        g.groupPriceMinor,
        g.priceMinor,
        g.expiresAt,
        g.openedAt,
      ],
    );
    await q.query(
      `INSERT INTO group_buy_member (group_buy_id, buyer_id, order_id, is_leader, joined_at)
       VALUES ($1, $2, $3, true, $4)`,
      [row!.id, g.buyerId, g.leaderOrderId, g.openedAt],
    );
    return row!.id;
  },

  async join(
    q: Queryable,
    groupId: number,
    buyerId: number,
    orderId: number | null,
    at: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO group_buy_member (group_buy_id, buyer_id, order_id, joined_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [groupId, buyerId, orderId, at],
    );
  },
};
