import {
  ATTRIBUTE_NAME_CODES,
  ATTRIBUTE_NAMES,
  ATTRIBUTE_VALUE_CODES,
  ATTRIBUTE_VALUES,
  isLanguageNeutralValue,
} from '@kontor/domain/catalog/catalog-attributes';
import { LANGUAGES, type Language } from '@kontor/domain/sites';
import { describe, expect, it } from 'vitest';
import { attributesText } from './attribute-texts.ts';
import { translator } from './test-translator.ts';

// Decision 021: the catalogue's attribute names and values read in every interface language.

const attrs = [
  { attrKey: 'Colour', attrVal: 'Grey' },
  { attrKey: 'Size', attrVal: '160×80 cm' },
];

describe('attribute texts', () => {
  it.each(LANGUAGES.map((l) => [l]))(
    '%s has a text for every name and value of the vocabulary',
    async (lng) => {
      const t = await translator(lng as Language);
      const missing = [
        ...ATTRIBUTE_NAME_CODES.map((c) => `catalog.attributes.names.${c}`),
        ...ATTRIBUTE_VALUE_CODES.map((c) => `catalog.attributes.values.${c}`),
        'catalog.attributes.pair',
      ].filter((key) => !t(key, { defaultValue: '', name: 'n', value: 'v' }));
      expect(missing).toEqual([]);
    },
  );

  it('writes the attributes in the interface language, measures unchanged', async () => {
    expect(attributesText(await translator('en'), attrs)).toBe('Colour: Grey; Size: 160×80 cm');
    expect(attributesText(await translator('de'), attrs)).toBe('Farbe: Grau; Größe: 160×80 cm');
    expect(attributesText(await translator('zh-CN'), attrs)).toBe('颜色：灰色; 尺寸：160×80 cm');
    expect(attributesText(await translator('de'), attrs, ' · ')).toBe('Farbe: Grau · Größe: 160×80 cm');
  });

  it('shows what is outside the vocabulary as the shop wrote it, and leaves out empty values', async () => {
    const t = await translator('de');
    expect(attributesText(t, [{ attrKey: 'Finish', attrVal: 'Matt lacquer' }])).toBe('Finish: Matt lacquer');
    expect(
      attributesText(t, [
        { attrKey: '', attrVal: 'Oak' },
        { attrKey: 'Colour', attrVal: '' },
      ]),
    ).toBe('Eiche');
    expect(attributesText(t, null)).toBe('');
  });

  it('tells measures and amounts from words', () => {
    for (const v of ['160×80 cm', '195 cm', '€25 · £20 · 250 kr · 100 zł', '2.5 kg'])
      expect(isLanguageNeutralValue(v), v).toBe(true);
    for (const v of [...Object.keys(ATTRIBUTE_VALUES), ...Object.keys(ATTRIBUTE_NAMES), 'Matt lacquer'])
      expect(isLanguageNeutralValue(v), v).toBe(false);
  });
});
