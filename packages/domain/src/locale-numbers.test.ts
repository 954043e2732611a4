import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNumber,
  formatAmount,
  formatNumber,
  formatQuantity,
  numberConventions,
  numberForInput,
  readMoney,
  readNumber,
  readQuantity,
} from './locale-numbers.ts';
import { formatMoney } from './money.ts';
import { LANGUAGES } from './sites.ts';

/** ICU writes group separators and minus signs with special characters; the tests compare plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

const COMMA = ['de', 'fr', 'es', 'it', 'nl', 'pl', 'sv'] as const;
const POINT = ['en', 'zh-CN'] as const;

describe('numberConventions', () => {
  it('gives every interface language its decimal separator', () => {
    for (const l of COMMA) expect(numberConventions(l).decimal, l).toBe(',');
    for (const l of POINT) expect(numberConventions(l).decimal, l).toBe('.');
    expect(LANGUAGES.length).toBe(COMMA.length + POINT.length);
  });

  it('agrees with how ICU writes a decimal number in each language', () => {
    for (const l of LANGUAGES) {
      const decimal = new Intl.NumberFormat(l).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
      expect(numberConventions(l).decimal, l).toBe(decimal);
    }
  });

  it('takes regional tags and languages we do not offer', () => {
    expect(numberConventions('de-AT').decimal).toBe(',');
    expect(numberConventions('en_GB').decimal).toBe('.');
    expect(numberConventions('pt-BR').decimal).toBe(',');
    expect(numberConventions('ja').decimal).toBe('.');
  });
});

describe('readMoney', () => {
  it.each([
    // German: decimal comma, point groups.
    ['de', '10,50', '10.50'],
    ['de', '10,5', '10.50'],
    ['de', '10', '10.00'],
    ['de', '1.000', '1000.00'],
    ['de', '1.000,50', '1000.50'],
    ['de', '12.345.678,9', '12345678.90'],
    ['de', '1 000,50', '1000.50'],
    ['de', ' 569,05 ', '569.05'],
    ['de', ',5', '0.50'],
    ['de', '10,', '10.00'],
    ['de', '0010,5', '10.50'],
    // French, Polish, Swedish: spaces group (ICU writes narrow or plain no-break spaces).
    ['fr', '1\u202f000,50', '1000.50'],
    ['fr', '1 000,5', '1000.50'],
    ['pl', '1\u00a0234,56', '1234.56'],
    ['sv', '99,90', '99.90'],
    ['es', '1.234,56', '1234.56'],
    ['es', '1234,56', '1234.56'],
    ['it', '0,01', '0.01'],
    ['nl', '2.500', '2500.00'],
    // English and Chinese: decimal point, comma groups; full-width forms from a Chinese keyboard.
    ['en', '10.50', '10.50'],
    ['en', '1,000', '1000.00'],
    ['en', '1,234,567.8', '1234567.80'],
    ['en', '.5', '0.50'],
    ['zh-CN', '１０．５', '10.50'],
    ['zh-CN', '1,000.00', '1000.00'],
    ['zh-CN', '１，０００', '1000.00'],
  ])('%s reads %j as %s', (language, text, value) => {
    expect(readMoney(text, language)).toEqual({ ok: true, value, number: Number(value) });
  });

  it.each([
    ['de', '', 'required'],
    ['de', '   ', 'required'],
    ['de', 'abc', 'invalid'],
    ['de', '10,50 €', 'invalid'],
    ['de', '1,2,3', 'invalid'],
    ['de', '1.00', 'separator'],
    ['de', '1.0000', 'separator'],
    ['de', '1.000.5', 'invalid'],
    ['de', '1.000 000', 'invalid'],
    ['de', ',', 'invalid'],
    ['de', '10,505', 'decimals'],
    ['de', '-5', 'negative'],
    ['de', '\u22125', 'negative'],
    ['de', '1e3', 'invalid'],
    ['de', '0x10', 'invalid'],
    ['de', '+5', 'invalid'],
    ['de', '1234567890123456', 'tooLarge'],
    // The other convention's decimal: say which separator to use rather than read another number.
    ['de', '10.50', 'separator'],
    ['de', '10.5', 'separator'],
    ['en', '10,50', 'separator'],
    ['zh-CN', '10,5', 'separator'],
    ['en', '1,00', 'separator'],
    ['en', '1,0000', 'separator'],
    // French groups with spaces only: a point is not read as a thousands separator.
    ['fr', '1.000', 'separator'],
    ['sv', '1.000,50', 'invalid'],
  ])('%s refuses %j (%s)', (language, text, error) => {
    expect(readMoney(text, language)).toEqual({ ok: false, error });
  });

  it('never reads "10,50" in a comma language as anything but 10.50', () => {
    for (const l of COMMA) expect(readMoney('10,50', l), l).toMatchObject({ ok: true, value: '10.50' });
    for (const l of POINT) expect(readMoney('10,50', l), l).toMatchObject({ ok: false, error: 'separator' });
  });

  it('reads back every amount it writes for an input, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.constantFrom(...LANGUAGES), (minor, language) => {
        const value = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(readMoney(numberForInput(value, language, 2), language)).toMatchObject({ ok: true, value });
      }),
    );
  });

  it('reads back every amount it formats for the screen, without its currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.constantFrom(...LANGUAGES), (minor, language) => {
        const value = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        const shown = formatNumber(Number(value), language, { minimumFractionDigits: 2 });
        expect(readMoney(shown, language)).toMatchObject({ ok: true, value });
      }),
    );
  });
});

describe('readQuantity', () => {
  it.each([
    ['de', '2,5', 2.5],
    ['de', '3', 3],
    ['de', '0,125', 0.125],
    ['en', '2.5', 2.5],
    ['sv', '1,75', 1.75],
    ['zh-CN', '２', 2],
  ])('%s reads %j as %s', (language, text, number) => {
    expect(readQuantity(text, language)).toMatchObject({ ok: true, number });
  });

  it('takes at most three decimals and no sign', () => {
    expect(readQuantity('0,0005', 'de')).toEqual({ ok: false, error: 'decimals' });
    expect(readQuantity('-1', 'en')).toEqual({ ok: false, error: 'negative' });
    expect(readQuantity('2.5', 'de')).toEqual({ ok: false, error: 'separator' });
  });

  it('reads numbers given as numbers (antd fields, stored values)', () => {
    expect(readNumber(2.5, 'de', { decimals: 3 })).toMatchObject({ ok: true, value: '2.5' });
    expect(readNumber(Number.NaN, 'de', { decimals: 3 })).toEqual({ ok: false, error: 'invalid' });
    expect(readNumber(null, 'de', { decimals: 3 })).toEqual({ ok: false, error: 'required' });
  });
});

describe('checkNumber', () => {
  it('checks bounds exactly, without rounding anything to fit', () => {
    expect(checkNumber('569.05', { min: 0, max: '569.05' })).toBeNull();
    expect(checkNumber('569.06', { max: '569.05' })).toBe('max');
    expect(checkNumber('1000', { max: 999 })).toBe('max');
    expect(checkNumber('0', { min: 1 })).toBe('min');
    expect(checkNumber('0.3', { step: 0.1 })).toBeNull();
    expect(checkNumber('0.7', { step: 0.1, max: 0.7 })).toBeNull();
    expect(checkNumber('2.5', { step: 0.5 })).toBeNull();
    expect(checkNumber('2.3', { step: 0.5 })).toBe('step');
    expect(checkNumber('1.5', { step: 1 })).toBe('step');
    expect(checkNumber('3', { step: 1, min: 1, max: 999 })).toBeNull();
  });
});

describe('numberForInput', () => {
  it('writes what a field shows for editing: the language separator, no grouping', () => {
    expect(numberForInput('569.05', 'de')).toBe('569,05');
    expect(numberForInput('569.05', 'en')).toBe('569.05');
    expect(numberForInput('1234.5', 'fr', 2)).toBe('1234,50');
    expect(numberForInput(2.5, 'sv')).toBe('2,5');
    expect(numberForInput(3, 'de')).toBe('3');
    expect(numberForInput(0.1 + 0.2, 'de')).toBe('0,3');
    expect(numberForInput('12', 'de', 2)).toBe('12,00');
    expect(numberForInput(null, 'de')).toBe('');
    expect(numberForInput('abc', 'de')).toBe('');
  });
});

describe('formatting for the screen', () => {
  it('writes every number in the interface language, whatever the storefront', () => {
    expect(plain(formatNumber(1234.5, 'de'))).toBe('1.234,5');
    expect(plain(formatNumber(1234.5, 'en'))).toBe('1,234.5');
    expect(plain(formatNumber(1234.5, 'fr'))).toBe('1 234,5');
    expect(plain(formatNumber(2.125, 'zh-CN'))).toBe('2.125');
    expect(formatNumber(1 / 3, 'en')).toBe('0.333');
  });

  it('writes quantities with their unit', () => {
    expect(formatQuantity(2.5, 'de', 'kg')).toBe('2,5 kg');
    expect(formatQuantity(2.5, 'en', 'kg')).toBe('2.5 kg');
    expect(formatQuantity(3, 'de')).toBe('3');
  });

  it('writes an amount in its own currency and the interface language', () => {
    // The English interface on the German storefront: euros, written the English way.
    expect(plain(formatAmount('569.05', 'EUR', 'en'))).toBe('€569.05');
    expect(plain(formatAmount('569.05', 'EUR', 'de'))).toBe('569,05 €');
    expect(plain(formatAmount('1234.5', 'GBP', 'de'))).toBe('1.234,50 £');
    expect(plain(formatAmount('1234.5', 'SEK', 'sv'))).toBe('1 234,50 kr');
    expect(plain(formatMoney({ value: '7', currency: 'PLN' }, 'pl'))).toBe('7,00 zł');
    expect(formatMoney(null, 'de')).toBe('');
  });

  it('uses the same separators for amounts and other numbers on one page', () => {
    for (const l of LANGUAGES) {
      const amount = plain(formatAmount('1234.5', 'EUR', l)).replace(/[^\d.,]/g, '');
      const number = plain(formatNumber(1234.5, l, { minimumFractionDigits: 2 })).replace(/[^\d.,]/g, '');
      expect(amount, l).toBe(number);
    }
  });
});
