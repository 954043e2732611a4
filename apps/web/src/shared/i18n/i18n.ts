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
 * every route their weight. Every catalogue holds every key (a domain test checks it). Each comes
 * in two parts (`catalogue-parts.ts`, decision 041): the core, which the first render waits for,
 * and the rest, which every page but the order list and every lazily loaded dialog await
 * (`withAllTexts`).
 */
const cores = import.meta.glob<Catalog>('../../../../../packages/domain/src/i18n/locales/*.json', {
  import: 'default',
  query: '?part=core',
});
const rests = import.meta.glob<Catalog>('../../../../../packages/domain/src/i18n/locales/*.json', {
  import: 'default',
  query: '?part=rest',
});

function loaderFor(
  parts: Record<string, () => Promise<Catalog>>,
  language: Language,
): () => Promise<Catalog> {
  const entry = Object.entries(parts).find(([path]) => path.split('?')[0].endsWith(`/${language}.json`));
  if (!entry) throw new Error(`no catalogue for ${language}`);
  return entry[1];
}

let setLanguage: (language: Language) => void = () => {};
const chosenLanguage = new Promise<Language>((resolve) => {
  setLanguage = resolve;
});
let allTexts: Promise<void> | undefined;

/** Loads the rest of the interface language's catalogue (once; after `initI18n` chose the language). */
export function loadAllTexts(): Promise<void> {
  allTexts ??= chosenLanguage.then(async (lng) => {
    i18n.addResourceBundle(lng, 'translation', await loaderFor(rests, lng)(), true, false);
  });
  return allTexts;
}

/** A lazy module that renders texts outside the core: it resolves once they are there too. */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts()]).then(([module]) => module);
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

/** Starts fetching a catalogue early (the likely language, while the session is still asked for). */
export function preloadCatalogue(language: Language): void {
  void loaderFor(cores, isLanguage(language) ? language : 'en')().catch(() => {});
}

export async function initI18n(language: Language): Promise<void> {
  const lng = isLanguage(language) ? language : 'en';
  // At once, not once the catalogue is in: the page's preloaded calls (started meanwhile) carry the
  // language as the ones index.html started do (decision 079).
  setRequestLanguage(lng);
  const catalog = await loaderFor(cores, lng)();
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
  setLanguage(lng);
}

/** The text for a failure: the server's localised message, else its key translated. */
export function errorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    if (error.message && error.message !== error.key) return error.message;
    return t(error.key, { defaultValue: t('errors.internal') });
  }
  return t('errors.internal');
}
