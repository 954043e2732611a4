/**
 * Delivery and billing addresses of the demo buyers, in the field names of spec §3 "Address".
 * They are snapshots on the trade contract, as a shop keeps them at checkout.
 */
export interface DemoAddress {
  firstName: string;
  lastName: string;
  personName: string;
  personPhone: string;
  email: string;
  gender: 'MALE' | 'FEMALE' | 'UN_KNOW';
  company?: string;
  taxCode?: string;
  country: string;
  province: string;
  city: string;
  postalCode: string;
  poiName: string;
  houseNo: string;
  detailAddress: string;
  isDefault: boolean;
  site: string;
}

function address(
  site: string,
  person: [first: string, last: string, gender: DemoAddress['gender'], phone: string, email: string],
  place: [
    country: string,
    province: string,
    city: string,
    postalCode: string,
    street: string,
    houseNo: string,
  ],
  extra: { company?: string; taxCode?: string; detail?: string; isDefault?: boolean } = {},
): DemoAddress {
  const [firstName, lastName, gender, personPhone, email] = person;
  const [country, province, city, postalCode, poiName, houseNo] = place;
  const local = country === 'GB' || country === 'NL' ? `${houseNo} ${poiName}` : `${poiName} ${houseNo}`;
  return {
    firstName,
    lastName,
    personName: `${firstName} ${lastName}`,
    personPhone,
    email,
    gender,
    ...(extra.company ? { company: extra.company } : {}),
    ...(extra.taxCode ? { taxCode: extra.taxCode } : {}),
    country,
    province,
    city,
    postalCode,
    poiName,
    houseNo,
    detailAddress: extra.detail ?? `${local}, ${postalCode} ${city}`,
    isDefault: extra.isDefault ?? false,
    site,
  };
}

const ANNA: [string, string, DemoAddress['gender'], string, string] = [
  'Anna',
  'Schneider',
  'FEMALE',
  '+49 151 23456789',
  'buyer@kontor.test',
];
const BEN: [string, string, DemoAddress['gender'], string, string] = [
  'Ben',
  'Carter',
  'MALE',
  '+44 7700 900123',
  'buyer2@kontor.test',
];

/** Anna lives in Berlin, works in Munich and sends gifts to family abroad. */
export const ANNA_ADDRESSES = {
  home: address('DE', ANNA, ['DE', 'Berlin', 'Berlin', '10437', 'Kastanienallee', '12'], {
    detail: 'Kastanienallee 12, Hinterhaus, 3. OG, 10437 Berlin',
    isDefault: true,
  }),
  office: address('DE', ANNA, ['DE', 'Bayern', 'München', '80331', 'Sendlinger Straße', '45'], {
    company: 'Brightline Consulting GmbH',
    detail: 'Sendlinger Straße 45, 4. OG, 80331 München',
  }),
  billing: address('DE', ANNA, ['DE', 'Bayern', 'München', '80331', 'Sendlinger Straße', '45'], {
    company: 'Brightline Consulting GmbH',
    taxCode: 'DE287654321',
  }),
  london: address(
    'UK',
    ['Anna', 'Schneider', 'FEMALE', '+44 20 7946 0321', 'buyer@kontor.test'],
    ['GB', 'Greater London', 'London', 'N1 7GU', 'Upper Street', '221'],
  ),
  amsterdam: address(
    'NL',
    ['Lena', 'Schneider', 'FEMALE', '+31 6 12345678', 'buyer@kontor.test'],
    ['NL', 'Noord-Holland', 'Amsterdam', '1015 CJ', 'Prinsengracht', '263'],
  ),
  stockholm: address(
    'SE',
    ['Anna', 'Schneider', 'FEMALE', '+46 70 123 45 67', 'buyer@kontor.test'],
    ['SE', 'Stockholms län', 'Stockholm', '118 46', 'Götgatan', '48'],
  ),
  krakow: address(
    'PL',
    ['Tomasz', 'Nowak', 'MALE', '+48 512 345 678', 'buyer@kontor.test'],
    ['PL', 'Małopolskie', 'Kraków', '31-042', 'ulica Floriańska', '15'],
  ),
  paris: address(
    'FR',
    ['Claire', 'Schneider', 'FEMALE', '+33 6 12 34 56 78', 'buyer@kontor.test'],
    ['FR', 'Île-de-France', 'Paris', '75011', 'Rue Oberkampf', '57'],
  ),
  milan: address(
    'IT',
    ['Anna', 'Schneider', 'FEMALE', '+39 347 123 4567', 'buyer@kontor.test'],
    ['IT', 'Lombardia', 'Milano', '20121', 'Via Solferino', '22'],
  ),
  madrid: address(
    'ES',
    ['Anna', 'Schneider', 'FEMALE', '+34 612 345 678', 'buyer@kontor.test'],
    ['ES', 'Comunidad de Madrid', 'Madrid', '28004', 'Calle de Fuencarral', '98'],
  ),
} as const;

export const BEN_ADDRESSES = {
  home: address('UK', BEN, ['GB', 'Greater Manchester', 'Manchester', 'M20 2RN', 'Burton Road', '14'], {
    isDefault: true,
  }),
  hamburg: address(
    'DE',
    ['Ben', 'Carter', 'MALE', '+49 160 9876543', 'buyer2@kontor.test'],
    ['DE', 'Hamburg', 'Hamburg', '20095', 'Mönckebergstraße', '7'],
  ),
} as const;

/** The address a site's orders go to for a buyer. */
export function annaAddressFor(site: string): DemoAddress {
  switch (site) {
    case 'UK':
      return ANNA_ADDRESSES.london;
    case 'NL':
      return ANNA_ADDRESSES.amsterdam;
    case 'SE':
      return ANNA_ADDRESSES.stockholm;
    case 'PL':
      return ANNA_ADDRESSES.krakow;
    case 'FR':
      return ANNA_ADDRESSES.paris;
    case 'IT':
      return ANNA_ADDRESSES.milan;
    case 'ES':
      return ANNA_ADDRESSES.madrid;
    default:
      return ANNA_ADDRESSES.home;
  }
}
