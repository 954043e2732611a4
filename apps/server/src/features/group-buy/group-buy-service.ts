import {
  type GroupBuyEvent,
  type GroupBuyShare,
  joinRefusal,
  maskName,
  money,
  nextGroupBuyStatus,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type JoinGroupRow, groupBuyRepository as repo } from './group-buy-repository.ts';

export { groupBuyRepository } from './group-buy-repository.ts';

// Group buying (decisions 062, 068): the share link /items/{shopId}/{orderId} shows the group an
// order opened — the product, the group price, and who joined, names masked. Anyone with the link
// may open it (that is what sharing is for); an order that opened no group answers 404. A signed-in
// buyer joins through checkout: the paid order becomes a member under the group's row lock (the
// payment's writer calls `joinPaidGroupOrders`), the last seat completes the group; at its expiry an
// unfilled group fails (the sweep) and its paid orders are refunded.

export async function groupBuyShare(
  db: Db,
  shopId: number,
  orderId: number,
  viewerId: number | null = null,
  now = new Date(),
): Promise<GroupBuyShare> {
  const g = await repo.byLeaderOrder(db, shopId, orderId);
  if (!g) throw notFound();
  const members = await repo.members(db, g.id);
  const refusal = joinRefusal({
    status: g.status,
    expiresAt: g.expires_at,
    members: members.length,
    size: g.group_size,
    isMember: viewerId !== null && (await repo.isMember(db, g.id, viewerId)),
    now,
  });
  return {
    orderId: g.leader_order_id,
    shopId: g.shop_id,
    shopName: g.shop_name,
    item: { id: g.item_id, urlKey: g.url_key, name: g.item_name, image: g.main_image, skuName: g.sku_name },
    groupPrice: money(BigInt(g.group_price_minor), g.currency),
    price: money(BigInt(g.price_minor), g.currency),
    groupSize: g.group_size,
    status: g.status,
    expiresAt: g.expires_at.toISOString(),
    members: members.map((m) => ({
      name: maskName(m.name),
      leader: m.is_leader,
      joinedAt: m.joined_at.toISOString(),
    })),
    join: refusal ?? (viewerId === null ? null : 'join'),
  };
}

/** THE writer of a group's status: a step GROUP_BUY_TRANSITIONS has, guarded by the status read. */
async function moveGroup(q: Queryable, g: { id: number; status: string }, event: GroupBuyEvent) {
  const to = nextGroupBuyStatus(g.status, event);
  if (!to || !(await repo.moveGroupStatus(q, g.id, g.status, to)))
    throw conflict('groupBuy.errors.expired', { from: g.status, event });
  return to;
}

export interface GroupToJoin {
  id: number;
  skuId: number;
  shopId: number;
  site: string;
  currency: string;
  groupPriceMinor: number;
  /** The buyer's joining checkout still waiting for payment: pay that one. */
  unpaidContractId?: number;
}

/**
 * A buyer wants to join the group of a share link (checkout calls this in its transaction, before it
 * places the order): the group's row is locked; 404 for a link that names no group, 409 with the
 * reason when the buyer opened or joined it, when it is full, or when it is over.
 */
export async function groupToJoin(
  q: Queryable,
  buyerId: number,
  shopId: number,
  orderId: number,
  now = new Date(),
): Promise<GroupToJoin> {
  const g = await repo.lockByLeaderOrder(q, shopId, orderId);
  if (!g) throw notFound();
  const refusal = joinRefusal({
    status: g.status,
    expiresAt: g.expires_at,
    members: await repo.memberCount(q, g.id),
    size: g.group_size,
    isMember: await repo.isMember(q, g.id, buyerId),
    now,
  });
  if (refusal) throw conflict(`groupBuy.errors.${refusal}`);
  return {
    id: g.id,
    skuId: g.sku_id,
    shopId: g.shop_id,
    site: g.site,
    currency: g.currency,
    groupPriceMinor: Number(g.group_price_minor),
    unpaidContractId: await repo.unpaidJoinContract(q, g.id, buyerId),
  };
}

/** The order a joining checkout placed will join the group once paid. */
export async function recordGroupJoin(q: Queryable, groupId: number, orderId: number, buyerId: number) {
  await repo.insertJoin(q, orderId, groupId, buyerId);
}

/**
 * These orders were just paid (the payment attempt's writer, same transaction): each that a joining
 * checkout placed becomes a member of its group under the group's row lock — if the group is still
 * open, not over and has a seat; the last seat completes it. Otherwise the join is refused and the
 * group-buy sweep refunds the order. Answers the orders that joined.
 */
export async function joinPaidGroupOrders(
  q: Queryable,
  orderIds: number[],
  now = new Date(),
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const joined: number[] = [];
  for (const j of await repo.pendingJoinsOf(q, orderIds)) {
    const g = (await repo.lock(q, j.group_buy_id)) as JoinGroupRow;
    const members = await repo.memberCount(q, g.id);
    const refusal = joinRefusal({
      status: g.status,
      expiresAt: g.expires_at,
      members,
      size: g.group_size,
      isMember: await repo.isMember(q, g.id, j.buyer_id),
      now,
    });
    if (refusal) {
      await repo.settleJoin(q, j.order_id, 'REJECTED');
      continue;
    }
    await repo.join(q, g.id, j.buyer_id, j.order_id, now);
    await repo.settleJoin(q, j.order_id, 'JOINED');
    if (members + 1 >= g.group_size) await moveGroup(q, g, 'FILL');
    joined.push(j.order_id);
  }
  return joined;
}

/** The sweep: open groups past their expiry fail (their paid orders are refunded next). */
export async function failExpiredGroups(q: Queryable, limit = 50, at = new Date()): Promise<number> {
  const rows = await repo.expiredOpen(q, at, limit);
  for (const g of rows) await moveGroup(q, g, 'EXPIRE');
  return rows.length;
}
