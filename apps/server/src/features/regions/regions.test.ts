import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';

const REGIONS = 'bbc_common_PagingRegionFunc';
const DISTRICTS = 'bbc_common_PagingDistrictFunc';
const CHILDREN = 'kontor_common_QueryAddressChildrenFunc';
const AUTOCOMPLETE = 'kontor_common_AutocompletePlaceFunc';
const PLACE = 'kontor_common_QueryPlaceDetailFunc';
const page = { page: { no: 1, size: 999 } };
const lang = (language: string) => ({ headers: { cookie: `kontor_lang=${language}` } });

let t: TestContext;
let bayern: number;
beforeAll(async () => {
  t = await createTestContext();
  bayern = Number(
    (await t.db.one<{ id: number }>("SELECT id FROM district WHERE district_code = 'DE-BY'"))!.id,
  );
});
afterAll(() => t.close());

const districts = (payload: Record<string, unknown>, opts = {}) =>
  t.call('func', DISTRICTS, { queryParams: page, region: { id: 5 }, ...payload }, opts);

describe('regions (bbc_common_PagingRegionFunc)', () => {
  it('lists the thirteen countries, Germany (id 5) first, the rest in the caller’s alphabet', async () => {
    const de = expectOk(
      await t.call('func', REGIONS, { ...page, regionStatus: 'ENABLED', site: 'DE' }, lang('de')),
    );
    expect(de.total).toBe(13);
    expect(de.data[0]).toEqual({
      id: 5,
      regionName: 'Deutschland',
      regionShortName: 'DE',
      regionStatus: 'ENABLED',
      addressLevel: 3,
    });
    const names = de.data.slice(1).map((r: { regionName: string }) => r.regionName);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(names).toContain('Österreich');
    expect(de.data.map((r: { regionShortName: string }) => r.regionShortName).sort()).toEqual([
      'AT',
      'BE',
      'DE',
      'ES',
      'FR',
      'GB',
      'IE',
      'IT',
      'LU',
      'NL',
      'PL',
      'PT',
      'SE',
    ]);

    const zh = expectOk(await t.call('func', REGIONS, page, lang('zh-CN')));
    expect(zh.data[0].regionName).toBe('德国');
    expect(zh.data.find((r: { regionShortName: string }) => r.regionShortName === 'GB').regionName).toBe(
      '英国',
    );
  });

  it('searches the names in every language and the code, without regard to accents', async () => {
    for (const regionName of ['Allemagne', 'deutsch', '德国', 'de']) {
      const res = expectOk(await t.call('func', REGIONS, { ...page, regionName }, lang('en')));
      expect(res.data.map((r: { regionShortName: string }) => r.regionShortName)).toContain('DE');
    }
    const osterreich = expectOk(
      await t.call('func', REGIONS, { ...page, regionName: 'osterreich' }, lang('en')),
    );
    expect(osterreich.data).toEqual([
      expect.objectContaining({ regionShortName: 'AT', regionName: 'Austria' }),
    ]);
    const none = expectOk(await t.call('func', REGIONS, { ...page, regionName: 'Atlantis' }));
    expect(none).toEqual({ data: [], total: 0 });
  });

  it('refuses a page larger than 999 and an unknown status', async () => {
    expectFailure(await t.call('func', REGIONS, { page: { no: 1, size: 1000 } }), 400, 'INVALID_DATA');
    expectFailure(await t.call('func', REGIONS, { ...page, regionStatus: 'GONE' }), 400, 'INVALID_DATA');
  });
});

describe('districts (bbc_common_PagingDistrictFunc)', () => {
  it('lists the Länder as Germany writes them, with the English names as aliases', async () => {
    const res = expectOk(await districts({ districtLevel: 1 }));
    expect(res.total).toBe(16);
    const by = res.data.find((d: { districtCode: string }) => d.districtCode === 'DE-BY');
    expect(by).toMatchObject({
      id: bayern,
      districtName: 'Bayern',
      districtAlias: 'Bavaria',
      districtLevel: 1,
      isLeaf: false,
      parentId: null,
      regionId: 5,
    });
    expect(res.data.map((d: { districtName: string }) => d.districtName)).toContain('Nordrhein-Westfalen');
  });

  it('finds a province by its English name and a city without its accents', async () => {
    const bavaria = expectOk(await districts({ districtLevel: 1, districtName: 'Bavaria' }));
    expect(bavaria.data.map((d: { districtName: string }) => d.districtName)).toEqual(['Bayern']);
    for (const districtName of ['Munchen', 'münchen', 'Munich']) {
      const res = expectOk(
        await districts({ districtLevel: 2, parentDistrict: { id: bayern }, districtName }),
      );
      // The name that starts with the search comes before "Garching bei München".
      expect(res.data[0]).toMatchObject({
        districtName: 'München',
        districtAlias: 'Munich',
        districtLevel: 2,
        parentId: bayern,
        isLeaf: false,
      });
    }
  });

  it('keeps a level longer than one page reachable: the rest on page 2 and through search', async () => {
    const first = expectOk(await districts({ districtLevel: 2, parentDistrict: { id: bayern } }));
    expect(first.total).toBeGreaterThan(999);
    expect(first.data).toHaveLength(999);
    const second = expectOk(
      await districts({
        districtLevel: 2,
        parentDistrict: { id: bayern },
        queryParams: { page: { no: 2, size: 999 } },
      }),
    );
    // Bayern's 2,000-odd municipalities (0007 and 0038) fill page 2 too.
    expect(second.data).toHaveLength(Math.min(999, first.total - 999));
    const last = second.data.at(-1);
    expect(first.data.map((d: { id: number }) => d.id)).not.toContain(last.id);
    const found = expectOk(
      await districts({ districtLevel: 2, parentDistrict: { id: bayern }, districtName: last.districtName }),
    );
    expect(found.data.map((d: { id: number }) => d.id)).toContain(last.id);
  });

  it('holds the other countries’ names as they write them', async () => {
    const pl = expectOk(await districts({ region: { id: 11 }, districtLevel: 1, districtName: 'Masovian' }));
    const mz = pl.data[0];
    expect(mz.districtName).toBe('województwo mazowieckie');
    const warszawa = expectOk(
      await districts({
        region: { id: 11 },
        districtLevel: 2,
        parentDistrict: { id: mz.id },
        districtName: 'Warsaw',
      }),
    );
    expect(warszawa.data).toEqual([
      expect.objectContaining({ districtName: 'Warszawa', districtAlias: 'Warsaw' }),
    ]);
    const lodz = expectOk(await districts({ region: { id: 11 }, districtLevel: 1, districtName: 'lodzkie' }));
    expect(lodz.data[0].districtName).toBe('województwo łódzkie');
    const uk = expectOk(await districts({ region: { id: 8 }, districtLevel: 1 }));
    expect(uk.data.map((d: { districtName: string }) => d.districtName).sort()).toEqual([
      'England',
      'Northern Ireland',
      'Scotland',
      'Wales',
    ]);
  });

  it('answers an empty page for a parent of another country or a missing parent', async () => {
    const empty = { data: [], total: 0 };
    expect(
      expectOk(await districts({ region: { id: 1 }, districtLevel: 2, parentDistrict: { id: bayern } })),
    ).toEqual(empty);
    expect(expectOk(await districts({ districtLevel: 2 }))).toEqual(empty);
    expect(expectOk(await districts({ districtLevel: 3, parentDistrict: { id: bayern } }))).toEqual(empty);
    expect(expectOk(await districts({ districtLevel: 1, region: { id: 987654321 } }))).toEqual(empty);
  });

  it('answers the 999-row page in a few milliseconds with one statement', async () => {
    await districts({ districtLevel: 2, parentDistrict: { id: bayern } });
    const before = t.db.statements;
    const started = performance.now();
    for (let i = 0; i < 5; i++)
      await districts({ districtLevel: 2, parentDistrict: { id: bayern }, districtName: 'burg' });
    const each = (performance.now() - started) / 5;
    expect(t.db.statements - before).toBe(5);
    // Generous for a loaded CI machine; on a quiet one it is a few ms (decision 024).
    expect(each).toBeLessThan(200);
  });
});

describe('picker children ({host}_common_QueryAddressChildrenFunc)', () => {
  it('gives the picker its nodes level by level', async () => {
    const provinces = expectOk(await t.call('func', CHILDREN, { regionId: 5, level: 1 }));
    const by = provinces.data.find((n: { code: string }) => n.code === 'DE-BY');
    expect(by).toEqual({
      id: bayern,
      name: 'Bayern',
      code: 'DE-BY',
      level: 1,
      pinyin: 'bayern',
      alias: 'Bavaria',
      isLeaf: false,
    });
    const cities = expectOk(
      await t.call('func', CHILDREN, { regionId: 5, parentId: bayern, level: 2, keyword: 'Munchen' }),
    );
    expect(cities.data[0]).toMatchObject({ name: 'München', pinyin: 'munchen', level: 2, isLeaf: false });
    // Level 3 (migration 0033, decision 064): Münchens 25 Stadtbezirke, searchable without accents.
    const bezirke = expectOk(
      await t.call('func', CHILDREN, { regionId: 5, parentId: cities.data[0].id, level: 3 }),
    );
    expect(bezirke.total).toBe(25);
    expect(bezirke.data.map((n: { name: string }) => n.name)).toContain('Schwabing-West');
    expect(bezirke.data.every((n: { level: number; isLeaf: boolean }) => n.level === 3 && n.isLeaf)).toBe(
      true,
    );
    const found = expectOk(
      await t.call('func', CHILDREN, {
        regionId: 5,
        parentId: cities.data[0].id,
        level: 3,
        keyword: 'schwanthalerhohe',
      }),
    );
    expect(found.data).toEqual([
      expect.objectContaining({ name: 'Schwanthalerhöhe', code: 'DE-BY-MUNCHEN/SCHWANTHALERHOHE' }),
    ]);
    // A city without districts in the data stays a leaf.
    const augsburg = expectOk(
      await t.call('func', CHILDREN, { regionId: 5, parentId: bayern, level: 2, keyword: 'Augsburg' }),
    );
    expect(augsburg.data[0]).toMatchObject({ name: 'Augsburg', isLeaf: true });
  });

  it('has city districts for the largest city of every storefront country', async () => {
    const rows = await t.db.query<{ city: string; n: number }>(
      `SELECT p.district_code AS city, count(*)::int AS n FROM district d JOIN district p ON p.id = d.parent_id
        WHERE d.district_level = 3 GROUP BY p.district_code`,
    );
    const count = Object.fromEntries(rows.map((r) => [r.city, r.n]));
    expect(count).toMatchObject({
      'DE-BE-BERLIN': 12,
      'DE-BY-MUNCHEN': 25,
      'NL-NH-AMSTERDAM': 8,
      'ES-MD-MADRID': 21,
      'SE-AB-STOCKHOLM': 13,
      'FR-IDF-PARIS': 20,
      'IT-62-ROMA': 15,
      'PL-MZ-WARSZAWA': 18,
      'GB-ENG-LONDON': 33,
    });
    const paris = await t.db.one<{ is_leaf: boolean }>(
      "SELECT is_leaf FROM district WHERE district_code = 'FR-IDF-PARIS'",
    );
    expect(paris?.is_leaf).toBe(false);
  });
});

describe('place autocomplete (own index)', () => {
  it('suggests places of the storefront’s country and fills the picker’s path', async () => {
    const res = expectOk(await t.call('func', AUTOCOMPLETE, { input: 'Munchen' }, { site: 'DE' }));
    expect(res.data[0]).toMatchObject({ mainText: 'München', secondaryText: 'Bayern, DE' });
    const detail = expectOk(await t.call('func', PLACE, { placeId: res.data[0].placeId }));
    expect(detail).toMatchObject({
      country: 'DE',
      province: 'Bayern',
      city: 'München',
      postalCode: null,
      street: null,
      path: { province: 'Bayern', provinceId: bayern, provinceCode: 'DE-BY', city: 'München' },
    });
    const uk = expectOk(await t.call('func', AUTOCOMPLETE, { input: 'Munchen', country: 'GB' }));
    expect(uk.data).toEqual([]);
    expectFailure(await t.call('func', PLACE, { placeId: 'district:987654321' }), 404, 'NOT_FOUND');
    expectFailure(await t.call('func', PLACE, { placeId: 'ChIJ-unknown' }), 404, 'NOT_FOUND');
  });

  it('fills street, house number, city district and postcode from "street, place"', async () => {
    const res = expectOk(
      await t.call('func', AUTOCOMPLETE, { input: 'Rue de la Roquette 12, 75011', country: 'FR' }),
    );
    expect(res.data[0]).toMatchObject({
      mainText: 'Rue de la Roquette 12, 11e arrondissement',
      secondaryText: '75011, Paris, Île-de-France, FR',
    });
    const detail = expectOk(await t.call('func', PLACE, { placeId: res.data[0].placeId, language: 'fr' }));
    expect(detail).toMatchObject({
      country: 'FR',
      province: 'Île-de-France',
      city: 'Paris',
      street: 'Rue de la Roquette',
      houseNo: '12',
      postalCode: '75011',
      path: { city: 'Paris', region: '11e arrondissement', regionCode: 'FR-IDF-PARIS/11E-ARRONDISSEMENT' },
    });
    expect(detail.latitude).toEqual(expect.any(Number));

    const wien = expectOk(
      await t.call('func', AUTOCOMPLETE, { input: 'Neubaugasse 7, Neubau', country: 'AT' }),
    );
    const neubau = wien.data.find((p: { mainText: string }) => p.mainText.endsWith(', Neubau'));
    const place = expectOk(await t.call('func', PLACE, { placeId: neubau.placeId }));
    expect(place).toMatchObject({ street: 'Neubaugasse', houseNo: '7', postalCode: '1070', city: 'Wien' });

    const uk = expectOk(
      await t.call('func', AUTOCOMPLETE, { input: '221B Baker Street, Westminster', country: 'GB' }),
    );
    const westminster = expectOk(await t.call('func', PLACE, { placeId: uk.data[0].placeId }));
    expect(westminster).toMatchObject({
      street: 'Baker Street',
      houseNo: '221B',
      city: 'London',
      postalCode: null,
    });
  });
});

describe('postcodes of the place index (decision 069)', () => {
  const place = async (placeId: string) => expectOk(await t.call('func', PLACE, { placeId }));

  it('finds the city of a real Postleitzahl and fills postcode, city and path', async () => {
    const res = expectOk(await t.call('func', AUTOCOMPLETE, { input: '80331' }, { site: 'DE' }));
    expect(res.data[0]).toMatchObject({ mainText: 'München', secondaryText: '80331, Bayern, DE' });
    expect(await place(res.data[0].placeId)).toMatchObject({
      country: 'DE',
      province: 'Bayern',
      city: 'München',
      postalCode: '80331',
      street: null,
      path: { province: 'Bayern', provinceId: bayern, city: 'München' },
    });
    // The start of a postcode lists the places under it in postcode order.
    const start = expectOk(await t.call('func', AUTOCOMPLETE, { input: '8033' }, { site: 'DE' }));
    const codes = start.data.map((p: { secondaryText: string }) => p.secondaryText.slice(0, 5));
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.every((c: string) => c.startsWith('8033'))).toBe(true);
    expect(codes).toEqual([...codes].sort());
  });

  it('takes "street, postcode" and "postcode name" apart', async () => {
    const res = expectOk(
      await t.call('func', AUTOCOMPLETE, { input: 'Marienplatz 8, 80331 Munchen' }, { site: 'DE' }),
    );
    expect(res.data).toHaveLength(1);
    expect(await place(res.data[0].placeId)).toMatchObject({
      street: 'Marienplatz',
      houseNo: '8',
      postalCode: '80331',
      city: 'München',
    });
    // A postcode the district does not hold is not filled in.
    const munich = res.data[0].placeId.replace(/\/80331:.*$/, '');
    expect((await place(`${munich}/10115`)).postalCode).toBeNull();
  });

  it('searches municipalities without regard to accents, with their one postcode', async () => {
    // Ambléon (Ain, 01300) is one of the communes 0038 adds from INSEE's list.
    const fr = expectOk(await t.call('func', AUTOCOMPLETE, { input: 'ambleon', country: 'FR' }));
    expect(fr.data[0]).toMatchObject({
      mainText: 'Ambléon',
      secondaryText: '01300, Auvergne-Rhône-Alpes, FR',
    });
    expect(await place(fr.data[0].placeId)).toMatchObject({ city: 'Ambléon', postalCode: '01300' });
    const de = expectOk(await t.call('func', AUTOCOMPLETE, { input: 'GOTTINGEN' }, { site: 'DE' }));
    expect(de.data[0]).toMatchObject({ mainText: 'Göttingen' });
    const byCode = expectOk(await t.call('func', AUTOCOMPLETE, { input: '37073' }, { site: 'DE' }));
    expect(byCode.data[0]).toMatchObject({
      mainText: 'Göttingen',
      secondaryText: '37073, Niedersachsen, DE',
    });
  });

  it('knows London’s outward codes by borough, and Paris’s by arrondissement', async () => {
    // The list holds postcode districts (SW1): a sub-district or a whole postcode finds its district.
    for (const input of ['SW1', 'sw1a', 'SW1A 1AA']) {
      const res = expectOk(await t.call('func', AUTOCOMPLETE, { input, country: 'GB' }));
      expect(res.data[0], input).toMatchObject({
        mainText: 'Westminster',
        secondaryText: 'SW1, London, England, GB',
      });
      expect(await place(res.data[0].placeId)).toMatchObject({ city: 'London', postalCode: 'SW1' });
    }
    const paris = expectOk(await t.call('func', AUTOCOMPLETE, { input: '75011', country: 'FR' }));
    expect(paris.data.map((p: { mainText: string }) => p.mainText)).toEqual(['11e arrondissement', 'Paris']);
  });
});

describe('deeper levels (a country configured with streets)', () => {
  // No package holds streets (decision 024): this test gives a Münchner Stadtbezirk one street, as a
  // data step would, and configures Germany with level 4.
  it('serves level 4 under a city district, searchable like the others', async () => {
    const bezirk = await t.db.one<{ id: number; parent_id: number }>(
      `SELECT id::float8 AS id, parent_id::float8 AS parent_id FROM district
        WHERE district_code = 'DE-BY-MUNCHEN/SCHWABING-WEST'`,
    );
    await t.db.query('UPDATE region SET address_level = 4 WHERE id = 5');
    await t.db.query('UPDATE district SET is_leaf = false WHERE id = $1', [bezirk!.id]);
    await t.db.query(
      `INSERT INTO district (region_id, parent_id, district_level, district_code, district_name, sort_key, search_key)
       VALUES (5, $1, 4, 'TEST-LEOPOLDSTRASSE', 'Leopoldstraße', 'leopoldstrasse', 'leopoldstrasse')`,
      [bezirk!.id],
    );

    const de = expectOk(await t.call('func', REGIONS, { ...page, regionName: 'Germany' }));
    expect(de.data[0].addressLevel).toBe(4);
    const level3 = expectOk(
      await t.call('func', CHILDREN, {
        regionId: 5,
        parentId: bezirk!.parent_id,
        level: 3,
        keyword: 'Schwabing',
      }),
    );
    expect(level3.data).toEqual([
      expect.objectContaining({ name: 'Schwabing-Freimann', level: 3, isLeaf: true }),
      expect.objectContaining({ name: 'Schwabing-West', level: 3, isLeaf: false }),
    ]);
    const level4 = expectOk(
      await districts({
        districtLevel: 4,
        parentDistrict: { id: bezirk!.id },
        districtName: 'Leopoldstrasse',
      }),
    );
    expect(level4.data).toEqual([
      expect.objectContaining({ districtName: 'Leopoldstraße', districtLevel: 4, isLeaf: true }),
    ]);
  });
});
