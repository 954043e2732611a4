import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_SITE_RULES,
  type AddressType,
  CALLING_CODE_COUNTRY,
} from '@kontor/domain/addresses/address-rules';
import type { AddressPayload } from '@kontor/domain/addresses/address-schemas';
import type { Region } from '@kontor/domain/addresses/region-responses';
import { type AddressPath, PATH_KEYS } from '@kontor/domain/addresses/region-schemas';
import { SITES, type SiteCode } from '@kontor/domain/sites';

/** The tax document as the form holds it: the uploaded file's URL, name and size. */
export interface TaxDocumentValue {
  url: string;
  name: string;
  size: number;
}

/**
 * The address form's values: the payload's fields, the tax document as an uploaded file, and the
 * picked province/city/district/street as the RegionPicker holds it (`path`).
 */
export type AddressFormValues = Omit<AddressPayload, 'taxDocument'> & {
  taxDocument?: TaxDocumentValue | null;
  path?: AddressPath;
};

/** The picked path as the address keeps it: its levels, 1 (province) to 4 (street). */
export function districtListOf(path: AddressPath | undefined): NonNullable<AddressPayload['districtList']> {
  if (!path) return [];
  return PATH_KEYS.flatMap((key, i) => {
    const name = path[key];
    if (!name) return [];
    const id = path[`${key}Id`];
    const code = path[`${key}Code`];
    return [
      {
        districtName: name,
        districtLevel: i + 1,
        ...(id ? { id } : {}),
        ...(code ? { districtCode: code } : {}),
      },
    ];
  });
}

/** A saved address's levels as the picker's value. */
export function pathOf(list: SavedAddress['districtList']): AddressPath {
  const path: AddressPath = {};
  for (const d of list) {
    const key = PATH_KEYS[d.districtLevel - 1];
    if (!key) continue;
    path[key] = d.districtName;
    if (d.id) path[`${key}Id`] = d.id;
    if (d.districtCode) path[`${key}Code`] = d.districtCode;
  }
  return path;
}

/** The country as the address keeps it (spec §3 region), from the region list. */
export function regionOf(region: Region | undefined): AddressPayload['region'] {
  if (!region) return null;
  return {
    id: region.id,
    regionName: region.regionName,
    regionShortName: region.regionShortName,
    regionStatus: region.regionStatus,
  };
}

/** The countries the form offers: the storefront's delivery countries, or all thirteen for billing. */
export function countriesFor(site: SiteCode, type: AddressType): readonly string[] {
  return type === 'SHIPPING' ? ADDRESS_SITE_RULES[site].shippingCountries : ADDRESS_COUNTRIES;
}

/** The payload the calls take (and the shared schema checks) from the form's values. */
export function toPayload(values: AddressFormValues, site: SiteCode, type: AddressType): AddressPayload {
  const { taxDocument, path, ...rest } = values;
  return {
    ...rest,
    province: path?.province ?? values.province,
    city: path?.city ?? values.city,
    districtList: path ? districtListOf(path) : values.districtList,
    addressType: type,
    site,
    areaCodeId: values.areaCode ? (CALLING_CODE_COUNTRY[values.areaCode] ?? null) : null,
    taxDocument: type === 'BILLING' ? (taxDocument?.url ?? null) : null,
  };
}

/** A new address's starting values: the storefront's country and calling code, not default (spec §4). */
export function newValues(site: SiteCode, type: AddressType): AddressFormValues {
  const s = SITES[site];
  return {
    addressType: type,
    country: countriesFor(site, type).includes(s.country) ? s.country : countriesFor(site, type)[0],
    areaCode: s.phoneCodes[0],
    isDefault: false,
    subscribe: false,
  };
}

/** A saved address as the form's values. */
export function savedValues(a: SavedAddress): AddressFormValues {
  return {
    addressType: a.addressType,
    gender: a.gender,
    firstName: a.firstName,
    lastName: a.lastName,
    areaCode: a.areaCode,
    personPhone: a.personPhone,
    email: a.email,
    company: a.company,
    taxCode: a.taxCode,
    eori: a.eori,
    country: a.country,
    region: a.region,
    province: a.province,
    city: a.city,
    districtList: a.districtList,
    path: a.districtList.length ? pathOf(a.districtList) : { province: a.province, city: a.city },
    postalCode: a.postalCode,
    poiName: a.poiName,
    houseNo: a.houseNo,
    detailAddress: a.detailAddress,
    addressLongitude: a.addressLongitude,
    addressLatitude: a.addressLatitude,
    isDefault: a.isDefault,
    subscribe: a.subscribe,
    hearFrom: a.hearFrom,
    taxDocument: a.taxDocument,
    importScheme: a.importScheme,
    isCorporate: a.isCorporate,
  };
}
