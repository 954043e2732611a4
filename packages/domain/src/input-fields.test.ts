import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_WHOLE_DIGITS,
  FIELD_ERRORS,
  ID_MAX,
  idInput,
  idListText,
  moneyInput,
  QTY_MAX,
  qtyInput,
  textInput,
} from './input-fields.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('idInput', () => {
  it('takes positive whole numbers up to the largest exact integer, also as numeric strings', () => {
    expect(idInput().parse(1)).toBe(1);
    expect(idInput().parse('42')).toBe(42);
    expect(idInput().parse(ID_MAX)).toBe(ID_MAX);
  });

  it('refuses what no bigint id could be, with the id message', () => {
    for (const bad of ['123456789012345678901234567890', ID_MAX + 2, 0, -1, 1.5, 'abc', Infinity, null]) {
      expect(messages(idInput().safeParse(bad)), String(bad)).toContain(FIELD_ERRORS.id);
    }
  });

  it('idListText takes "12,34" and refuses ids beyond bigint or empty parts', () => {
    expect(idListText().safeParse('12,34').success).toBe(true);
    for (const bad of ['123456789012345678901234567890', '1,,2', '1,a', '9'.repeat(16), '1\u0000']) {
      expect(idListText().safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('textInput', () => {
  it('refuses a NUL byte anywhere', () => {
    expect(messages(textInput(10).safeParse('a\u0000b'))).toContain(FIELD_ERRORS.nul);
    expect(messages(textInput(10).trim().min(1).safeParse('\u0000'))).toContain(FIELD_ERRORS.nul);
  });

  it('caps the length', () => {
    expect(textInput(5).safeParse('12345').success).toBe(true);
    expect(messages(textInput(5).safeParse('123456'))).toContain(FIELD_ERRORS.tooLong);
    expect(messages(textInput(5, { tooLong: 'x.long' }).safeParse('123456'))).toContain('x.long');
  });

  it('keeps other characters (emoji, CJK, umlauts)', () => {
    expect(textInput(20).parse('Grüße 你好 😀')).toBe('Grüße 你好 😀');
  });
});

describe('moneyInput', () => {
  const m = moneyInput('x.required');
  it('takes up to two decimals and the largest amount', () => {
    expect(m.parse({ value: '10.5' }).value).toBe('10.5');
    expect(m.parse({ value: 12 }).value).toBe('12');
    expect(m.safeParse({ value: `${'9'.repeat(AMOUNT_MAX_WHOLE_DIGITS)}.99` }).success).toBe(true);
  });

  it('refuses 20 digits, more decimals, negatives, NUL and exponent notation', () => {
    for (const value of ['12345678901234567890', 1e20, '1.234', '-1', '1\u0000', '1e5', 'abc']) {
      expect(messages(m.safeParse({ value })), String(value)).toContain(FIELD_ERRORS.amount);
    }
    expect(messages(m.safeParse({ value: '' }))).toContain('x.required');
  });
});

describe('qtyInput', () => {
  it('takes 0.001 and more, up to three decimals', () => {
    expect(qtyInput().parse(0.001)).toBe(0.001);
    expect(qtyInput().parse('2.5')).toBe(2.5);
    expect(qtyInput().parse(QTY_MAX)).toBe(QTY_MAX);
  });

  it('refuses below 0.001, a fourth decimal, above the maximum and non-numbers', () => {
    expect(messages(qtyInput().safeParse(0.0001))).toContain(FIELD_ERRORS.qty);
    expect(messages(qtyInput().safeParse(0))).toContain(FIELD_ERRORS.qty);
    expect(messages(qtyInput().safeParse(-1))).toContain(FIELD_ERRORS.qty);
    expect(messages(qtyInput().safeParse(1.0005))).toContain(FIELD_ERRORS.qtyDecimals);
    expect(messages(qtyInput().safeParse(QTY_MAX + 1))).toContain(FIELD_ERRORS.qtyMax);
    expect(messages(qtyInput({ max: 999, maxMessage: 'm' }).safeParse(1000))).toContain('m');
    expect(qtyInput().safeParse('abc').success).toBe(false);
    expect(qtyInput().safeParse(Infinity).success).toBe(false);
  });
});
