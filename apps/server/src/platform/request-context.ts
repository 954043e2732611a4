import type { CurrentUser } from '@kontor/domain';
import {
  DEFAULT_SITE,
  isLanguage,
  isSiteCode,
  type Language,
  matchLanguage,
  SITES,
  type SiteCode,
} from '@kontor/domain';
import type { FastifyRequest } from 'fastify';

export const SITE_COOKIE = 'kontor_site';
export const LANGUAGE_COOKIE = 'kontor_lang';

/** The storefront: the X-Site header, else the cookie, else the user's, else the default. */
export function siteOf(req: FastifyRequest, user: CurrentUser | null): SiteCode {
  const header = req.headers['x-site'];
  const candidates = [Array.isArray(header) ? header[0] : header, req.cookies?.[SITE_COOKIE], user?.site];
  for (const c of candidates) {
    const code = c?.toUpperCase();
    if (isSiteCode(code)) return code;
  }
  return DEFAULT_SITE;
}

/** The language: the cookie, else the user's, else the browser's when it is one of ours, else the site's. */
export function languageOf(req: FastifyRequest, user: CurrentUser | null, site: SiteCode): Language {
  const cookie = req.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  if (isLanguage(user?.language)) return user.language;
  const accept = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0] ?? '')
    .filter(Boolean);
  return matchLanguage(accept) ?? SITES[site].defaultLanguage;
}
