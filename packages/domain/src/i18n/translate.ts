import { formatNumber } from '../locale-numbers.ts';
import type { Language } from '../sites.ts';

export type Catalog = { [key: string]: string | Catalog };

/** Looks a dotted key up in a nested catalogue and fills {{name}} placeholders (i18next style). */
export function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    // Own keys only: `constructor.name` must not find Object's name.
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills placeholders; numbers are written the language's way (decision 020) when a language is given. */
export function interpolate(text: string, params: Record<string, unknown> = {}, language?: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value === 'number' && language) return formatNumber(value, language);
    return String(value ?? '');
  });
}

export function makeTranslator(catalogs: Partial<Record<Language, Catalog>>, fallback: Language = 'en') {
  return (language: Language, key: string, params?: Record<string, unknown>): string => {
    const text = lookup(catalogs[language] ?? {}, key) ?? lookup(catalogs[fallback] ?? {}, key) ?? key;
    return interpolate(text, params, language);
  };
}
