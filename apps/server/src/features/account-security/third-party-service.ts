import { createHash, randomBytes } from 'node:crypto';
import type {
  BoundThirdParty,
  Language,
  SiteCode,
  ThirdPartyIntent,
  ThirdPartyOutcome,
  ThirdPartyProvider,
} from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import {
  SignInDenied,
  type SignInIdentity,
  type SignInProvider,
  type SignInProviders,
} from '../../providers/sign-in/sign-in-provider.ts';
import { thirdPartyRepository as repo } from './third-party-repository.ts';

/**
 * Third-party accounts (spec §7 `third-part/list-bound`, `third-part/unbind`; decision 046): binding,
 * unbinding and signing in through a provider's authorization code round trip.
 */

/** How long a round trip may take from our redirect to the provider's return. */
export const ROUND_TRIP_MINUTES = 10;

const LOGIN_PAGE = '/login';
const SECURITY_PAGE = '/buyer/security';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const random = () => randomBytes(32).toString('base64url');

export const callbackPath = (accountType: string) => `/api/user/web/third-part/callback/${accountType}`;

/** Only our own paths are followed after sign-in, never another site. */
export function safePath(target: string | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

export function providersList(providers: SignInProviders): ThirdPartyProvider[] {
  return providers.list.map((p) => ({
    thirdAccountType: p.accountType,
    displayName: p.displayName,
    sandbox: p.sandbox,
  }));
}

export function providerOf(providers: SignInProviders, accountType: string): SignInProvider {
  const provider = providers.byType(accountType);
  if (!provider) throw notFound();
  return provider;
}

export async function listBound(
  db: Db,
  providers: SignInProviders,
  userId: number,
): Promise<BoundThirdParty[]> {
  const rows = await repo.bound(db, userId);
  return rows.map((r) => ({
    thirdAccountType: r.account_type,
    displayName: providers.byType(r.account_type)?.displayName ?? r.account_type,
    accountLabel: r.account_label,
    boundAt: new Date(r.created_at).toISOString(),
  }));
}

/**
 * Unbinds a provider from the caller's account. Not bound (also: bound only to someone else) → 404;
 * the last way to sign in (no password, no other bound account) → 409, under the member row's lock so
 * two unbinds at once cannot both pass.
 */
export async function unbind(db: Db, userId: number, accountType: string): Promise<void> {
  await db.tx(async (q) => {
    const methods = await repo.signInMethods(q, userId);
    if (!methods || !(await repo.isBound(q, userId, accountType))) throw notFound();
    const remaining = (methods.password ? 1 : 0) + methods.bound - 1;
    if (remaining < 1) throw conflict('thirdParty.unbind.lastMethod');
    await repo.unbind(q, userId, accountType);
  });
}

/** Starts a round trip: keeps state, PKCE verifier and nonce (hashed state) and gives the provider's URL. */
export async function startRoundTrip(
  db: Db,
  provider: SignInProvider,
  r: { intent: ThirdPartyIntent; userId: number | null; redirect: string | undefined; origin: string },
): Promise<{ url: string; state: string }> {
  const state = random();
  const codeVerifier = random();
  const nonce = random();
  const fallback = r.intent === 'BIND' ? SECURITY_PAGE : '/';
  await repo.saveSignIn(
    db,
    sha256(state),
    {
      account_type: provider.accountType,
      intent: r.intent,
      user_id: r.userId,
      code_verifier: codeVerifier,
      nonce,
      redirect: safePath(r.redirect, fallback),
    },
    ROUND_TRIP_MINUTES,
  );
  const url = await provider.authorizationUrl({
    redirectUri: `${r.origin}${callbackPath(provider.accountType)}`,
    state,
    nonce,
    codeChallenge: sha256(codeVerifier),
  });
  return { url, state };
}

export interface RoundTripEnd {
  /** Where the browser goes next. */
  redirect: string;
  /** Sign this account in (a LOGIN that found or made one). */
  signInUserId?: number;
}

const outcomeUrl = (page: string, outcome: ThirdPartyOutcome) => `${page}?thirdParty=${outcome}`;

/**
 * The provider sent the browser back. The state must be the one this browser started (its cookie) and
 * unused; then the provider checks the code, nonce and ID token. LOGIN: the bound account signs in; an
 * unknown identity gets a new account unless its e-mail belongs to an account already (no silent
 * linking: that account binds from its security page). BIND: the identity is bound to the account that
 * started the round trip, if that account is still the one signed in.
 */
export async function finishRoundTrip(
  db: Db,
  provider: SignInProvider,
  r: {
    callbackUrl: URL;
    state: string | undefined;
    cookieState: string | undefined;
    currentUserId: number | null;
    site: SiteCode;
    language: Language;
  },
): Promise<RoundTripEnd> {
  const fail = (intent: ThirdPartyIntent | undefined, outcome: ThirdPartyOutcome): RoundTripEnd => ({
    redirect: outcomeUrl(intent === 'BIND' ? SECURITY_PAGE : LOGIN_PAGE, outcome),
  });
  if (!r.state || !r.cookieState || r.state !== r.cookieState) return fail(undefined, 'expired');
  const trip = await repo.takeSignIn(db, sha256(r.state), provider.accountType);
  if (!trip) return fail(undefined, 'expired');

  let identity: SignInIdentity;
  try {
    identity = await provider.finish({
      callbackUrl: r.callbackUrl,
      state: r.state,
      nonce: trip.nonce,
      codeVerifier: trip.code_verifier,
    });
  } catch (error) {
    return fail(trip.intent, error instanceof SignInDenied ? 'denied' : 'failed');
  }
  const label = (identity.email ?? identity.name ?? '').slice(0, 254);

  if (trip.intent === 'BIND') {
    if (!trip.user_id || trip.user_id !== r.currentUserId) return fail('BIND', 'signInRequired');
    const userId = trip.user_id;
    return db.tx(async (q) => {
      const owner = await repo.accountOf(q, provider.accountType, identity.subject);
      if (owner) return fail('BIND', owner.user_id === userId ? 'bound' : 'takenByOther');
      if (await repo.isBound(q, userId, provider.accountType)) return fail('BIND', 'alreadyBound');
      const bound = await repo.bind(q, userId, provider.accountType, identity.subject, label);
      return fail('BIND', bound ? 'bound' : 'takenByOther');
    });
  }

  return db.tx(async (q) => {
    const owner = await repo.accountOf(q, provider.accountType, identity.subject);
    if (owner)
      return owner.active
        ? { redirect: trip.redirect, signInUserId: owner.user_id }
        : fail('LOGIN', 'failed');
    const email = identity.email && identity.emailVerified ? identity.email.toLowerCase() : null;
    if (email && (await repo.emailTaken(q, email))) return fail('LOGIN', 'emailTaken');
    const local = email ? email.split('@')[0]!.slice(0, 40) : `member-${randomBytes(4).toString('hex')}`;
    const userId = await repo.createMember(q, {
      email,
      nickname: (identity.name ?? local).slice(0, 40),
      username: local,
      site: r.site,
      language: r.language,
    });
    if (!(await repo.bind(q, userId, provider.accountType, identity.subject, label)))
      throw conflict('thirdParty.bind.race');
    return { redirect: trip.redirect, signInUserId: userId };
  });
}
