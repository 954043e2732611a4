import {
  type BindEmailInput,
  type BindEmailSendInput,
  type BindMobileInput,
  type BindMobileSendInput,
  type DestroySendEmailInput,
  type DestroySendSmsInput,
  type DestroyUserInput,
  type Language,
  normaliseEmail,
  normalisePhone,
  type SecurityOverview,
} from '@kontor/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../platform/db/index.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { activeCardsOf, deleteCard } from '../cards/cards-service.ts';
import { eraseExportsOf } from '../data-export/data-export-service.ts';
import { accountSecurityRepository as repo, type SecurityRow } from './account-security-repository.ts';
import { verifyPassword } from './passwords.ts';
import { checkCaptcha, checkCode, sendCode } from './verification-codes.ts';

/**
 * Binding an e-mail or phone and deleting the account (issue 15; decision 044). Codes are made, sent
 * and checked by verification-codes.ts (decision 043); this file holds the rules around them:
 * re-authentication, addresses used by another account, what deletion erases and keeps.
 */

/** Who asks, and from where: the request's facts the rules need. */
export interface Asker {
  userId: number;
  ip: string;
  language: Language;
  /** When the request's session began (its sign-in). */
  sessionStartedAt: Date | null;
}

/** A sign-in this recent re-authenticates an account without a password (decision 044). */
export const REAUTH_RECENT_MINUTES = 10;
/** Wrong current passwords allowed per account in REAUTH_WINDOW_MS, then 429. */
export const REAUTH_LIMIT = 10;
const REAUTH_WINDOW_MS = 10 * 60_000;

const fieldError = (code: string, path: string, key: string) =>
  new AppError(code, key, {}, [{ path, message: key }]);

/** An address another account uses: refused without saying whose (409). */
const usedElsewhere = (path: string) => fieldError('CONFLICT', path, `security.bind.${path}Taken`);

async function securityOf(db: Db, userId: number): Promise<SecurityRow> {
  const row = await repo.security(db, userId);
  if (row?.status !== 'ACTIVE') throw unauthorized();
  return row;
}

function splitPhone(phone: string | null): { mobilePrefix: string | null; mobile: string | null } {
  const parsed = phone ? parsePhoneNumberFromString(phone) : undefined;
  if (!phone || !parsed) return { mobilePrefix: null, mobile: phone };
  return { mobilePrefix: `+${parsed.countryCallingCode}`, mobile: String(parsed.nationalNumber) };
}

/** Only a buyer's own account is deleted here: a shop's seller or the operator is not. */
const isDeletable = (row: SecurityRow) =>
  !row.has_shop && !row.roles.includes('seller') && !row.roles.includes('operator');

export async function securityOverview(db: Db, userId: number): Promise<SecurityOverview> {
  const row = await securityOf(db, userId);
  return {
    email: row.email,
    phone: row.phone,
    ...splitPhone(row.phone),
    hasPassword: !!row.password_hash,
    openOrders: row.open_orders,
    openAfterSales: row.open_after_sales,
    deletable: isDeletable(row),
  };
}

/**
 * Re-authentication before a code goes to a new address (decision 044): the current password when the
 * account has one (wrong: 400 on `password`; 10 wrong in 10 minutes: 429), else a sign-in of the last
 * REAUTH_RECENT_MINUTES (else 403: sign in again).
 */
async function reauthenticate(
  limiter: RateLimiter,
  row: SecurityRow,
  asker: Asker,
  password: string | undefined,
): Promise<void> {
  if (row.password_hash) {
    if (!password) throw fieldError('INVALID_DATA', 'password', 'security.reauth.passwordRequired');
    const key = `reauth:${row.id}`;
    if ((await limiter.peek(key, REAUTH_WINDOW_MS)) >= REAUTH_LIMIT)
      throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    if (!(await verifyPassword(row.password_hash, password))) {
      await limiter.hit(key, REAUTH_LIMIT, REAUTH_WINDOW_MS);
      throw fieldError('INVALID_DATA', 'password', 'security.reauth.passwordWrong');
    }
    return;
  }
  const recent =
    asker.sessionStartedAt && Date.now() - asker.sessionStartedAt.getTime() < REAUTH_RECENT_MINUTES * 60_000;
  if (!recent) throw new AppError('FORBIDDEN', 'security.reauth.signInAgain');
}

// ---- binding ----

export async function sendBindEmailCode(
  db: Db,
  limiter: RateLimiter,
  asker: Asker,
  input: BindEmailSendInput,
) {
  const row = await securityOf(db, asker.userId);
  await reauthenticate(limiter, row, asker, input.password);
  const email = normaliseEmail(input.email);
  if (row.email && normaliseEmail(row.email) === email)
    throw fieldError('INVALID_DATA', 'email', 'security.bind.emailSame');
  if (await repo.emailUsedByOther(db, email, row.id)) throw usedElsewhere('email');
  return sendCode(db, limiter, {
    purpose: 'BIND_EMAIL',
    channel: 'EMAIL',
    destination: email,
    userId: row.id,
    ip: asker.ip,
    language: asker.language,
  });
}

export async function sendBindMobileCode(
  db: Db,
  limiter: RateLimiter,
  asker: Asker,
  input: BindMobileSendInput,
) {
  const row = await securityOf(db, asker.userId);
  await reauthenticate(limiter, row, asker, input.password);
  const phone = normalisePhone(input.prefix, input.mobile);
  if (row.phone === phone) throw fieldError('INVALID_DATA', 'mobile', 'security.bind.mobileSame');
  if (await repo.phoneUsedByOther(db, phone, row.id)) throw usedElsewhere('mobile');
  return sendCode(db, limiter, {
    purpose: 'BIND_MOBILE',
    channel: 'SMS',
    destination: phone,
    userId: row.id,
    ip: asker.ip,
    language: asker.language,
  });
}

/**
 * Checks the code sent to the new address for this account (a code of another account's request is a
 * wrong code), then binds it in one transaction that takes the address's lock and looks again whether
 * another account got it meanwhile. The previous address is told of the change.
 */
async function bind(
  db: Db,
  limiter: RateLimiter,
  asker: Asker,
  b: { kind: 'email' | 'mobile'; address: string; code: string; codeField: string },
): Promise<SecurityOverview> {
  await securityOf(db, asker.userId);
  const email = b.kind === 'email';
  // Outside the binding's transaction: a wrong try must count even though the bind fails.
  const owner = await checkCode(db, limiter, {
    purpose: email ? 'BIND_EMAIL' : 'BIND_MOBILE',
    channel: email ? 'EMAIL' : 'SMS',
    destination: b.address,
    code: b.code,
    ip: asker.ip,
    field: b.codeField,
  });
  if (owner !== asker.userId) throw fieldError('INVALID_DATA', b.codeField, 'accounts.code.wrong');
  await db.tx(async (q) => {
    const row = await repo.security(q, asker.userId, true);
    if (row?.status !== 'ACTIVE') throw unauthorized();
    await repo.lockAddress(q, b.address);
    const taken = email
      ? await repo.emailUsedByOther(q, b.address, row.id)
      : await repo.phoneUsedByOther(q, b.address, row.id);
    if (taken) throw usedElsewhere(b.kind);
    if (email) await repo.setEmail(q, row.id, b.address);
    else await repo.setPhone(q, row.id, b.address);
    const before = email ? row.email : row.phone;
    if (before && before !== b.address) {
      const language = (row.language as Language | null) ?? asker.language;
      const what = translate(language, `security.bind.notice.${b.kind}`);
      await queueMessage(q, {
        channel: email ? 'EMAIL' : 'SMS',
        recipient: before,
        subject: translate(language, 'security.bind.notice.subject', { what }),
        body: translate(language, 'security.bind.notice.body', { what }),
      });
    }
  });
  return securityOverview(db, asker.userId);
}

export function bindEmail(db: Db, limiter: RateLimiter, asker: Asker, input: BindEmailInput) {
  return bind(db, limiter, asker, {
    kind: 'email',
    address: normaliseEmail(input.email),
    code: input.emailCode,
    codeField: 'emailCode',
  });
}

export function bindMobile(db: Db, limiter: RateLimiter, asker: Asker, input: BindMobileInput) {
  return bind(db, limiter, asker, {
    kind: 'mobile',
    address: normalisePhone(input.prefix, input.mobile),
    code: input.smsCode,
    codeField: 'smsCode',
  });
}

// ---- deletion ----

/** The account may be deleted here (a buyer's, not a seller's or the operator's): else 409. */
function checkDeletable(row: SecurityRow) {
  if (!isDeletable(row)) throw new AppError('CONFLICT', 'security.destroy.notBuyer');
}

/** The address the payload names must be the account's own, bound one (400 on the field). */
function ownEmail(row: SecurityRow, given: string): string {
  const email = normaliseEmail(given);
  if (!row.email || normaliseEmail(row.email) !== email)
    throw fieldError('INVALID_DATA', 'email', 'security.destroy.notYourEmail');
  return email;
}

function ownPhone(row: SecurityRow, prefix: string, mobile: string): string {
  const phone = normalisePhone(prefix, mobile);
  if (!row.phone || row.phone !== phone)
    throw fieldError('INVALID_DATA', 'mobile', 'security.destroy.notYourMobile');
  return phone;
}

export async function sendDestroyEmailCode(
  db: Db,
  limiter: RateLimiter,
  asker: Asker,
  input: DestroySendEmailInput,
) {
  await checkCaptcha(db, input, true);
  const row = await securityOf(db, asker.userId);
  checkDeletable(row);
  const email = ownEmail(row, input.email);
  return sendCode(db, limiter, {
    purpose: 'DESTROY',
    channel: 'EMAIL',
    destination: email,
    userId: row.id,
    ip: asker.ip,
    language: asker.language,
  });
}

export async function sendDestroySmsCode(
  db: Db,
  limiter: RateLimiter,
  asker: Asker,
  input: DestroySendSmsInput,
) {
  await checkCaptcha(db, input, true);
  const row = await securityOf(db, asker.userId);
  checkDeletable(row);
  const phone = ownPhone(row, input.prefix, input.mobile);
  return sendCode(db, limiter, {
    purpose: 'DESTROY',
    channel: 'SMS',
    destination: phone,
    userId: row.id,
    ip: asker.ip,
    language: asker.language,
  });
}

/**
 * bbc_user_DestroyUserFlow (decision 044): the code checked, saved cards removed at their provider,
 * then in one transaction every session ended (the next call of any of them answers 401), the
 * account's own data erased, its archives removed and the row emptied, so the login no longer works.
 * Orders, payments, invoices and after-sales stay with their snapshots for the retention periods.
 */
export async function destroyAccount(
  db: Db,
  deps: AppDeps,
  limiter: RateLimiter,
  asker: Asker,
  input: DestroyUserInput,
): Promise<void> {
  const row = await securityOf(db, asker.userId);
  checkDeletable(row);
  const byPhone = input.smsCode !== undefined;
  const destination = byPhone ? ownPhone(row, input.prefix!, input.mobile!) : ownEmail(row, input.email!);
  const codeField = byPhone ? 'smsCode' : 'emailCode';
  const owner = await checkCode(db, limiter, {
    purpose: 'DESTROY',
    channel: byPhone ? 'SMS' : 'EMAIL',
    destination,
    code: (byPhone ? input.smsCode : input.emailCode)!,
    ip: asker.ip,
    field: codeField,
  });
  if (owner !== row.id) throw fieldError('INVALID_DATA', codeField, 'accounts.code.wrong');
  // Provider calls stay outside the transaction; a provider that cannot answer stops the deletion.
  for (const card of await activeCardsOf(db, row.id)) await deleteCard(db, deps, row.id, card.id);
  const avatars = await repo.avatarsOf(db, row.id);
  await db.tx(async (q) => {
    const locked = await repo.security(q, row.id, true);
    if (locked?.status !== 'ACTIVE') throw unauthorized();
    await eraseExportsOf(q, deps, row.id);
    const keys = [locked.email, locked.phone].filter((k): k is string => !!k).map((k) => k.toLowerCase());
    await repo.erase(q, row.id, keys);
  });
  for (const a of avatars) await deps.providers.storage.remove(a.stored_name);
}
