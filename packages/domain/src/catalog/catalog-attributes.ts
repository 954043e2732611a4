/**
 * The catalogue's attribute vocabulary (decision 021). A SKU stores its attributes as the wire
 * shows them, `{attrKey, attrVal}` in the catalogue's language (English); names and values that are
 * words are listed here with a stable code, and every interface language has a text for each code
 * (`catalog.attributes.names.<code>`, `catalog.attributes.values.<code>`). Values that are measures
 * or amounts ("160×80 cm", "€25 · £20") read the same in every language and pass unchanged.
 */
export const ATTRIBUTE_NAMES = {
  Colour: 'colour',
  Size: 'size',
  Height: 'height',
  Service: 'service',
  Frame: 'frame',
  Value: 'value',
} as const satisfies Record<string, string>;

export const ATTRIBUTE_VALUES = {
  Oak: 'oak',
  Walnut: 'walnut',
  White: 'white',
  Black: 'black',
  Grey: 'grey',
  'Sage green': 'sageGreen',
  Terracotta: 'terracotta',
  'Petrol blue': 'petrolBlue',
  'Standard desk': 'standardDesk',
  'Corner desk or table': 'cornerDeskOrTable',
  'Black frame': 'blackFrame',
  'White frame': 'whiteFrame',
} as const satisfies Record<string, string>;

export const ATTRIBUTE_NAME_CODES = Object.values(ATTRIBUTE_NAMES);
export const ATTRIBUTE_VALUE_CODES = Object.values(ATTRIBUTE_VALUES);

/** A value that is a measure or an amount (digits, units, currency signs): the same in every language. */
export function isLanguageNeutralValue(value: string): boolean {
  return !/[A-Za-z]{3,}/.test(value.replace(/\b(cm|mm|kg|kr|zł)\b/g, ''));
}

export const attributeNameCode = (name: string): string | undefined =>
  Object.hasOwn(ATTRIBUTE_NAMES, name) ? ATTRIBUTE_NAMES[name as keyof typeof ATTRIBUTE_NAMES] : undefined;
export const attributeValueCode = (value: string): string | undefined =>
  Object.hasOwn(ATTRIBUTE_VALUES, value)
    ? ATTRIBUTE_VALUES[value as keyof typeof ATTRIBUTE_VALUES]
    : undefined;
