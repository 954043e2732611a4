import { DEFAULT_SITE, SITES, type Site, type SiteCode } from '@kontor/domain/sites';
import { useSyncExternalStore } from 'react';
import { writeCookie } from '../cookies.ts';
import { resolveSite, SITE_COOKIE } from './site-cookie.ts';

export { resolveSite, SITE_COOKIE };

let current: SiteCode = DEFAULT_SITE;
const listeners = new Set<() => void>();

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
