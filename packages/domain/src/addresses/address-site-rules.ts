import type { SiteCode } from '../sites.ts';

/**
 * The address facts a page may need without the address form's checks (decision 075): types,
 * countries, limits and each storefront's rules. No postcode library here: the checkout's first
 * screen reads `ADDRESS_SITE_RULES` from this module; `address-rules.ts` re-exports all of it.
 */

export const ADDRESS_TYPES = ['SHIPPING', 'BILLING'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const GENDERS = ['MALE', 'FEMALE', 'UN_KNOW'] as const;
export type Gender = (typeof GENDERS)[number];
export const ADDRESS_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type AddressStatus = (typeof ADDRESS_STATUSES)[number];

/** The thirteen countries an address may be in: the storefronts' eight and AT, LU, PT, IE, BE (ISO codes). */
export const ADDRESS_COUNTRIES = [
  'DE',
  'AT',
  'LU',
  'NL',
  'BE',
  'ES',
  'PT',
  'SE',
  'FR',
  'IT',
  'PL',
  'GB',
  'IE',
] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** Spec §9 limits. */
export const ADDRESS_LIMITS = {
  /** First and last name together, shipping only. */
  nameTotal: 34,
  /** The name inputs stop taking characters at this total. */
  nameInputTotal: 35,
  phone: 20,
  city: 100,
  line: 200,
  /** A shipping line on the sites whose carriers print 35-character lines. */
  carrierLine: 35,
  /** Street and house number together on the two-field layout (shipping). */
  streetWithHouseNo: 34,
  hearFrom: 200,
  /** The billing PDF must be under this (spec §5: "under 100 MB"). */
  taxDocumentBytes: 100 * 1024 * 1024,
} as const;

export interface AddressSiteRules {
  /** Countries this storefront delivers to (its phone codes' countries); billing may be any of the thirteen. */
  shippingCountries: readonly AddressCountry[];
  /** Carriers print 35-character lines: street and detail line ≤ 35 for shipping. */
  carrierLines35: boolean;
  /** Street and house number are two fields: the house number is required. */
  twoFieldStreet: boolean;
  /** Billing needs a tax number (with its pattern) and the tax document PDF. */
  requiresTaxNumber: boolean;
  /** Postcode prefixes this storefront cannot deliver to, by country. */
  nonServedPostcodes?: Partial<Record<AddressCountry, RegExp>>;
}

/** Decision 025. */
export const ADDRESS_SITE_RULES: Record<SiteCode, AddressSiteRules> = {
  DE: {
    shippingCountries: ['DE', 'AT', 'LU'],
    carrierLines35: true,
    twoFieldStreet: true,
    requiresTaxNumber: false,
  },
  NL: {
    shippingCountries: ['NL', 'BE'],
    carrierLines35: true,
    twoFieldStreet: true,
    requiresTaxNumber: false,
  },
  ES: {
    shippingCountries: ['ES', 'PT'],
    carrierLines35: false,
    twoFieldStreet: false,
    requiresTaxNumber: true,
    // Canarias (35, 38), Ceuta (51), Melilla (52); Madeira and the Azores (9000–9999).
    nonServedPostcodes: { ES: /^(35|38|51|52)/, PT: /^9/ },
  },
  SE: { shippingCountries: ['SE'], carrierLines35: false, twoFieldStreet: false, requiresTaxNumber: false },
  FR: {
    shippingCountries: ['FR', 'BE'],
    carrierLines35: false,
    twoFieldStreet: false,
    requiresTaxNumber: false,
  },
  IT: { shippingCountries: ['IT'], carrierLines35: false, twoFieldStreet: false, requiresTaxNumber: true },
  PL: { shippingCountries: ['PL'], carrierLines35: true, twoFieldStreet: true, requiresTaxNumber: false },
  UK: { shippingCountries: ['GB'], carrierLines35: true, twoFieldStreet: false, requiresTaxNumber: false },
};
