import { type AddressPath, normaliseSearch } from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { MAX_PREDICTIONS, type MapsProvider } from './maps-provider.ts';

interface PlaceRow {
  id: number;
  district_level: number;
  district_name: string;
  district_code: string;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  parent_id: number | null;
  parent_name: string | null;
  parent_code: string | null;
  grand_id: number | null;
  grand_name: string | null;
  grand_code: string | null;
  region_short_name: string;
}

/**
 * `district:<id>`, after a slash the postcode the buyer searched for (decision 069), and after a second
 * colon the street the buyer typed before the place.
 */
const PLACE_ID = /^district:(\d{1,15})(?:\/([0-9A-Z]{2,10}))?(?::(.{1,200}))?$/s;

/** The district's postcode when it has exactly one (0033's, or the only one of 0038). */
const ONE_POSTCODE = `coalesce(d.postal_code, (SELECT min(pc.postal_code) FROM district_postcode pc
  WHERE pc.district_id = d.id HAVING count(*) = 1))`;

/**
 * A token of the input that is a postcode or its start: has a digit (80331, 803, SW1A, 1070). A British
 * inward code after it ("SW1A 1AA") is dropped: the index holds outward codes.
 */
export function splitPostcode(place: string): { postcode: string | null; rest: string } {
  const tokens = place.split(/\s+/).filter(Boolean);
  const i = tokens.findIndex((t) => /\d/.test(t) && /^[0-9A-Za-z-]{2,10}$/.test(t));
  if (i < 0) return { postcode: null, rest: place };
  const postcode = tokens[i]!.replace(/-/g, '').toUpperCase();
  const inward = /^\d[A-Za-z]{2}$/.test(tokens[i + 1] ?? '') ? 1 : 0;
  return { postcode, rest: tokens.filter((_, j) => j < i || j > i + inward).join(' ') };
}

/** A London sub-district (SW1A, W1D, EC1V) lies in its district (SW1, W1, EC1). */
const outwardDistrict = (code: string) => /^[A-Z]{1,2}\d[A-Z]$/.exec(code)?.[0].slice(0, -1) ?? '';

const placeColumns = (
  postal: string,
) => `d.id::float8 AS id, d.district_level, d.district_name, d.district_code,
  ${postal} AS postal_code,
  coalesce(d.latitude, p.latitude) AS latitude, coalesce(d.longitude, p.longitude) AS longitude,
  p.id::float8 AS parent_id, p.district_name AS parent_name, p.district_code AS parent_code,
  g.id::float8 AS grand_id, g.district_name AS grand_name, g.district_code AS grand_code, r.region_short_name`;
const PLACE_COLUMNS = placeColumns(ONE_POSTCODE);
const PLACE_JOINS = `FROM district d
  JOIN region r ON r.id = d.region_id
  LEFT JOIN district p ON p.id = d.parent_id
  LEFT JOIN district g ON g.id = p.parent_id`;

/**
 * What the buyer typed, as "street, place" (the street field is where they type): the part before the
 * first comma is the street when a place follows it; without a comma it is all place.
 */
export function splitPlaceInput(input: string): { street: string | null; place: string } {
  const [first = '', second] = input.split(',').map((s) => s.trim());
  if (second === undefined || !second) return { street: null, place: first };
  return { street: first || null, place: second };
}

/** "Leopoldstraße 12a" → Leopoldstraße, 12a; "221B Baker Street" → Baker Street, 221B. */
export function splitHouseNumber(street: string): { street: string; houseNo: string | null } {
  const after = /^(.*\D)\s+(\d{1,5}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,5}\s?[a-zA-Z]?)?)$/.exec(street);
  if (after?.[1]?.trim()) return { street: after[1].trim(), houseNo: after[2]!.replace(/\s+/g, '') };
  const before = /^(\d{1,5}[a-zA-Z]?)\s+(\D.*)$/.exec(street);
  if (before) return { street: before[2]!.trim(), houseNo: before[1]! };
  return { street, houseNo: null };
}

/** The place's levels from the top: province, city, city district (decision 064). */
function pathOf(row: PlaceRow): { names: string[]; path: AddressPath } {
  const steps: [string, number, string][] = [];
  if (row.grand_id !== null) steps.push([row.grand_name!, row.grand_id, row.grand_code!]);
  if (row.parent_id !== null) steps.push([row.parent_name!, row.parent_id, row.parent_code!]);
  steps.push([row.district_name, row.id, row.district_code]);
  const path: AddressPath = {};
  const keys = ['province', 'city', 'region'] as const;
  steps.forEach(([name, id, code], i) => {
    const key = keys[i];
    if (key) Object.assign(path, { [key]: name, [`${key}Id`]: id, [`${key}Code`]: code });
  });
  return { names: steps.map((s) => s[0]), path };
}

/**
 * The offline default: the districts of migrations 0007 and 0033 — cities and city districts, by name,
 * English alias and (where a district has one) postcode, without regard to accents. A suggestion
 * carries the place's whole path and postcode, and the street the buyer typed before the place
 * ("Leopoldstraße 12, Schwabing"); we hold no street names or postcodes by street (decision 064).
 */
export function ownIndexMaps(db: Db): MapsProvider {
  return {
    name: 'own-index',
    async autocomplete({ input, country }) {
      const { street, place } = splitPlaceInput(input);
      const { postcode, rest } = splitPostcode(place);
      const key = normaliseSearch(postcode ? rest : place);
      if (!key && !postcode) return [];
      // A postcode (or its start) first: the districts holding it, the deepest first (Paris 11e before
      // Paris), narrowed by any name typed with it ("80331 München").
      const rows = postcode
        ? await db.query<PlaceRow>(
            `SELECT ${placeColumns('pc.postal_code')} ${PLACE_JOINS}
               JOIN district_postcode pc ON pc.district_id = d.id
              WHERE pc.region_id = (SELECT id FROM region WHERE region_short_name = $1 AND region_status = 'ENABLED')
                AND (pc.postal_code LIKE $2 || '%' OR pc.postal_code = $5)
                AND ($3 = '' OR d.search_key LIKE '%' || $3 || '%')
              ORDER BY pc.postal_code, d.district_level DESC, d.sort_key, d.id
              LIMIT $4`,
            [country, postcode, key, MAX_PREDICTIONS, outwardDistrict(postcode)],
          )
        : await db.query<PlaceRow>(
            `SELECT ${PLACE_COLUMNS} ${PLACE_JOINS}
          WHERE r.region_short_name = $1 AND r.region_status = 'ENABLED' AND d.district_level > 1
            AND d.search_key LIKE '%' || $2 || '%'
          ORDER BY (d.sort_key LIKE $2 || '%') DESC, d.district_level DESC, d.sort_key, d.id
          LIMIT $3`,
            [country, key, MAX_PREDICTIONS],
          );
      return rows.map((r) => {
        const where = [r.postal_code, ...pathOf(r).names.slice(0, -1).reverse(), r.region_short_name];
        const secondary = where.filter(Boolean).join(', ');
        const mainText = street ? `${street}, ${r.district_name}` : r.district_name;
        return {
          placeId: `district:${r.id}${postcode && r.postal_code ? `/${r.postal_code}` : ''}${street ? `:${street}` : ''}`,
          description: `${mainText}, ${secondary}`,
          mainText,
          secondaryText: secondary,
        };
      });
    },
    async details({ placeId }) {
      const match = PLACE_ID.exec(placeId);
      if (!match) return null;
      // A postcode in the id counts only when the district holds it.
      const postal = `coalesce((SELECT pc.postal_code FROM district_postcode pc
        WHERE pc.district_id = d.id AND pc.postal_code = $2), ${ONE_POSTCODE})`;
      const row = await db.one<PlaceRow>(`SELECT ${placeColumns(postal)} ${PLACE_JOINS} WHERE d.id = $1`, [
        Number(match[1]),
        match[2] ?? '',
      ]);
      if (!row) return null;
      const { path } = pathOf(row);
      const typed = match[3] ? splitHouseNumber(match[3].trim()) : null;
      return {
        placeId,
        country: row.region_short_name,
        province: path.province ?? null,
        city: path.city ?? null,
        street: typed?.street || null,
        houseNo: typed?.houseNo ?? null,
        postalCode: row.postal_code,
        latitude: row.latitude,
        longitude: row.longitude,
        path,
      };
    },
  };
}
