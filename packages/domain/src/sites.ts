/** The eight country storefronts. The site code travels as `X-Site` and in payloads where the spec says so. */
export const SITE_CODES = ['DE', 'NL', 'ES', 'SE', 'FR', 'IT', 'PL', 'UK'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export const LANGUAGES = ['zh-CN', 'en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

export type CurrencyCode = 'EUR' | 'SEK' | 'PLN' | 'GBP';

export interface Site {
  code: SiteCode;
  /** ISO 3166 country code (UK is GB for card providers and countries). */
  country: string;
  currency: CurrencyCode;
  defaultLanguage: Language;
  /** BCP 47 locale used for money and dates. */
  locale: string;
  /** Phone country calling codes offered by the country-code picker, the site's own first. */
  phoneCodes: string[];
}

export const SITES: Record<SiteCode, Site> = {
  DE: {
    code: 'DE',
    country: 'DE',
    currency: 'EUR',
    defaultLanguage: 'de',
    locale: 'de-DE',
    phoneCodes: ['+49', '+43', '+352'],
  },
  NL: {
    code: 'NL',
    country: 'NL',
    currency: 'EUR',
    defaultLanguage: 'nl',
    locale: 'nl-NL',
    phoneCodes: ['+31', '+32'],
  },
  ES: {
    code: 'ES',
    country: 'ES',
    currency: 'EUR',
    defaultLanguage: 'es',
    locale: 'es-ES',
    phoneCodes: ['+34', '+351'],
  },
  SE: {
    code: 'SE',
    country: 'SE',
    currency: 'SEK',
    defaultLanguage: 'sv',
    locale: 'sv-SE',
    phoneCodes: ['+46'],
  },
  FR: {
    code: 'FR',
    country: 'FR',
    currency: 'EUR',
    defaultLanguage: 'fr',
    locale: 'fr-FR',
    phoneCodes: ['+33', '+32'],
  },
  IT: {
    code: 'IT',
    country: 'IT',
    currency: 'EUR',
    defaultLanguage: 'it',
    locale: 'it-IT',
    phoneCodes: ['+39'],
  },
  PL: {
    code: 'PL',
    country: 'PL',
    currency: 'PLN',
    defaultLanguage: 'pl',
    locale: 'pl-PL',
    phoneCodes: ['+48'],
  },
  UK: {
    code: 'UK',
    country: 'GB',
    currency: 'GBP',
    defaultLanguage: 'en',
    locale: 'en-GB',
    phoneCodes: ['+44'],
  },
};

export const DEFAULT_SITE: SiteCode = 'DE';

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks one of our languages from a browser language list (`de-AT` → `de`, `zh` → `zh-CN`). */
export function matchLanguage(candidates: readonly string[]): Language | undefined {
  for (const raw of candidates) {
    const tag = raw.trim();
    if (isLanguage(tag)) return tag;
    const base = tag.split('-')[0]?.toLowerCase();
    if (base === 'zh') return 'zh-CN';
    if (isLanguage(base)) return base;
  }
  return undefined;
}
