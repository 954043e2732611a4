import type { CodeChannel, Language } from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { endAllSessions } from '../../platform/sessions.ts';
import { passwordRepository as repo } from './password-repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkCode, consumeVerifyToken, issueVerifyToken, sendCode } from './verification-codes.ts';

// Password reset and change (issue 15, decision 043). Reset: a code to the account's e-mail or phone,
// the code checked for a single-use verify token, the token and a new password; every session of the
// account ends. Change: the current password, then every other session ends.

/** Wrong current passwords allowed per account in ten minutes; then 429. */
export const CHANGE_PASSWORD_LIMIT = { perAccount: 10, windowMs: 10 * 60_000 };

export interface ResetTarget {
  channel: CodeChannel;
  /** Normalised e-mail or phone. */
  destination: string;
}

/** Sends a reset code; an unknown destination gets the same answer (and a notice without a code). */
export async function sendResetCode(
  db: Db,
  limiter: RateLimiter,
  target: ResetTarget,
  ctx: { ip: string; language: Language },
): Promise<{ resendAfterSeconds: number }> {
  const userId = await repo.findByDestination(db, target.channel, target.destination);
  return sendCode(db, limiter, { purpose: 'RESET_PASSWORD', ...target, userId, ...ctx });
}

/** Checks a reset code and answers the verify token the reset takes. */
export async function verifyResetCode(
  db: Db,
  limiter: RateLimiter,
  target: ResetTarget & { code: string; field: string },
  ip: string,
): Promise<{ verifyToken: string }> {
  const userId = await checkCode(db, limiter, { purpose: 'RESET_PASSWORD', ...target, ip });
  return { verifyToken: await issueVerifyToken(db, userId, 'RESET_PASSWORD', target.destination) };
}

/**
 * Sets a new password with a verify token and ends every session of the account. With `destination`
 * the token must have been issued for it (mobile/reset, email/reset); otherwise any reset token does.
 */
export async function resetPassword(
  db: Db,
  input: { verifyToken: string; password: string; destination?: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.tx(async (q) => {
    const granted = await consumeVerifyToken(q, input.verifyToken, 'RESET_PASSWORD');
    if (input.destination !== undefined && granted.destination !== input.destination) {
      throw new AppError('INVALID_DATA', 'accounts.reset.tokenInvalid', {}, [
        { path: 'verifyToken', message: 'accounts.reset.tokenInvalid' },
      ]);
    }
    if (!(await repo.setPassword(q, granted.userId, passwordHash))) {
      throw new AppError('INVALID_DATA', 'accounts.reset.tokenInvalid', {}, [
        { path: 'verifyToken', message: 'accounts.reset.tokenInvalid' },
      ]);
    }
    await endAllSessions(q, granted.userId);
  });
}

/**
 * Changes the password of a signed-in account after checking the current one, and ends all its
 * sessions (the caller starts a new one for the request's own session).
 */
export async function changePassword(
  db: Db,
  limiter: RateLimiter,
  userId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const key = `change-password:user:${userId}`;
  const { perAccount, windowMs } = CHANGE_PASSWORD_LIMIT;
  if ((await limiter.peek(key, windowMs)) >= perAccount)
    throw new AppError('RATE_LIMITED', 'errors.rateLimited');
  const current = await repo.passwordHash(db, userId);
  if (!(await verifyPassword(current?.password_hash, input.oldPassword))) {
    await limiter.hit(key, perAccount, windowMs);
    throw new AppError('INVALID_DATA', 'accounts.password.currentWrong', {}, [
      { path: 'oldPassword', message: 'accounts.password.currentWrong' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.tx(async (q) => {
    await repo.setPassword(q, userId, passwordHash);
    await endAllSessions(q, userId);
  });
}
