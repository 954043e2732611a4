import { describe, expect, it } from 'vitest';
import {
  mobileInputSchema,
  normaliseEmail,
  normalisePhone,
  phoneFromAccount,
  verificationCodeSchema,
} from './verification-schemas.ts';

describe('verification codes and destinations', () => {
  it('accepts exactly six digits, else "format incorrect" (spec §5)', () => {
    expect(verificationCodeSchema.safeParse('012345').success).toBe(true);
    expect(verificationCodeSchema.safeParse(' 012345 ').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '１２３４５６'])
      expect(verificationCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe('accounts.code.format');
    expect(verificationCodeSchema.safeParse('').error?.issues[0]?.message).toBe('accounts.code.required');
  });

  it('spells one phone number one way', () => {
    expect(normalisePhone('+49', '0151 234-5678')).toBe('+491512345678');
    expect(normalisePhone('49', '(151) 2345678')).toBe('+491512345678');
    expect(normalisePhone(undefined, '151 2345678')).toBe('+491512345678');
    expect(normalisePhone('+44', '07700 900123')).toBe('+447700900123');
  });

  it('refuses what is not a mobile number, with one message', () => {
    for (const bad of ['abc', '12', '+49 151', '1'.repeat(16)])
      expect(mobileInputSchema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([
        'accounts.mobile.format',
      ]);
  });

  it('compares e-mails in lower case', () => {
    expect(normaliseEmail(' Anna@Example.DE ')).toBe('anna@example.de');
  });
});

describe('phoneFromAccount', () => {
  it('reads a typed sign-in account as a stored phone number, and leaves e-mail addresses alone', () => {
    expect(phoneFromAccount('0151 2345 6789')).toBe('+4915123456789');
    expect(phoneFromAccount('+44 7911 123456')).toBe('+447911123456');
    expect(phoneFromAccount('0044 7911 123456')).toBe('+447911123456');
    expect(phoneFromAccount('anna@example.de')).toBeUndefined();
    expect(phoneFromAccount('12345')).toBeUndefined();
    expect(phoneFromAccount('anna')).toBeUndefined();
  });
});
