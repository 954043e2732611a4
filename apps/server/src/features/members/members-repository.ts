import type { GrowthReason, PointsReason } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

// All SQL of the member ledgers (migration 0018): points_ledger, growth_ledger, member_account,
// sign_in_log. The balance row is the guard: every change to it runs in the transaction that
// writes the ledger row, and points_balance >= 0 is checked under its row lock.

export interface PointsRow {
  id: number;
  reason: PointsReason;
  points: number;
  remaining: number | null;
  expires_at: Date | null;
  order_id: number | null;
  created_at: Date;
}

export interface CreditInput {
  userId: number;
  reason: PointsReason;
  sourceKey: string;
  eventType?: string | null;
  points: number;
  expiresAt: Date;
  orderId?: number | null;
  site?: string | null;
}

export const membersRepository = {
  /** Adds a credit once per (user, reason, source); false when it was already there. */
  async credit(q: Queryable, c: CreditInput): Promise<boolean> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO points_ledger (user_id, reason, source_key, event_type, points, remaining, expires_at, order_id, site)
       VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8)
       ON CONFLICT (user_id, reason, source_key) DO NOTHING RETURNING id`,
      [
        c.userId,
        c.reason,
        c.sourceKey,
        c.eventType ?? null,
        c.points,
        c.expiresAt,
        c.orderId ?? null,
        c.site ?? null,
      ],
    );
    if (!row) return false;
    await q.query(
      `INSERT INTO member_account (user_id, points_balance) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET points_balance = member_account.points_balance + EXCLUDED.points_balance,
         updated_at = now()`,
      [c.userId, c.points],
    );
    return true;
  },

  /** Adds growth value once per (user, reason, source); false when it was already there. */
  async growth(
    q: Queryable,
    g: {
      userId: number;
      reason: GrowthReason;
      sourceKey: string;
      eventType?: string | null;
      growthValue: number;
      orderId?: number | null;
      site?: string | null;
    },
  ): Promise<boolean> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO growth_ledger (user_id, reason, source_key, event_type, growth_value, order_id, site)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, reason, source_key) DO NOTHING RETURNING id`,
      [
        g.userId,
        g.reason,
        g.sourceKey,
        g.eventType ?? null,
        g.growthValue,
        g.orderId ?? null,
        g.site ?? null,
      ],
    );
    if (!row) return false;
    await q.query(
      `INSERT INTO member_account (user_id, growth_value) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET growth_value = member_account.growth_value + EXCLUDED.growth_value,
         updated_at = now()`,
      [g.userId, g.growthValue],
    );
    return true;
  },

  /** Writes a debit row once per (user, reason, source); false when it was already there. */
  async debitRow(
    q: Queryable,
    d: {
      userId: number;
      reason: PointsReason;
      sourceKey: string;
      points: number;
      orderId?: number | null;
      site?: string | null;
    },
  ): Promise<boolean> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO points_ledger (user_id, reason, source_key, points, order_id, site)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, reason, source_key) DO NOTHING RETURNING id`,
      [d.userId, d.reason, d.sourceKey, -d.points, d.orderId ?? null, d.site ?? null],
    );
    return !!row;
  },

  /** Takes points off the balance under its row lock; false (nothing changed) when too few. */
  async takeBalance(q: Queryable, userId: number, points: number): Promise<boolean> {
    const row = await q.one<{ user_id: number }>(
      `UPDATE member_account SET points_balance = points_balance - $2, updated_at = now()
        WHERE user_id = $1 AND points_balance >= $2 RETURNING user_id`,
      [userId, points],
    );
    return !!row;
  },

  /** The member's open credits, earliest expiry first, locked (the balance row is already held). */
  async openCredits(q: Queryable, userId: number) {
    return q.query<{ id: number; remaining: number }>(
      `SELECT id, remaining FROM points_ledger WHERE user_id = $1 AND remaining > 0
        ORDER BY expires_at, id FOR UPDATE`,
      [userId],
    );
  },

  async setRemaining(q: Queryable, ids: number[], remaining: number[]): Promise<void> {
    if (ids.length === 0) return;
    await q.query(
      `UPDATE points_ledger l SET remaining = v.remaining
         FROM unnest($1::bigint[], $2::int[]) AS v(id, remaining) WHERE l.id = v.id`,
      [ids, remaining],
    );
  },

  /** Locks a member's balance row, skipping one another transaction holds (sweeps). */
  async lockAccountSkipLocked(q: Queryable, userId: number): Promise<boolean> {
    const row = await q.one('SELECT user_id FROM member_account WHERE user_id = $1 FOR UPDATE SKIP LOCKED', [
      userId,
    ]);
    return !!row;
  },

  /** Members holding credits past their expiry. */
  async membersWithExpired(q: Queryable, now: Date, limit: number) {
    const rows = await q.query<{ user_id: number }>(
      `SELECT DISTINCT user_id FROM points_ledger WHERE remaining > 0 AND expires_at <= $1 LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => r.user_id);
  },

  async expiredCredits(q: Queryable, userId: number, now: Date) {
    return q.query<{ id: number; remaining: number; site: string | null }>(
      `SELECT id, remaining, site FROM points_ledger
        WHERE user_id = $1 AND remaining > 0 AND expires_at <= $2 ORDER BY id FOR UPDATE`,
      [userId, now],
    );
  },

  /**
   * The order-credit sweep's watermark (decision 051), locked so that sweeps run one after the
   * other; a first run starts at the beginning.
   */
  async lockSweepCursor(q: Queryable, name: string): Promise<Date> {
    await q.query(
      `INSERT INTO member_sweep_cursor (name, done_until) VALUES ($1, '-infinity') ON CONFLICT (name) DO NOTHING`,
      [name],
    );
    const row = await q.one<{ done_until: Date }>(
      'SELECT done_until FROM member_sweep_cursor WHERE name = $1 FOR UPDATE',
      [name],
    );
    return row!.done_until;
  },

  /** Moves the watermark forward (never back): to `until`, or to the transaction's time when null. */
  async advanceSweepCursor(q: Queryable, name: string, until: Date | null): Promise<void> {
    await q.query(
      `UPDATE member_sweep_cursor SET done_until = GREATEST(done_until, coalesce($2::timestamptz, now()))
        WHERE name = $1`,
      [name, until],
    );
  },

  /**
   * Completed orders whose points and growth value are not in the ledgers yet, among those completed
   * since the watermark less `overlapMinutes` (a completion whose transaction committed late is
   * still seen); the partial index on (completed_at, id) keeps the scan to that window.
   */
  async uncreditedCompleteOrders(q: Queryable, since: Date, overlapMinutes: number, limit: number) {
    return q.query<{
      id: number;
      buyer_id: number;
      site: string;
      earn_points: number;
      earn_growth_value: number;
      completed_at: Date;
    }>(
      `SELECT o.id, o.buyer_id, o.site, o.earn_points, o.earn_growth_value, o.completed_at
         FROM trade_order o
        WHERE o.display_status = 'COMPLETE'
          AND o.completed_at >= $1::timestamptz - make_interval(mins => $2::int)
          AND (o.earn_points > 0 OR o.earn_growth_value > 0)
          AND NOT EXISTS (SELECT 1 FROM app_user u WHERE u.id = o.buyer_id AND u.status = 'DESTROYED')
          AND NOT EXISTS (SELECT 1 FROM growth_ledger g WHERE g.user_id = o.buyer_id
                            AND g.reason = 'ORDER_EARNED' AND g.source_key = 'order:' || o.id)
          AND NOT EXISTS (SELECT 1 FROM points_ledger p WHERE p.user_id = o.buyer_id
                            AND p.reason = 'ORDER_EARNED' AND p.source_key = 'order:' || o.id)
        ORDER BY o.completed_at, o.id LIMIT $3`,
      [since, overlapMinutes, limit],
    );
  },

  /** What an order that closes unpaid took from the balance: its share of the contract's redeemed points. */
  async unpaidOrderPoints(q: Queryable, orderId: number) {
    return q.one<{ buyer_id: number; site: string; points: number; redeemed: boolean }>(
      `SELECT o.buyer_id, o.site, o.actual_need_pay_points AS points, c.points_fixed_at IS NOT NULL AS redeemed
         FROM trade_order o JOIN trade_contract c ON c.id = o.contract_id WHERE o.id = $1`,
      [orderId],
    );
  },

  async account(q: Queryable, userId: number) {
    return q.one<{ points_balance: number; growth_value: number }>(
      'SELECT points_balance, growth_value FROM member_account WHERE user_id = $1',
      [userId],
    );
  },

  async user(q: Queryable, userId: number) {
    return q.one<{ id: number; nickname: string; username: string | null; avatar_url: string | null }>(
      'SELECT id, nickname, username, avatar_url FROM app_user WHERE id = $1',
      [userId],
    );
  },

  async nextExpiring(q: Queryable, userId: number) {
    return q.one<{ expires_at: Date; points: number }>(
      `SELECT expires_at, sum(remaining)::int AS points FROM points_ledger
        WHERE user_id = $1 AND remaining > 0 GROUP BY expires_at ORDER BY expires_at LIMIT 1`,
      [userId],
    );
  },

  async pagePoints(
    q: Queryable,
    userId: number,
    f: { reason?: PointsReason; direction?: 'IN' | 'OUT'; limit: number; offset: number },
  ) {
    const where = `user_id = $1 AND ($2::text IS NULL OR reason = $2)
      AND ($3::text IS NULL OR ($3 = 'IN' AND points > 0) OR ($3 = 'OUT' AND points < 0))`;
    const params = [userId, f.reason ?? null, f.direction ?? null];
    const [rows, total] = await Promise.all([
      q.query<PointsRow>(
        `SELECT id, reason, points, remaining, expires_at, order_id, created_at FROM points_ledger
          WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
        [...params, f.limit, f.offset],
      ),
      q.one<{ n: number }>(`SELECT count(*)::int AS n FROM points_ledger WHERE ${where}`, params),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async lastSignInBefore(q: Queryable, userId: number, day: string) {
    return q.one<{ day: string; streak: number }>(
      `SELECT to_char(sign_day, 'YYYY-MM-DD') AS day, streak FROM sign_in_log
        WHERE user_id = $1 AND sign_day < $2::date ORDER BY sign_day DESC LIMIT 1`,
      [userId, day],
    );
  },

  async insertSignIn(
    q: Queryable,
    s: { userId: number; day: string; site: string; streak: number; points: number },
  ) {
    const row = await q.one<{ user_id: number }>(
      `INSERT INTO sign_in_log (user_id, sign_day, site, streak, points) VALUES ($1, $2::date, $3, $4, $5)
       ON CONFLICT (user_id, sign_day) DO NOTHING RETURNING user_id`,
      [s.userId, s.day, s.site, s.streak, s.points],
    );
    return !!row;
  },

  async signInsBetween(q: Queryable, userId: number, from: string, to: string) {
    return q.query<{ day: string; streak: number; points: number }>(
      `SELECT to_char(sign_day, 'YYYY-MM-DD') AS day, streak, points FROM sign_in_log
        WHERE user_id = $1 AND sign_day BETWEEN $2::date AND $3::date ORDER BY sign_day`,
      [userId, from, to],
    );
  },

  /** How often each reward event was granted to the member (tasks and reviews). */
  async rewardCounts(q: Queryable, userId: number) {
    return q.query<{ event_type: string; n: number }>(
      `SELECT event_type, count(*)::int AS n FROM growth_ledger
        WHERE user_id = $1 AND reason IN ('TASK','REVIEW') AND event_type IS NOT NULL GROUP BY event_type`,
      [userId],
    );
  },
};
