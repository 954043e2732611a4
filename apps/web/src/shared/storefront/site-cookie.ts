import { DEFAULT_SITE, isSiteCode, type SiteCode } from '@kontor/domain/sites';
import { readCookie } from '../cookies.ts';

/** The cookie of the chosen storefront. React-free, as `resolveSite`: the inline script of index.html uses both (decision 079). */
export const SITE_COOKIE = 'kontor_site';

/** The storefront: the cookie, else the signed-in user's, else the default. */
export function resolveSite(userSite: string | null | undefined): SiteCode {
  const fromCookie = readCookie(SITE_COOKIE)?.toUpperCase();
  if (isSiteCode(fromCookie)) return fromCookie;
  const fromUser = userSite?.toUpperCase();
  if (isSiteCode(fromUser)) return fromUser;
  return DEFAULT_SITE;
}
