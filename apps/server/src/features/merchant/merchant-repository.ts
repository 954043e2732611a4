import type {
  ApplicationStatus,
  MerchantAuditStatus,
  MerchantCompany,
  MerchantStatusCode,
  OperatorDecision,
  ShopSummary,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

const SELECT = `
  SELECT s.id, s.name, s.site_name AS "siteName", s.site_address AS "siteAddress",
         s.shop_channel_type AS "shopChannelType", s.merchant_status AS "merchantStatus",
         s.audit_status AS "auditStatus",
         to_char(s.frozen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "frozenAt",
         s.seller_user_id AS "sellerId", u.email AS "sellerEmail",
         (SELECT count(*) FROM item i WHERE i.shop_id = s.id)::int AS "itemCount"
    FROM shop s JOIN app_user u ON u.id = s.seller_user_id`;

export const merchantRepository = {
  async bySeller(q: Queryable, sellerUserId: number): Promise<ShopSummary | undefined> {
    return q.one<ShopSummary>(`${SELECT} WHERE s.seller_user_id = $1`, [sellerUserId]);
  },

  async page(
    q: Queryable,
    no: number,
    size: number,
    shopId: number | null = null,
    merchantStatus: MerchantStatusCode | null = null,
  ): Promise<{ data: ShopSummary[]; total: number }> {
    const rows = await q.query<ShopSummary & { total: number }>(
      `${SELECT.replace('FROM shop s', ', count(*) OVER ()::int AS total FROM shop s')}
        WHERE ($3::bigint IS NULL OR s.id = $3) AND ($4::text IS NULL OR s.merchant_status = $4)
        ORDER BY s.id DESC LIMIT $1 OFFSET $2`,
      [size, (no - 1) * size, shopId, merchantStatus],
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

export interface ApplicationRow {
  id: number;
  user_id: number;
  status: ApplicationStatus;
  company: Omit<MerchantCompany, 'documents'>;
  documents: { url: string; name: string }[];
  reject_reason: string | null;
  shop_id: number | null;
  submitted_at: Date;
  reviewed_at: Date | null;
  applicant_email: string | null;
}

const APPLICATION = `
  SELECT a.id, a.user_id, a.status, a.company, a.documents, a.reject_reason, a.shop_id, a.submitted_at,
         a.reviewed_at, u.email AS applicant_email
    FROM merchant_application a JOIN app_user u ON u.id = a.user_id`;

/** The application, the shop status and the operator's log: read and written here only (decision 054). */
export const applicationRepository = {
  async ofUser(q: Queryable, userId: number, lock = false): Promise<ApplicationRow | undefined> {
    return q.one<ApplicationRow>(`${APPLICATION} WHERE a.user_id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [
      userId,
    ]);
  },

  async byId(q: Queryable, id: number, lock = false): Promise<ApplicationRow | undefined> {
    return q.one<ApplicationRow>(`${APPLICATION} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
  },

  async page(
    q: Queryable,
    status: ApplicationStatus | null,
    no: number,
    size: number,
  ): Promise<{ rows: ApplicationRow[]; total: number }> {
    const rows = await q.query<ApplicationRow & { total: number }>(
      `${APPLICATION.replace('FROM merchant_application a', ', count(*) OVER ()::int AS total FROM merchant_application a')}
        WHERE ($1::text IS NULL OR a.status = $1)
        ORDER BY (a.status = 'AUDIT') DESC, a.submitted_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
      [status, size, (no - 1) * size],
    );
    return { rows, total: rows[0]?.total ?? 0 };
  },

  /** Creates the application, or takes a rejected one back under review with the new data. */
  async submit(
    q: Queryable,
    userId: number,
    company: Omit<MerchantCompany, 'documents'>,
    documents: { url: string; name: string }[],
  ): Promise<void> {
    await q.query(
      `INSERT INTO merchant_application (user_id, status, company, documents)
       VALUES ($1, 'AUDIT', $2, $3)
       ON CONFLICT (user_id) DO UPDATE
          SET status = 'AUDIT', company = EXCLUDED.company, documents = EXCLUDED.documents,
              reject_reason = NULL, submitted_at = now(), reviewed_at = NULL`,
      [userId, JSON.stringify(company), JSON.stringify(documents)],
    );
  },

  /** Moves an application from `from` to `to`; false when it was no longer in `from`. */
  async move(
    q: Queryable,
    id: number,
    from: ApplicationStatus,
    to: ApplicationStatus,
    fields: { rejectReason?: string | null; shopId?: number | null },
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE merchant_application SET status = $3, reject_reason = $4, shop_id = coalesce($5, shop_id),
              reviewed_at = now()
        WHERE id = $1 AND status = $2 RETURNING id`,
      [id, from, to, fields.rejectReason ?? null, fields.shopId ?? null],
    );
    return rows.length > 0;
  },

  /** The approved applicant's shop, and the seller role on their account. */
  async openShop(q: Queryable, userId: number, company: Omit<MerchantCompany, 'documents'>): Promise<number> {
    const shop = await q.one<{ id: number }>(
      `INSERT INTO shop (seller_user_id, name, site_name, site_address, merchant_status, audit_status)
       VALUES ($1, $2, $2, $3, 'SELLER', 'PASS') RETURNING id`,
      [
        userId,
        company.legalName,
        `${company.street} ${company.houseNo}, ${company.postalCode} ${company.city}, ${company.country}`,
      ],
    );
    await q.query(
      `UPDATE app_user SET roles = array_append(roles, 'seller') WHERE id = $1 AND NOT ('seller' = ANY(roles))`,
      [userId],
    );
    return shop!.id;
  },

  async lockShop(q: Queryable, shopId: number) {
    return q.one<{ id: number; merchant_status: string }>(
      'SELECT id, merchant_status FROM shop WHERE id = $1 FOR UPDATE',
      [shopId],
    );
  },

  async moveShop(q: Queryable, shopId: number, from: string, to: string): Promise<boolean> {
    const rows = await q.query(
      `UPDATE shop SET merchant_status = $3,
              frozen_at = CASE WHEN $3 = 'FROZEN' THEN now() WHEN $3 = 'SELLER' THEN NULL ELSE frozen_at END
        WHERE id = $1 AND merchant_status = $2 RETURNING id`,
      [shopId, from, to],
    );
    return rows.length > 0;
  },

  /** The caller's shop and its status, for the seller rights of every seller call (spec §6). */
  async rightsOfSeller(q: Queryable, userId: number) {
    return q.one<{ id: number; merchant_status: string }>(
      'SELECT id, merchant_status FROM shop WHERE seller_user_id = $1',
      [userId],
    );
  },

  /**
   * Whether the shop's order (or the order of its after-sales record) was placed before the shop was
   * frozen; undefined when the shop has no such record (the call then answers 404 itself).
   */
  async placedBeforeFreeze(
    q: Queryable,
    shopId: number,
    ref: { orderId?: number; reverseOrderId?: number },
  ): Promise<boolean | undefined> {
    const row = ref.orderId
      ? await q.one<{ before: boolean }>(
          `SELECT o.created_at < coalesce(s.frozen_at, now()) AS before
             FROM trade_order o JOIN shop s ON s.id = o.shop_id WHERE o.id = $1 AND o.shop_id = $2`,
          [ref.orderId, shopId],
        )
      : await q.one<{ before: boolean }>(
          `SELECT o.created_at < coalesce(s.frozen_at, now()) AS before
             FROM reverse_order r JOIN trade_order o ON o.id = r.order_id JOIN shop s ON s.id = r.shop_id
            WHERE r.id = $1 AND r.shop_id = $2`,
          [ref.reverseOrderId, shopId],
        );
    return row?.before;
  },

  async setting(q: Queryable, key: string): Promise<unknown> {
    return (await q.one<{ value: unknown }>('SELECT value FROM platform_setting WHERE key = $1', [key]))
      ?.value;
  },

  async putSetting(q: Queryable, key: string, value: unknown): Promise<unknown> {
    const old = await q.one<{ value: unknown }>(
      'SELECT value FROM platform_setting WHERE key = $1 FOR UPDATE',
      [key],
    );
    await q.query(
      `INSERT INTO platform_setting (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [key, JSON.stringify(value)],
    );
    return old?.value;
  },

  async logDecision(
    q: Queryable,
    d: {
      operatorId: number;
      subjectType: 'APPLICATION' | 'SHOP' | 'SETTING';
      subjectId: number | null;
      action: string;
      from: string | null;
      to: string | null;
      reason: string | null;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO operator_decision (operator_user_id, subject_type, subject_id, action, from_status, to_status, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [d.operatorId, d.subjectType, d.subjectId, d.action, d.from, d.to, d.reason],
    );
  },

  /**
   * The decision log, newest first; `shopId` keeps the shop's decisions and its application's,
   * `applicantId` the applicant's application and the shop it became.
   */
  async pageDecisions(
    q: Queryable,
    no: number,
    size: number,
    filter: { shopId?: number | undefined; applicantId?: number | undefined } = {},
  ): Promise<{ data: OperatorDecision[]; total: number }> {
    const rows = await q.query<OperatorDecision & { total: number; createdAt: Date }>(
      `SELECT d.id, u.email AS "operatorEmail", d.subject_type AS "subjectType", d.subject_id AS "subjectId",
              CASE d.subject_type
                WHEN 'SHOP' THEN (SELECT s.name FROM shop s WHERE s.id = d.subject_id)
                WHEN 'APPLICATION' THEN (SELECT a.company->>'legalName' FROM merchant_application a
                                          WHERE a.id = d.subject_id)
              END AS "subjectName",
              d.action, d.from_status AS "fromStatus", d.to_status AS "toStatus", d.reason,
              d.created_at AS "createdAt", count(*) OVER ()::int AS total
         FROM operator_decision d JOIN app_user u ON u.id = d.operator_user_id
        WHERE ($3::bigint IS NULL
               OR (d.subject_type = 'SHOP' AND d.subject_id = $3)
               OR (d.subject_type = 'APPLICATION'
                   AND d.subject_id IN (SELECT a.id FROM merchant_application a WHERE a.shop_id = $3)))
          AND ($4::bigint IS NULL
               OR (d.subject_type = 'APPLICATION'
                   AND d.subject_id IN (SELECT a.id FROM merchant_application a WHERE a.user_id = $4))
               OR (d.subject_type = 'SHOP'
                   AND d.subject_id IN (SELECT s.id FROM shop s WHERE s.seller_user_id = $4)))
        ORDER BY d.created_at DESC, d.id DESC LIMIT $1 OFFSET $2`,
      [size, (no - 1) * size, filter.shopId ?? null, filter.applicantId ?? null],
    );
    return {
      total: rows[0]?.total ?? 0,
      data: rows.map(({ total: _t, ...d }) => ({
        ...d,
        subjectId: d.subjectId === null ? null : Number(d.subjectId),
        id: Number(d.id),
        createdAt: new Date(d.createdAt).toISOString(),
      })),
    };
  },
};
