import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { ADDRESS_LIMITS, type AddressCountry, type AddressSiteRules } from './address-site-rules.ts';

/**
 * The per-site and per-country facts behind the address form (spec §5 "Address form"; decision 025).
 * Pure data and small checks: `address-schemas.ts` turns them into one zod schema per site and type.
 */

export * from './address-site-rules.ts';

/** The country of each calling code the storefronts offer (`areaCodeId` is this ISO code). */
export const CALLING_CODE_COUNTRY: Record<string, AddressCountry> = {
  '+49': 'DE',
  '+43': 'AT',
  '+352': 'LU',
  '+31': 'NL',
  '+32': 'BE',
  '+34': 'ES',
  '+351': 'PT',
  '+46': 'SE',
  '+33': 'FR',
  '+39': 'IT',
  '+48': 'PL',
  '+44': 'GB',
  '+353': 'IE',
};

/** The spec's phone shape where no country is known: + and a country code, ends with a digit or *. */
export const PHONE_SHAPE = /^\+\d{1,4}[\d\s\-()]*[\d*]$/;
export const EMAIL_PATTERN = /^[^\s@\\]+@[^\s@\\]+\.[^\s@\\.]{2,}$/;

/** The UK postcode pattern (Royal Mail's format, with or without the space). */
export const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/;

export type PostcodeProblem = 'digits5' | 'digits4' | 'uk' | 'invalid' | 'notServed';

/** A postcode as buyers type it, tidied: trimmed, upper case, one space at most between parts. */
export const tidyPostcode = (v: string) => v.trim().toUpperCase().replace(/\s+/g, ' ');

/**
 * The messages of the places and the postcode: the address form's, shared by the merchant's company
 * address (decision 067), so they live here beside the rules rather than with the address schema.
 */
export const PLACE_ERRORS = {
  provinceRequired: 'addresses.errors.provinceRequired',
  cityRequired: 'addresses.errors.cityRequired',
  postalCodeRequired: 'addresses.errors.postalCodeRequired',
  postalCodeDigits5: 'addresses.errors.postalCodeDigits5',
  postalCodeDigits4: 'addresses.errors.postalCodeDigits4',
  postalCodeUk: 'addresses.errors.postalCodeUk',
  postalCodeInvalid: 'addresses.errors.postalCodeInvalid',
  postalCodeNotServed: 'addresses.errors.postalCodeNotServed',
} as const;

export const POSTCODE_MESSAGES: Record<PostcodeProblem, string> = {
  digits5: PLACE_ERRORS.postalCodeDigits5,
  digits4: PLACE_ERRORS.postalCodeDigits4,
  uk: PLACE_ERRORS.postalCodeUk,
  invalid: PLACE_ERRORS.postalCodeInvalid,
  notServed: PLACE_ERRORS.postalCodeNotServed,
};

/** What is wrong with a postcode for a country (and, for shipping, the storefront's non-served areas). */
export function postcodeProblem(
  postcode: string,
  country: string,
  nonServed?: AddressSiteRules['nonServedPostcodes'],
): PostcodeProblem | null {
  const code = tidyPostcode(postcode);
  if (country === 'DE' && !/^\d{5}$/.test(code)) return 'digits5';
  if ((country === 'AT' || country === 'LU') && !/^\d{4}$/.test(code)) return 'digits4';
  if (country === 'GB' && !UK_POSTCODE.test(code)) return 'uk';
  if (country === 'PT' && !/^\d{4}-\d{3}$/.test(code)) return 'invalid';
  if (postcodeValidatorExistsForCountry(country) && !postcodeValidator(code, country)) return 'invalid';
  const blocked = nonServed?.[country as AddressCountry];
  if (blocked?.test(code)) return 'notServed';
  return null;
}

/** EU VAT number formats (and the UK's), with the country prefix. */
export const VAT_PATTERNS: Record<AddressCountry, RegExp> = {
  DE: /^DE\d{9}$/,
  AT: /^ATU\d{8}$/,
  LU: /^LU\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  BE: /^BE[01]\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  PT: /^PT\d{9}$/,
  SE: /^SE\d{10}01$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  IT: /^IT\d{11}$/,
  PL: /^PL\d{10}$/,
  GB: /^(GB|XI)(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
};

/** National tax numbers accepted beside the VAT number where invoices need one (Spain's NIF/NIE/CIF, Italy's codice fiscale). */
const NATIONAL_TAX_IDS: Partial<Record<AddressCountry, RegExp>> = {
  ES: /^(\d{8}[A-Z]|[XYZ]\d{7}[A-Z]|[A-HJNPQRSUVW]\d{7}[0-9A-J])$/,
  IT: /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/,
};

/** A tax number as buyers type it, tidied: upper case, without spaces, dots and hyphens. */
export const tidyTaxCode = (v: string) => v.toUpperCase().replace(/[\s.-]/g, '');

/**
 * The tax number in its stored form when it is valid for the country (the VAT prefix added when the
 * buyer left it out), else null.
 */
export function normalTaxCode(value: string, country: string): string | null {
  const code = tidyTaxCode(value);
  const c = country as AddressCountry;
  if (NATIONAL_TAX_IDS[c]?.test(code)) return code;
  const pattern = VAT_PATTERNS[c];
  if (!pattern) return /^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(code) ? code : null;
  if (pattern.test(code)) return code;
  const prefix = c === 'GB' ? 'GB' : c;
  return pattern.test(prefix + code) ? prefix + code : null;
}

/** An EORI number: a country code and up to 15 letters or digits. */
export const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

/** Pictographs, their modifiers and joiners: stripped from hearFrom (spec §5). */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;
export const stripEmoji = (v: string) => v.replace(EMOJI, '');

/** How many characters the other name input may take before the pair reaches 35 (spec §5: input stops there). */
export function nameInputMax(other: string | undefined): number {
  return Math.max(0, ADDRESS_LIMITS.nameInputTotal - (other ?? '').length);
}
