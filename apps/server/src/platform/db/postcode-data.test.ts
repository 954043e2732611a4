import { describe, expect, it } from 'vitest';
import {
  matchPostcodes,
  newCities,
  type PostcodeSource,
  type PostcodeTarget,
  postcodeSources,
} from './postcode-data.ts';

/** The matcher of migration 0038 (decision 069) on the packages' real rows and a few districts. */
describe('postcode data (migration 0038)', () => {
  const sources = postcodeSources();
  const of = (iso: string, city: string) => sources.find((s) => s.iso === iso && s.city === city);

  it('reads the packages: German PLZ by Land, French codes by région, London outward codes by borough', () => {
    expect(of('DE', 'München')).toMatchObject({ province: 'Bayern' });
    expect(of('DE', 'München')?.postcodes).toContain('80331');
    expect(of('FR', 'Lyon')).toMatchObject({ province: 'Auvergne-Rhône-Alpes' });
    expect(of('FR', 'Lyon')?.postcodes).toEqual(expect.arrayContaining(['69001', '69009']));
    const bayswater = sources.find((s) => s.iso === 'GB' && s.postcodes.includes('W2'));
    expect(bayswater).toMatchObject({ city: 'London', districts: ['Westminster'] });
    for (const s of sources) for (const c of s.postcodes) expect(c).toMatch(/^[0-9A-Z]{2,10}$/);
    expect(sources.filter((s) => s.iso === 'DE').length).toBeGreaterThan(7000);
    expect(sources.filter((s) => s.iso === 'FR').length).toBeGreaterThan(34000);
  });

  const targets: PostcodeTarget[] = [
    { id: 1, region_id: 5, iso: 'DE', district_level: 2, sort_key: 'munchen', parent_key: 'bayern' },
    { id: 2, region_id: 5, iso: 'DE', district_level: 2, sort_key: 'aken', parent_key: 'sachsen anhalt' },
    { id: 3, region_id: 5, iso: 'DE', district_level: 2, sort_key: 'neustadt', parent_key: 'hessen' },
    { id: 4, region_id: 5, iso: 'DE', district_level: 2, sort_key: 'neustadt', parent_key: 'sachsen' },
    { id: 5, region_id: 8, iso: 'GB', district_level: 3, sort_key: 'brent', parent_key: 'london' },
    { id: 6, region_id: 8, iso: 'GB', district_level: 3, sort_key: 'harrow', parent_key: 'london' },
    { id: 7, region_id: 8, iso: 'GB', district_level: 3, sort_key: 'city of london', parent_key: 'london' },
  ];
  const src = (s: Partial<PostcodeSource>): PostcodeSource => ({
    iso: 'DE',
    province: null,
    city: '',
    postcodes: ['01234'],
    ...s,
  });

  it('matches a city under its province, then by a name its country holds once, then without qualifier', () => {
    const { rows, unmatched } = matchPostcodes(
      [
        src({ province: 'Bayern', city: 'München', postcodes: ['80331', '80333'] }),
        src({ province: 'Sachsen-Anhalt', city: 'Aken (Elbe)', postcodes: ['06385'] }),
        src({ province: 'Thüringen', city: 'Neustadt', postcodes: ['99999'] }),
        src({
          iso: 'GB',
          city: 'London',
          districts: ['Brent and Harrow', 'City of London'],
          postcodes: ['HA9'],
        }),
      ],
      targets,
    );
    expect(rows).toEqual([
      { regionId: 5, districtId: 1, postalCode: '80331' },
      { regionId: 5, districtId: 1, postalCode: '80333' },
      { regionId: 5, districtId: 2, postalCode: '06385' },
      { regionId: 8, districtId: 5, postalCode: 'HA9' },
      { regionId: 8, districtId: 6, postalCode: 'HA9' },
      { regionId: 8, districtId: 7, postalCode: 'HA9' },
    ]);
    // Two cities of that name in other Länder: not guessed.
    expect(unmatched.map((s) => s.city)).toEqual(['Neustadt']);
  });

  it('adds the municipalities nothing matched as cities, codes unique, garbled names left out', () => {
    const provinces = [{ id: 10, region_id: 5, iso: 'DE', sort_key: 'bayern', district_code: 'DE-BY' }];
    const cities = newCities(
      [
        src({ province: 'Bayern', city: 'Achberg' }),
        src({ province: 'Bayern', city: 'Achberg' }),
        src({ province: 'Bayern', city: 'Achern (Abweichung Exklaven)' }),
        src({ province: 'Bayern', city: 'Burgdamm (Ostteil) Mittelsbüren gehört auch dazu' }),
        src({ province: 'Atlantis', city: 'Nowhere' }),
      ],
      provinces,
      ['DE-BY-ACHBERG'],
    );
    expect(cities.map((c) => [c.code, c.parentId, c.regionId])).toEqual([
      ['DE-BY-ACHBERG-2', 10, 5],
      ['DE-BY-ACHBERG-3', 10, 5],
    ]);
  });
});
