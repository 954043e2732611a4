import type { Queryable } from '../../platform/db/index.ts';

/** SQL of the password flows (decision 043). */
export const passwordRepository = {
  /** The active, non-guest account of a normalised e-mail or phone; the same statement for both. */
  async findByDestination(
    q: Queryable,
    channel: 'EMAIL' | 'SMS',
    destination: string,
  ): Promise<number | null> {
    const row = await q.one<{ id: number }>(
      `SELECT id FROM app_user
        WHERE (CASE WHEN $1 = 'EMAIL' THEN lower(email) ELSE phone END) = $2
          AND status = 'ACTIVE' AND NOT is_tourist`,
      [channel, destination],
    );
    return row ? Number(row.id) : null;
  },

  async passwordHash(
    q: Queryable,
    userId: number,
  ): Promise<{ password_hash: string | null; email: string | null } | undefined> {
    return q.one<{ password_hash: string | null; email: string | null }>(
      `SELECT password_hash, email FROM app_user WHERE id = $1 AND status = 'ACTIVE'`,
      [userId],
    );
  },

  /** Sets the password of an active account; false when there is none. */
  async setPassword(q: Queryable, userId: number, passwordHash: string): Promise<boolean> {
    const row = await q.one<{ email: string | null; phone: string | null }>(
      `UPDATE app_user SET password_hash = $2, updated_at = now() WHERE id = $1 AND status = 'ACTIVE'
       RETURNING email, phone`,
      [userId, passwordHash],
    );
    if (!row) return false;
    // A new password lifts the captcha that failed sign-ins asked for.
    await q.query('DELETE FROM login_failure WHERE account_key = ANY($1::text[])', [
      [row.email?.toLowerCase(), row.phone].filter(Boolean),
    ]);
    return true;
  },
};
