import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { Language } from '@kontor/domain/sites';
import i18next, { type TFunction } from 'i18next';

/** For unit tests: the real catalogue of a language behind a `t`, as the app sets it up. */
export async function translator(language: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogs[language] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
