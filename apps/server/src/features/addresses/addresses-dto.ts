import type { SiteCode } from '@kontor/domain';
import { formatAddressLines } from '@kontor/domain/addresses/address-format';
import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import type { AddressRow } from './addresses-repository.ts';

const iso = (v: Date | string) => new Date(v).toISOString();

/** A saved address as the calls answer it (spec §3 field names). */
export function addressDto(r: AddressRow): SavedAddress {
  return {
    id: Number(r.id),
    addressType: r.address_type,
    firstName: r.first_name,
    lastName: r.last_name,
    personName: `${r.first_name} ${r.last_name}`,
    personPhone: r.person_phone,
    areaCode: r.area_code,
    areaCodeId: r.area_code_id,
    email: r.email,
    gender: r.gender,
    company: r.company,
    taxCode: r.tax_code,
    eori: r.eori,
    country: r.country,
    region: r.region as SavedAddress['region'],
    province: r.province,
    city: r.city,
    districtList: r.district_list,
    postalCode: r.postal_code,
    poiName: r.poi_name,
    houseNo: r.house_no,
    detailAddress: r.detail_address,
    addressLongitude: r.address_longitude === null ? null : Number(r.address_longitude),
    addressLatitude: r.address_latitude === null ? null : Number(r.address_latitude),
    isDefault: r.is_default,
    subscribe: r.subscribe,
    addressStatus: r.address_status,
    site: r.site as SiteCode,
    hearFrom: r.hear_from,
    taxDocument:
      r.tax_document_stored_name && r.tax_document_name !== null
        ? {
            url: `/files/${r.tax_document_stored_name}`,
            name: r.tax_document_name,
            size: Number(r.tax_document_size),
          }
        : null,
    importScheme: r.import_scheme,
    isCorporate: r.is_corporate,
    addressLines: formatAddressLines({
      poiName: r.poi_name,
      houseNo: r.house_no,
      detailAddress: r.detail_address,
      postalCode: r.postal_code,
      city: r.city,
      province: r.province,
      country: r.country,
    }),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}
