import type { MerchantAuditStatus, MerchantStatusCode, ShopSummary } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

const SELECT = `
  SELECT s.id, s.name, s.site_name AS "siteName", s.site_address AS "siteAddress",
         s.shop_channel_type AS "shopChannelType", s.merchant_status AS "merchantStatus",
         s.audit_status AS "auditStatus", s.seller_user_id AS "sellerId", u.email AS "sellerEmail",
         (SELECT count(*) FROM item i WHERE i.shop_id = s.id)::int AS "itemCount"
    FROM shop s JOIN app_user u ON u.id = s.seller_user_id`;

export const merchantRepository = {
  async bySeller(q: Queryable, sellerUserId: number): Promise<ShopSummary | undefined> {
    return q.one<ShopSummary>(`${SELECT} WHERE s.seller_user_id = $1`, [sellerUserId]);
  },

  async page(q: Queryable, no: number, size: number): Promise<{ data: ShopSummary[]; total: number }> {
    const rows = await q.query<ShopSummary & { total: number }>(
      `${SELECT.replace('FROM shop s', ', count(*) OVER ()::int AS total FROM shop s')} ORDER BY s.id LIMIT $1 OFFSET $2`,
      [size, (no - 1) * size],
    );
    return { total: rows[0]?.total ?? 0, data: rows.map(({ total: _t, ...shop }) => shop) };
  },

  async merchantFlags(q: Queryable, userId: number) {
    return q.one<{ merchant_status: MerchantStatusCode; audit_status: MerchantAuditStatus }>(
      'SELECT merchant_status, audit_status FROM shop WHERE seller_user_id = $1',
      [userId],
    );
  },
};
