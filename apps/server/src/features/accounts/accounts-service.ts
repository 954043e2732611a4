import { randomBytes } from 'node:crypto';
import {
  CAPTCHA_AFTER_FAILURES,
  type CurrentUser,
  type Language,
  type LoginInput,
  phoneFromAccount,
  type SignupInput,
  type SiteCode,
} from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { loadUser } from '../../platform/sessions.ts';
import { accountsRepository as repo } from './accounts-repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const accountKey = (account: string) => account.trim().toLowerCase();

/** Failed sign-ins allowed per client address and per account in a ten-minute window; then 429. */
export const SIGN_IN_LIMITS = { perIp: 50, perAccount: 10, windowMs: 10 * 60_000 };

export async function captchaRequired(db: Db, account: string): Promise<boolean> {
  return (await repo.failures(db, accountKey(account))) >= CAPTCHA_AFTER_FAILURES;
}

export async function newCaptcha(db: Db): Promise<{ token: string; svg: string }> {
  // Loaded on the first captcha, not at start (decision 023).
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f6f8',
  });
  const token = randomBytes(18).toString('base64url');
  await repo.saveCaptcha(db, token, captcha.text.toLowerCase());
  return { token, svg: captcha.data };
}

/**
 * Checks credentials. Unknown account and wrong password give the same answer; after three failures
 * for an account a correct captcha is required before the password is even looked at.
 */
export async function signIn(db: Db, limiter: RateLimiter, ip: string, input: LoginInput): Promise<number> {
  const key = accountKey(input.account);
  const ipKey = `login:ip:${ip}`;
  const accountLimitKey = `login:account:${key}`;
  const { perIp, perAccount, windowMs } = SIGN_IN_LIMITS;
  if (
    (await limiter.peek(ipKey, windowMs)) >= perIp ||
    (await limiter.peek(accountLimitKey, windowMs)) >= perAccount
  ) {
    throw new AppError('RATE_LIMITED', 'errors.rateLimited');
  }

  const countFailure = async () => {
    await limiter.hit(ipKey, perIp, windowMs);
    await limiter.hit(accountLimitKey, perAccount, windowMs);
  };

  if ((await repo.failures(db, key)) >= CAPTCHA_AFTER_FAILURES) {
    const solved =
      !!input.captcha &&
      !!input.captchaToken &&
      (await repo.consumeCaptcha(db, input.captchaToken, input.captcha));
    if (!solved) {
      await countFailure();
      const reason = input.captcha ? 'accounts.captcha.wrong' : 'accounts.captcha.required';
      throw new AppError('CAPTCHA_REQUIRED', reason, {}, [{ path: 'captcha', message: reason }]);
    }
  }

  const found = await repo.findCredentials(db, input.account.trim(), phoneFromAccount(input.account));
  const good = await verifyPassword(found?.password_hash, input.password);
  if (!found || !good) {
    await repo.recordFailure(db, key);
    await countFailure();
    throw new AppError('UNAUTHORIZED', 'accounts.login.failed');
  }
  await repo.clearFailures(db, key);
  return found.id;
}

export async function signUp(
  db: Db,
  input: SignupInput,
  site: SiteCode,
  language: Language,
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const local = input.email.split('@')[0]!.slice(0, 40);
  return db.tx(async (q) => {
    if (await repo.emailTaken(q, input.email)) {
      throw new AppError('CONFLICT', 'accounts.signup.emailTaken', {}, [
        { path: 'email', message: 'accounts.signup.emailTaken' },
      ]);
    }
    return repo.createBuyer(q, {
      email: input.email.toLowerCase(),
      passwordHash,
      nickname: input.nickname || local,
      username: local,
      site,
      language,
    });
  });
}

export async function currentUser(db: Db, id: number): Promise<CurrentUser> {
  const user = await loadUser(db, id);
  if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  return user;
}
