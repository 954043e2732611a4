import { createRequire } from 'node:module';
import { LANGUAGES, normaliseSearch } from '@kontor/domain';
import { CITY_DISTRICTS, type CityDistrictList } from './city-districts.ts';
import type { Queryable } from './db.ts';

/**
 * The region data of migration 0007 (decision 024), built from the installed packages, never typed in:
 * - countries and their names in the nine UI languages from i18n-iso-countries;
 * - provinces (level 1) and cities (level 2) from country-state-city (GeoNames), whose names are
 *   English for provinces and for a few large cities;
 * - the names as each country writes them from @fragaria/address-formatter (OpenCage's state and
 *   county code tables: "Bayern" with "Bavaria" as `alt_en`), matched by ISO 3166-2 code.
 * What no package holds is below in three small tables of codes and exonyms, each entry a correction.
 */

const require = createRequire(import.meta.url);
// Required, not imported: the packages' data (half a second to load) is read only when migration 0007
// runs, never at an ordinary start (data-steps.ts imports this file on demand too).
const { City, State }: typeof import('country-state-city') = require('country-state-city');
const countries: typeof import('i18n-iso-countries') = require('i18n-iso-countries');
type FormatterName = string | { default: string; alt_en?: string; [alt: string]: string | undefined };
type FormatterCodes = Record<string, { key: string; name: FormatterName }[]>;
const stateCodes: FormatterCodes = require('@fragaria/address-formatter/src/templates/state-codes.json');
const countyCodes: FormatterCodes = require('@fragaria/address-formatter/src/templates/county-codes.json');

/**
 * Fixed ids: spec §9 sorts the region with id 5 first, and that is Germany, the first storefront and
 * the largest market (decision 024). The four countries without a storefront take 1–4.
 */
export const REGION_IDS = {
  AT: 1,
  BE: 2,
  IE: 3,
  LU: 4,
  DE: 5,
  ES: 6,
  FR: 7,
  GB: 8,
  IT: 9,
  NL: 10,
  PL: 11,
  PT: 12,
  SE: 13,
} as const;
export type RegionIso = keyof typeof REGION_IDS;

/** i18n-iso-countries' locale for each UI language. */
const COUNTRY_LOCALE: Record<(typeof LANGUAGES)[number], string> = {
  'zh-CN': 'zh',
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  sv: 'sv',
};

/**
 * Provinces country-state-city files under a wrong code: Castilla y León's 2,000 municipalities under
 * the province León "LE", Northern Ireland's places under North Yorkshire "NYK". Their ISO code.
 */
const MISFILED: Partial<Record<RegionIso, Record<string, string>>> = {
  ES: { LE: 'CL' },
  GB: { NYK: 'NIR' },
};

/**
 * ISO 3166-2 code → the address-formatter key of the same province, where the two differ: Italy (ISO
 * numbers vs OpenCage letters), Poland (the 2018 ISO letters vs the former numbers), Corsica.
 */
const FORMATTER_KEYS: Partial<Record<RegionIso, Record<string, string>>> = {
  FR: { '20R': 'COR' },
  IT: {
    '65': 'ABR',
    '23': 'VAL',
    '75': 'PUG',
    '77': 'BAS',
    '78': 'CAL',
    '72': 'CAM',
    '45': 'EMI',
    '36': 'FRI',
    '62': 'LAZ',
    '42': 'LIG',
    '25': 'LOM',
    '57': 'MAR',
    '67': 'MOL',
    '21': 'PIE',
    '88': 'SAR',
    '82': 'SIC',
    '32': 'TRE',
    '52': 'TOS',
    '55': 'UMB',
    '34': 'VEN',
  },
  PL: {
    DS: '02',
    KP: '04',
    LU: '06',
    LB: '08',
    LD: '10',
    MA: '12',
    MZ: '14',
    OP: '16',
    PK: '18',
    PD: '20',
    PM: '22',
    SL: '24',
    SK: '26',
    WN: '28',
    WP: '30',
    ZP: '32',
  },
};

/** Provinces no package names locally, by ISO 3166-2 code. */
const PROVINCE_NAMES: Partial<Record<RegionIso, Record<string, string>>> = {
  BE: { VLG: 'Vlaanderen', WAL: 'Wallonie' },
  PT: { '11': 'Lisboa' },
};

/** GeoNames keeps an English main name for a few large cities: the name their country writes. */
export const CITY_EXONYMS: Partial<Record<RegionIso, Record<string, string>>> = {
  AT: { Vienna: 'Wien' },
  BE: { Brussels: 'Bruxelles' },
  DE: { Munich: 'München' },
  IT: {
    Rome: 'Roma',
    Milan: 'Milano',
    Naples: 'Napoli',
    Turin: 'Torino',
    Florence: 'Firenze',
    Venice: 'Venezia',
    Genoa: 'Genova',
  },
  NL: { 'The Hague': 'Den Haag' },
  PL: { Warsaw: 'Warszawa' },
  PT: { Lisbon: 'Lisboa' },
};

function formatterEntry(iso: RegionIso, key: string) {
  const entry = stateCodes[iso]?.find((e) => e.key === key) ?? countyCodes[iso]?.find((e) => e.key === key);
  if (!entry) return null;
  return typeof entry.name === 'string'
    ? { local: entry.name, en: undefined }
    : { local: entry.name.default, en: entry.name.alt_en };
}

function aliasOf(name: string, ...english: (string | undefined)[]): string | null {
  const key = normaliseSearch(name);
  return english.find((en) => en && normaliseSearch(en) !== key) ?? null;
}

export interface RegionRow {
  id: number;
  iso: RegionIso;
  names: Record<string, string>;
  searchKey: string;
}

export interface ProvinceRow {
  iso: RegionIso;
  /** country-state-city's code, which its cities point at. */
  sourceCode: string;
  code: string;
  name: string;
  alias: string | null;
  latitude: number | null;
  longitude: number | null;
  cities: CityRow[];
}

export interface CityRow {
  code: string;
  name: string;
  alias: string | null;
  latitude: number | null;
  longitude: number | null;
}

const coordinate = (v: string | null | undefined) => (v ? Number(v) : null);

export function buildRegionData(): { regions: RegionRow[]; provinces: ProvinceRow[] } {
  for (const locale of new Set(Object.values(COUNTRY_LOCALE)))
    countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));

  const regions: RegionRow[] = [];
  const provinces: ProvinceRow[] = [];
  for (const [iso, id] of Object.entries(REGION_IDS) as [RegionIso, number][]) {
    const names = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, countries.getName(iso, COUNTRY_LOCALE[lang]) ?? iso]),
    );
    regions.push({ id, iso, names, searchKey: normaliseSearch([iso, ...Object.values(names)].join(' ')) });

    const cities = City.getCitiesOfCountry(iso) ?? [];
    const byState = new Map<string, typeof cities>();
    for (const city of cities) {
      const list = byState.get(city.stateCode);
      if (list) list.push(city);
      else byState.set(city.stateCode, [city]);
    }
    // Provinces without a place of their own in the data are second-level entries country-state-city
    // also lists (French départements, Italian and Spanish provinces, British counties): left out.
    for (const state of State.getStatesOfCountry(iso)) {
      const places = byState.get(state.isoCode);
      if (!places?.length) continue;
      const misfiled = MISFILED[iso]?.[state.isoCode];
      const key = misfiled ?? state.isoCode;
      const formatter = formatterEntry(iso, FORMATTER_KEYS[iso]?.[key] ?? key);
      const name = PROVINCE_NAMES[iso]?.[key] ?? formatter?.local ?? state.name;
      const code = `${iso}-${key}`;
      const seen = new Map<string, CityRow>();
      for (const place of places) {
        const local = CITY_EXONYMS[iso]?.[place.name] ?? place.name;
        const sortKey = normaliseSearch(local);
        const twin = seen.get(sortKey);
        // GeoNames sometimes holds a city twice, under its English and its own name (Warsaw, Warszawa).
        if (twin) {
          twin.alias ??= aliasOf(local, place.name);
          continue;
        }
        seen.set(sortKey, {
          code: '',
          name: local,
          alias: aliasOf(local, place.name),
          latitude: coordinate(place.latitude),
          longitude: coordinate(place.longitude),
        });
      }
      const slugs = new Map<string, number>();
      const rows = [...seen.entries()].map(([sortKey, row]) => {
        const slug = sortKey.replace(/ /g, '-').toUpperCase() || 'X';
        const n = (slugs.get(slug) ?? 0) + 1;
        slugs.set(slug, n);
        return { ...row, code: `${code}-${slug}${n > 1 ? `-${n}` : ''}` };
      });
      provinces.push({
        iso,
        sourceCode: state.isoCode,
        code,
        name,
        alias: aliasOf(name, formatter?.en, misfiled ? undefined : state.name),
        latitude: coordinate(state.latitude),
        longitude: coordinate(state.longitude),
        cities: rows,
      });
    }
  }
  return { regions, provinces };
}

/** Writes the rows of buildRegionData: four statements, whatever the number of places. */
export async function loadRegionData(q: Queryable): Promise<void> {
  const { regions, provinces } = buildRegionData();
  await q.query(
    `INSERT INTO region (id, region_short_name, names, search_key)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::jsonb[], $4::text[])`,
    [
      regions.map((r) => r.id),
      regions.map((r) => r.iso),
      regions.map((r) => JSON.stringify(r.names)),
      regions.map((r) => r.searchKey),
    ],
  );
  const inserted = await q.query<{ id: number; district_code: string }>(
    `INSERT INTO district (region_id, district_level, district_code, district_name, district_alias,
                           sort_key, search_key, is_leaf, latitude, longitude)
     SELECT r, 1, c, n, a, s, k, false, la, lo
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::float8[], $8::float8[]) AS t(r, c, n, a, s, k, la, lo)
     RETURNING id, district_code`,
    [
      provinces.map((p) => REGION_IDS[p.iso]),
      provinces.map((p) => p.code),
      provinces.map((p) => p.name),
      provinces.map((p) => p.alias),
      provinces.map((p) => normaliseSearch(p.name)),
      provinces.map((p) => normaliseSearch(`${p.name} ${p.alias ?? ''}`)),
      provinces.map((p) => p.latitude),
      provinces.map((p) => p.longitude),
    ],
  );
  const idOf = new Map(inserted.map((r) => [r.district_code, Number(r.id)]));
  const cities = provinces.flatMap((p) =>
    p.cities.map((c) => ({ ...c, regionId: REGION_IDS[p.iso], parentId: idOf.get(p.code)! })),
  );
  await q.query(
    `INSERT INTO district (region_id, parent_id, district_level, district_code, district_name,
                           district_alias, sort_key, search_key, is_leaf, latitude, longitude)
     SELECT r, p, 2, c, n, a, s, k, true, la, lo
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::text[], $8::float8[], $9::float8[]) AS t(r, p, c, n, a, s, k, la, lo)`,
    [
      cities.map((c) => c.regionId),
      cities.map((c) => c.parentId),
      cities.map((c) => c.code),
      cities.map((c) => c.name),
      cities.map((c) => c.alias),
      cities.map((c) => normaliseSearch(c.name)),
      cities.map((c) => normaliseSearch(`${c.name} ${c.alias ?? ''}`)),
      cities.map((c) => c.latitude),
      cities.map((c) => c.longitude),
    ],
  );
  await q.query('ANALYZE district');
}

export interface CityDistrictRow {
  city: string;
  code: string;
  name: string;
  alias: string | null;
  postalCode: string | null;
}

/** The level-3 rows of city-districts.ts; a code is the city's and the district's slug after a slash (a
 * GeoNames place such as Amsterdam-Zuidoost already has the hyphenated one at level 2). */
export function buildCityDistricts(lists: CityDistrictList[] = CITY_DISTRICTS): CityDistrictRow[] {
  return lists.flatMap(({ city, districts }) =>
    districts.map((d) => ({
      city,
      code: `${city}/${normaliseSearch(d.name).replace(/ /g, '-').toUpperCase()}`,
      name: d.name,
      alias: d.alias && normaliseSearch(d.alias) !== normaliseSearch(d.name) ? d.alias : null,
      postalCode: d.postalCode ?? null,
    })),
  );
}

/**
 * Migration 0033 (decision 064): the city districts under their cities, which stop being leaves. A
 * district's postcode is part of its search key, so "75011" finds the 11e arrondissement. A city the
 * data of 0007 does not hold fails the migration rather than leave its districts out unnoticed.
 */
export async function loadCityDistricts(q: Queryable): Promise<void> {
  const rows = buildCityDistricts();
  const cities = await q.query<{ id: number; region_id: number; district_code: string }>(
    `SELECT id::float8 AS id, region_id::float8 AS region_id, district_code FROM district
      WHERE district_level = 2 AND district_code = ANY($1::text[])`,
    [[...new Set(rows.map((r) => r.city))]],
  );
  const byCode = new Map(cities.map((c) => [c.district_code, c]));
  const missing = rows.find((r) => !byCode.has(r.city));
  if (missing) throw new Error(`city districts: no city ${missing.city} in the region data`);
  await q.query(
    `INSERT INTO district (region_id, parent_id, district_level, district_code, district_name,
                           district_alias, sort_key, search_key, is_leaf, postal_code)
     SELECT r, p, 3, c, n, a, s, k, true, z
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::text[], $8::text[]) AS t(r, p, c, n, a, s, k, z)`,
    [
      rows.map((r) => byCode.get(r.city)!.region_id),
      rows.map((r) => byCode.get(r.city)!.id),
      rows.map((r) => r.code),
      rows.map((r) => r.name),
      rows.map((r) => r.alias),
      rows.map((r) => normaliseSearch(r.name)),
      rows.map((r) => normaliseSearch(`${r.name} ${r.alias ?? ''} ${r.postalCode ?? ''}`)),
      rows.map((r) => r.postalCode),
    ],
  );
  await q.query('UPDATE district SET is_leaf = false WHERE id = ANY($1::bigint[])', [
    cities.map((c) => c.id),
  ]);
  await q.query('ANALYZE district');
}
