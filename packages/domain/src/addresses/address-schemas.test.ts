import { describe, expect, it } from 'vitest';
import type { SiteCode } from '../sites.ts';
import { formatAddressLines } from './address-format.ts';
import { nameInputMax, normalTaxCode, postcodeProblem, stripEmoji } from './address-rules.ts';
import {
  type AddressPayload,
  addressSchemaFor,
  ADDRESS_ERRORS as E,
  taxDocumentFileSchema,
} from './address-schemas.ts';

const munich: AddressPayload = {
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Schneider',
  areaCode: '+49',
  personPhone: '151 23456789',
  email: 'anna@example.de',
  country: 'DE',
  province: 'Bayern',
  city: 'München',
  postalCode: '80331',
  poiName: 'Sendlinger Straße',
  houseNo: '45',
};

const london: AddressPayload = {
  ...munich,
  addressType: 'BILLING',
  areaCode: '+44',
  personPhone: '7911 123456',
  country: 'GB',
  province: 'Greater London',
  city: 'London',
  postalCode: 'N1 7GU',
  poiName: 'Upper Street',
  houseNo: '221',
};

/** The field → message pairs a payload gets on a storefront. */
function issues(payload: AddressPayload, site: SiteCode = 'DE', type = payload.addressType ?? 'SHIPPING') {
  const result = addressSchemaFor(site, type).safeParse(payload);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('address rules (spec §5 "Address form")', () => {
  it('takes a complete German address and tidies it', () => {
    const out = addressSchemaFor('DE', 'SHIPPING').parse({
      ...munich,
      firstName: ' Anna ',
      hearFrom: 'Freunde 😀👍🏽',
    });
    expect(out).toMatchObject({
      personName: 'Anna Schneider',
      firstName: 'Anna',
      areaCodeId: 'DE',
      site: 'DE',
      addressType: 'SHIPPING',
      hearFrom: 'Freunde',
    });
  });

  it('requires gender, names, phone, e-mail, country, province, city, street and postcode', () => {
    const empty = issues({});
    for (const [field, message] of [
      ['gender', E.genderRequired],
      ['firstName', E.firstNameRequired],
      ['lastName', E.lastNameRequired],
      ['personPhone', E.phoneRequired],
      ['email', E.emailRequired],
      ['country', E.countryRequired],
      ['province', E.provinceRequired],
      ['city', E.cityRequired],
      ['poiName', E.streetRequired],
      ['postalCode', E.postalCodeRequired],
      ['houseNo', E.houseNoRequired],
    ])
      expect(empty).toContainEqual([field, message]);
  });

  it('limits first and last name together to 34 for shipping, not for billing', () => {
    const name35 = { ...munich, firstName: 'Maximiliane-Charlotte', lastName: 'Oberhausener' };
    expect(name35.firstName.length + name35.lastName.length).toBe(33);
    expect(issues(name35)).toEqual([]);
    const long = { ...munich, firstName: 'Maximiliane-Charlotte', lastName: 'Oberhausenerin' };
    expect(issues(long)).toEqual([['lastName', E.nameTooLong]]);
    expect(issues({ ...long, addressType: 'BILLING' })).toEqual([]);
    expect(nameInputMax('Oberhausenerin')).toBe(21);
  });

  it('checks the phone for the chosen country code: ≤ 20, valid, a code of the storefront', () => {
    expect(issues({ ...munich, personPhone: '1512345678901234567890' })).toEqual([
      ['personPhone', E.phoneTooLong],
    ]);
    expect(issues({ ...munich, personPhone: '12' })).toEqual([['personPhone', E.phoneInvalid]]);
    expect(issues({ ...munich, areaCode: '+44', personPhone: '7911 123456' })).toEqual([
      ['areaCode', E.areaCodeInvalid],
    ]);
    expect(issues({ ...munich, areaCode: '+43', personPhone: '664 1234567' })).toEqual([]);
    // Without a code, the spec's shape: + and a country code, ending with a digit or *.
    expect(issues({ ...munich, areaCode: null, personPhone: '+49 151 23456789' })).toEqual([]);
    expect(issues({ ...munich, areaCode: null, personPhone: '+999 1234*' })).toEqual([]);
    expect(issues({ ...munich, areaCode: null, personPhone: '0151 x' })).toEqual([
      ['personPhone', E.phoneInvalid],
    ]);
  });

  it('checks the e-mail', () => {
    expect(issues({ ...munich, email: 'anna@' })).toEqual([['email', E.emailInvalid]]);
  });

  it('refuses a backslash in province, city, street, house number, detail line and tax code', () => {
    expect(issues({ ...munich, province: 'Bay\\ern' })).toEqual([['province', E.backslash]]);
    expect(issues({ ...munich, city: 'M\\ünchen' })).toEqual([['city', E.backslash]]);
    expect(issues({ ...munich, poiName: 'Sendlinger\\Straße' })).toEqual([['poiName', E.backslash]]);
    expect(issues({ ...munich, houseNo: '4\\5' })).toEqual([['houseNo', E.backslash]]);
    expect(issues({ ...munich, detailAddress: 'OG\\4' })).toEqual([['detailAddress', E.backslash]]);
    expect(issues({ ...london, taxCode: 'GB\\123' }, 'DE')).toEqual([['taxCode', E.backslash]]);
  });

  it('limits the city to 100', () => {
    expect(issues({ ...munich, city: 'M'.repeat(101) })).toEqual([['city', E.cityTooLong]]);
  });

  it('refuses a street of digits only; 35 for shipping on carrier-line sites, else 200', () => {
    expect(issues({ ...munich, poiName: '12345' })).toEqual([['poiName', E.streetDigitsOnly]]);
    const street36 = 'S'.repeat(36);
    expect(issues({ ...munich, poiName: street36 })).toEqual([['poiName', E.streetTooLong35]]);
    expect(issues({ ...munich, addressType: 'BILLING', poiName: street36 })).toEqual([]);
    const milan = {
      ...munich,
      areaCode: '+39',
      personPhone: '347 123 4567',
      country: 'IT',
      province: 'Lombardia',
      city: 'Milano',
      postalCode: '20121',
      houseNo: null,
    };
    expect(issues({ ...milan, poiName: `Via ${'S'.repeat(60)}` }, 'IT')).toEqual([]);
    expect(issues({ ...milan, poiName: `Via ${'S'.repeat(197)}` }, 'IT')).toEqual([
      ['poiName', E.streetTooLong200],
    ]);
    expect(issues({ ...milan, detailAddress: 'D'.repeat(201) }, 'IT')).toEqual([
      ['detailAddress', E.detailTooLong200],
    ]);
    expect(issues({ ...munich, detailAddress: 'D'.repeat(36) })).toEqual([
      ['detailAddress', E.detailTooLong35],
    ]);
  });

  it('on the two-field layout: house number required, street and number ≤ 34 for shipping', () => {
    expect(issues({ ...munich, houseNo: '' })).toEqual([['houseNo', E.houseNoRequired]]);
    expect(issues({ ...munich, poiName: 'S'.repeat(31), houseNo: '123a' })).toEqual([
      ['poiName', E.streetWithHouseNoTooLong],
    ]);
    expect(issues({ ...munich, poiName: 'S'.repeat(30), houseNo: '123a' })).toEqual([]);
  });

  it('checks the postcode per country: 5 digits in Germany, 4 in Austria and Luxembourg, the UK pattern', () => {
    expect(issues({ ...munich, postalCode: '8033' })).toEqual([['postalCode', E.postalCodeDigits5]]);
    const vienna = {
      ...munich,
      country: 'AT',
      province: 'Wien',
      city: 'Wien',
      areaCode: '+43',
      personPhone: '664 1234567',
    };
    expect(issues({ ...vienna, postalCode: '12345' })).toEqual([['postalCode', E.postalCodeDigits4]]);
    expect(issues({ ...vienna, postalCode: '1010' })).toEqual([]);
    expect(issues({ ...vienna, country: 'LU', postalCode: 'L-1234' })).toEqual([
      ['postalCode', E.postalCodeDigits4],
    ]);
    expect(issues({ ...london, postalCode: 'N1 7G' })).toEqual([['postalCode', E.postalCodeUk]]);
    expect(issues({ ...london, postalCode: 'sw1a1aa' })).toEqual([]);
    expect(postcodeProblem('31042', 'PL')).toBe('invalid');
    expect(postcodeProblem('31-042', 'PL')).toBeNull();
    expect(postcodeProblem('1000', 'PT')).toBe('invalid');
  });

  it('on ES refuses the postcodes it cannot serve for shipping (Canarias, Ceuta, Melilla, Azores, Madeira)', () => {
    const madrid = {
      ...munich,
      areaCode: '+34',
      personPhone: '612 345 678',
      country: 'ES',
      province: 'Canarias',
      city: 'Las Palmas',
      houseNo: null,
      poiName: 'Calle Mayor 4',
    };
    for (const postalCode of ['35001', '38001', '51001', '52001'])
      expect(issues({ ...madrid, postalCode }, 'ES')).toEqual([['postalCode', E.postalCodeNotServed]]);
    expect(issues({ ...madrid, postalCode: '28004' }, 'ES')).toEqual([]);
    const funchal = { ...madrid, country: 'PT', areaCode: '+351', personPhone: '912 345 678' };
    expect(issues({ ...funchal, postalCode: '9000-001' }, 'ES')).toEqual([
      ['postalCode', E.postalCodeNotServed],
    ]);
    expect(issues({ ...funchal, postalCode: '1000-001' }, 'ES')).toEqual([]);
  });

  it('refuses a country the storefront does not ship to; billing may be any of the thirteen', () => {
    expect(issues({ ...london, addressType: 'SHIPPING' }, 'DE')).toEqual([
      ['areaCode', E.areaCodeInvalid],
      ['country', E.countryNotServed],
    ]);
    expect(issues(london, 'DE')).toEqual([]);
    expect(issues({ ...munich, country: 'US' })).toContainEqual(['country', E.countryRequired]);
  });

  it('limits hearFrom to 200 after emoji are stripped', () => {
    expect(issues({ ...munich, hearFrom: `${'a'.repeat(200)}😀😀` })).toEqual([]);
    expect(issues({ ...munich, hearFrom: 'a'.repeat(201) })).toEqual([['hearFrom', E.hearFromTooLong]]);
    expect(stripEmoji('Instagram 📸 👨‍👩‍👧 🇩🇪')).toBe('Instagram   ');
  });

  it('checks tax numbers per country (EU VAT formats, the UK, national ids in ES and IT)', () => {
    expect(normalTaxCode('DE 287 654 321', 'DE')).toBe('DE287654321');
    expect(normalTaxCode('287654321', 'DE')).toBe('DE287654321');
    expect(normalTaxCode('U12345678', 'AT')).toBe('ATU12345678');
    expect(normalTaxCode('NL123456789B01', 'NL')).toBe('NL123456789B01');
    expect(normalTaxCode('FR12345678901', 'FR')).toBe('FR12345678901');
    expect(normalTaxCode('123456789', 'GB')).toBe('GB123456789');
    expect(normalTaxCode('12345678Z', 'ES')).toBe('12345678Z');
    expect(normalTaxCode('RSSMRA85T10A562S', 'IT')).toBe('RSSMRA85T10A562S');
    expect(normalTaxCode('DE12345', 'DE')).toBeNull();
    expect(normalTaxCode('SE123456789001', 'SE')).toBe('SE123456789001');
    expect(issues({ ...munich, addressType: 'BILLING', taxCode: 'DE1234' })).toEqual([
      ['taxCode', E.taxCodeInvalid],
    ]);
    expect(issues({ ...munich, addressType: 'BILLING', eori: 'DE 1234567890' })).toEqual([]);
    expect(issues({ ...munich, addressType: 'BILLING', eori: '1234' })).toEqual([['eori', E.eoriInvalid]]);
  });

  it('requires the tax number and PDF where the storefront flag is on, else only for UK import + company', () => {
    const milan = {
      ...munich,
      addressType: 'BILLING' as const,
      areaCode: '+39',
      personPhone: '347 123 4567',
      country: 'IT',
      province: 'Lombardia',
      city: 'Milano',
      postalCode: '20121',
      houseNo: null,
    };
    expect(issues(milan, 'IT')).toEqual([
      ['taxCode', E.taxCodeRequired],
      ['taxDocument', E.taxDocumentRequired],
    ]);
    expect(issues({ ...milan, taxCode: 'IT12345678901', taxDocument: '/files/x.pdf' }, 'IT')).toEqual([]);
    expect(issues(london, 'DE')).toEqual([]);
    expect(issues({ ...london, importScheme: true, isCorporate: false })).toEqual([]);
    expect(issues({ ...london, importScheme: true, isCorporate: true })).toEqual([
      ['taxCode', E.taxCodeRequired],
    ]);
    const out = addressSchemaFor('DE', 'BILLING').parse({
      ...london,
      importScheme: true,
      isCorporate: true,
      taxCode: 'gb 123 4567 89',
    });
    expect(out).toMatchObject({ taxCode: 'GB123456789', importScheme: true, isCorporate: true });
  });

  it('takes a PDF under 100 MB as the tax document', () => {
    const mb = 1024 * 1024;
    expect(taxDocumentFileSchema.safeParse({ type: 'application/pdf', size: 99 * mb }).success).toBe(true);
    const big = taxDocumentFileSchema.safeParse({ type: 'application/pdf', size: 101 * mb });
    expect(big.error?.issues[0]?.message).toBe('trade.order.common.billingNum.100M');
    const exact = taxDocumentFileSchema.safeParse({ type: 'application/pdf', size: 100 * mb });
    expect(exact.success).toBe(false);
    const png = taxDocumentFileSchema.safeParse({ type: 'image/png', size: 10 });
    expect(png.error?.issues[0]?.message).toBe('trade.order.common.billingNum.pdf');
  });
});

describe('formatAddressLines', () => {
  it('writes each country its own way', () => {
    expect(
      formatAddressLines({
        poiName: 'Sendlinger Straße',
        houseNo: '45',
        detailAddress: '4. OG',
        postalCode: '80331',
        city: 'München',
        province: 'Bayern',
        country: 'DE',
      }),
    ).toEqual(['Sendlinger Straße 45', '4. OG', '80331 München']);
    expect(
      formatAddressLines(
        {
          poiName: 'Upper Street',
          houseNo: '221',
          postalCode: 'N1 7GU',
          city: 'London',
          province: 'England',
          country: 'GB',
        },
        'United Kingdom',
      ),
    ).toEqual(['221 Upper Street', 'London', 'N1 7GU', 'United Kingdom']);
  });
});
