import type { Queryable } from '../../platform/db/index.ts';

// All SQL of group buying (migrations 0031, 0037): the group a paid order opened, who joined it,
// the checkouts started to join it, and the refunds of a failed group's orders.

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

/** A group as joining it needs it, with the storefront of the order that opened it. */
export interface JoinGroupRow {
  id: number;
  leader_order_id: number;
  shop_id: number;
  sku_id: number;
  group_size: number;
  currency: string;
  group_price_minor: string;
  status: 'OPEN' | 'COMPLETE' | 'FAILED';
  expires_at: Date;
  site: string;
}

const JOIN_GROUP_COLUMNS = `g.id::int AS id, g.leader_order_id::int AS leader_order_id, g.shop_id::int AS shop_id,
  g.sku_id::int AS sku_id, g.group_size, g.currency, g.group_price_minor::text AS group_price_minor, g.status,
  g.expires_at, o.site`;

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

  /** The group of a share link, its row locked (joins and the deadline take this lock). */
  async lockByLeaderOrder(q: Queryable, shopId: number, orderId: number): Promise<JoinGroupRow | undefined> {
    return q.one<JoinGroupRow>(
      `SELECT ${JOIN_GROUP_COLUMNS} FROM group_buy g JOIN trade_order o ON o.id = g.leader_order_id
        WHERE g.leader_order_id = $1 AND g.shop_id = $2 FOR UPDATE OF g`,
      [orderId, shopId],
    );
  },

  async lock(q: Queryable, groupId: number): Promise<JoinGroupRow | undefined> {
    return q.one<JoinGroupRow>(
      `SELECT ${JOIN_GROUP_COLUMNS} FROM group_buy g JOIN trade_order o ON o.id = g.leader_order_id
        WHERE g.id = $1 FOR UPDATE OF g`,
      [groupId],
    );
  },

  async memberCount(q: Queryable, groupId: number): Promise<number> {
    const row = await q.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM group_buy_member WHERE group_buy_id = $1',
      [groupId],
    );
    return row!.n;
  },

  async isMember(q: Queryable, groupId: number, buyerId: number): Promise<boolean> {
    return Boolean(
      await q.one('SELECT 1 FROM group_buy_member WHERE group_buy_id = $1 AND buyer_id = $2', [
        groupId,
        buyerId,
      ]),
    );
  },

  /** The contract of the buyer's joining checkout still waiting for payment, if any. */
  async unpaidJoinContract(q: Queryable, groupId: number, buyerId: number): Promise<number | undefined> {
    const row = await q.one<{ contract_id: number }>(
      `SELECT o.contract_id::int AS contract_id FROM group_buy_join j JOIN trade_order o ON o.id = j.order_id
        WHERE j.group_buy_id = $1 AND j.buyer_id = $2 AND j.status = 'PENDING' AND o.display_status = 'PENDING_PAY'
        ORDER BY j.order_id DESC LIMIT 1`,
      [groupId, buyerId],
    );
    return row?.contract_id;
  },

  async insertJoin(q: Queryable, orderId: number, groupId: number, buyerId: number): Promise<void> {
    await q.query('INSERT INTO group_buy_join (order_id, group_buy_id, buyer_id) VALUES ($1, $2, $3)', [
      orderId,
      groupId,
      buyerId,
    ]);
  },

  /** The pending joins of these (just paid) orders, lowest group first (the order locks are taken in). */
  async pendingJoinsOf(
    q: Queryable,
    orderIds: number[],
  ): Promise<{ order_id: number; group_buy_id: number; buyer_id: number }[]> {
    return q.query(
      `SELECT order_id::int AS order_id, group_buy_id::int AS group_buy_id, buyer_id::int AS buyer_id
         FROM group_buy_join WHERE order_id = ANY($1::bigint[]) AND status = 'PENDING'
        ORDER BY group_buy_id, order_id`,
      [orderIds],
    );
  },

  async settleJoin(q: Queryable, orderId: number, status: 'JOINED' | 'REJECTED'): Promise<void> {
    await q.query(`UPDATE group_buy_join SET status = $2 WHERE order_id = $1 AND status = 'PENDING'`, [
      orderId,
      status,
    ]);
  },

  /** The writer's step: guarded by the status it was read in; false when it moved meanwhile. */
  async moveGroupStatus(q: Queryable, groupId: number, from: string, to: string): Promise<boolean> {
    const rows = await q.query(
      'UPDATE group_buy SET status = $3 WHERE id = $1 AND status = $2 RETURNING id',
      [groupId, from, to],
    );
    return rows.length > 0;
  },

  /** Open groups past their expiry, locked; another instance sweeping skips them. */
  async expiredOpen(q: Queryable, at: Date, limit: number): Promise<{ id: number; status: string }[]> {
    return q.query(
      `SELECT id::int AS id, status FROM group_buy WHERE status = 'OPEN' AND expires_at <= $1
        ORDER BY expires_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [at, limit],
    );
  },

  /**
   * Paid orders to send back: the members' orders of a failed group and the joins refused at
   * payment (the group was full or over by then), not refunded yet.
   */
  async ordersToRefund(q: Queryable, limit: number): Promise<{ order_id: number; group_buy_id: number }[]> {
    return q.query(
      `SELECT x.order_id::int AS order_id, x.group_buy_id::int AS group_buy_id FROM (
         SELECT m.order_id, m.group_buy_id FROM group_buy_member m JOIN group_buy g ON g.id = m.group_buy_id
          WHERE g.status = 'FAILED' AND m.order_id IS NOT NULL
         UNION
         SELECT j.order_id, j.group_buy_id FROM group_buy_join j WHERE j.status = 'REJECTED'
       ) x
       JOIN trade_order o ON o.id = x.order_id
       WHERE o.paid_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM group_buy_refund r WHERE r.order_id = x.order_id)
       ORDER BY x.order_id LIMIT $1`,
      [limit],
    );
  },

  /** The proof of a refund; false when the order was sent back before (the primary key decides). */
  async recordRefund(
    q: Queryable,
    orderId: number,
    groupId: number,
    reverseId: number | null,
  ): Promise<boolean> {
    const row = await q.one(
      `INSERT INTO group_buy_refund (order_id, group_buy_id, reverse_order_id) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [orderId, groupId, reverseId],
    );
    return Boolean(row);
  },

  async setRefundReverse(q: Queryable, orderId: number, reverseId: number): Promise<void> {
    await q.query('UPDATE group_buy_refund SET reverse_order_id = $2 WHERE order_id = $1', [
      orderId,
      reverseId,
    ]);
  },
};
