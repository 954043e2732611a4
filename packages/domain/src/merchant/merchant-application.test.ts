import { describe, expect, it } from 'vitest';
import {
  applicationStep,
  companyPostcodeError,
  isValidIban,
  isValidVat,
  mayMoveShop,
  merchantCompanySchema,
  sellerMay,
  sellerMayActOnOrder,
} from './merchant-application.ts';

const COMPANY = {
  legalName: 'Müller Büromöbel GmbH',
  registrationNumber: 'HRB 123456',
  country: 'DE',
  vatNumber: 'DE 136 695 976',
  provinceId: 2,
  province: 'Bayern',
  cityId: 21,
  street: 'Sendlinger Straße',
  houseNo: '45',
  postalCode: '80331',
  city: 'München',
  contactName: 'Jürgen Müller',
  contactEmail: 'jm@mueller.example',
  contactPhone: '+49 89 1234567',
  accountHolder: 'Müller Büromöbel GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  category: 'office-chairs',
  documents: [{ url: '/files/abcdefghijklmnop.pdf', name: 'Handelsregister.pdf' }],
};

describe('the application lifecycle', () => {
  it('submits a first or a rejected application, and reviews only one under review', () => {
    expect(applicationStep(null, 'SUBMIT')).toBe('AUDIT');
    expect(applicationStep('REJECT', 'SUBMIT')).toBe('AUDIT');
    expect(applicationStep('AUDIT', 'SUBMIT')).toBeNull();
    expect(applicationStep('PASS', 'SUBMIT')).toBeNull();
    expect(applicationStep('AUDIT', 'APPROVE')).toBe('PASS');
    expect(applicationStep('AUDIT', 'REJECT')).toBe('REJECT');
    expect(applicationStep('REJECT', 'APPROVE')).toBeNull();
  });

  it('moves shops between active, frozen and cleared', () => {
    expect(mayMoveShop('SELLER', 'FROZEN')).toBe(true);
    expect(mayMoveShop('FROZEN', 'SELLER')).toBe(true);
    expect(mayMoveShop('CLEARED', 'FROZEN')).toBe(false);
    expect(mayMoveShop('SELLER', 'SELLER')).toBe(false);
  });
});

describe('seller rights (spec §6)', () => {
  it('lets an active shop do everything', () => {
    for (const r of ['query', 'pastOrders', 'active'] as const) expect(sellerMay('SELLER', r)).toBe(true);
  });
  it('lets a frozen shop look up, and act on orders placed before the freeze only', () => {
    expect(sellerMay('FROZEN', 'query')).toBe(true);
    expect(sellerMay('FROZEN', 'pastOrders', true)).toBe(true);
    expect(sellerMay('FROZEN', 'pastOrders', false)).toBe(false);
    expect(sellerMay('FROZEN', 'active', true)).toBe(false);
  });
  it('lets a cleared or stopped shop only look up', () => {
    for (const s of ['CLEARED', 'STOPPED']) {
      expect(sellerMay(s, 'query')).toBe(true);
      expect(sellerMay(s, 'pastOrders', true)).toBe(false);
    }
  });
});

describe('the seller console asks the same rule per order', () => {
  const frozenAt = '2026-11-20T10:00:00.000Z';
  it('offers a frozen shop the orders placed before the freeze only', () => {
    const shop = { merchantStatus: 'FROZEN', frozenAt };
    expect(sellerMayActOnOrder(shop, '2026-11-19T09:00:00.000Z')).toBe(true);
    expect(sellerMayActOnOrder(shop, '2026-11-20T10:00:00.000Z')).toBe(false);
    expect(sellerMayActOnOrder(shop, '2026-11-21T09:00:00.000Z')).toBe(false);
  });
  it('offers an active shop every order and a cleared one none', () => {
    expect(sellerMayActOnOrder({ merchantStatus: 'SELLER', frozenAt: null }, frozenAt)).toBe(true);
    expect(sellerMayActOnOrder({ merchantStatus: 'CLEARED', frozenAt }, '2026-01-01T00:00:00.000Z')).toBe(
      false,
    );
    expect(sellerMayActOnOrder({ merchantStatus: 'FROZEN', frozenAt: null }, frozenAt)).toBe(false);
  });
});

describe('the company form', () => {
  it('checks the postcode by the country as the address form does', () => {
    expect(companyPostcodeError('DE', '80331')).toBeNull();
    expect(companyPostcodeError('DE', '8033')).toBe('addresses.errors.postalCodeDigits5');
    expect(companyPostcodeError('UK', 'SW1A 1AA')).toBeNull();
    expect(companyPostcodeError('UK', '12345')).toBe('addresses.errors.postalCodeUk');
    expect(companyPostcodeError('NL', '3511 ED')).toBeNull();
    const r = merchantCompanySchema.safeParse({ ...COMPANY, postalCode: ' 8033 ' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['postalCode']);
  });

  it('requires the province and city picked (their ids)', () => {
    const { provinceId: _p, cityId: _c, ...typed } = COMPANY;
    const r = merchantCompanySchema.safeParse(typed);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['cityId', 'provinceId']);
  });

  it('accepts a German company and normalises VAT number and IBAN', () => {
    const r = merchantCompanySchema.parse(COMPANY);
    expect(r.vatNumber).toBe('DE136695976');
    expect(r.iban).toBe('DE89370400440532013000');
  });

  it('refuses an IBAN whose check digits are wrong, naming the field', () => {
    const r = merchantCompanySchema.safeParse({ ...COMPANY, iban: 'DE88 3704 0044 0532 0130 00' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['iban']);
  });

  it('checks the VAT number by the country', () => {
    expect(isValidVat('DE', 'DE136695976')).toBe(true);
    expect(isValidVat('DE', 'DE136695977')).toBe(false);
    expect(isValidVat('NL', 'NL123456789B01')).toBe(true);
    expect(isValidVat('NL', 'DE136695976')).toBe(false);
    expect(isValidVat('UK', 'GB123456789')).toBe(true);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    const r = merchantCompanySchema.safeParse({ ...COMPANY, country: 'FR' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['vatNumber']);
  });
});
