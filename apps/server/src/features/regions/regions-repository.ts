import type { DistrictLevel, RegionStatus } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

export interface RegionRow {
  id: number;
  region_short_name: string;
  region_status: RegionStatus;
  region_name: string;
  address_level: 3 | 4;
}

export interface DistrictRow {
  id: number;
  region_id: number;
  parent_id: number | null;
  district_level: DistrictLevel;
  district_code: string;
  district_name: string;
  district_alias: string | null;
  sort_key: string;
  is_leaf: boolean;
  latitude: number | null;
  longitude: number | null;
  total: number;
}

export interface DistrictQuery {
  regionId: number;
  level: number;
  /** Absent for level 1 (the provinces of the region). */
  parentId?: number;
  /** Already normalised (normaliseSearch); empty means no search. */
  key: string;
  offset: number;
  limit: number;
}

const DISTRICT_COLUMNS = `id::float8 AS id, region_id::float8 AS region_id, parent_id::float8 AS parent_id,
  district_level, district_code, district_name, district_alias, sort_key, is_leaf, latitude, longitude,
  count(*) OVER ()::int AS total`;

export const regionsRepository = {
  /** The regions of a status in one language; the search matches their names in every language. */
  regions(db: Queryable, status: RegionStatus, language: string, key: string): Promise<RegionRow[]> {
    return db.query<RegionRow>(
      `SELECT id::float8 AS id, region_short_name, region_status, coalesce(names->>$2, names->>'en') AS region_name,
              address_level
         FROM region
        WHERE region_status = $1 AND ($3 = '' OR search_key LIKE '%' || $3 || '%')`,
      [status, language, key],
    );
  },

  /**
   * One level of a region, or the children of one district, in name order; a search puts the names
   * that start with it first. One statement (the total rides along), on the partial indexes of 0007.
   */
  districts(db: Queryable, q: DistrictQuery): Promise<DistrictRow[]> {
    const search = `AND ($3 = '' OR search_key LIKE '%' || $3 || '%')
       ORDER BY ($3 <> '' AND sort_key LIKE $3 || '%') DESC, sort_key, id
       OFFSET $4 LIMIT $5`;
    if (q.parentId === undefined)
      return db.query<DistrictRow>(
        `SELECT ${DISTRICT_COLUMNS} FROM district
          WHERE region_id = $1 AND district_level = $2 AND parent_id IS NULL ${search}`,
        [q.regionId, q.level, q.key, q.offset, q.limit],
      );
    return db.query<DistrictRow>(
      `SELECT ${DISTRICT_COLUMNS} FROM district
        WHERE parent_id = $6 AND region_id = $1 AND district_level = $2 ${search}`,
      [q.regionId, q.level, q.key, q.offset, q.limit, q.parentId],
    );
  },
};
