import { type Language, normaliseSearch, type RegionStatus } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { type DistrictRow, regionsRepository } from './regions-repository.ts';

/** Spec §9: the region with id 5 comes first (Germany, decision 024); the rest in the caller's alphabet. */
export const FIRST_REGION_ID = 5;

const collators = new Map<string, Intl.Collator>();
const collator = (language: Language) => {
  const known = collators.get(language);
  if (known) return known;
  const made = new Intl.Collator(language);
  collators.set(language, made);
  return made;
};

export async function pageRegions(
  db: Queryable,
  input: { status: RegionStatus; name?: string; language: Language; offset: number; limit: number },
) {
  // Thirteen rows: sorted here in the caller's language rather than by the database's collation.
  const rows = await regionsRepository.regions(
    db,
    input.status,
    input.language,
    normaliseSearch(input.name ?? ''),
  );
  const order = collator(input.language);
  rows.sort(
    (a, b) =>
      Number(b.id === FIRST_REGION_ID) - Number(a.id === FIRST_REGION_ID) ||
      order.compare(a.region_name, b.region_name),
  );
  return { rows: rows.slice(input.offset, input.offset + input.limit), total: rows.length };
}

/**
 * One level of a region (level 1) or the children of a district. A parent of another region or of
 * another level answers an empty page, like an unknown one.
 */
export async function pageDistricts(
  db: Queryable,
  input: { regionId: number; level: number; parentId?: number; name?: string; offset: number; limit: number },
): Promise<{ rows: DistrictRow[]; total: number }> {
  // Level 1 has no parent; above it a parent is needed: without one there is nothing to list.
  if ((input.level === 1) !== (input.parentId === undefined)) return { rows: [], total: 0 };
  const rows = await regionsRepository.districts(db, {
    regionId: input.regionId,
    level: input.level,
    parentId: input.parentId,
    key: normaliseSearch(input.name ?? ''),
    offset: input.offset,
    limit: input.limit,
  });
  return { rows, total: rows[0]?.total ?? 0 };
}
