import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser, Language, Role, SiteCode } from '@kontor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { type Db, prepared, type Queryable } from './db/index.ts';

export const SESSION_COOKIE = 'kontor_sid';

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

interface SessionUserRow {
  id: number;
  nickname: string;
  username: string;
  email: string | null;
  is_tourist: boolean;
  roles: Role[];
  language: Language | null;
  site: SiteCode;
  shop_id: number | null;
  merchant_entry: boolean;
}

export function toCurrentUser(row: SessionUserRow): CurrentUser {
  return {
    id: row.id,
    nickname: row.nickname || row.username,
    username: row.username,
    email: row.email,
    isTourist: row.is_tourist,
    roles: row.roles,
    language: row.language,
    site: row.site,
    shopId: row.shop_id,
    showMerchantEntry: row.merchant_entry,
  };
}

const USER_COLUMNS = `u.id, u.nickname, u.username, u.email, u.is_tourist, u.roles, u.language, u.site,
         s.id AS shop_id,
         (NOT u.is_tourist AND ('seller' = ANY(u.roles) OR 'buyer' = ANY(u.roles))) AS merchant_entry`;
const USER_FROM = 'FROM app_user u LEFT JOIN shop s ON s.seller_user_id = u.id';

/** One statement: the session's user with the facts the shell needs. */
export const USER_SELECT = `
  SELECT ${USER_COLUMNS}
    ${USER_FROM}`;

/** Prepared: every call with a session starts with it (unless SessionCache knows the session). */
const SESSION_USER = prepared(
  'session_user',
  `SELECT ${USER_COLUMNS}, (extract(epoch FROM us.expires_at) * 1000)::float8 AS expires_ms
    ${USER_FROM} JOIN user_session us ON us.user_id = u.id
    WHERE us.id_hash = $1 AND us.expires_at > now() AND u.status = 'ACTIVE'`,
);

/** Migration 0039: triggers on app_user, user_session and shop NOTIFY the user's id here. */
export const SESSION_USER_CHANNEL = 'session_user_changed';
/**
 * Writes of this process that may change what SESSION_USER answers. Matched before the trigger's
 * notification comes back, so that a request that follows a sign-out or a profile change on this
 * instance never meets the old answer.
 */
const SESSION_TABLE_WRITE =
  /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM|TRUNCATE)\s+(?:ONLY\s+|TABLE\s+)?(?:app_user|user_session|shop)\b/i;
/** Belt and braces: an entry is read again at least this often, notifications or not. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface CachedSession {
  user: CurrentUser;
  /** When the entry stops being served: the session's expiry or MAX_AGE_MS, whichever is first. */
  until: number;
}

/**
 * The session lookup without a statement per request (decision 072). An entry is dropped when its
 * user's row, sessions or shop change: by this process's own writes at once (Db.onWrite), by any
 * instance's through the triggers' NOTIFY. A lookup that was under way when something changed
 * is not kept (the generation). While the listening connection is down nothing is cached.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generation = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly db: Db) {
    db.onWrite(SESSION_TABLE_WRITE, () => this.forgetAll());
  }

  /** Starts listening; until it has, every lookup reads the database. */
  async start(): Promise<void> {
    if (this.closed) return;
    try {
      this.stopListening = await this.db.listen(
        SESSION_USER_CHANNEL,
        (payload) => (payload === '' ? this.forgetAll() : this.forgetUser(Number(payload))),
        () => this.lost(),
      );
      this.forgetAll();
      this.listening = true;
    } catch {
      this.lost();
    }
  }

  private lost() {
    this.listening = false;
    this.stopListening = null;
    this.forgetAll();
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, 1000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    this.forgetAll();
    await this.stopListening?.();
  }

  /** The signed-in user of the session, or null (unknown, expired, ended, or the user is not active). */
  async load(sessionId: string): Promise<CurrentUser | null> {
    const key = hashId(sessionId);
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now() && this.listening) return hit.user;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const row = await this.db.one<SessionUserRow & { expires_ms: number }>(SESSION_USER, [key]);
    if (!row) return null;
    // Shared by the requests that find it: nobody may change it.
    const user = Object.freeze(toCurrentUser(row));
    if (this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { user, until: Math.min(row.expires_ms, Date.now() + MAX_AGE_MS) });
    }
    return user;
  }

  private forgetUser(userId: number) {
    this.generation++;
    if (!Number.isFinite(userId)) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  private forgetAll() {
    this.generation++;
    this.entries.clear();
  }
}

export async function loadUser(db: Queryable, userId: number): Promise<CurrentUser | null> {
  const row = await db.one<SessionUserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId]);
  return row ? toCurrentUser(row) : null;
}

/** Starts a new session for the user, ending the one the request came with (rotation at sign-in). */
export async function startSession(
  db: Db,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const id = randomBytes(32).toString('base64url');
  const old = req.cookies[SESSION_COOKIE];
  await db.tx(async (q) => {
    if (old) await q.query('DELETE FROM user_session WHERE id_hash = $1', [hashId(old)]);
    await q.query(
      `INSERT INTO user_session (id_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
      [hashId(id), userId, config.sessionDays],
    );
  });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: config.sessionDays * 86400,
  });
}

export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = req.cookies[SESSION_COOKIE];
  if (id) await db.query('DELETE FROM user_session WHERE id_hash = $1', [hashId(id)]);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user (password reset, account deletion). */
export async function endAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_session WHERE user_id = $1', [userId]);
}

/** When the request's session began (its sign-in), or null without one: re-authentication by a recent sign-in. */
export async function sessionStartedAt(db: Queryable, req: FastifyRequest): Promise<Date | null> {
  const id = req.cookies[SESSION_COOKIE];
  if (!id) return null;
  const row = await db.one<{ created_at: Date | string }>(
    'SELECT created_at FROM user_session WHERE id_hash = $1',
    [hashId(id)],
  );
  return row ? new Date(row.created_at) : null;
}
