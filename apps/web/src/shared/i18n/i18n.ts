import type { Catalog } from '@kontor/domain/i18n/translate';
import { formatNumber } from '@kontor/domain/locale-numbers';
import { isLanguage, type Language } from '@kontor/domain/sites';
import i18next, { type FormatterModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isApiError, setRequestLanguage } from '../api-client.ts';

export const i18n = i18next.createInstance();

/**
 * The shared catalogues (packages/domain/src/i18n/locales, the ones the server speaks from and
 * `@kontor/domain/i18n/catalogs` bundles), fetched one language at a time: all nine would cost
 * every route their weight. Every catalogue holds every key (a domain test checks it).
 */
const catalogues = import.meta.glob<Catalog>('../../../../../packages/domain/src/i18n/locales/*.json', {
  import: 'default',
});

function loaderFor(language: Language): () => Promise<Catalog> {
  const entry = Object.entries(catalogues).find(([path]) => path.endsWith(`/${language}.json`));
  if (!entry) throw new Error(`no catalogue for ${language}`);
  return entry[1];
}

/**
 * Numbers placed into texts ("{{count}} items", "at most {{max}}") are written the interface
 * language's way, like every other number on screen (decision 020); other values pass unchanged.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, lng) => (typeof value === 'number' && lng ? formatNumber(value, lng) : value),
};

export async function initI18n(language: Language): Promise<void> {
  const lng = isLanguage(language) ? language : 'en';
  const catalog = await loaderFor(lng)();
  await i18n
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng,
      fallbackLng: false,
      resources: { [lng]: { translation: catalog } },
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  document.documentElement.lang = lng;
  setRequestLanguage(lng);
}

/** The text for a failure: the server's localised message, else its key translated. */
export function errorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    if (error.message && error.message !== error.key) return error.message;
    return t(error.key, { defaultValue: t('errors.internal') });
  }
  return t('errors.internal');
}
