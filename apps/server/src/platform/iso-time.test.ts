import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.ts';

const general = (v: Date | string) => new Date(v).toISOString();

describe('isoTime writes what new Date(v).toISOString() writes', () => {
  it('for any Date, before 1970, after 9999 and at the edges included', () => {
    const edges = [
      0, -1, 1, 86_399_999, 86_400_000, 951_782_400_000, 4_107_542_400_000, 253_402_300_799_999,
      253_402_300_800_000, -62_198_755_200_000,
    ];
    for (const ms of edges) expect(isoTime(new Date(ms))).toBe(general(new Date(ms)));
    fc.assert(
      fc.property(fc.integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 }), (ms) => {
        expect(isoTime(new Date(ms))).toBe(general(new Date(ms)));
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_999 }), (ms) => {
        expect(isoTime(new Date(ms))).toBe(general(new Date(ms)));
      }),
      { numRuns: 50_000 },
    );
  });

  it('for the strings PostgreSQL writes into JSON (any fraction), other offsets and rolled-over days', () => {
    const pgJson = fc
      .tuple(
        fc.integer({ min: 0, max: 253_402_300_799_999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
      )
      .map(([ms, micro, digits]) => {
        const base = new Date(ms).toISOString().slice(0, 19);
        const fraction = `${String(ms % 1000).padStart(3, '0')}${String(micro).padStart(3, '0')}`.slice(
          0,
          digits,
        );
        return `${base}${digits ? `.${fraction}` : ''}+00:00`;
      });
    fc.assert(
      fc.property(pgJson, (s) => {
        expect(isoTime(s)).toBe(general(s));
      }),
      { numRuns: 50_000 },
    );
    for (const s of [
      '2026-02-31T23:17:00+00:00',
      '2026-11-30T23:59:59.999999+00:00',
      '2026-11-26T23:17:00.5+01:00',
      '2026-11-26T23:17:00Z',
      '2026-11-26 23:17:00+00',
      '0000-01-01T00:00:00+00:00',
    ])
      expect(isoTime(s)).toBe(general(s));
  });

  it('throws as toISOString does for a time that is not one', () => {
    expect(() => isoTime('not a time')).toThrow(RangeError);
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
