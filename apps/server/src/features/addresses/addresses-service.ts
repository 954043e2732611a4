import type { Address, SiteCode } from '@kontor/domain';
import { ADDRESS_LIMITS, type AddressType } from '@kontor/domain/addresses/address-rules';
import {
  ADDRESS_ERRORS,
  addressSchemaFor,
  type CheckedAddress,
} from '@kontor/domain/addresses/address-schemas';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { zodFields } from '../../platform/validation.ts';
import { grantUploadsToShop, ownedUpload } from '../files/files-service.ts';
import { addressDto } from './addresses-dto.ts';
import { type AddressRow, addressesRepository } from './addresses-repository.ts';

/**
 * The address book's rules and its one writer of the default flag (decision 025): every rule of
 * spec §5 through the storefront's schema, the tax document an upload of the buyer's own, one
 * default per buyer and type under the buyer's row lock.
 */

/** Checks a payload with the rules of the storefront the address is for (its `site`, else the caller's). */
export function checkAddress(input: unknown, site: SiteCode, type: AddressType): CheckedAddress {
  const result = addressSchemaFor(site, type).safeParse(input, { reportInput: true });
  if (!result.success) throw invalid(zodFields(result.error));
  return result.data;
}

/** The tax document's stored file: a billing upload of the buyer's, under 100 MB. */
async function taxDocumentFile(q: Queryable, userId: number, a: CheckedAddress): Promise<number | null> {
  if (!a.taxDocument) return null;
  const file = await ownedUpload(q, userId, 'billing', a.taxDocument);
  if (!file) throw invalid([{ path: 'taxDocument', message: ADDRESS_ERRORS.taxDocumentUnknown }]);
  if (file.content_type !== 'application/pdf')
    throw invalid([{ path: 'taxDocument', message: ADDRESS_ERRORS.taxDocumentPdf }]);
  if (Number(file.size_bytes) >= ADDRESS_LIMITS.taxDocumentBytes)
    throw invalid([{ path: 'taxDocument', message: ADDRESS_ERRORS.taxDocumentTooLarge }]);
  return Number(file.id);
}

export function listAddresses(
  q: Queryable,
  userId: number,
  filter: { addressType?: string; addressStatus?: string },
) {
  return addressesRepository.list(q, userId, filter);
}

/** A new address starts ENABLED and not default, unless the buyer ticked "default" (spec §4). */
export async function createAddress(db: Db, userId: number, a: CheckedAddress): Promise<AddressRow> {
  return db.tx(async (q) => {
    const fileId = await taxDocumentFile(q, userId, a);
    if (a.isDefault) await addressesRepository.lockBuyer(q, userId);
    const id = await addressesRepository.insert(q, userId, a, fileId);
    if (a.isDefault) await addressesRepository.makeDefault(q, userId, id, a.addressType);
    return (await addressesRepository.byId(q, userId, id))!;
  });
}

/**
 * Rewrites the buyer's address. A default address stays default (its checkbox is disabled, spec §4);
 * `isDefault: true` makes it the default; a changed type leaves it without the default of the old one.
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  a: CheckedAddress,
): Promise<AddressRow> {
  return db.tx(async (q) => {
    if (a.isDefault) await addressesRepository.lockBuyer(q, userId);
    const before = await addressesRepository.lockOne(q, userId, id);
    if (!before) throw notFound(ADDRESS_ERRORS.notFound);
    const fileId = await taxDocumentFile(q, userId, a);
    await addressesRepository.update(q, userId, id, a, fileId);
    if (before.address_type !== a.addressType && before.is_default)
      await addressesRepository.clearDefault(q, userId, id);
    if (a.isDefault) await addressesRepository.makeDefault(q, userId, id, a.addressType);
    return (await addressesRepository.byId(q, userId, id))!;
  });
}

/** Makes the buyer's address the default of its type; two at once leave exactly one (the buyer's row lock). */
export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  return db.tx(async (q) => {
    await addressesRepository.lockBuyer(q, userId);
    const row = await addressesRepository.lockOne(q, userId, id);
    if (!row) throw notFound(ADDRESS_ERRORS.notFound);
    await addressesRepository.makeDefault(q, userId, id, row.address_type);
    return (await addressesRepository.byId(q, userId, id))!;
  });
}

/** Removes the buyer's address; orders keep their own snapshot. A removed default leaves no default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  if (!(await addressesRepository.remove(db, userId, id))) throw notFound(ADDRESS_ERRORS.notFound);
}

/**
 * The buyer's address as an order keeps it (trade_contract.selected_address / billing_address), for
 * checkout. Undefined when it is not the buyer's.
 */
export async function addressSnapshot(
  q: Queryable,
  userId: number,
  id: number,
): Promise<Address | undefined> {
  const r = await addressesRepository.byId(q, userId, id);
  if (!r) return undefined;
  const opt = (v: string | null) => v ?? undefined;
  return {
    id: Number(r.id),
    personName: `${r.first_name} ${r.last_name}`,
    firstName: r.first_name,
    lastName: r.last_name,
    personPhone: r.area_code ? `${r.area_code} ${r.person_phone}` : r.person_phone,
    email: r.email,
    gender: r.gender,
    company: opt(r.company),
    taxCode: opt(r.tax_code),
    country: r.country,
    province: r.province,
    city: r.city,
    postalCode: r.postal_code,
    poiName: r.poi_name,
    houseNo: opt(r.house_no),
    detailAddress: opt(r.detail_address),
    isDefault: r.is_default,
    site: r.site as SiteCode,
    addressLines: addressDto(r).addressLines,
  };
}

/** The id of the buyer's default address of a type (undefined when none): checkout prefills it. */
export async function defaultAddressId(
  q: Queryable,
  userId: number,
  type: AddressType,
): Promise<number | undefined> {
  const rows = await addressesRepository.list(q, userId, { addressType: type, addressStatus: 'ENABLED' });
  const d = rows.find((r) => r.is_default);
  return d ? Number(d.id) : undefined;
}

/** The type of the buyer's address (undefined when it is not the buyer's). */
export async function addressTypeOf(
  q: Queryable,
  userId: number,
  id: number,
): Promise<AddressType | undefined> {
  return (await addressesRepository.byId(q, userId, id))?.address_type;
}

/**
 * The billing address's tax document is private to its owner (decision 017); the shops of an order
 * that bills to that address may read it, to issue the invoice (spec §5: the tax number and its PDF
 * are asked for the invoice; decision 064). Nothing for an address without one or not the buyer's.
 */
export async function shareTaxDocumentWithShops(
  q: Queryable,
  userId: number,
  addressId: number,
  shopIds: Iterable<number>,
): Promise<void> {
  const r = await addressesRepository.byId(q, userId, addressId);
  const url = r ? addressDto(r).taxDocument?.url : undefined;
  if (!url) return;
  for (const shopId of new Set(shopIds)) await grantUploadsToShop(q, userId, [url], shopId);
}
