import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import {
  PLACE_ERRORS as ADDRESS_ERRORS,
  POSTCODE_MESSAGES,
  postcodeProblem,
  tidyPostcode,
} from '../addresses/address-rules.ts';
import { CATEGORY_CODES } from '../catalog/catalog-codes.ts';
import { idInput, textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';
import { SITE_CODES, type SiteCode } from '../sites.ts';

// The seller rights live in their own light module (the seller console imports them without the form's
// libraries); re-exported here, where the server and the domain index have always found them.
export * from './seller-rights.ts';

/**
 * The merchant application (spec §1 merchants, §2 `/merchant/apply`; decision 054): its states, the
 * one transition table its server writer follows, and the company form both sides validate with.
 */

export const APPLICATION_STATUSES = ['AUDIT', 'PASS', 'REJECT'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationAction = 'SUBMIT' | 'APPROVE' | 'REJECT';
/** From which states each action may start (`null`: no application yet), and where it leads. */
export const APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationAction, { from: readonly (ApplicationStatus | null)[]; to: ApplicationStatus }>
> = {
  SUBMIT: { from: [null, 'REJECT'], to: 'AUDIT' },
  APPROVE: { from: ['AUDIT'], to: 'PASS' },
  REJECT: { from: ['AUDIT'], to: 'REJECT' },
};

export function applicationStep(from: ApplicationStatus | null, action: ApplicationAction) {
  const t = APPLICATION_TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}

/** Shop statuses the operator moves a shop between (active, frozen, cleared), each with a reason. */
export const SHOP_STATUS_CHOICES = ['SELLER', 'FROZEN', 'CLEARED'] as const;
export type ShopStatusChoice = (typeof SHOP_STATUS_CHOICES)[number];
export const SHOP_STATUS_TRANSITIONS: Readonly<Record<string, readonly ShopStatusChoice[]>> = {
  SELLER: ['FROZEN', 'CLEARED'],
  FROZEN: ['SELLER', 'CLEARED'],
  CLEARED: ['SELLER'],
  STOPPED: ['SELLER'],
};
export const mayMoveShop = (from: string, to: ShopStatusChoice): boolean =>
  SHOP_STATUS_TRANSITIONS[from]?.includes(to) ?? false;

/** The address countries of the merchant's countries (the UK storefront's is GB, decision 024). */
export const companyAddressCountry = (country: SiteCode): string => (country === 'UK' ? 'GB' : country);

/**
 * VAT identification numbers per country (the format of each member state's number; the UK's GB).
 * The first two letters are the country's VAT prefix.
 */
export const VAT_PATTERNS: Readonly<Record<SiteCode, RegExp>> = {
  DE: /^DE\d{9}$/,
  NL: /^NL\d{9}B\d{2}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  SE: /^SE\d{10}01$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  IT: /^IT\d{11}$/,
  PL: /^PL\d{10}$/,
  UK: /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The VAT number as it is compared: upper case, without spaces, dots and dashes. */
export const normaliseVat = (v: string): string => v.toUpperCase().replace(/[\s.-]/g, '');

/** German VAT numbers carry a check digit (ISO 7064 MOD 11,10 over the first eight digits). */
function germanVatCheck(digits: string): boolean {
  let product = 10;
  for (const d of digits.slice(0, 8)) {
    let sum = (Number(d) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(digits[8]);
}

export function isValidVat(country: SiteCode, value: string): boolean {
  const v = normaliseVat(value);
  if (!VAT_PATTERNS[country].test(v)) return false;
  return country === 'DE' ? germanVatCheck(v.slice(2)) : true;
}

/** An IBAN with valid check digits, its country's length and format (ibantools). */
export function isValidIban(value: string): boolean {
  const e = electronicFormatIBAN(value);
  return !!e && isValidIBAN(e);
}

export const MERCHANT_ERRORS = {
  required: 'merchant.apply.errors.required',
  vat: 'merchant.apply.errors.vat',
  iban: 'merchant.apply.errors.iban',
  email: 'merchant.apply.errors.email',
  documents: 'merchant.apply.errors.documents',
  reason: 'merchant.admin.errors.reason',
} as const;

const required = (max: number) =>
  textInput(max, { required: MERCHANT_ERRORS.required }).trim().min(1, MERCHANT_ERRORS.required);

export const MAX_MERCHANT_DOCUMENTS = 5;

export const merchantDocumentSchema = z.strictObject({
  url: textInput(300, { required: MERCHANT_ERRORS.documents })
    .trim()
    // PDF only (issue 17): the upload service takes pictures for this purpose too, an application does not.
    .regex(/^\/files\/[A-Za-z0-9_-]{16,64}\.pdf$/, MERCHANT_ERRORS.documents),
  name: textInput(200).trim().min(1, MERCHANT_ERRORS.documents),
});

/** The fields of the company form, each on its own (the form checks them one by one). */
export const merchantCompanyFields = z.strictObject({
  legalName: required(200),
  registrationNumber: required(50),
  country: z.enum(SITE_CODES, { error: MERCHANT_ERRORS.required }),
  vatNumber: required(20),
  // The address through the address picker (decision 067): the province and city (and the city
  // district where the country has them) with the picker's ids and names, then street and number.
  provinceId: idInput(ADDRESS_ERRORS.provinceRequired),
  province: textInput(100, { required: ADDRESS_ERRORS.provinceRequired })
    .trim()
    .min(1, ADDRESS_ERRORS.provinceRequired),
  cityId: idInput(ADDRESS_ERRORS.cityRequired),
  city: textInput(100, { required: ADDRESS_ERRORS.cityRequired }).trim().min(1, ADDRESS_ERRORS.cityRequired),
  districtId: idInput().optional(),
  district: textInput(100).trim().optional(),
  street: required(120),
  houseNo: required(20),
  postalCode: textInput(12, { required: ADDRESS_ERRORS.postalCodeRequired })
    .trim()
    .min(1, ADDRESS_ERRORS.postalCodeRequired),
  contactName: required(100),
  contactEmail: required(200).pipe(z.email({ error: MERCHANT_ERRORS.email })),
  contactPhone: required(30).regex(/^\+?[0-9 ()-]{6,30}$/, MERCHANT_ERRORS.required),
  accountHolder: required(140),
  iban: required(42),
  category: z.enum(CATEGORY_CODES, { error: MERCHANT_ERRORS.required }),
  documents: z
    .array(merchantDocumentSchema, { error: MERCHANT_ERRORS.documents })
    .min(1, MERCHANT_ERRORS.documents)
    .max(MAX_MERCHANT_DOCUMENTS, MERCHANT_ERRORS.documents),
});

/** What is wrong with the company's postcode for its country (the address form's rules), as a message key. */
export function companyPostcodeError(country: SiteCode, postalCode: string): string | null {
  const problem = postcodeProblem(postalCode, companyAddressCountry(country));
  return problem ? POSTCODE_MESSAGES[problem] : null;
}

/**
 * The company of an application (step one of `/merchant/apply`): VAT number by country, IBAN check
 * digits, the postcode by the country's rule.
 */
export const merchantCompanySchema = merchantCompanyFields
  .superRefine((c, ctx) => {
    const postcode = companyPostcodeError(c.country, c.postalCode);
    if (postcode) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postcode });
    if (!isValidVat(c.country, c.vatNumber))
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: MERCHANT_ERRORS.vat });
    if (!isValidIban(c.iban)) ctx.addIssue({ code: 'custom', path: ['iban'], message: MERCHANT_ERRORS.iban });
  })
  .transform((c) => ({
    ...c,
    vatNumber: normaliseVat(c.vatNumber),
    postalCode: tidyPostcode(c.postalCode),
    iban: electronicFormatIBAN(c.iban) ?? c.iban,
  }));
export type MerchantCompanyInput = z.input<typeof merchantCompanySchema>;
export type MerchantCompany = z.output<typeof merchantCompanySchema>;

/** {host}_merchant_SubmitApplicationFlow */
export const submitApplicationSchema = merchantCompanySchema;

/** admin_PageMerchantApplicationFlow */
export const adminPageApplicationsSchema = z.strictObject({
  page: pageSchema.default({ no: 1, size: 20 }),
  status: z.enum(APPLICATION_STATUSES).optional(),
});

/** admin_QueryMerchantApplicationFlow */
export const adminApplicationIdSchema = z.strictObject({ id: idInput() });

/** admin_ReviewMerchantApplicationFlow: approve, or reject with a reason the applicant reads. */
export const adminReviewApplicationSchema = z
  .strictObject({
    id: idInput(),
    approve: z.boolean(),
    reason: textInput(500).trim().optional(),
  })
  .refine((r) => r.approve || !!r.reason, { path: ['reason'], message: MERCHANT_ERRORS.reason });

/** admin_ChangeShopStatusFlow */
export const adminChangeShopStatusSchema = z.strictObject({
  shopId: idInput(),
  merchantStatus: z.enum(SHOP_STATUS_CHOICES),
  reason: textInput(500, { required: MERCHANT_ERRORS.reason }).trim().min(1, MERCHANT_ERRORS.reason),
});

/** admin_PageOperatorDecisionFlow: every decision, or those about one shop or one applicant. */
export const adminPageDecisionsSchema = z.strictObject({
  page: pageSchema.default({ no: 1, size: 20 }),
  shopId: idInput().optional(),
  applicantId: idInput().optional(),
});

/** admin_PageShopFlow: every shop, or those in one status. */
export const adminPageShopsSchema = z.strictObject({
  page: pageSchema.default({ no: 1, size: 20 }),
  merchantStatus: z.enum(['SELLER', 'FROZEN', 'CLEARED', 'STOPPED']).optional(),
});

/** admin_UpdatePlatformSettingsFlow */
export const adminSettingsSchema = z.strictObject({ merchantApplicationsOpen: z.boolean() });
