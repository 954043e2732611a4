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

/** One statement: the session's user with the facts the shell needs. */
export const USER_SELECT = `
  SELECT u.id, u.nickname, u.username, u.email, u.is_tourist, u.roles, u.language, u.site,
         s.id AS shop_id,
         (NOT u.is_tourist AND ('seller' = ANY(u.roles) OR 'buyer' = ANY(u.roles))) AS merchant_entry
    FROM app_user u LEFT JOIN shop s ON s.seller_user_id = u.id`;

/** Prepared: every call with a session starts with it. */
const SESSION_USER = prepared(
  'session_user',
  `${USER_SELECT} JOIN user_session us ON us.user_id = u.id
    WHERE us.id_hash = $1 AND us.expires_at > now() AND u.status = 'ACTIVE'`,
);

export async function loadSessionUser(db: Queryable, sessionId: string): Promise<CurrentUser | null> {
  const row = await db.one<SessionUserRow>(SESSION_USER, [hashId(sessionId)]);
  return row ? toCurrentUser(row) : null;
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
