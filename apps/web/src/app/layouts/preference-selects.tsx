import { SITE_CODES, SITES, type SiteCode } from '@kontor/domain/sites';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/i18n/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/languages.ts';
import { switchLanguage } from '../../shared/i18n/set-language.ts';
import { switchSite } from '../../shared/storefront/set-site.ts';
import { useSite } from '../../shared/storefront/site-store.ts';
import { toast } from '../../shared/ui/toast.ts';
import styles from './preference-selects.module.css';

interface PreferenceSelectsProps {
  /** `bar` on the dark banner, `panel` inside the phone menu. */
  tone: 'bar' | 'panel';
  idPrefix: string;
}

/** The storefront and language switches: labelled native selects (keyboard and screen-reader friendly). */
export function PreferenceSelects({ tone, idPrefix }: PreferenceSelectsProps) {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  const siteName = (code: SiteCode) => regionNames?.of(SITES[code].country) ?? code;

  const onSite = async (code: SiteCode) => {
    setBusy(true);
    try {
      await switchSite(code, queryClient);
      toast.success(t('banner.storefrontChanged', { name: siteName(code), currency: SITES[code].currency }));
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={tone === 'bar' ? styles.bar : styles.panel}>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-site`}>{t('banner.storefront')}</label>
        <select
          id={`${idPrefix}-site`}
          value={site.code}
          disabled={busy}
          onChange={(event) => void onSite(event.target.value as SiteCode)}
        >
          {SITE_CODES.map((code) => (
            <option key={code} value={code}>
              {siteName(code)} ({SITES[code].currency})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-language`}>{t('banner.language')}</label>
        <select
          id={`${idPrefix}-language`}
          value={i18n.language}
          disabled={busy}
          onChange={(event) => {
            setBusy(true);
            void switchLanguage(event.target.value as (typeof LANGUAGES)[number]);
          }}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
