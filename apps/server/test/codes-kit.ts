import { latestCodeFromOutbox } from '../src/features/accounts/verification-codes.ts';
import type { Queryable } from '../src/platform/db/index.ts';

// Verification codes in server tests (decision 043): the code a flow sent is read back from the
// outbox table, like a buyer reads it in the mailbox.

/** The code in the newest code message to `recipient` (a lower-case e-mail or `+49151…`); throws if none. */
export async function latestCode(db: Queryable, recipient: string): Promise<string> {
  const code = await latestCodeFromOutbox(db, recipient);
  if (!code) throw new Error(`no code message to ${recipient} in the outbox`);
  return code;
}

/** How many messages the outbox holds for `recipient`. */
export async function outboxCount(db: Queryable, recipient: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox_message WHERE recipient = $1',
    [recipient],
  );
  return row?.n ?? 0;
}

/** Moves every code to `recipient` `minutes` into the past (expiry tests without waiting). */
export async function ageCodes(db: Queryable, recipient: string, minutes: number): Promise<void> {
  await db.query(
    `UPDATE verification_code SET created_at = created_at - make_interval(mins => $2),
            expires_at = expires_at - make_interval(mins => $2) WHERE destination = $1`,
    [recipient, minutes],
  );
}
