import { describe, expect, it } from 'vitest';
import {
  choose,
  clearFrom,
  decodeRemembered,
  encodeRemembered,
  stepOf,
  visibleLevels,
} from './region-path.ts';

const bayern = { id: 10, name: 'Bayern', code: 'DE-BY', level: 1 as const };
const munchen = { id: 20, name: 'München', code: 'DE-BY-MUNCHEN', level: 2 as const };
const schwabing = { id: 30, name: 'Schwabing', code: 'M-SCHWABING', level: 3 as const };

describe('region path', () => {
  it('fills the spec’s keys level by level', () => {
    const path = choose(choose(choose(undefined, bayern), munchen), schwabing);
    expect(path).toEqual({
      province: 'Bayern',
      provinceId: 10,
      provinceCode: 'DE-BY',
      city: 'München',
      cityId: 20,
      cityCode: 'DE-BY-MUNCHEN',
      region: 'Schwabing',
      regionId: 30,
      regionCode: 'M-SCHWABING',
    });
    expect(stepOf(path, 4)).toBeUndefined();
  });

  it('clears the deeper levels when a level changes', () => {
    const path = choose(choose(choose(undefined, bayern), munchen), schwabing);
    const other = choose(path, { id: 11, name: 'Hessen', code: 'DE-HE', level: 1 });
    expect(other).toEqual({ province: 'Hessen', provinceId: 11, provinceCode: 'DE-HE' });
    expect(clearFrom(path, 2)).toEqual({ province: 'Bayern', provinceId: 10, provinceCode: 'DE-BY' });
  });

  it('shows a deeper level only under a chosen node with children, up to the country’s level', () => {
    const leafs = new Set([20]);
    const isLeaf = (_level: number, id: number) => leafs.has(id);
    expect(visibleLevels(undefined, 3, isLeaf)).toEqual([1]);
    expect(visibleLevels(choose(undefined, bayern), 3, isLeaf)).toEqual([1, 2]);
    // München has no districts in this data: no third field.
    expect(visibleLevels(choose(choose(undefined, bayern), munchen), 3, isLeaf)).toEqual([1, 2]);
    const withDistricts = () => false;
    const full = choose(choose(choose(undefined, bayern), munchen), schwabing);
    expect(visibleLevels(full, 3, withDistricts)).toEqual([1, 2, 3]);
    expect(visibleLevels(full, 4, withDistricts)).toEqual([1, 2, 3, 4]);
  });

  it('reads back only a well-formed remembered path', () => {
    const remembered = { regionId: 5, path: choose(undefined, bayern) };
    expect(decodeRemembered(encodeRemembered(remembered))).toEqual(remembered);
    expect(decodeRemembered('{"regionId":5,"path":{"provinceId":"x"}}')).toBeUndefined();
    expect(decodeRemembered('{"regionId":-1,"path":{}}')).toBeUndefined();
    expect(decodeRemembered('not json')).toBeUndefined();
    expect(decodeRemembered(undefined)).toBeUndefined();
  });
});
