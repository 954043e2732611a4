import { describe, expect, it } from 'vitest';
import { districtListOf, newValues, pathOf, toPayload } from './address-form-values.ts';

describe('address form values', () => {
  it('turns the picked path into the address levels and back', () => {
    const path = {
      province: 'Bayern',
      provinceId: 30,
      provinceCode: 'DE-BY',
      city: 'München',
      cityId: 5480,
    };
    const list = districtListOf(path);
    expect(list).toEqual([
      { districtName: 'Bayern', districtLevel: 1, id: 30, districtCode: 'DE-BY' },
      { districtName: 'München', districtLevel: 2, id: 5480 },
    ]);
    // What the server answers for what was sent (its levels are numbers there).
    expect(pathOf(list as Parameters<typeof pathOf>[0])).toEqual(path);
  });

  it('sends province and city from the path, the tax document as its URL, billing only', () => {
    const values = {
      ...newValues('DE', 'BILLING'),
      path: { province: 'England', city: 'London' },
      areaCode: '+44',
      taxDocument: { url: '/files/abc.pdf', name: 'vat.pdf', size: 10 },
    };
    expect(toPayload(values, 'DE', 'BILLING')).toMatchObject({
      addressType: 'BILLING',
      site: 'DE',
      province: 'England',
      city: 'London',
      areaCodeId: 'GB',
      taxDocument: '/files/abc.pdf',
    });
    expect(toPayload(values, 'DE', 'SHIPPING').taxDocument).toBeNull();
  });

  it('starts a new address in the storefront country, not default', () => {
    expect(newValues('UK', 'SHIPPING')).toMatchObject({ country: 'GB', areaCode: '+44', isDefault: false });
  });
});
