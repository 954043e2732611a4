import { type GroupBuyShare, maskName, money } from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { groupBuyRepository } from './group-buy-repository.ts';

export { groupBuyRepository } from './group-buy-repository.ts';

// Group buying (decision 062): the share link /items/{shopId}/{orderId} shows the group an order
// opened — the product, the group price, and who joined, names masked. Anyone with the link may
// open it (that is what sharing is for); an order that opened no group answers 404.

export async function groupBuyShare(db: Db, shopId: number, orderId: number): Promise<GroupBuyShare> {
  const g = await groupBuyRepository.byLeaderOrder(db, shopId, orderId);
  if (!g) throw notFound();
  const members = await groupBuyRepository.members(db, g.id);
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
  };
}
