import type { DistrictLevel, RegionStatus } from '@kontor/domain';
import { prepared, type Queryable } from '../../platform/db/index.ts';

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

const COLUMNS = `id::float8 AS id, region_id::float8 AS region_id, parent_id::float8 AS parent_id,
  district_level, district_code, district_name, district_alias, sort_key, is_leaf, latitude, longitude`;

export const regionsRepository = {
  /** The regions of a status in one language; the search matches their names in every language. */
  regions(db: Queryable, status: RegionStatus, language: string, key: string): Promise<RegionRow[]> {
    // Prepared (decision 074): parsed and planned once per connection, not on every request.
    return db.query<RegionRow>(
      prepared(
        'region_list',
        `SELECT id::float8 AS id, region_short_name, region_status, coalesce(names->>$2, names->>'en') AS region_name,
              address_level
         FROM region
        WHERE region_status = $1 AND ($3 = '' OR search_key LIKE '%' || $3 || '%')`,
      ),
      [status, language, key],
    );
  },

  /**
   * One level of a region, or the children of one district, in name order; a search puts the names
   * that start with it first. One statement (the total rides along), on the partial indexes of 0007.
   * Without a search the page is read in index order and the total counted apart: Bayern's 2,000-odd
   * cities (decision 069) are not sorted for every page (index-only on 0040's index, decision 074).
   * The ORDER BY names `district.id`: a bare `id` is the float8 output column, which no index has.
   * Not prepared: a generic plan cannot know the page size and counts through a bitmap; the custom
   * plan (about 0.4 ms to plan) reads page and total index-only.
   */
  districts(db: Queryable, q: DistrictQuery): Promise<DistrictRow[]> {
    const level =
      q.parentId === undefined
        ? 'region_id = $1 AND district_level = $2 AND parent_id IS NULL'
        : 'parent_id = $5 AND region_id = $1 AND district_level = $2';
    const parent = q.parentId === undefined ? [] : [q.parentId];
    if (!q.key)
      return db.query<DistrictRow>(
        `SELECT ${COLUMNS}, (SELECT count(*)::int FROM district WHERE ${level}) AS total
           FROM district WHERE ${level}
          ORDER BY district.sort_key, district.id OFFSET $3 LIMIT $4`,
        [q.regionId, q.level, q.offset, q.limit, ...parent],
      );
    return db.query<DistrictRow>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM district
        WHERE ${level.replace('$5', '$6')} AND search_key LIKE '%' || $3 || '%'
        ORDER BY (sort_key LIKE $3 || '%') DESC, district.sort_key, district.id
        OFFSET $4 LIMIT $5`,
      [q.regionId, q.level, q.key, q.offset, q.limit, ...parent],
    );
  },
};
