import type { Language } from '@kontor/domain/sites';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAntdLocale } from '../i18n/antd-locale.ts';
import { theme } from './theme.ts';

const locales = new Map<string, Promise<Locale>>();

function localeFor(language: string): Promise<Locale> {
  let promise = locales.get(language);
  if (!promise) {
    promise = loadAntdLocale(language as Language);
    locales.set(language, promise);
  }
  return promise;
}

/** antd's theme and texts in the interface language, for the parts of the page that use antd. */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = use(localeFor(i18n.language));
  return (
    <ConfigProvider theme={theme} locale={locale} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
