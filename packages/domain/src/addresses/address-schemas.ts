import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { SITE_CODES, SITES, type SiteCode } from '../sites.ts';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_LIMITS,
  ADDRESS_SITE_RULES,
  ADDRESS_STATUSES,
  ADDRESS_TYPES,
  type AddressCountry,
  type AddressType,
  CALLING_CODE_COUNTRY,
  EMAIL_PATTERN,
  EORI_PATTERN,
  GENDERS,
  normalTaxCode,
  PHONE_SHAPE,
  PLACE_ERRORS,
  POSTCODE_MESSAGES,
  postcodeProblem,
  stripEmoji,
  tidyPostcode,
  tidyTaxCode,
} from './address-rules.ts';

/**
 * Shipping and billing addresses (spec §3 "Address", §5 "Address form"; decision 025).
 *
 * `addressPayloadSchema` is the wire shape with the bounds of every field (what the call registry
 * parses); `addressSchemaFor(site, type)` adds every rule of spec §5 for one storefront and address
 * type. The server checks a payload with it, the form takes its field rules from it.
 */

/** i18n keys of the address form's messages. */
export const ADDRESS_ERRORS = {
  ...PLACE_ERRORS,
  genderRequired: 'addresses.errors.genderRequired',
  firstNameRequired: 'addresses.errors.firstNameRequired',
  lastNameRequired: 'addresses.errors.lastNameRequired',
  nameTooLong: 'addresses.errors.nameTooLong',
  phoneRequired: 'addresses.errors.phoneRequired',
  phoneTooLong: 'addresses.errors.phoneTooLong',
  phoneInvalid: 'addresses.errors.phoneInvalid',
  areaCodeInvalid: 'addresses.errors.areaCodeInvalid',
  emailRequired: 'addresses.errors.emailRequired',
  emailInvalid: 'addresses.errors.emailInvalid',
  cityTooLong: 'addresses.errors.cityTooLong',
  backslash: 'addresses.errors.backslash',
  streetRequired: 'addresses.errors.streetRequired',
  streetDigitsOnly: 'addresses.errors.streetDigitsOnly',
  streetTooLong35: 'addresses.errors.streetTooLong35',
  streetTooLong200: 'addresses.errors.streetTooLong200',
  streetWithHouseNoTooLong: 'addresses.errors.streetWithHouseNoTooLong',
  houseNoRequired: 'addresses.errors.houseNoRequired',
  detailTooLong35: 'addresses.errors.detailTooLong35',
  detailTooLong200: 'addresses.errors.detailTooLong200',
  countryRequired: 'addresses.errors.countryRequired',
  countryNotServed: 'addresses.errors.countryNotServed',
  hearFromTooLong: 'addresses.errors.hearFromTooLong',
  taxCodeRequired: 'addresses.errors.taxCodeRequired',
  taxCodeInvalid: 'addresses.errors.taxCodeInvalid',
  eoriInvalid: 'addresses.errors.eoriInvalid',
  taxDocumentRequired: 'addresses.errors.taxDocumentRequired',
  taxDocumentUnknown: 'addresses.errors.taxDocumentUnknown',
  /** Spec §8: the tax document is not a PDF. */
  taxDocumentPdf: 'trade.order.common.billingNum.pdf',
  /** Spec §8: the tax document is 100 MB or more. */
  taxDocumentTooLarge: 'trade.order.common.billingNum.100M',
  /** Failures of a whole call. */
  notFound: 'addresses.errors.notFound',
} as const;

// Bounds well above the rules, so an over-long value gets the rule's own message, never a 500.
// Required fields are checked by the rules (so one empty field does not hide the others' messages).
const text = (max: number, required: string) => textInput(max, { required }).nullish();
const optionalText = (max: number) => textInput(max).nullish();

/** The country of the address (spec §3 `region`): a snapshot of the region the picker offered. */
const regionInput = z.object({
  id: idInput().optional(),
  regionName: textInput(200).optional(),
  regionShortName: textInput(8).optional(),
  regionStatus: z.enum(ADDRESS_STATUSES).optional(),
});

/** A district of the picked path (spec §3 District), level 1 province … level 4 street. */
export const districtInput = z.object({
  id: idInput().optional(),
  districtCode: textInput(64).optional(),
  districtName: textInput(200),
  districtLevel: z.coerce.number().int().min(1).max(4),
});
export type DistrictInput = z.infer<typeof districtInput>;

/** The address payload of create and update (spec §3), with its bounds and none of the rules yet. */
export const addressPayloadSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES).default('SHIPPING'),
  gender: z.enum(GENDERS, { error: ADDRESS_ERRORS.genderRequired }).nullish(),
  firstName: text(200, ADDRESS_ERRORS.firstNameRequired),
  lastName: text(200, ADDRESS_ERRORS.lastNameRequired),
  /** The two names joined; the server writes it. */
  personName: optionalText(401),
  areaCode: optionalText(8),
  areaCodeId: optionalText(4),
  personPhone: text(60, ADDRESS_ERRORS.phoneRequired),
  email: text(320, ADDRESS_ERRORS.emailRequired),
  company: optionalText(200),
  taxCode: optionalText(60),
  eori: optionalText(40),
  country: text(8, ADDRESS_ERRORS.countryRequired),
  region: regionInput.nullish(),
  province: text(200, ADDRESS_ERRORS.provinceRequired),
  city: text(400, ADDRESS_ERRORS.cityRequired),
  districtList: z.array(districtInput).max(4).nullish(),
  postalCode: text(40, ADDRESS_ERRORS.postalCodeRequired),
  poiName: text(800, ADDRESS_ERRORS.streetRequired),
  houseNo: optionalText(40),
  detailAddress: optionalText(800),
  addressLongitude: z.number().min(-180).max(180).nullish(),
  addressLatitude: z.number().min(-90).max(90).nullish(),
  isDefault: z.boolean().nullish(),
  subscribe: z.boolean().nullish(),
  addressStatus: z.enum(ADDRESS_STATUSES).nullish(),
  site: z.enum(SITE_CODES).nullish(),
  hearFrom: optionalText(2000),
  /** Billing: the uploaded tax document's URL (an upload of purpose `billing`, decision 017). */
  taxDocument: optionalText(500),
  /** Billing, UK: goods imported under the UK low-value import scheme. */
  importScheme: z.boolean().nullish(),
  /** Billing, UK: bought as a company. */
  isCorporate: z.boolean().nullish(),
});
export type AddressPayload = z.input<typeof addressPayloadSchema>;

/** flow customer_CreateShippingAddressFlow */
export const createAddressSchema = addressPayloadSchema;
/** flow customer_UpdateShippingAddressFlow: the whole address again, with its id. */
export const updateAddressSchema = addressPayloadSchema.extend({ id: idInput() });
/** flow customer_QueryShippingAddressListFlow: the caller's addresses, default first. */
export const queryAddressListSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES).optional(),
  addressStatus: z.enum(ADDRESS_STATUSES).optional(),
});
/** flow {host}_customer_DeleteShippingAddressFlow and {host}_customer_SetDefaultShippingAddressFlow */
export const addressIdSchema = z.object({ id: idInput() });

const hasBackslash = (v: string | null | undefined) => !!v && v.includes('\\');
const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * Every rule of spec §5 "Address form" for one storefront and address type (decision 025): the
 * payload's fields tidied (trimmed, postcode and tax number in their usual spelling, hearFrom without
 * emoji, personName joined) and checked. Issues carry i18n keys at the field's path.
 */
export function addressSchemaFor(site: SiteCode, type: AddressType) {
  return addressRulesFor(site, type).transform((a) => tidyAddress(a, site, type));
}

/** The rules alone (the payload untouched): what the form's fields are checked with. */
export function addressRulesFor(site: SiteCode, type: AddressType) {
  const rules = ADDRESS_SITE_RULES[site];
  const shipping = type === 'SHIPPING';
  const lineMax = shipping && rules.carrierLines35 ? ADDRESS_LIMITS.carrierLine : ADDRESS_LIMITS.line;
  return addressPayloadSchema.superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

    if (!a.gender) issue('gender', ADDRESS_ERRORS.genderRequired);
    const first = (a.firstName ?? '').trim();
    const last = (a.lastName ?? '').trim();
    if (!first) issue('firstName', ADDRESS_ERRORS.firstNameRequired);
    if (!last) issue('lastName', ADDRESS_ERRORS.lastNameRequired);
    if (shipping && first.length + last.length > ADDRESS_LIMITS.nameTotal) {
      issue(last ? 'lastName' : 'firstName', ADDRESS_ERRORS.nameTooLong);
    }

    const phone = (a.personPhone ?? '').trim();
    const areaCode = a.areaCode?.trim() ?? '';
    if (!phone) issue('personPhone', ADDRESS_ERRORS.phoneRequired);
    else if (phone.length > ADDRESS_LIMITS.phone) issue('personPhone', ADDRESS_ERRORS.phoneTooLong);
    else if (areaCode && !areaCodesFor(site, type).includes(areaCode))
      issue('areaCode', ADDRESS_ERRORS.areaCodeInvalid);
    else if (!phoneIsValid(phone, areaCode)) issue('personPhone', ADDRESS_ERRORS.phoneInvalid);

    const email = (a.email ?? '').trim();
    if (!email) issue('email', ADDRESS_ERRORS.emailRequired);
    else if (!EMAIL_PATTERN.test(email) || email.length > 254) issue('email', ADDRESS_ERRORS.emailInvalid);

    const country = (a.country ?? '').trim().toUpperCase();
    if (!country || !(ADDRESS_COUNTRIES as readonly string[]).includes(country)) {
      issue('country', ADDRESS_ERRORS.countryRequired);
    } else if (shipping && !rules.shippingCountries.includes(country as AddressCountry)) {
      issue('country', ADDRESS_ERRORS.countryNotServed);
    }

    if (blank(a.province)) issue('province', ADDRESS_ERRORS.provinceRequired);
    else if (hasBackslash(a.province)) issue('province', ADDRESS_ERRORS.backslash);
    if (blank(a.city)) issue('city', ADDRESS_ERRORS.cityRequired);
    else if (hasBackslash(a.city)) issue('city', ADDRESS_ERRORS.backslash);
    else if ((a.city ?? '').trim().length > ADDRESS_LIMITS.city) issue('city', ADDRESS_ERRORS.cityTooLong);

    const street = (a.poiName ?? '').trim();
    const houseNo = a.houseNo?.trim() ?? '';
    if (!street) issue('poiName', ADDRESS_ERRORS.streetRequired);
    else if (hasBackslash(street)) issue('poiName', ADDRESS_ERRORS.backslash);
    else if (/^[\d\s]+$/.test(street)) issue('poiName', ADDRESS_ERRORS.streetDigitsOnly);
    else if (street.length > lineMax)
      issue('poiName', lineMax === 35 ? ADDRESS_ERRORS.streetTooLong35 : ADDRESS_ERRORS.streetTooLong200);
    else if (
      shipping &&
      rules.twoFieldStreet &&
      street.length + houseNo.length > ADDRESS_LIMITS.streetWithHouseNo
    )
      issue('poiName', ADDRESS_ERRORS.streetWithHouseNoTooLong);
    if (hasBackslash(houseNo)) issue('houseNo', ADDRESS_ERRORS.backslash);
    else if (rules.twoFieldStreet && !houseNo) issue('houseNo', ADDRESS_ERRORS.houseNoRequired);

    const detail = a.detailAddress?.trim() ?? '';
    if (hasBackslash(detail)) issue('detailAddress', ADDRESS_ERRORS.backslash);
    else if (detail.length > lineMax)
      issue(
        'detailAddress',
        lineMax === 35 ? ADDRESS_ERRORS.detailTooLong35 : ADDRESS_ERRORS.detailTooLong200,
      );

    if (blank(a.postalCode)) issue('postalCode', ADDRESS_ERRORS.postalCodeRequired);
    else if ((ADDRESS_COUNTRIES as readonly string[]).includes(country)) {
      const problem = postcodeProblem(
        a.postalCode ?? '',
        country,
        shipping ? rules.nonServedPostcodes : undefined,
      );
      if (problem) issue('postalCode', POSTCODE_MESSAGES[problem]);
    }

    if (a.hearFrom && stripEmoji(a.hearFrom).trim().length > ADDRESS_LIMITS.hearFrom)
      issue('hearFrom', ADDRESS_ERRORS.hearFromTooLong);

    const taxCode = a.taxCode?.trim() ?? '';
    const taxRequired =
      !shipping &&
      (rules.requiresTaxNumber || (country === 'GB' && a.importScheme === true && a.isCorporate === true));
    if (hasBackslash(taxCode)) issue('taxCode', ADDRESS_ERRORS.backslash);
    else if (!taxCode && taxRequired) issue('taxCode', ADDRESS_ERRORS.taxCodeRequired);
    else if (taxCode && !normalTaxCode(taxCode, country)) issue('taxCode', ADDRESS_ERRORS.taxCodeInvalid);
    if (a.eori?.trim() && !EORI_PATTERN.test(tidyTaxCode(a.eori))) issue('eori', ADDRESS_ERRORS.eoriInvalid);
    if (!shipping && rules.requiresTaxNumber && blank(a.taxDocument))
      issue('taxDocument', ADDRESS_ERRORS.taxDocumentRequired);
  });
}

type AddressPayloadOut = z.output<typeof addressPayloadSchema>;

/** The checked payload tidied: trimmed, postcode and tax number in their usual spelling, hearFrom without emoji. */
function tidyAddress(a: AddressPayloadOut, site: SiteCode, type: AddressType) {
  const shipping = type === 'SHIPPING';
  const country = (a.country ?? '').trim().toUpperCase();
  const firstName = (a.firstName ?? '').trim();
  const lastName = (a.lastName ?? '').trim();
  const taxCode = a.taxCode?.trim() ? (normalTaxCode(a.taxCode, country) ?? a.taxCode.trim()) : null;
  const hearFrom = a.hearFrom ? stripEmoji(a.hearFrom).trim() : '';
  const areaCode = a.areaCode?.trim() || null;
  return {
    ...a,
    addressType: type,
    site,
    firstName,
    lastName,
    personName: `${firstName} ${lastName}`,
    areaCode,
    areaCodeId: areaCode ? (CALLING_CODE_COUNTRY[areaCode] ?? null) : null,
    gender: a.gender ?? 'UN_KNOW',
    personPhone: (a.personPhone ?? '').trim(),
    email: (a.email ?? '').trim(),
    company: a.company?.trim() || null,
    taxCode,
    eori: a.eori?.trim() ? tidyTaxCode(a.eori) : null,
    country,
    province: (a.province ?? '').trim(),
    city: (a.city ?? '').trim(),
    districtList: a.districtList ?? [],
    postalCode: tidyPostcode(a.postalCode ?? ''),
    poiName: (a.poiName ?? '').trim(),
    houseNo: a.houseNo?.trim() || null,
    detailAddress: a.detailAddress?.trim() || null,
    hearFrom: hearFrom || null,
    taxDocument: shipping ? null : a.taxDocument?.trim() || null,
    importScheme: shipping || country !== 'GB' ? null : (a.importScheme ?? null),
    isCorporate: shipping || country !== 'GB' ? null : (a.isCorporate ?? null),
  };
}
export type CheckedAddress = z.output<ReturnType<typeof addressSchemaFor>>;

/**
 * The country-code picker's codes: the storefront's own (spec §5) and, for billing (a company may sit in
 * any of the thirteen countries), the other countries' codes after them.
 */
export function areaCodesFor(site: SiteCode, type: AddressType): string[] {
  const own = SITES[site].phoneCodes;
  if (type === 'SHIPPING') return own;
  return [...own, ...Object.keys(CALLING_CODE_COUNTRY).filter((c) => !own.includes(c))];
}

/** A phone number for the chosen calling code: valid for its country, else the spec's shape. */
export function phoneIsValid(phone: string, areaCode: string): boolean {
  const full = phone.startsWith('+') ? phone : `${areaCode} ${phone}`;
  const country =
    CALLING_CODE_COUNTRY[areaCode] ??
    Object.entries(CALLING_CODE_COUNTRY).find(([code]) => full.replace(/\s/g, '').startsWith(code))?.[1];
  if (!country) return PHONE_SHAPE.test(full);
  if (phone.endsWith('*')) return PHONE_SHAPE.test(full);
  return isValidPhoneNumber(full, country);
}

/**
 * The tax document before it is uploaded (spec §5/§8): a PDF under 100 MB. The form checks the chosen
 * file with it; the upload service checks the bytes again (decision 017).
 */
export const taxDocumentFileSchema = z.object({
  type: z.literal('application/pdf', { error: ADDRESS_ERRORS.taxDocumentPdf }),
  size: z.number().max(ADDRESS_LIMITS.taxDocumentBytes - 1, ADDRESS_ERRORS.taxDocumentTooLarge),
});
