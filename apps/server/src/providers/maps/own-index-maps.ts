import { normaliseSearch } from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { MAX_PREDICTIONS, type MapsProvider } from './maps-provider.ts';

interface PlaceRow {
  id: number;
  district_level: number;
  district_name: string;
  district_alias: string | null;
  latitude: number | null;
  longitude: number | null;
  parent_name: string | null;
  region_short_name: string;
}

const PLACE_ID = /^district:(\d{1,15})$/;

/**
 * The offline default: the districts of migration 0007 (provinces and cities, by name and English
 * alias, without regard to accents). We hold no postcodes or streets (decision 024), so a choice
 * fills the city and its province and leaves postcode and street to the buyer.
 */
export function ownIndexMaps(db: Db): MapsProvider {
  return {
    name: 'own-index',
    async autocomplete({ input, country }) {
      const key = normaliseSearch(input);
      if (!key) return [];
      const rows = await db.query<PlaceRow>(
        `SELECT d.id::float8 AS id, d.district_level, d.district_name, d.district_alias, d.latitude, d.longitude,
                p.district_name AS parent_name, r.region_short_name
           FROM district d
           JOIN region r ON r.id = d.region_id
           LEFT JOIN district p ON p.id = d.parent_id
          WHERE r.region_short_name = $1 AND r.region_status = 'ENABLED' AND d.district_level > 1
            AND d.search_key LIKE '%' || $2 || '%'
          ORDER BY (d.sort_key LIKE $2 || '%') DESC, d.sort_key, d.id
          LIMIT $3`,
        [country, key, MAX_PREDICTIONS],
      );
      return rows.map((r) => ({
        placeId: `district:${r.id}`,
        description: [r.district_name, r.parent_name, r.region_short_name].filter(Boolean).join(', '),
        mainText: r.district_name,
        secondaryText: [r.parent_name, r.region_short_name].filter(Boolean).join(', '),
      }));
    },
    async details({ placeId }) {
      const id = PLACE_ID.exec(placeId)?.[1];
      if (!id) return null;
      const row = await db.one<PlaceRow>(
        `SELECT d.id::float8 AS id, d.district_level, d.district_name, d.district_alias, d.latitude, d.longitude,
                p.district_name AS parent_name, r.region_short_name
           FROM district d JOIN region r ON r.id = d.region_id LEFT JOIN district p ON p.id = d.parent_id
          WHERE d.id = $1`,
        [Number(id)],
      );
      if (!row) return null;
      return {
        placeId,
        country: row.region_short_name,
        province: row.district_level === 1 ? row.district_name : row.parent_name,
        city: row.district_level === 1 ? null : row.district_name,
        street: null,
        houseNo: null,
        postalCode: null,
        latitude: row.latitude,
        longitude: row.longitude,
      };
    },
  };
}
