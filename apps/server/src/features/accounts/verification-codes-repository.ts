import type { CodeChannel, CodePurpose } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

export interface CodeRow {
  id: number;
  user_id: number | null;
  salt: string;
  code_hash: string;
  tries: number;
  expired: boolean;
}

/** All SQL of verification codes and verify tokens (decision 043). */
export const verificationCodesRepository = {
  /** Voids every live code of this purpose and destination (a new code replaces them). */
  async voidLive(
    q: Queryable,
    purpose: CodePurpose,
    channel: CodeChannel,
    destination: string,
  ): Promise<void> {
    await q.query(
      `UPDATE verification_code SET voided_at = now()
        WHERE purpose = $1 AND channel = $2 AND destination = $3 AND used_at IS NULL AND voided_at IS NULL`,
      [purpose, channel, destination],
    );
  },

  async insert(
    q: Queryable,
    c: {
      purpose: CodePurpose;
      channel: CodeChannel;
      destination: string;
      userId: number | null;
      salt: string;
      codeHash: string;
      ttlMinutes: number;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO verification_code (purpose, channel, destination, user_id, salt, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
      [c.purpose, c.channel, c.destination, c.userId, c.salt, c.codeHash, c.ttlMinutes],
    );
  },

  /** The newest code of this purpose and destination that is neither used nor void, locked. */
  async latestLive(
    q: Queryable,
    purpose: CodePurpose,
    channel: CodeChannel,
    destination: string,
  ): Promise<CodeRow | undefined> {
    return q.one<CodeRow>(
      `SELECT id, user_id, salt, code_hash, tries, expires_at <= now() AS expired
         FROM verification_code
        WHERE purpose = $1 AND channel = $2 AND destination = $3 AND used_at IS NULL AND voided_at IS NULL
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [purpose, channel, destination],
    );
  },

  /** Counts a wrong try; the code is void once it has had `maxTries`. */
  async countWrongTry(q: Queryable, id: number, maxTries: number): Promise<void> {
    await q.query(
      `UPDATE verification_code SET tries = tries + 1,
              voided_at = CASE WHEN tries + 1 >= $2 THEN now() ELSE voided_at END
        WHERE id = $1`,
      [id, maxTries],
    );
  },

  async markUsed(q: Queryable, id: number): Promise<void> {
    await q.query('UPDATE verification_code SET used_at = now() WHERE id = $1', [id]);
  },

  async voidCode(q: Queryable, id: number): Promise<void> {
    await q.query('UPDATE verification_code SET voided_at = now() WHERE id = $1', [id]);
  },

  async insertToken(
    q: Queryable,
    t: { tokenHash: string; userId: number; purpose: CodePurpose; destination: string; ttlMinutes: number },
  ): Promise<void> {
    await q.query(
      `INSERT INTO verify_token (token_hash, user_id, purpose, destination, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [t.tokenHash, t.userId, t.purpose, t.destination, t.ttlMinutes],
    );
  },

  /** Uses a live token up; answers its user and destination, or nothing. */
  async consumeToken(
    q: Queryable,
    tokenHash: string,
    purpose: CodePurpose,
  ): Promise<{ user_id: number; destination: string } | undefined> {
    return q.one<{ user_id: number; destination: string }>(
      `UPDATE verify_token SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, destination`,
      [tokenHash, purpose],
    );
  },

  /** Outbox: the newest verification-code message to a recipient (tests and the mailbox). */
  async latestCodeMessage(q: Queryable, recipient: string): Promise<{ body: string } | undefined> {
    return q.one<{ body: string }>(
      `SELECT body FROM outbox_message WHERE recipient = $1 AND kind = 'CODE' ORDER BY id DESC LIMIT 1`,
      [recipient],
    );
  },
};
