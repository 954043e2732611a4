import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { LANGUAGES, SITE_CODES } from '../sites.ts';

/** Spec §9: the picker asks for every region and every district of a level in one page of 999. */
export const REGION_PAGE_SIZE = 999;
/** Spec §9: the deepest address level a country is configured with (3: region, 4: street). */
export const ADDRESS_LEVELS = [3, 4] as const;
export type AddressLevel = (typeof ADDRESS_LEVELS)[number];
/** District levels: 1 province (state, Land, voivodeship, län …), 2 city, 3 city district, 4 street. */
export const DISTRICT_LEVELS = [1, 2, 3, 4] as const;
export type DistrictLevel = (typeof DISTRICT_LEVELS)[number];
/** The keys of the picker's value per level (spec §3 "selected address keys"). */
export const PATH_KEYS = ['province', 'city', 'region', 'street'] as const;
export type PathKey = (typeof PATH_KEYS)[number];
export const REGION_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type RegionStatus = (typeof REGION_STATUSES)[number];
/** Spec §9: region search and address autocomplete wait this long after the last key. */
export const REGION_SEARCH_DEBOUNCE_MS = 300;
/** The cookie that remembers the picked path (spec §3), and its life in days (decision 024). */
export const ADDRESS_PATH_COOKIE = 'kontor_address_path';
export const ADDRESS_PATH_COOKIE_DAYS = 30;

const regionPage = z.object({
  no: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(REGION_PAGE_SIZE).default(REGION_PAGE_SIZE),
});
const searchText = textInput(100).trim();
const placeName = textInput(200);
const placeCode = textInput(64);

/** func bbc_common_PagingRegionFunc (spec §7): page 1 size 999, ENABLED, optional name search, site. */
export const pagingRegionSchema = z.object({
  page: regionPage.default({ no: 1, size: REGION_PAGE_SIZE }),
  regionStatus: z.enum(REGION_STATUSES).default('ENABLED'),
  regionName: searchText.optional(),
  site: z.enum(SITE_CODES).optional(),
});
export type PagingRegionInput = z.infer<typeof pagingRegionSchema>;

/**
 * func bbc_common_PagingDistrictFunc (spec §7): one level of one region, under `parentDistrict` above
 * level 1; `districtName` searches name and alias without regard to accents, so a level longer than
 * one page (Bayern has 1,756 places) stays reachable.
 */
export const pagingDistrictSchema = z.object({
  queryParams: z
    .object({ page: regionPage.default({ no: 1, size: REGION_PAGE_SIZE }) })
    .default({ page: { no: 1, size: REGION_PAGE_SIZE } }),
  districtLevel: z.coerce.number().int().min(1).max(4),
  region: z.object({ id: idInput() }),
  parentDistrict: z.object({ id: idInput() }).optional(),
  districtName: searchText.optional(),
});
export type PagingDistrictInput = z.infer<typeof pagingDistrictSchema>;

/**
 * func {host}_common_QueryAddressChildrenFunc (decision 024): the picker's nodes under a parent —
 * the provinces of a region (no `parentId`), or the children of a district — with the same search.
 */
export const addressChildrenSchema = z.object({
  regionId: idInput(),
  parentId: idInput().optional(),
  level: z.coerce.number().int().min(1).max(4),
  keyword: searchText.optional(),
});
export type AddressChildrenInput = z.infer<typeof addressChildrenSchema>;

/**
 * The picker's value (spec §3): the chosen name, id and code of each level. The address schema reuses
 * it; a level not chosen is absent.
 */
export const addressPathSchema = z.object({
  province: placeName.optional(),
  provinceId: idInput().optional(),
  provinceCode: placeCode.optional(),
  city: placeName.optional(),
  cityId: idInput().optional(),
  cityCode: placeCode.optional(),
  region: placeName.optional(),
  regionId: idInput().optional(),
  regionCode: placeCode.optional(),
  street: placeName.optional(),
  streetId: idInput().optional(),
  streetCode: placeCode.optional(),
});
export type AddressPath = z.infer<typeof addressPathSchema>;

/** func {host}_common_AutocompletePlaceFunc (decision 024): places matching what the buyer typed. */
export const autocompletePlaceSchema = z.object({
  input: textInput(200).trim().min(1),
  /** ISO 3166-1 alpha-2 of the address's country (GB for the UK storefront). */
  country: textInput(2)
    .regex(/^[A-Z]{2}$/)
    .optional(),
  language: z.enum(LANGUAGES).optional(),
  sessionToken: textInput(64).optional(),
});
export type AutocompletePlaceInput = z.infer<typeof autocompletePlaceSchema>;

/** func {host}_common_QueryPlaceDetailFunc: what a chosen place gives the form. */
export const placeDetailSchema = z.object({
  placeId: textInput(300).min(1),
  language: z.enum(LANGUAGES).optional(),
  sessionToken: textInput(64).optional(),
});
export type PlaceDetailInput = z.infer<typeof placeDetailSchema>;
