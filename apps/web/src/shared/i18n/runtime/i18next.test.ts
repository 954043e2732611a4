import { createRequire } from 'node:module';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { Catalog } from '@kontor/domain/i18n/translate';
import { formatNumber } from '@kontor/domain/locale-numbers';
import { LANGUAGES } from '@kontor/domain/sites';
import { describe, expect, it } from 'vitest';
import lite, { type FormatterModule, type TOptions } from './i18next.ts';

// The real i18next (the build and these tests resolve `i18next` to the subset, decision 065).
const real = createRequire(import.meta.url)('i18next') as {
  createInstance: () => {
    use: (m: unknown) => unknown;
    init: (o: unknown) => Promise<unknown>;
    t: (k: string, o?: TOptions) => string;
    exists: (k: string) => boolean;
    addResourceBundle: (...a: unknown[]) => unknown;
  };
};

const formatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, lng) => (typeof value === 'number' && lng ? formatNumber(value, lng) : value),
};

/** Both set up as `shared/i18n/i18n.ts` does. */
async function both(lng: string, translation: Catalog) {
  const options = {
    lng,
    fallbackLng: false as const,
    resources: { [lng]: { translation } },
    interpolation: { escapeValue: false as const, alwaysFormat: true },
    returnNull: false as const,
  };
  const a = real.createInstance();
  a.use(formatter);
  await a.init(options);
  const b = lite.createInstance();
  b.use(formatter);
  await b.init(options);
  return { a, b };
}

function leaves(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

describe('the i18next subset', () => {
  it('answers every key of every catalogue as i18next does, with and without counts and values', {
    timeout: 60_000,
  }, async () => {
    for (const lng of LANGUAGES) {
      const { a, b } = await both(lng, catalogs[lng]);
      const keys = new Set(
        leaves(catalogs[lng]).map(([k]) => k.replace(/_(zero|one|two|few|many|other)$/, '')),
      );
      const names = new Set(
        [...JSON.stringify(catalogs[lng]).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]),
      );
      const values = Object.fromEntries([...names].map((n, i) => [n, i % 2 ? `v${i}` : 1234.5 + i]));
      const variants = [
        undefined,
        {},
        values,
        { count: 0 },
        { count: 1 },
        { count: 3 },
        { count: 22 },
        { ...values, count: 1.5 },
      ];
      const answers = (i: typeof a | typeof b) =>
        [...keys].flatMap((key) => [String(i.exists(key)), ...variants.map((o) => i.t(key, o))]);
      expect(answers(b), lng).toEqual(answers(a));
    }
  });

  it('handles missing keys, default values, missing values and texts added later alike', async () => {
    const { a, b } = await both('pl', {
      a: { b: 'x {{n}} y {{m}}', c_one: 'one {{count}}', c_few: 'few {{count}}', c_many: 'many {{count}}' },
      d: 'plain',
    });
    const cases: [string, TOptions?][] = [
      ['a.b'],
      ['a.b', { n: 1 }],
      ['a.b', { n: null, m: undefined }],
      ['a.b', { n: 'x', m: { toString: () => 'obj' } }],
      ['a.c', { count: 1 }],
      ['a.c', { count: 4 }],
      ['a.c', { count: 5 }],
      ['a.c', { count: 1000 }],
      ['a.zz', { defaultValue: 'def {{n}}', n: 7 }],
      ['a.zz'],
      ['d.e'],
      ['constructor'],
      ['toString.name'],
    ];
    for (const [key, options] of cases) expect(b.t(key, options), key).toBe(a.t(key, options));
    // One difference: a key naming a group answers the key, not i18next's "returned an object" note.
    expect(b.t('a')).toBe('a');
    a.addResourceBundle('pl', 'translation', { a: { later: 'later' }, d: 'changed' }, true, false);
    b.addResourceBundle('pl', 'translation', { a: { later: 'later' }, d: 'changed' }, true, false);
    for (const key of ['a.later', 'a.b', 'd']) expect(b.t(key)).toBe(a.t(key));
  });
});
