/**
 * The part of react-i18next the web app uses, on the i18next subset beside it (decision 065): Vite,
 * the web tests and TypeScript resolve `react-i18next` here. `useTranslation()` gives the instance's
 * `t` (stable: the language never changes within a page load) and the instance; texts added later
 * (`addResourceBundle`, the catalogue's rest) are read by the next render, as with react-i18next's
 * defaults (no re-render on `added`): code that shows them awaits them first (`withAllTexts`).
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { i18n, TFunction, ThirdPartyModule } from './i18next.ts';

let global: i18n | undefined;
const I18nContext = createContext<i18n | undefined>(undefined);

/** `.use(initReactI18next)`: the instance `useTranslation` falls back to outside a provider. */
export const initReactI18next: ThirdPartyModule = {
  type: '3rdParty',
  init: (instance) => {
    global = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: i18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: i18n; ready: true } {
  const instance = useContext(I18nContext) ?? global;
  if (!instance) throw new Error('useTranslation before i18n was set up (initI18n)');
  return { t: instance.t, i18n: instance, ready: true };
}
