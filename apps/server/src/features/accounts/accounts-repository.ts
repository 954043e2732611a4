import type { Queryable } from '../../platform/db/index.ts';

export interface CredentialRow {
  id: number;
  password_hash: string | null;
}

export const accountsRepository = {
  /** By e-mail, or by phone as stored (`phone`: the typed account in the stored form, when it is one). */
  async findCredentials(q: Queryable, account: string, phone?: string): Promise<CredentialRow | undefined> {
    return q.one<CredentialRow>(
      `SELECT id, password_hash FROM app_user
        WHERE (lower(email) = lower($1) OR phone = $1 OR phone = $2) AND status = 'ACTIVE' AND NOT is_tourist`,
      [account, phone ?? null],
    );
  },

  async emailTaken(q: Queryable, email: string): Promise<boolean> {
    return !!(await q.one('SELECT 1 FROM app_user WHERE lower(email) = lower($1)', [email]));
  },

  async createBuyer(
    q: Queryable,
    input: {
      email: string;
      passwordHash: string;
      nickname: string;
      username: string;
      site: string;
      language: string;
    },
  ): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO app_user (email, password_hash, nickname, username, roles, site, language)
       VALUES ($1, $2, $3, $4, '{buyer}', $5, $6) RETURNING id`,
      [input.email, input.passwordHash, input.nickname, input.username, input.site, input.language],
    );
    return row!.id;
  },

  async createTourist(q: Queryable, site: string, language: string): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO app_user (nickname, username, is_tourist, roles, site, language)
       VALUES ('', 'guest-' || substr(md5(random()::text), 1, 8), true, '{tourist}', $1, $2) RETURNING id`,
      [site, language],
    );
    return row!.id;
  },

  async failures(q: Queryable, accountKey: string): Promise<number> {
    const row = await q.one<{ failures: number }>(
      'SELECT failures FROM login_failure WHERE account_key = $1',
      [accountKey],
    );
    return row?.failures ?? 0;
  },

  async recordFailure(q: Queryable, accountKey: string): Promise<number> {
    const row = await q.one<{ failures: number }>(
      `INSERT INTO login_failure AS f (account_key, failures) VALUES ($1, 1)
       ON CONFLICT (account_key) DO UPDATE SET failures = f.failures + 1, updated_at = now()
       RETURNING failures`,
      [accountKey],
    );
    return row!.failures;
  },

  async clearFailures(q: Queryable, accountKey: string): Promise<void> {
    await q.query('DELETE FROM login_failure WHERE account_key = $1', [accountKey]);
  },

  async saveCaptcha(q: Queryable, token: string, answer: string): Promise<void> {
    await q.query(
      `INSERT INTO captcha (token, answer, expires_at) VALUES ($1, $2, now() + interval '5 minutes')`,
      [token, answer],
    );
  },

  /** Uses the captcha up (single use) and tells whether the answer was right. */
  async consumeCaptcha(q: Queryable, token: string, answer: string): Promise<boolean> {
    const row = await q.one<{ answer: string }>(
      `UPDATE captcha SET used_at = now()
        WHERE token = $1 AND used_at IS NULL AND expires_at > now() RETURNING answer`,
      [token],
    );
    return !!row && row.answer === answer.toLowerCase();
  },

  async setLanguage(q: Queryable, userId: number, language: string): Promise<void> {
    await q.query('UPDATE app_user SET language = $2, updated_at = now() WHERE id = $1', [userId, language]);
  },

  async setSite(q: Queryable, userId: number, site: string): Promise<void> {
    await q.query('UPDATE app_user SET site = $2, updated_at = now() WHERE id = $1', [userId, site]);
  },
};
