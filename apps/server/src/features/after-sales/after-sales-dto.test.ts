import { describe, expect, it } from 'vitest';
import { returnAddressDto } from './after-sales-dto.ts';

describe('returnAddressDto', () => {
  const shop = {
    personName: 'Lager Nord',
    personPhone: '+49 30 1234',
    detailAddress: 'Hafenstr. 1',
    country: 'DE',
  };

  it('names the country in the language asked, each language apart (the names are kept per language)', () => {
    expect(returnAddressDto(shop, 'en')?.address).toBe('Hafenstr. 1, Germany');
    expect(returnAddressDto(shop, 'de')?.address).toBe('Hafenstr. 1, Deutschland');
    expect(returnAddressDto(shop, 'en')?.address).toBe('Hafenstr. 1, Germany');
    expect(returnAddressDto({ ...shop, country: 'FR' }, 'de')?.address).toBe('Hafenstr. 1, Frankreich');
  });

  it('keeps a country it cannot name as written', () => {
    expect(returnAddressDto({ ...shop, country: 'Deutschland' }, 'en')?.address).toBe(
      'Hafenstr. 1, Deutschland',
    );
  });
});
