import type { Queryable } from '../../platform/db/index.ts';

export interface SecurityRow {
  id: number;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  language: string | null;
  roles: string[];
  status: 'ACTIVE' | 'DESTROYED';
  has_shop: boolean;
  open_orders: number;
  open_after_sales: number;
}

/** Orders still under way: waiting for payment, to be shipped or on their way. */
const OPEN_ORDER = `('PENDING_PAY','PENDING_DEPOSIT','PENDING_BALANCE','UN_DELIVERY','UN_RECEIVED')`;
/** After-sales not yet finished (FINAL_STATUSES of packages/domain after-sales-status.ts). */
const FINAL_AFTER_SALES = `('REFUND_DONE','REVERSE_DONE','REVERSE_CANCELED','REVERSE_CLOSE')`;

/** SQL of binding an e-mail or phone and of deleting an account (decision 044). */
export const accountSecurityRepository = {
  async security(q: Queryable, userId: number, lock = false): Promise<SecurityRow | undefined> {
    return q.one<SecurityRow>(
      `SELECT u.id, u.email, u.phone, u.password_hash, u.language, u.roles, u.status,
              EXISTS (SELECT 1 FROM shop s WHERE s.seller_user_id = u.id) AS has_shop,
              (SELECT count(*)::int FROM trade_order o WHERE o.buyer_id = u.id AND o.display_status IN ${OPEN_ORDER}) AS open_orders,
              (SELECT count(*)::int FROM reverse_order r WHERE r.buyer_id = u.id AND r.status NOT IN ${FINAL_AFTER_SALES}) AS open_after_sales
         FROM app_user u WHERE u.id = $1${lock ? ' FOR UPDATE OF u' : ''}`,
      [userId],
    );
  },

  /** Serialises binds of one address, so two accounts cannot take it at once (released at commit). */
  async lockAddress(q: Queryable, address: string): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('bind:' || $1))`, [address]);
  },

  async emailUsedByOther(q: Queryable, email: string, userId: number): Promise<boolean> {
    return !!(await q.one('SELECT 1 FROM app_user WHERE lower(email) = lower($1) AND id <> $2', [
      email,
      userId,
    ]));
  },

  async phoneUsedByOther(q: Queryable, phone: string, userId: number): Promise<boolean> {
    return !!(await q.one('SELECT 1 FROM app_user WHERE phone = $1 AND id <> $2', [phone, userId]));
  },

  async setEmail(q: Queryable, userId: number, email: string): Promise<void> {
    await q.query('UPDATE app_user SET email = $2, updated_at = now() WHERE id = $1', [userId, email]);
  },

  async setPhone(q: Queryable, userId: number, phone: string): Promise<void> {
    await q.query('UPDATE app_user SET phone = $2, updated_at = now() WHERE id = $1', [userId, phone]);
  },

  /** A live captcha's answer (the development aid only; the captcha stays unused). */
  async captchaAnswer(q: Queryable, token: string): Promise<string | undefined> {
    const row = await q.one<{ answer: string }>(
      'SELECT answer FROM captcha WHERE token = $1 AND used_at IS NULL AND expires_at > now()',
      [token],
    );
    return row?.answer;
  },

  /** Stored avatars of the user (removed with the account). */
  avatarsOf(q: Queryable, userId: number): Promise<{ id: number; stored_name: string }[]> {
    return q.query(
      `SELECT id, stored_name FROM stored_file WHERE owner_user_id = $1 AND purpose = 'avatar'`,
      [userId],
    );
  },

  /**
   * Erases what the account alone holds (decision 044): sign-in data, profile, address book, cart,
   * points, sign-in failures, codes; the row stays, empty, as the buyer of the orders that are kept.
   */
  async erase(q: Queryable, userId: number, accountKeys: string[]): Promise<void> {
    await q.query('DELETE FROM user_session WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM cart_line WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM customer_address WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM reward_ledger WHERE user_id = $1', [userId]);
    // The member ledgers (issue 16, decision 049): points, growth value, their balance, sign-in days.
    for (const table of ['points_ledger', 'growth_ledger', 'sign_in_log', 'member_account'])
      await q.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    await q.query(`DELETE FROM stored_file WHERE owner_user_id = $1 AND purpose = 'avatar'`, [userId]);
    if (accountKeys.length)
      await q.query('DELETE FROM login_failure WHERE account_key = ANY($1::text[])', [accountKeys]);
    await q.query('DELETE FROM verification_code WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM verify_token WHERE user_id = $1', [userId]);
    // Profile and third-party sign-ins (decisions 046, 047): the links to other accounts go, so the
    // identity signs in to nothing; the own code and who invited this account go (an invitation this
    // account gave stays: it is the other account's one use of a code).
    await q.query('DELETE FROM third_party_account WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM third_party_sign_in WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM invitation_code WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM invitation WHERE invitee_user_id = $1', [userId]);
    await q.query(
      `UPDATE app_user SET status = 'DESTROYED', destroyed_at = now(), updated_at = now(),
              email = NULL, phone = NULL, password_hash = NULL, avatar_url = NULL,
              nickname = '', username = 'deleted-' || id, language = NULL, gender = NULL, birthday = NULL
        WHERE id = $1 AND status = 'ACTIVE'`,
      [userId],
    );
  },
};
