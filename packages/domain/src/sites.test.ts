import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE,
  isLanguage,
  isSiteCode,
  LANGUAGES,
  matchLanguage,
  SITE_CODES,
  SITES,
  type SiteCode,
} from './sites.ts';

describe('storefronts', () => {
  it('are the eight country sites in order with their currencies', () => {
    const currencies = Object.fromEntries(SITE_CODES.map((code) => [code, SITES[code].currency]));
    expect(currencies).toEqual({
      DE: 'EUR',
      NL: 'EUR',
      ES: 'EUR',
      SE: 'SEK',
      FR: 'EUR',
      IT: 'EUR',
      PL: 'PLN',
      UK: 'GBP',
    });
    expect(SITE_CODES).toEqual(['DE', 'NL', 'ES', 'SE', 'FR', 'IT', 'PL', 'UK']);
    expect(Object.keys(SITES).sort()).toEqual([...SITE_CODES].sort());
  });

  it.each(SITE_CODES.map((code) => [code]))('%s is consistent with its key', (code: SiteCode) => {
    const site = SITES[code];
    expect(site.code).toBe(code);
    expect(isLanguage(site.defaultLanguage)).toBe(true);
    expect(site.locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    expect(site.phoneCodes.length).toBeGreaterThan(0);
    for (const phoneCode of site.phoneCodes) expect(phoneCode).toMatch(/^\+\d{1,3}$/);
    // The locale's region is the site's country, so money and dates read as the country expects.
    expect(site.locale.slice(3)).toBe(site.country);
  });

  it('uses GB, not UK, as the ISO country of the UK storefront', () => {
    expect(SITES.UK.country).toBe('GB');
    expect(SITES.UK.defaultLanguage).toBe('en');
  });

  it('defaults to a real site', () => {
    expect(isSiteCode(DEFAULT_SITE)).toBe(true);
  });

  it.each([
    ['DE', true],
    ['UK', true],
    ['GB', false],
    ['de', false],
    ['', false],
    [undefined, false],
    [49, false],
  ])('isSiteCode(%j) is %s', (value, expected) => {
    expect(isSiteCode(value)).toBe(expected);
  });

  it('knows the nine interface languages', () => {
    expect([...LANGUAGES].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'sv', 'zh-CN']);
    expect(isLanguage('zh-CN')).toBe(true);
    expect(isLanguage('zh')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});

describe('matchLanguage', () => {
  it.each([
    [['de-AT'], 'de'],
    [['de'], 'de'],
    [['zh'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh-cn'], 'zh-CN'],
    [['zh-TW'], 'zh-CN'],
    [['en-US'], 'en'],
    [['EN-gb'], 'en'],
    [['sv-SE'], 'sv'],
    [['  fr-CA '], 'fr'],
    [['pl'], 'pl'],
  ])('%j → %s', (candidates, expected) => {
    expect(matchLanguage(candidates)).toBe(expected);
  });

  it.each([[['ja']], [['ja-JP', 'ko']], [[]], [['']], [['*']], [['pt-BR']]])(
    '%j → undefined',
    (candidates) => {
      expect(matchLanguage(candidates)).toBeUndefined();
    },
  );

  it('takes the first candidate we support, in the order given', () => {
    expect(matchLanguage(['ja', 'fr-CA', 'de'])).toBe('fr');
    expect(matchLanguage(['de', 'fr'])).toBe('de');
    expect(matchLanguage(['nl-BE', 'zh'])).toBe('nl');
    expect(matchLanguage(['ko', 'zh-HK', 'en'])).toBe('zh-CN');
  });
});
