import { z } from 'zod';
import { countSchema, idOutSchema, pagedSchema } from '../wire-schemas.ts';
import { ADDRESS_LEVELS, addressPathSchema, REGION_STATUSES } from './region-schemas.ts';

const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** A country as spec §3 "region" has it, with its name in the caller's language. */
export const regionSchema = z.strictObject({
  id: idOutSchema,
  regionName: z.string(),
  /** ISO 3166-1 alpha-2 (GB for the UK storefront, decision 024). */
  regionShortName: z.string().length(2),
  regionStatus: z.enum(REGION_STATUSES),
  /** How deep the picker goes in this country (spec §9: 3 or 4). */
  addressLevel: z.union(ADDRESS_LEVELS.map((l) => z.literal(l)) as [z.ZodLiteral<3>, z.ZodLiteral<4>]),
});
export type Region = z.infer<typeof regionSchema>;
export const pagingRegionResponseSchema = pagedSchema(regionSchema);
export type PagingRegionResponse = z.infer<typeof pagingRegionResponseSchema>;

/** A district as spec §3 has it (code, name as the country writes it, English alias, level). */
export const districtSchema = z.strictObject({
  id: idOutSchema,
  districtCode: z.string(),
  districtName: z.string(),
  districtAlias: z.string().nullable(),
  districtLevel: levelSchema,
  regionId: idOutSchema,
  parentId: idOutSchema.nullable(),
  isLeaf: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type District = z.infer<typeof districtSchema>;
export const pagingDistrictResponseSchema = pagedSchema(districtSchema);
export type PagingDistrictResponse = z.infer<typeof pagingDistrictResponseSchema>;

/** A picker node (spec §3): `pinyin` is the name's search spelling (no accents), `alias` the English name. */
export const pickerNodeSchema = z.strictObject({
  id: idOutSchema,
  name: z.string(),
  code: z.string(),
  level: levelSchema,
  pinyin: z.string(),
  alias: z.string().nullable(),
  isLeaf: z.boolean(),
});
export type PickerNode = z.infer<typeof pickerNodeSchema>;
export const addressChildrenResponseSchema = z.strictObject({
  data: z.array(pickerNodeSchema),
  total: countSchema,
});
export type AddressChildrenResponse = z.infer<typeof addressChildrenResponseSchema>;

/** One place suggestion (offline index or Google Places). */
export const placePredictionSchema = z.strictObject({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;
export const autocompletePlaceResponseSchema = z.strictObject({ data: z.array(placePredictionSchema) });
export type AutocompletePlaceResponse = z.infer<typeof autocompletePlaceResponseSchema>;

/** What a chosen place fills in: postcode, city and street when the provider knows them. */
export const placeDetailResponseSchema = z.strictObject({
  placeId: z.string(),
  country: z.string().length(2).nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  houseNo: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * The picker's value for the place (province, city and city district with their ids and codes),
   * when the place is one of our districts (the own index); null from an outside provider.
   */
  path: addressPathSchema.nullable(),
});
export type PlaceDetail = z.infer<typeof placeDetailResponseSchema>;
