import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './region-search.ts';

describe('normaliseSearch', () => {
  it('finds names however they are typed', () => {
    expect(normaliseSearch('München')).toBe(normaliseSearch('Munchen'));
    expect(normaliseSearch('Łódź')).toBe('lodz');
    expect(normaliseSearch('Göteborg')).toBe('goteborg');
    expect(normaliseSearch('Straße')).toBe('strasse');
    expect(normaliseSearch('  Île-de-France ')).toBe('ile de france');
    expect(normaliseSearch("Provence-Alpes-Côte d'Azur")).toBe('provence alpes cote d azur');
  });

  it('keeps letters of other scripts', () => {
    expect(normaliseSearch('德国')).toBe('德国');
  });
});
