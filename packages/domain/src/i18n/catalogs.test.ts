import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../sites.ts';
import { catalogs } from './catalogs.ts';
import type { Catalog } from './translate.ts';

/**
 * Keys and texts of every catalogue compared with English, the fallback. Written generically: the
 * catalogues grow with every feature, and this keeps them in step whatever keys are added.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its dotted key; a non-text leaf (number, array, null) is reported. */
function flatten(node: unknown, prefix = '', out = new Map<string, string>(), bad: string[] = []) {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, child] of Object.entries(node))
      flatten(child, prefix ? `${prefix}.${key}` : key, out, bad);
  } else bad.push(prefix);
  return { texts: out, bad };
}

/** Plural forms differ by language (`_one` in English, only `_other` in Chinese, `_few` in Polish). */
function byBaseKey(texts: Map<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, text] of texts) {
    const base = key.replace(PLURAL_SUFFIX, '');
    groups.set(base, [...(groups.get(base) ?? []), text]);
  }
  return groups;
}

function placeholders(texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)) names.add(m[1].split(',')[0].trim());
  }
  return [...names].sort();
}

const english = byBaseKey(flatten(catalogs.en).texts);
const others = LANGUAGES.filter((l) => l !== 'en');

describe('translation catalogues', () => {
  it('have English texts', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.map((l) => [l]))(
    '%s holds only texts at its leaves, none empty',
    (language: Language) => {
      const { texts, bad } = flatten(catalogs[language] as Catalog);
      expect(bad, `${language}: leaves that are not texts`).toEqual([]);
      const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, `${language}: empty texts`).toEqual([]);
    },
  );

  it.each(others.map((l) => [l]))('%s has every English key', (language: Language) => {
    const translated = byBaseKey(flatten(catalogs[language]).texts);
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    expect(missing, `keys of en.json missing in ${language}.json`).toEqual([]);
  });

  it.each(others.map((l) => [l]))(
    '%s has no key that English lacks (English is the fallback)',
    (language: Language) => {
      const translated = byBaseKey(flatten(catalogs[language]).texts);
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect(extra, `keys of ${language}.json missing in en.json`).toEqual([]);
    },
  );

  it.each(others.map((l) => [l]))('%s uses the same {{placeholders}} as English', (language: Language) => {
    const translated = byBaseKey(flatten(catalogs[language]).texts);
    const wrong: string[] = [];
    for (const [key, texts] of english) {
      const theirs = translated.get(key);
      if (!theirs) continue;
      const want = placeholders(texts);
      const have = placeholders(theirs);
      if (want.join() !== have.join())
        wrong.push(`${key}: en {${want.join(', ')}} vs ${language} {${have.join(', ')}}`);
    }
    expect(wrong, `placeholders differing from en.json in ${language}.json`).toEqual([]);
  });
});
