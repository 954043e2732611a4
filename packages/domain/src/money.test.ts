import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, minorToValue, money, providerAmount, valueToMinor } from './money.ts';

/** ICU spells group separators and minus signs with special characters; the tests compare plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

describe('minorToValue', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [123456, '1234.56'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [10n ** 20n, '1000000000000000000.00'],
  ])('%s minor units are %s', (minor, value) => {
    expect(minorToValue(minor)).toBe(value);
  });

  it('writes a number of minor units exactly as its BigInt (the number path is the fast one)', () => {
    const exact = (minor: bigint) => {
      const abs = minor < 0n ? -minor : minor;
      return `${minor < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
    };
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(minorToValue(minor)).toBe(exact(BigInt(minor)));
      }),
    );
    for (const minor of [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 99, -99, 100, -100, -0])
      expect(minorToValue(minor)).toBe(exact(BigInt(minor)));
    // Not whole, or past 2^53: refused or exact as before, never rounded.
    expect(() => minorToValue(1.5)).toThrow(RangeError);
    expect(minorToValue(2 ** 60)).toBe(exact(2n ** 60n));
  });

  it('always writes exactly two decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (minor) => {
        expect(minorToValue(minor)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});

describe('valueToMinor', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.05', 5],
    [' 7.01 ', 701],
    ['-0.05', -5],
    ['-12.3', -1230],
    [12.5, 1250],
    [0, 0],
    [-3.07, -307],
  ] as const)('%j is %d minor units', (value, minor) => {
    expect(valueToMinor(value)).toBe(minor);
  });

  it('gives zero, not negative zero, for "-0"', () => {
    expect(Object.is(valueToMinor('-0.00'), 0)).toBe(true);
  });

  it.each([
    '12.345',
    '0.001',
    '1,50',
    '',
    ' ',
    'abc',
    '12 EUR',
    '1e3',
    '.5',
    '12.',
    '+1',
    '--1',
    '0x10',
    '1.2.3',
  ])('rejects %j', (value) => {
    expect(() => valueToMinor(value)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects the number %s', (value) => {
    expect(() => valueToMinor(value)).toThrow(RangeError);
  });

  it('rejects amounts whose minor units are beyond exact number precision', () => {
    expect(valueToMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => valueToMinor('90071992547409.93')).toThrow(RangeError);
    expect(() => valueToMinor('100000000000000000000')).toThrow(RangeError);
  });

  it('rejects any value with three or more decimals', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^\d{3,6}$/), fc.boolean(), (whole, frac, negative) => {
        expect(() => valueToMinor(`${negative ? '-' : ''}${whole}.${frac}`)).toThrow(RangeError);
      }),
    );
  });
});

describe('round trips', () => {
  it('minor units → value → minor units is the identity, negatives included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(valueToMinor(minorToValue(minor))).toBe(minor);
      }),
    );
  });

  it('small amounts round-trip exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (minor) => {
        expect(valueToMinor(minorToValue(minor))).toBe(minor);
      }),
    );
  });

  it('a value with at most two decimals comes back in its canonical two-decimal form', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.stringMatching(/^\d{0,2}$/),
        (negative, whole, frac) => {
          const value = `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
          const canonical = `${whole}.${frac.padEnd(2, '0')}`;
          const isZero = Number(canonical) === 0;
          expect(minorToValue(valueToMinor(value))).toBe(negative && !isZero ? `-${canonical}` : canonical);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    ['de-DE', 'EUR', '1234.50', '1.234,50 €'],
    ['de-DE', 'EUR', '0.00', '0,00 €'],
    ['de-DE', 'EUR', '7.00', '7,00 €'],
    ['de-DE', 'EUR', '-3.07', '-3,07 €'],
    ['en-GB', 'GBP', '1234.50', '£1,234.50'],
    ['en-GB', 'GBP', '7.00', '£7.00'],
    ['en-GB', 'GBP', '-3.07', '-£3.07'],
    ['sv-SE', 'SEK', '1234.50', '1 234,50 kr'],
    ['sv-SE', 'SEK', '7.00', '7,00 kr'],
    ['pl-PL', 'PLN', '1234567.89', '1 234 567,89 zł'],
    ['pl-PL', 'PLN', '7.00', '7,00 zł'],
  ])('in %s, %s %s is "%s"', (locale, currency, value, expected) => {
    expect(plain(formatMoney({ value, currency }, locale))).toBe(expected);
  });

  it('always shows two decimals in every storefront locale', () => {
    const locales = ['de-DE', 'en-GB', 'sv-SE', 'pl-PL', 'nl-NL', 'fr-FR', 'es-ES', 'it-IT'];
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        fc.constantFrom(...locales),
        (minor, locale) => {
          const text = plain(formatMoney(money(minor, 'EUR'), locale));
          const cents = String(Math.abs(minor) % 100).padStart(2, '0');
          expect(text).toMatch(new RegExp(`[.,]${cents}(?!\\d)`));
        },
      ),
    );
  });

  it('shows nothing for missing money', () => {
    expect(formatMoney(null, 'de-DE')).toBe('');
    expect(formatMoney(undefined, 'de-DE')).toBe('');
  });
});

describe('providerAmount', () => {
  it.each([
    ['12.34', 'EUR', 1234],
    ['0.01', 'GBP', 1],
    ['1234.50', 'SEK', 123450],
    ['0.29', 'EUR', 29],
    ['1.15', 'PLN', 115],
    ['1234.00', 'JPY', 1234],
    ['5.00', 'JPY', 5],
  ])('%s %s is %d for the provider', (value, currency, amount) => {
    expect(providerAmount({ value, currency })).toBe(amount);
  });

  it('equals the minor units for two-decimal currencies, despite binary floating point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        expect(providerAmount(money(minor, 'EUR'))).toBe(minor);
      }),
    );
  });
});
