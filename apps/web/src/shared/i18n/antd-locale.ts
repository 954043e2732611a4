import type { Language } from '@kontor/domain/sites';
import type { Locale } from 'antd/es/locale';

/** antd's own texts (pagination, empty states, pickers) in the interface language, loaded on demand. */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_GB'),
  de: () => import('antd/es/locale/de_DE'),
  fr: () => import('antd/es/locale/fr_FR'),
  es: () => import('antd/es/locale/es_ES'),
  it: () => import('antd/es/locale/it_IT'),
  nl: () => import('antd/es/locale/nl_NL'),
  pl: () => import('antd/es/locale/pl_PL'),
  sv: () => import('antd/es/locale/sv_SE'),
};

export async function loadAntdLocale(language: Language): Promise<Locale> {
  return (await loaders[language]()).default;
}

/**
 * dayjs (antd's date pickers) in the same language: a page that shows a date picker calls this
 * once (not done for every page, dayjs is not needed elsewhere).
 */
const dayjsLoaders: Partial<Record<Language, () => Promise<unknown>>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  it: () => import('dayjs/locale/it'),
  nl: () => import('dayjs/locale/nl'),
  pl: () => import('dayjs/locale/pl'),
  sv: () => import('dayjs/locale/sv'),
  en: () => import('dayjs/locale/en-gb'),
};

const DAYJS_NAMES: Record<Language, string> = {
  'zh-CN': 'zh-cn',
  en: 'en-gb',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  sv: 'sv',
};

export async function loadDayjsLocale(language: Language): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLoaders[language]?.()]);
  dayjs.locale(DAYJS_NAMES[language]);
}
