import type { ExportStatus } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

export interface ExportRow {
  id: number;
  user_id: number;
  status: ExportStatus;
  stored_name: string | null;
  size_bytes: number | null;
  requested_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string | null;
}

const COLUMNS = 'id, user_id, status, stored_name, size_bytes, requested_at, ready_at, expires_at';

/** Documents are gathered as jsonb by PostgreSQL; the columns as they are (snake_case), secrets left out. */
type Doc = Record<string, unknown>;

export const dataExportRepository = {
  async create(q: Queryable, userId: number): Promise<ExportRow> {
    return (await q.one<ExportRow>(`INSERT INTO data_export (user_id) VALUES ($1) RETURNING ${COLUMNS}`, [
      userId,
    ]))!;
  },

  /** The user's export in progress, if any (a second request joins it). */
  pendingOf(q: Queryable, userId: number): Promise<ExportRow | undefined> {
    return q.one<ExportRow>(
      `SELECT ${COLUMNS} FROM data_export WHERE user_id = $1 AND status = 'PENDING' ORDER BY id DESC LIMIT 1`,
      [userId],
    );
  },

  async countSince(q: Queryable, userId: number, hours: number): Promise<number> {
    const row = await q.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM data_export
        WHERE user_id = $1 AND requested_at > now() - make_interval(hours => $2)`,
      [userId, hours],
    );
    return row?.n ?? 0;
  },

  listOf(q: Queryable, userId: number, limit: number): Promise<ExportRow[]> {
    return q.query<ExportRow>(
      `SELECT ${COLUMNS} FROM data_export WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
      [userId, limit],
    );
  },

  /** One export of the user's; another user's answers like an unknown one (undefined). */
  ofUser(q: Queryable, userId: number, id: number): Promise<ExportRow | undefined> {
    return q.one<ExportRow>(`SELECT ${COLUMNS} FROM data_export WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
    ]);
  },

  lock(q: Queryable, id: number): Promise<ExportRow | undefined> {
    return q.one<ExportRow>(`SELECT ${COLUMNS} FROM data_export WHERE id = $1 FOR UPDATE`, [id]);
  },

  /** Moves the row only from the status it was read in; the row as it is now, or undefined. */
  move(
    q: Queryable,
    id: number,
    from: ExportStatus,
    to: ExportStatus,
    patch: { storedName?: string | null; sizeBytes?: number | null; expiresAt?: Date | null } = {},
  ): Promise<ExportRow | undefined> {
    return q.one<ExportRow>(
      `UPDATE data_export SET status = $3,
              stored_name = CASE WHEN $3 = 'READY' THEN $4 ELSE NULL END,
              size_bytes = CASE WHEN $3 = 'READY' THEN $5::bigint ELSE size_bytes END,
              ready_at = CASE WHEN $3 = 'READY' THEN now() ELSE ready_at END,
              expires_at = CASE WHEN $3 = 'READY' THEN $6::timestamptz ELSE expires_at END,
              updated_at = now()
        WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
      [id, from, to, patch.storedName ?? null, patch.sizeBytes ?? null, patch.expiresAt ?? null],
    );
  },

  /** Archives of a user still on disk (the account's deletion removes them). */
  storedOf(q: Queryable, userId: number): Promise<ExportRow[]> {
    return q.query<ExportRow>(
      `SELECT ${COLUMNS} FROM data_export WHERE user_id = $1 AND stored_name IS NOT NULL`,
      [userId],
    );
  },

  /** Ends the build and expiry jobs of the user's exports (their rows are about to go). */
  async endJobsOf(q: Queryable, userId: number, kinds: string[]): Promise<void> {
    await q.query(
      `UPDATE deadline_job SET done_at = now()
        WHERE kind = ANY($1) AND done_at IS NULL AND ref_id IN (SELECT id FROM data_export WHERE user_id = $2)`,
      [kinds, userId],
    );
  },

  async deleteOf(q: Queryable, userId: number): Promise<void> {
    await q.query('DELETE FROM data_export WHERE user_id = $1', [userId]);
  },

  // ---- the archive's documents ----

  async account(q: Queryable, userId: number): Promise<Doc | undefined> {
    const row = await q.one<{ doc: Doc }>(
      `SELECT (to_jsonb(u) - 'password_hash') || jsonb_build_object(
                'savedCards', COALESCE((SELECT jsonb_agg(jsonb_build_object(
                    'brand', c.brand, 'last4', c.last4, 'expMonth', c.exp_month, 'expYear', c.exp_year,
                    'isDefault', c.is_default, 'createdAt', c.created_at) ORDER BY c.id)
                  FROM saved_card c WHERE c.buyer_id = u.id AND c.status = 'ACTIVE'), '[]'::jsonb)) AS doc
         FROM app_user u WHERE u.id = $1`,
      [userId],
    );
    return row?.doc;
  },

  async addresses(q: Queryable, userId: number): Promise<Doc[]> {
    const rows = await q.query<{ doc: Doc }>(
      'SELECT to_jsonb(a) AS doc FROM customer_address a WHERE a.user_id = $1 ORDER BY a.id',
      [userId],
    );
    return rows.map((r) => r.doc);
  },

  async orders(q: Queryable, userId: number): Promise<Doc[]> {
    const rows = await q.query<{ doc: Doc }>(
      `SELECT to_jsonb(o) || jsonb_build_object(
                'shippingAddress', c.selected_address,
                'billingAddress', c.billing_address,
                'lines', COALESCE((SELECT jsonb_agg(to_jsonb(l) ORDER BY l.id)
                                     FROM trade_order_line l WHERE l.order_id = o.id), '[]'::jsonb),
                'packages', COALESCE((SELECT jsonb_agg(to_jsonb(p) ORDER BY p.id)
                                        FROM package p WHERE p.order_id = o.id), '[]'::jsonb),
                'events', COALESCE((SELECT jsonb_agg(to_jsonb(e) ORDER BY e.id)
                                      FROM order_event e WHERE e.order_id = o.id), '[]'::jsonb)) AS doc
         FROM trade_order o JOIN trade_contract c ON c.id = o.contract_id
        WHERE o.buyer_id = $1 ORDER BY o.id`,
      [userId],
    );
    return rows.map((r) => r.doc);
  },

  async reviews(q: Queryable, userId: number): Promise<Doc[]> {
    const rows = await q.query<{ doc: Doc }>(
      `SELECT to_jsonb(c) || jsonb_build_object('reply',
                (SELECT jsonb_build_object('content', r.content, 'createdAt', r.created_at)
                   FROM comment_reply r WHERE r.comment_id = c.id)) AS doc
         FROM comment c WHERE c.commentator_id = $1 ORDER BY c.id`,
      [userId],
    );
    return rows.map((r) => r.doc);
  },

  async afterSales(q: Queryable, userId: number): Promise<Doc[]> {
    const rows = await q.query<{ doc: Doc }>(
      `SELECT to_jsonb(r) || jsonb_build_object(
                'lines', COALESCE((SELECT jsonb_agg(to_jsonb(l) ORDER BY l.id)
                                     FROM reverse_order_line l WHERE l.reverse_order_id = r.id), '[]'::jsonb),
                'remarks', COALESCE((SELECT jsonb_agg(to_jsonb(m) ORDER BY m.id)
                                       FROM reverse_order_remark m WHERE m.reverse_order_id = r.id), '[]'::jsonb),
                'returnShipments', COALESCE((SELECT jsonb_agg(to_jsonb(f) ORDER BY f.id)
                                       FROM reverse_fulfillment f WHERE f.reverse_order_id = r.id), '[]'::jsonb),
                'refunds', COALESCE((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id)
                                       FROM refund x WHERE x.reverse_order_id = r.id), '[]'::jsonb)) AS doc
         FROM reverse_order r WHERE r.buyer_id = $1 ORDER BY r.id`,
      [userId],
    );
    return rows.map((r) => r.doc);
  },

  async points(q: Queryable, userId: number): Promise<Doc> {
    const row = await q.one<{ doc: Doc }>(
      // The member ledgers (decision 049) are the balance; the rewards of reviews and the profile
      // (reward_ledger) come as they were granted.
      `SELECT jsonb_build_object(
                'pointBalance', COALESCE((SELECT points_balance FROM member_account WHERE user_id = $1), 0),
                'growthValue', COALESCE((SELECT growth_value FROM member_account WHERE user_id = $1), 0),
                'ledger', COALESCE((SELECT jsonb_agg(to_jsonb(p) - 'user_id' ORDER BY p.id)
                                      FROM points_ledger p WHERE p.user_id = $1), '[]'::jsonb),
                'growthLedger', COALESCE((SELECT jsonb_agg(to_jsonb(g) - 'user_id' ORDER BY g.id)
                                            FROM growth_ledger g WHERE g.user_id = $1), '[]'::jsonb),
                'signInDays', COALESCE((SELECT jsonb_agg(s.sign_day ORDER BY s.sign_day)
                                          FROM sign_in_log s WHERE s.user_id = $1), '[]'::jsonb),
                'rewards', COALESCE((SELECT jsonb_agg(to_jsonb(r) - 'user_id' ORDER BY r.id)
                                       FROM reward_ledger r WHERE r.user_id = $1), '[]'::jsonb)) AS doc`,
      [userId],
    );
    return row!.doc;
  },
};
