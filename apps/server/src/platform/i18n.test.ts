import { LANGUAGES, makeTranslator } from '@kontor/domain';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { expect, it } from 'vitest';
import { translate } from './i18n.ts';

it('reads the same catalogues the web app bundles, in every language', () => {
  const bundled = makeTranslator(catalogs);
  const keys = ['errors.notFound', 'errors.conflict', 'errors.invalidData', 'no.such.key'];
  for (const language of LANGUAGES) {
    for (const key of keys)
      expect(translate(language, key), `${language} ${key}`).toBe(bundled(language, key));
  }
  // A language's own text, not the English fallback.
  expect(translate('de', 'errors.notFound')).not.toBe(translate('en', 'errors.notFound'));
});
