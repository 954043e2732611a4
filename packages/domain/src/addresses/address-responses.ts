import { z } from 'zod';
import { SITE_CODES } from '../sites.ts';
import { countSchema, idOutSchema, isoTimeSchema } from '../wire-schemas.ts';
import { ADDRESS_STATUSES, ADDRESS_TYPES, GENDERS } from './address-rules.ts';

/** Response schemas of the address calls (decision 013). */

const districtOutSchema = z.strictObject({
  id: idOutSchema.optional(),
  districtCode: z.string().optional(),
  districtName: z.string(),
  districtLevel: z.number().int().min(1).max(4),
});

/** A saved shipping or billing address (spec §3 "Address", plus our `addressType` and billing fields). */
export const savedAddressSchema = z.strictObject({
  id: idOutSchema,
  addressType: z.enum(ADDRESS_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  personName: z.string(),
  personPhone: z.string(),
  areaCode: z.string().nullable(),
  areaCodeId: z.string().nullable(),
  email: z.string(),
  gender: z.enum(GENDERS),
  company: z.string().nullable(),
  taxCode: z.string().nullable(),
  eori: z.string().nullable(),
  country: z.string(),
  region: z
    .strictObject({
      id: idOutSchema.optional(),
      regionName: z.string().optional(),
      regionShortName: z.string().optional(),
      regionStatus: z.enum(ADDRESS_STATUSES).optional(),
    })
    .nullable(),
  province: z.string(),
  city: z.string(),
  districtList: z.array(districtOutSchema),
  postalCode: z.string(),
  poiName: z.string(),
  houseNo: z.string().nullable(),
  detailAddress: z.string().nullable(),
  addressLongitude: z.number().nullable(),
  addressLatitude: z.number().nullable(),
  isDefault: z.boolean(),
  subscribe: z.boolean(),
  addressStatus: z.enum(ADDRESS_STATUSES),
  site: z.enum(SITE_CODES),
  hearFrom: z.string().nullable(),
  /** Billing: the tax document (a private upload, served to its owner). */
  taxDocument: z.strictObject({ url: z.string(), name: z.string(), size: countSchema }).nullable(),
  importScheme: z.boolean().nullable(),
  isCorporate: z.boolean().nullable(),
  /**
   * The address in the lines its country writes it (`formatAddressLines`, without the country's
   * name, which the reader's language names): formatted once on the server, so the browser need not
   * carry every country's template.
   */
  addressLines: z.array(z.string()),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** flow customer_QueryShippingAddressListFlow: the caller's addresses, the defaults first, then the newest. */
export const addressListResponseSchema = z.array(savedAddressSchema);
/** Create, update and set-default answer the address as saved. */
export const addressResponseSchema = savedAddressSchema;
/** Delete answers the id it removed. */
export const addressDeletedResponseSchema = z.strictObject({ id: idOutSchema });
