import { City } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { CITY_DISTRICTS } from './city-districts.ts';
import {
  buildCityDistricts,
  buildRegionData,
  CITY_EXONYMS,
  REGION_IDS,
  type RegionIso,
} from './region-data.ts';

describe('region data (migration 0007)', () => {
  const { regions, provinces } = buildRegionData();

  it('has the thirteen countries, Germany as id 5, with a name in every UI language', () => {
    expect(regions.map((r) => r.iso).sort()).toEqual(Object.keys(REGION_IDS).sort());
    expect(regions.find((r) => r.id === 5)?.iso).toBe('DE');
    for (const r of regions) expect(Object.keys(r.names)).toHaveLength(9);
    expect(regions.find((r) => r.iso === 'GB')?.names['zh-CN']).toBe('英国');
  });

  it('names provinces as their country writes them, codes unique within the country', () => {
    const name = (code: string) => provinces.find((p) => p.code === code);
    expect(name('DE-BY')).toMatchObject({ name: 'Bayern', alias: 'Bavaria' });
    expect(name('IT-25')).toMatchObject({ name: 'Lombardia', alias: 'Lombardy' });
    expect(name('ES-CL')).toMatchObject({ name: 'Castilla y León' });
    expect(name('GB-NIR')).toMatchObject({ name: 'Northern Ireland', alias: null });
    expect(name('SE-AB')).toMatchObject({ name: 'Stockholms län' });
    for (const iso of Object.keys(REGION_IDS)) expect(provinces.some((p) => p.iso === iso)).toBe(true);
    const codes = provinces.flatMap((p) => [p.code, ...p.cities.map((c) => c.code)]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses every exonym of its table: each names a place the data holds', () => {
    for (const [iso, names] of Object.entries(CITY_EXONYMS) as [RegionIso, Record<string, string>][]) {
      const places = new Set(City.getCitiesOfCountry(iso)?.map((c) => c.name));
      for (const [english, local] of Object.entries(names)) {
        expect(places.has(english), `${iso} ${english}`).toBe(true);
        const city = provinces.flatMap((p) => (p.iso === iso ? p.cities : [])).find((c) => c.name === local);
        expect(city?.alias, `${iso} ${local}`).toBe(english);
      }
    }
  });

  it('puts the city districts of migration 0033 under cities the data holds, with a source each', () => {
    const cities = new Set(provinces.flatMap((p) => p.cities.map((c) => c.code)));
    for (const list of CITY_DISTRICTS) {
      expect(cities.has(list.city), list.city).toBe(true);
      expect(list.source.length).toBeGreaterThan(20);
    }
    const rows = buildCityDistricts();
    const codes = [...cities, ...rows.map((r) => r.code)];
    expect(new Set(codes).size).toBe(codes.length);
    const of = (city: string) => rows.filter((r) => r.city === city);
    expect(of('DE-BY-MUNCHEN')).toHaveLength(25);
    expect(of('DE-BE-BERLIN')).toHaveLength(12);
    expect(of('FR-IDF-PARIS')[10]).toMatchObject({ name: '11e arrondissement', postalCode: '75011' });
    expect(of('AT-9-WIEN')[6]).toMatchObject({ name: 'Neubau', postalCode: '1070' });
    expect(of('GB-ENG-LONDON')).toHaveLength(33);
    for (const iso of ['DE', 'NL', 'ES', 'SE', 'FR', 'IT', 'PL', 'GB'])
      expect(
        rows.some((r) => r.city.startsWith(`${iso}-`)),
        iso,
      ).toBe(true);
  });
});
