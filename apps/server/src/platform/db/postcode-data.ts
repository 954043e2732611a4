import { createRequire } from 'node:module';
import { normaliseSearch } from '@kontor/domain';
import type { Queryable } from './db.ts';

/**
 * The postcodes of migration 0038 (decision 069), read from installed packages, never typed in:
 * - Germany: german-metadata (OpenStreetMap, ODbL, and GovData): each municipality with its Land and
 *   every Postleitzahl (München: 80331 … 81929);
 * - France: @etalab/decoupage-administratif (INSEE's communes with La Poste's base officielle des codes
 *   postaux, Licence Ouverte): each commune with its région and codes postaux;
 * - London: london-districts (Wikipedia's list of districts of London, ISC): each place with its
 *   borough(s) and postcode district(s) (outward codes: SE2, W3 …), put on the boroughs of 0033.
 * Paris's and Wien's districts keep their one postcode of 0033, which joins the same table.
 * Each source row is matched to a district of 0007/0033 by its normalised name (a city under its
 * province, falling back to a name the country holds once); a row that matches nothing is left out.
 */

const require = createRequire(import.meta.url);

export type PostcodeIso = 'DE' | 'FR' | 'GB';

export interface PostcodeSource {
  iso: PostcodeIso;
  /** The province (Land, région) as the source names it; null when the source has none. */
  province: string | null;
  city: string;
  /** City districts (level 3) the postcodes belong to instead of the city, when the source names them. */
  districts?: string[];
  postcodes: string[];
}

/** A postcode as stored: upper case without spaces, the column's shape. */
const POSTCODE = /^[0-9A-Z]{2,10}$/;
const cleanPostcodes = (codes: string[]) =>
  [...new Set(codes.map((c) => c.trim().toUpperCase()))].filter((c) => POSTCODE.test(c));

/** london-districts writes "City" for the City of London; "&" and "and" join two boroughs. */
const LONDON_BOROUGH_NAMES: Record<string, string> = { City: 'City of London' };

export function postcodeSources(): PostcodeSource[] {
  const sources: PostcodeSource[] = [];

  const german: { name: string; state: string; postalCodes: string[] }[] =
    require('german-metadata/data/cities.json');
  for (const c of german)
    sources.push({ iso: 'DE', province: c.state, city: c.name, postcodes: cleanPostcodes(c.postalCodes) });

  const regions: {
    code: string;
    nom: string;
  }[] = require('@etalab/decoupage-administratif/data/regions.json');
  const regionName = new Map(regions.map((r) => [r.code, r.nom]));
  const communes: { nom: string; type: string; region?: string; codesPostaux?: string[] }[] =
    require('@etalab/decoupage-administratif/data/communes.json');
  for (const c of communes) {
    if (c.type !== 'commune-actuelle' || !c.codesPostaux?.length) continue;
    sources.push({
      iso: 'FR',
      province: (c.region && regionName.get(c.region)) ?? null,
      city: c.nom,
      postcodes: cleanPostcodes(c.codesPostaux),
    });
  }

  const london: { borough: string; postcodeDistrict: string }[] = require('london-districts');
  for (const d of london) {
    const boroughs = d.borough
      .split(/,|&/)
      .map((b) => b.trim())
      .filter(Boolean)
      .map((b) => LONDON_BOROUGH_NAMES[b] ?? b);
    sources.push({
      iso: 'GB',
      province: null,
      city: 'London',
      districts: boroughs,
      postcodes: cleanPostcodes(d.postcodeDistrict.split(/[,\s]+/)),
    });
  }
  return sources.filter((s) => s.postcodes.length > 0);
}

/** A district of 0007/0033 as the matcher sees it. */
export interface PostcodeTarget {
  id: number;
  region_id: number;
  iso: string;
  district_level: number;
  sort_key: string;
  /** The parent's sort_key: the province of a city, the city of a city district. */
  parent_key: string | null;
}

export interface PostcodeRow {
  regionId: number;
  districtId: number;
  postalCode: string;
}

/**
 * Source rows onto districts: a city by province and name, else by a name its country holds once; a
 * city district by its city and name ("Brent and Harrow" tries the whole name, then each borough).
 */
export function matchPostcodes(
  sources: PostcodeSource[],
  targets: PostcodeTarget[],
): { rows: PostcodeRow[]; matched: number; unmatched: PostcodeSource[] } {
  const inProvince = new Map<string, PostcodeTarget>();
  const inCountry = new Map<string, PostcodeTarget[]>();
  const inCity = new Map<string, PostcodeTarget>();
  for (const t of targets) {
    if (t.district_level === 2) {
      inProvince.set(`${t.iso}|${t.parent_key}|${t.sort_key}`, t);
      const list = inCountry.get(`${t.iso}|${t.sort_key}`);
      if (list) list.push(t);
      else inCountry.set(`${t.iso}|${t.sort_key}`, [t]);
    } else if (t.district_level === 3) inCity.set(`${t.iso}|${t.parent_key}|${t.sort_key}`, t);
  }
  const byName = (s: PostcodeSource, name: string) => {
    const key = normaliseSearch(name);
    const byProvince = s.province && inProvince.get(`${s.iso}|${normaliseSearch(s.province)}|${key}`);
    if (byProvince) return byProvince;
    const same = inCountry.get(`${s.iso}|${key}`);
    return same?.length === 1 ? same[0] : undefined;
  };
  // "Aken (Elbe)", "Bremen (Borgfeld": the name, then the name before its qualifier.
  const cityOf = (s: PostcodeSource) => byName(s, s.city) ?? byName(s, s.city.replace(/\s*\(.*$/, ''));
  const seen = new Set<string>();
  const rows: PostcodeRow[] = [];
  const unmatched: PostcodeSource[] = [];
  let matched = 0;
  for (const s of sources) {
    let found: PostcodeTarget[] = [];
    if (s.districts) {
      const city = normaliseSearch(s.city);
      for (const name of s.districts) {
        const whole = inCity.get(`${s.iso}|${city}|${normaliseSearch(name)}`);
        if (whole) found.push(whole);
        else
          for (const part of name.split(/\band\b/)) {
            const t = inCity.get(`${s.iso}|${city}|${normaliseSearch(part)}`);
            if (t) found.push(t);
          }
      }
    } else {
      const t = cityOf(s);
      if (t) found = [t];
    }
    if (!found.length) {
      unmatched.push(s);
      continue;
    }
    matched++;
    for (const t of found)
      for (const postalCode of s.postcodes) {
        const key = `${t.id}|${postalCode}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({ regionId: t.region_id, districtId: t.id, postalCode });
      }
  }
  return { rows, matched, unmatched };
}

/** A municipality name fit to be a city of the picker ("Aken (Elbe)" yes; "Achern (Abweichung Exklaven)" no). */
const CLEAN_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'’/-]*(?: \([\p{L} .-]+\))?$/u;

interface ProvinceTarget {
  id: number;
  region_id: number;
  iso: string;
  sort_key: string;
  district_code: string;
}

/**
 * The municipalities no district of 0007 names (GeoNames' cities in country-state-city skip small
 * ones: Aarbergen, Ambléon), as new cities under their province, so that each of their postcodes
 * finds a place. Codes as 0007 makes them: the province's code and the name's slug, numbered on a clash.
 */
export function newCities(
  unmatched: PostcodeSource[],
  provinces: ProvinceTarget[],
  takenCodes: Iterable<string>,
): (PostcodeSource & { regionId: number; parentId: number; code: string })[] {
  const byName = new Map(provinces.map((p) => [`${p.iso}|${p.sort_key}`, p]));
  const taken = new Set(takenCodes);
  const out: (PostcodeSource & { regionId: number; parentId: number; code: string })[] = [];
  for (const s of unmatched) {
    if (s.districts || !s.province || !CLEAN_NAME.test(s.city) || /abweichung/i.test(s.city)) continue;
    const province = byName.get(`${s.iso}|${normaliseSearch(s.province)}`);
    const slug = normaliseSearch(s.city).replace(/ /g, '-').toUpperCase();
    if (!province || !slug) continue;
    let code = `${province.district_code}-${slug}`;
    for (let n = 2; taken.has(code); n++) code = `${province.district_code}-${slug}-${n}`;
    taken.add(code);
    out.push({ ...s, regionId: province.region_id, parentId: province.id, code });
  }
  return out;
}

const COUNTRIES = ['DE', 'FR', 'GB'];

/**
 * Migration 0038 (decision 069): the municipalities the region data lacks as cities, the packages'
 * postcodes on their districts, and the one postcode 0033 gave a city district. Six statements
 * whatever the number of rows.
 */
export async function loadPostcodes(q: Queryable): Promise<void> {
  const targets = await q.query<PostcodeTarget>(
    `SELECT d.id::float8 AS id, d.region_id::float8 AS region_id, r.region_short_name AS iso,
            d.district_level, d.sort_key, p.sort_key AS parent_key
       FROM district d
       JOIN region r ON r.id = d.region_id
       JOIN district p ON p.id = d.parent_id
      WHERE r.region_short_name = ANY($1::text[]) AND d.district_level IN (2, 3)`,
    [COUNTRIES],
  );
  const provinces = await q.query<ProvinceTarget & { codes: string[] }>(
    `SELECT p.id::float8 AS id, p.region_id::float8 AS region_id, r.region_short_name AS iso, p.sort_key,
            p.district_code,
            (SELECT coalesce(array_agg(c.district_code), '{}') FROM district c WHERE c.parent_id = p.id) AS codes
       FROM district p JOIN region r ON r.id = p.region_id
      WHERE r.region_short_name = ANY($1::text[]) AND p.district_level = 1`,
    [COUNTRIES],
  );
  const { rows, unmatched } = matchPostcodes(postcodeSources(), targets);
  const cities = newCities(
    unmatched,
    provinces,
    provinces.flatMap((p) => p.codes),
  );
  const inserted = await q.query<{ id: number; district_code: string }>(
    `INSERT INTO district (region_id, parent_id, district_level, district_code, district_name,
                           sort_key, search_key, is_leaf)
     SELECT r, p, 2, c, n, s, s, true
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[]) AS t(r, p, c, n, s)
     RETURNING id::float8 AS id, district_code`,
    [
      cities.map((c) => c.regionId),
      cities.map((c) => c.parentId),
      cities.map((c) => c.code),
      cities.map((c) => c.city),
      cities.map((c) => normaliseSearch(c.city)),
    ],
  );
  const idOf = new Map(inserted.map((r) => [r.district_code, Number(r.id)]));
  for (const c of cities)
    for (const postalCode of c.postcodes)
      rows.push({ regionId: c.regionId, districtId: idOf.get(c.code)!, postalCode });
  await q.query(
    `INSERT INTO district_postcode (region_id, district_id, postal_code)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[])
     ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.regionId), rows.map((r) => r.districtId), rows.map((r) => r.postalCode)],
  );
  await q.query(
    `INSERT INTO district_postcode (region_id, district_id, postal_code)
     SELECT region_id, id, replace(postal_code, ' ', '') FROM district WHERE postal_code IS NOT NULL
     ON CONFLICT DO NOTHING`,
  );
  await q.query('ANALYZE district');
  await q.query('ANALYZE district_postcode');
}
