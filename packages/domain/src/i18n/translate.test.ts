import { describe, expect, it } from 'vitest';
import { type Catalog, interpolate, lookup, makeTranslator } from './translate.ts';

const en: Catalog = {
  errors: { notFound: 'Not found', unknownCall: 'Unknown call {{name}}' },
  files: { tooLarge: 'The file must be under {{mb}} MB', type: { 'after-sales': 'Please upload an image' } },
  greeting: 'Hello {{ name }}, you have {{count}} orders',
  onlyEnglish: 'Only in English',
};
const de: Catalog = {
  errors: { notFound: 'Nicht gefunden', unknownCall: 'Unbekannter Aufruf {{name}}' },
  greeting: 'Hallo {{name}}',
  empty: '',
};

describe('lookup', () => {
  it('follows dotted keys into nested catalogues', () => {
    expect(lookup(en, 'errors.notFound')).toBe('Not found');
    expect(lookup(en, 'files.type.after-sales')).toBe('Please upload an image');
    expect(lookup(en, 'onlyEnglish')).toBe('Only in English');
  });

  it.each([
    'errors.missing',
    'missing.deeper.key',
    'errors',
    'files.type',
    'errors.notFound.deeper',
    '',
    'toString',
    'constructor.name',
    '__proto__',
  ])('finds no text for %j', (key) => {
    expect(lookup(en, key)).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills {{name}} placeholders, with or without inner spaces', () => {
    expect(interpolate('Unknown call {{name}}', { name: 'x_Flow' })).toBe('Unknown call x_Flow');
    expect(interpolate('{{ a }}-{{b}}-{{a}}', { a: 1, b: 'two' })).toBe('1-two-1');
    expect(interpolate('{{count}} orders', { count: 0 })).toBe('0 orders');
  });

  it('leaves text without placeholders unchanged', () => {
    expect(interpolate('50% off {not a placeholder}', { x: 1 })).toBe('50% off {not a placeholder}');
  });

  it('does not treat replacement values as patterns', () => {
    expect(interpolate('Hi {{name}}', { name: '$& {{name}} $1' })).toBe('Hi $& {{name}} $1');
  });

  it('writes nothing for a missing value', () => {
    expect(interpolate('Unknown call {{name}}')).toBe('Unknown call ');
    expect(interpolate('Unknown call {{name}}', { name: null })).toBe('Unknown call ');
  });
});

describe('makeTranslator', () => {
  const t = makeTranslator({ en, de });

  it('translates into the asked language and fills placeholders', () => {
    expect(t('de', 'errors.notFound')).toBe('Nicht gefunden');
    expect(t('de', 'errors.unknownCall', { name: 'foo' })).toBe('Unbekannter Aufruf foo');
    expect(t('en', 'greeting', { name: 'Ann', count: 3 })).toBe('Hello Ann, you have 3 orders');
  });

  it('falls back to English when the language lacks the key', () => {
    expect(t('de', 'onlyEnglish')).toBe('Only in English');
    expect(t('de', 'files.tooLarge', { mb: 2 })).toBe('The file must be under 2 MB');
  });

  it('falls back to English for a language without a catalogue', () => {
    expect(t('pl', 'errors.notFound')).toBe('Not found');
  });

  it('shows the key itself when no catalogue has it', () => {
    expect(t('de', 'errors.nowhere')).toBe('errors.nowhere');
    expect(t('en', 'files.type')).toBe('files.type');
  });

  it('keeps an intentionally empty translation instead of falling back', () => {
    expect(t('de', 'empty')).toBe('');
  });

  it('takes another fallback language when told', () => {
    const toGerman = makeTranslator({ en, de }, 'de');
    expect(toGerman('en', 'empty')).toBe('');
    expect(toGerman('fr', 'errors.notFound')).toBe('Nicht gefunden');
  });
});
