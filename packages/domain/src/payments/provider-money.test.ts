import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardFieldsLocale,
  currencyExponent,
  fromProviderMinor,
  idempotencyKey,
  providerCountry,
  toProviderMinor,
} from './provider-money.ts';

describe('amounts towards providers', () => {
  it('are minor units by the ISO 4217 exponent: ×100 for our currencies, ×1 for JPY', () => {
    expect(toProviderMinor(1250, 'EUR')).toBe(1250);
    expect(toProviderMinor(99_900, 'SEK')).toBe(99_900);
    expect(toProviderMinor(4999, 'PLN')).toBe(4999);
    expect(toProviderMinor(1, 'GBP')).toBe(1);
    // 1 500 yen are 150 000 of our two-decimal minor units, and 1 500 towards the provider.
    expect(toProviderMinor(150_000, 'JPY')).toBe(1500);
    expect(currencyExponent('jpy')).toBe(0);
    expect(toProviderMinor(1000, 'KWD')).toBe(10_000);
  });

  it('refuses a fraction of a zero-decimal unit rather than charging another amount', () => {
    expect(() => toProviderMinor(150_050, 'JPY')).toThrow(RangeError);
  });

  it('convert back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom('EUR', 'SEK', 'KWD'), (m, c) => {
        expect(fromProviderMinor(toProviderMinor(m, c), c)).toBe(m);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), (yen) => {
        expect(toProviderMinor(fromProviderMinor(yen, 'JPY'), 'JPY')).toBe(yen);
      }),
    );
  });
});

describe('towards providers', () => {
  it('UK is GB, site codes become their countries', () => {
    expect(providerCountry('UK')).toBe('GB');
    expect(providerCountry('uk')).toBe('GB');
    expect(providerCountry('DE')).toBe('DE');
    expect(providerCountry('AT')).toBe('AT');
  });

  it('card fields speak zh or en', () => {
    expect(cardFieldsLocale('zh-CN')).toBe('zh');
    expect(cardFieldsLocale('de')).toBe('en');
    expect(cardFieldsLocale('en')).toBe('en');
  });

  it('idempotency keys are attempt, operation and amount', () => {
    expect(idempotencyKey(42, 'capture', 1250)).toBe('42:capture:1250');
  });
});
