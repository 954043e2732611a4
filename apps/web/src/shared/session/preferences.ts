import type { CurrentUser } from '@kontor/domain/accounts/accounts-responses';
import { i18n } from '../i18n/i18n.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { currentSite, resolveSite } from '../storefront/site-store.ts';

/**
 * After signing in, the account's own language or storefront may apply (when the visitor has not
 * chosen one on this browser). Then the next page is loaded afresh instead of navigated to.
 */
export function preferencesChangeFor(user: CurrentUser): boolean {
  const site = resolveSite(user.site);
  return site !== currentSite() || resolveLanguage(user.language, site) !== i18n.language;
}
