import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
  type CodeChannel,
  type CodePurpose,
  type Language,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { enforce, type RateLimiter } from '../../platform/rate-limit.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { accountsRepository } from './accounts-repository.ts';
import { verificationCodesRepository as repo } from './verification-codes-repository.ts';

// Verification codes (issue 15, decision 043): the one place that makes, sends and checks codes for
// password reset, binding an e-mail or phone, and deleting the account. Other account features call
// sendCode / checkCode / issueVerifyToken / consumeVerifyToken / checkCaptcha, never the tables.

const HOUR = 60 * 60_000;

/**
 * Sends allowed per hour. 60 from one client address (the 61st answers 429), 10 per destination and
 * per account (a destination or account beyond that is being bombed or guessed), checks 120 per
 * address (each code has its own 5 tries on top).
 */
export const CODE_LIMITS = {
  sendPerIp: 60,
  sendPerDestination: 10,
  sendPerAccount: 10,
  checkPerIp: 120,
  windowMs: HOUR,
} as const;

/** A verify token (what a checked code grants) lives this long. */
export const VERIFY_TOKEN_MINUTES = 15;

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** Six random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export interface SendCodeInput {
  purpose: CodePurpose;
  channel: CodeChannel;
  /** Normalised: a lower-case e-mail or `normalisePhone(prefix, mobile)`. */
  destination: string;
  /** The account the code is for; null when the destination belongs to no account (reset). */
  userId: number | null;
  /** The client address (per-address limit). */
  ip: string;
  /** The language of the message. */
  language: Language;
}

/**
 * Makes a new code for (purpose, destination), voids the older ones, stores its salted hash and queues
 * the message in the same transaction. For a destination without an account (userId null) the same
 * statements run and the message says that no account uses this address, without a code, so the
 * answer and the work are the same for known and unknown accounts. Limits: 429 `RATE_LIMITED`.
 */
export async function sendCode(
  db: Db,
  limiter: RateLimiter,
  input: SendCodeInput,
): Promise<{ resendAfterSeconds: number }> {
  const { purpose, channel, destination, userId, ip, language } = input;
  const { windowMs } = CODE_LIMITS;
  await enforce(limiter, `code-send:ip:${ip}`, CODE_LIMITS.sendPerIp, windowMs);
  await enforce(
    limiter,
    `code-send:dest:${channel}:${destination}`,
    CODE_LIMITS.sendPerDestination,
    windowMs,
  );
  // Unknown accounts count under their destination, so that both kinds do the same three hits.
  const accountKey = userId === null ? `dest:${destination}` : String(userId);
  await enforce(limiter, `code-send:account:${accountKey}`, CODE_LIMITS.sendPerAccount, windowMs);

  const code = newCode();
  const salt = randomBytes(12).toString('base64url');
  const codeHash = hashCode(salt, code);
  const known = userId !== null;
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const purposeText = t(`accounts.code.purpose.${purpose}`);
  const message = known
    ? {
        subject: t('accounts.code.message.subject', { purpose: purposeText }),
        body: t('accounts.code.message.body', { code, minutes: CODE_TTL_MINUTES, purpose: purposeText }),
        kind: 'CODE' as const,
      }
    : {
        subject: t('accounts.code.unknown.subject', { purpose: purposeText }),
        body: t('accounts.code.unknown.body', { purpose: purposeText }),
        kind: 'NOTICE' as const,
      };
  await db.tx(async (q) => {
    await repo.voidLive(q, purpose, channel, destination);
    await repo.insert(q, {
      purpose,
      channel,
      destination,
      userId,
      salt,
      codeHash,
      ttlMinutes: CODE_TTL_MINUTES,
    });
    await queueMessage(q, { channel, recipient: destination, ...message });
  });
  return { resendAfterSeconds: CODE_RESEND_SECONDS };
}

export interface CheckCodeInput {
  purpose: CodePurpose;
  channel: CodeChannel;
  destination: string;
  code: string;
  ip: string;
  /** The payload field the code came in (`smsCode`, `emailCode`): the field error names it. */
  field: string;
}

const codeError = (field: string, key: string) =>
  new AppError('INVALID_DATA', key, {}, [{ path: field, message: key }]);

/**
 * Checks and uses up a code: the newest live code of (purpose, destination), not expired, with fewer
 * than 5 wrong tries. A wrong code counts a try (the 5th makes it void); a right one is used and
 * cannot be used again. Answers the account the code was sent for. Failures are 400 with the field:
 * `accounts.code.wrong` (try again) or `accounts.code.expired` (ask for a new one).
 */
export async function checkCode(db: Db, limiter: RateLimiter, input: CheckCodeInput): Promise<number> {
  await enforce(limiter, `code-check:ip:${input.ip}`, CODE_LIMITS.checkPerIp, CODE_LIMITS.windowMs);
  const outcome = await db.tx(async (q): Promise<{ userId: number } | { error: string }> => {
    const row = await repo.latestLive(q, input.purpose, input.channel, input.destination);
    if (!row || row.tries >= CODE_MAX_TRIES) return { error: 'accounts.code.expired' };
    if (row.expired) {
      await repo.voidCode(q, row.id);
      return { error: 'accounts.code.expired' };
    }
    const given = Buffer.from(hashCode(row.salt, input.code));
    const stored = Buffer.from(row.code_hash);
    const right = given.length === stored.length && timingSafeEqual(given, stored);
    if (!right || row.user_id === null) {
      await repo.countWrongTry(q, row.id, CODE_MAX_TRIES);
      return { error: row.tries + 1 >= CODE_MAX_TRIES ? 'accounts.code.expired' : 'accounts.code.wrong' };
    }
    await repo.markUsed(q, row.id);
    return { userId: Number(row.user_id) };
  });
  if ('error' in outcome) throw codeError(input.field, outcome.error);
  return outcome.userId;
}

/** A single-use token for what a checked code allows (reset by verify token, bind, destroy). */
export async function issueVerifyToken(
  q: Queryable,
  userId: number,
  purpose: CodePurpose,
  destination: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(q, {
    tokenHash: sha256(token),
    userId,
    purpose,
    destination,
    ttlMinutes: VERIFY_TOKEN_MINUTES,
  });
  return token;
}

/**
 * Uses a verify token up. Unknown, used, expired or another purpose's token: 400 on `field`
 * (`accounts.reset.tokenInvalid`), the same answer for each.
 */
export async function consumeVerifyToken(
  q: Queryable,
  token: string,
  purpose: CodePurpose,
  field = 'verifyToken',
): Promise<{ userId: number; destination: string }> {
  const row = await repo.consumeToken(q, sha256(token), purpose);
  if (!row) throw codeError(field, 'accounts.reset.tokenInvalid');
  return { userId: Number(row.user_id), destination: row.destination };
}

/**
 * The captcha of a payload that carries one (GET /api/user/web/captcha made it): used up whether right
 * or not. `required`: a missing captcha is refused too; otherwise only a given one is checked.
 */
export async function checkCaptcha(
  db: Db,
  input: { captcha?: string; token?: string },
  required: boolean,
): Promise<void> {
  if (!input.captcha && !input.token && !required) return;
  const solved =
    !!input.captcha &&
    !!input.token &&
    (await accountsRepository.consumeCaptcha(db, input.token, input.captcha));
  if (!solved) {
    const reason = input.captcha ? 'accounts.captcha.wrong' : 'accounts.captcha.required';
    throw new AppError('CAPTCHA_REQUIRED', reason, {}, [{ path: 'captcha', message: reason }]);
  }
}

/** The code in the newest code message to a recipient, read from the outbox (tests, e2e helpers). */
export async function latestCodeFromOutbox(q: Queryable, recipient: string): Promise<string | undefined> {
  const row = await repo.latestCodeMessage(q, recipient);
  return row?.body.match(/\b(\d{6})\b/)?.[1];
}
