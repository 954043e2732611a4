import { attributeNameCode, attributeValueCode } from '@kontor/domain/catalog/catalog-attributes';
import type { skuAttributeSchema } from '@kontor/domain/wire-schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

export type SkuAttribute = z.output<typeof skuAttributeSchema>;

/**
 * A SKU's attributes in the interface language (decision 021): names and values of the catalogue's
 * vocabulary through their texts, measures and anything outside the vocabulary as the shop wrote
 * them. `Farbe: Eiche; Größe: 160×80 cm`.
 */
export function attributesText(
  t: TFunction,
  attributes: readonly SkuAttribute[] | null | undefined,
  separator = '; ',
): string {
  return (attributes ?? [])
    .filter((a) => a.attrVal)
    .map((a) => {
      const nameCode = attributeNameCode(a.attrKey);
      const valueCode = attributeValueCode(a.attrVal);
      const value = valueCode ? t(`catalog.attributes.values.${valueCode}`) : a.attrVal;
      if (!a.attrKey) return value;
      const name = nameCode ? t(`catalog.attributes.names.${nameCode}`) : a.attrKey;
      return t('catalog.attributes.pair', { name, value });
    })
    .join(separator);
}

/** An attribute's name in the interface language (the shop's word outside the vocabulary). */
export function attributeNameText(t: TFunction, attrKey: string): string {
  const code = attributeNameCode(attrKey);
  return code ? t(`catalog.attributes.names.${code}`) : attrKey;
}

/** An attribute's value in the interface language (measures and unknown words as written). */
export function attributeValueText(t: TFunction, attrVal: string): string {
  const code = attributeValueCode(attrVal);
  return code ? t(`catalog.attributes.values.${code}`) : attrVal;
}
