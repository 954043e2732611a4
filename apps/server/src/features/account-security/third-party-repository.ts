import type { ThirdPartyIntent } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

export interface SignInRow {
  account_type: string;
  intent: ThirdPartyIntent;
  user_id: number | null;
  code_verifier: string;
  nonce: string;
  redirect: string;
}

export interface BoundRow {
  account_type: string;
  account_label: string;
  created_at: Date;
}

export const thirdPartyRepository = {
  async saveSignIn(q: Queryable, stateHash: string, row: SignInRow, minutes: number): Promise<void> {
    await q.query(
      `INSERT INTO third_party_sign_in (state_hash, account_type, intent, user_id, code_verifier, nonce, redirect, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
      [
        stateHash,
        row.account_type,
        row.intent,
        row.user_id,
        row.code_verifier,
        row.nonce,
        row.redirect,
        minutes,
      ],
    );
  },

  /** Uses a round trip up: once, within its time, for the provider it was started with. */
  async takeSignIn(q: Queryable, stateHash: string, accountType: string): Promise<SignInRow | undefined> {
    return q.one<SignInRow>(
      `UPDATE third_party_sign_in SET used_at = now()
        WHERE state_hash = $1 AND account_type = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING account_type, intent, user_id, code_verifier, nonce, redirect`,
      [stateHash, accountType],
    );
  },

  async bound(q: Queryable, userId: number): Promise<BoundRow[]> {
    return q.query<BoundRow>(
      `SELECT account_type, account_label, created_at FROM third_party_account WHERE user_id = $1
        ORDER BY created_at, id`,
      [userId],
    );
  },

  /** The account an identity is bound to (active accounts only). */
  async accountOf(
    q: Queryable,
    accountType: string,
    subject: string,
  ): Promise<{ user_id: number; active: boolean } | undefined> {
    return q.one(
      `SELECT t.user_id, (u.status = 'ACTIVE') AS active FROM third_party_account t JOIN app_user u ON u.id = t.user_id
        WHERE t.account_type = $1 AND t.subject = $2`,
      [accountType, subject],
    );
  },

  /** Binds; false when the identity or the user's slot for this provider is taken. */
  async bind(
    q: Queryable,
    userId: number,
    accountType: string,
    subject: string,
    label: string,
  ): Promise<boolean> {
    const row = await q.one(
      `INSERT INTO third_party_account (user_id, account_type, subject, account_label) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [userId, accountType, subject, label],
    );
    return !!row;
  },

  /** Locks the member's row and tells how they can sign in: a password, and how many bound accounts. */
  async signInMethods(
    q: Queryable,
    userId: number,
  ): Promise<{ password: boolean; bound: number } | undefined> {
    const user = await q.one<{ password: boolean }>(
      `SELECT password_hash IS NOT NULL AS password FROM app_user
        WHERE id = $1 AND status = 'ACTIVE' AND NOT is_tourist FOR UPDATE`,
      [userId],
    );
    if (!user) return undefined;
    const count = await q.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM third_party_account WHERE user_id = $1',
      [userId],
    );
    return { password: user.password, bound: count?.n ?? 0 };
  },

  async unbind(q: Queryable, userId: number, accountType: string): Promise<boolean> {
    const row = await q.one(
      'DELETE FROM third_party_account WHERE user_id = $1 AND account_type = $2 RETURNING id',
      [userId, accountType],
    );
    return !!row;
  },

  async isBound(q: Queryable, userId: number, accountType: string): Promise<boolean> {
    return !!(await q.one('SELECT 1 FROM third_party_account WHERE user_id = $1 AND account_type = $2', [
      userId,
      accountType,
    ]));
  },

  async emailTaken(q: Queryable, email: string): Promise<boolean> {
    return !!(await q.one('SELECT 1 FROM app_user WHERE lower(email) = lower($1)', [email]));
  },

  /** A new buyer account without a password: it signs in through the provider it came from. */
  async createMember(
    q: Queryable,
    m: { email: string | null; nickname: string; username: string; site: string; language: string },
  ): Promise<number> {
    const row = await q.one<{ id: number }>(
      `INSERT INTO app_user (email, nickname, username, roles, site, language)
       VALUES ($1, $2, $3, '{buyer}', $4, $5) RETURNING id`,
      [m.email, m.nickname, m.username, m.site, m.language],
    );
    return row!.id;
  },
};
