import type { CheckedAddress } from '@kontor/domain/addresses/address-schemas';
import type { Queryable } from '../../platform/db/index.ts';

export interface AddressRow {
  id: number;
  user_id: number;
  address_type: 'SHIPPING' | 'BILLING';
  site: string;
  address_status: 'ENABLED' | 'DISABLED';
  is_default: boolean;
  gender: 'MALE' | 'FEMALE' | 'UN_KNOW';
  first_name: string;
  last_name: string;
  area_code: string | null;
  area_code_id: string | null;
  person_phone: string;
  email: string;
  company: string | null;
  tax_code: string | null;
  eori: string | null;
  country: string;
  region: Record<string, unknown> | null;
  province: string;
  city: string;
  district_list: { id?: number; districtCode?: string; districtName: string; districtLevel: number }[];
  postal_code: string;
  poi_name: string;
  house_no: string | null;
  detail_address: string | null;
  address_longitude: number | null;
  address_latitude: number | null;
  subscribe: boolean;
  hear_from: string | null;
  tax_document_file_id: number | null;
  tax_document_name: string | null;
  tax_document_stored_name: string | null;
  tax_document_size: number | null;
  import_scheme: boolean | null;
  is_corporate: boolean | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const SELECT = `SELECT a.*, f.original_name AS tax_document_name, f.stored_name AS tax_document_stored_name,
                       f.size_bytes AS tax_document_size
                  FROM customer_address a LEFT JOIN stored_file f ON f.id = a.tax_document_file_id`;

/** The columns an address writes, in order ($3 … $29), from a checked payload. */
function values(a: CheckedAddress, taxDocumentFileId: number | null): unknown[] {
  return [
    a.addressType,
    a.site,
    a.gender,
    a.firstName,
    a.lastName,
    a.areaCode,
    a.areaCodeId,
    a.personPhone,
    a.email,
    a.company,
    a.taxCode,
    a.eori,
    a.country,
    a.region ? JSON.stringify(a.region) : null,
    a.province,
    a.city,
    JSON.stringify(a.districtList),
    a.postalCode,
    a.poiName,
    a.houseNo,
    a.detailAddress,
    a.addressLongitude ?? null,
    a.addressLatitude ?? null,
    a.subscribe ?? false,
    a.hearFrom,
    taxDocumentFileId,
    a.importScheme,
    a.isCorporate,
  ];
}

export const addressesRepository = {
  /** The buyer's addresses: defaults first, then the newest. */
  async list(
    q: Queryable,
    userId: number,
    filter: { addressType?: string; addressStatus?: string },
  ): Promise<AddressRow[]> {
    return q.query<AddressRow>(
      `${SELECT}
        WHERE a.user_id = $1 AND ($2::text IS NULL OR a.address_type = $2) AND ($3::text IS NULL OR a.address_status = $3)
        ORDER BY a.is_default DESC, a.id DESC`,
      [userId, filter.addressType ?? null, filter.addressStatus ?? null],
    );
  },

  async byId(q: Queryable, userId: number, id: number): Promise<AddressRow | undefined> {
    return q.one<AddressRow>(`${SELECT} WHERE a.id = $1 AND a.user_id = $2`, [id, userId]);
  },

  /**
   * Serialises the buyer's default changes: the buyer's row is locked (FOR NO KEY UPDATE, so inserts
   * referring to the buyer are not held up) until the transaction ends.
   */
  async lockBuyer(q: Queryable, userId: number): Promise<void> {
    await q.query('SELECT id FROM app_user WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  },

  /** The buyer's address, locked for the rest of the transaction. */
  async lockOne(q: Queryable, userId: number, id: number): Promise<AddressRow | undefined> {
    return q.one<AddressRow>('SELECT * FROM customer_address WHERE id = $1 AND user_id = $2 FOR UPDATE', [
      id,
      userId,
    ]);
  },

  async insert(q: Queryable, userId: number, a: CheckedAddress, taxDocumentFileId: number | null) {
    const row = await q.one<{ id: number }>(
      `INSERT INTO customer_address (user_id, address_type, site, gender, first_name, last_name, area_code,
         area_code_id, person_phone, email, company, tax_code, eori, country, region, province, city, district_list,
         postal_code, poi_name, house_no, detail_address, address_longitude, address_latitude, subscribe, hear_from,
         tax_document_file_id, import_scheme, is_corporate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18::jsonb, $19,
         $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)
       RETURNING id`,
      [userId, ...values(a, taxDocumentFileId)],
    );
    return Number(row!.id);
  },

  /** Rewrites the address's fields (not its status or default flag). */
  async update(
    q: Queryable,
    userId: number,
    id: number,
    a: CheckedAddress,
    taxDocumentFileId: number | null,
  ) {
    await q.query(
      `UPDATE customer_address SET address_type = $3, site = $4, gender = $5, first_name = $6, last_name = $7,
         area_code = $8, area_code_id = $9, person_phone = $10, email = $11, company = $12, tax_code = $13,
         eori = $14, country = $15, region = $16::jsonb, province = $17, city = $18, district_list = $19::jsonb,
         postal_code = $20, poi_name = $21, house_no = $22, detail_address = $23, address_longitude = $24,
         address_latitude = $25, subscribe = $26, hear_from = $27, tax_document_file_id = $28,
         import_scheme = $29, is_corporate = $30, updated_at = now()
       WHERE id = $1 AND user_id = $2`,
      [id, userId, ...values(a, taxDocumentFileId)],
    );
  },

  /** Makes one address the default of its type: the old default is cleared first (the unique index checks each row). */
  async makeDefault(q: Queryable, userId: number, id: number, type: string): Promise<void> {
    await q.query(
      `UPDATE customer_address SET is_default = false, updated_at = now()
        WHERE user_id = $1 AND address_type = $2 AND is_default AND id <> $3`,
      [userId, type, id],
    );
    await q.query(
      'UPDATE customer_address SET is_default = true, updated_at = now() WHERE id = $1 AND user_id = $2 AND NOT is_default',
      [id, userId],
    );
  },

  async clearDefault(q: Queryable, userId: number, id: number): Promise<void> {
    await q.query('UPDATE customer_address SET is_default = false WHERE id = $1 AND user_id = $2', [
      id,
      userId,
    ]);
  },

  async remove(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query('DELETE FROM customer_address WHERE id = $1 AND user_id = $2 RETURNING id', [
      id,
      userId,
    ]);
    return rows.length > 0;
  },
};
