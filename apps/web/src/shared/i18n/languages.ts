import {
  isLanguage,
  LANGUAGES,
  type Language,
  matchLanguage,
  SITES,
  type SiteCode,
} from '@kontor/domain/sites';
import { readCookie } from '../cookies.ts';
import { LANGUAGE_COOKIE } from './language-cookie.ts';

export { LANGUAGE_COOKIE };

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

export { LANGUAGES };

/**
 * The interface language: the cookie, else the signed-in user's, else the browser's when it is one
 * of ours, else the storefront's default.
 */
export function resolveLanguage(userLanguage: string | null | undefined, site: SiteCode): Language {
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  if (isLanguage(userLanguage)) return userLanguage;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return matchLanguage(browser) ?? SITES[site].defaultLanguage;
}
