import { DEFAULT_SITE, isSiteCode, SITES, type Site, type SiteCode } from '@kontor/domain/sites';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../cookies.ts';

export const SITE_COOKIE = 'kontor_site';

let current: SiteCode = DEFAULT_SITE;
const listeners = new Set<() => void>();

/** The storefront: the cookie, else the signed-in user's, else the default. */
export function resolveSite(userSite: string | null | undefined): SiteCode {
  const fromCookie = readCookie(SITE_COOKIE)?.toUpperCase();
  if (isSiteCode(fromCookie)) return fromCookie;
  const fromUser = userSite?.toUpperCase();
  if (isSiteCode(fromUser)) return fromUser;
  return DEFAULT_SITE;
}

export function currentSite(): SiteCode {
  return current;
}

export function setCurrentSite(code: SiteCode): void {
  if (code === current) return;
  current = code;
  // The server sets the same cookie; writing it here keeps a reload consistent even if that call failed.
  writeCookie(SITE_COOKIE, code);
  for (const listener of listeners) listener();
}

/** Initial value without writing the cookie (a visitor who never chose keeps following their account). */
export function initSite(code: SiteCode): void {
  current = code;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current storefront, re-rendering when it changes. */
export function useSite(): Site {
  const code = useSyncExternalStore(subscribe, currentSite, currentSite);
  return SITES[code];
}
