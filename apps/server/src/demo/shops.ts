import type { Queryable } from '../platform/db/index.ts';
import {
  DEMO_BUYER,
  DEMO_BUYER2,
  DEMO_BUYER3,
  DEMO_OPERATOR,
  DEMO_SELLER_COUNT,
  sellerEmail,
} from './accounts.ts';
import { insertRows } from './sql.ts';

export interface ShopDef {
  /** 1 … 6: seller{n}@kontor.test runs shop n. */
  n: number;
  name: string;
  siteName: string;
  siteAddress: string;
  channel: 'B2C' | 'O2O' | 'CBE';
  merchantStatus: 'SELLER' | 'FROZEN';
  sellerNickname: string;
  /** Where after-sales returns go (spec §3 Address field names). */
  returnAddress: Record<string, string>;
  /** Carriers the shop ships with, by entity code; the first is its default. */
  carriers: string[];
  /** City its parcels leave from (tracking events). */
  dispatchCity: string;
}

const returnAddress = (
  personName: string,
  personPhone: string,
  country: string,
  province: string,
  city: string,
  postalCode: string,
  poiName: string,
  houseNo: string,
  company: string,
) => {
  const [firstName, ...rest] = personName.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    personName,
    personPhone,
    email: `returns@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    company,
    country,
    province,
    city,
    postalCode,
    poiName,
    houseNo,
    detailAddress: `${poiName} ${houseNo}, ${postalCode} ${city}`,
  };
};

export const SHOPS: readonly ShopDef[] = [
  {
    n: 1,
    name: 'Nordwerk Office',
    siteName: 'Nordwerk Office GmbH',
    siteAddress: 'Lindenstraße 34, 10969 Berlin, Germany',
    channel: 'B2C',
    merchantStatus: 'SELLER',
    sellerNickname: 'Jonas Albers',
    returnAddress: returnAddress(
      'Jonas Albers',
      '+49 30 5557 1200',
      'DE',
      'Berlin',
      'Berlin',
      '12099',
      'Ringbahnstraße',
      '10',
      'Nordwerk Office',
    ),
    carriers: ['DHL', 'DPD', 'UPS'],
    dispatchCity: 'Berlin',
  },
  {
    n: 2,
    name: 'Sitzgut',
    siteName: 'Sitzgut Sitzmöbel GmbH',
    siteAddress: 'Landsberger Straße 302, 80687 München, Germany',
    channel: 'B2C',
    merchantStatus: 'SELLER',
    sellerNickname: 'Miriam Huber',
    returnAddress: returnAddress(
      'Miriam Huber',
      '+49 89 5556 4410',
      'DE',
      'Bayern',
      'Garching bei München',
      '85748',
      'Lichtenbergstraße',
      '8',
      'Sitzgut',
    ),
    carriers: ['DPD', 'GLS', 'DHL'],
    dispatchCity: 'München',
  },
  {
    n: 3,
    name: 'Lumen & Loft',
    siteName: 'Lumen & Loft Showroom Hamburg',
    siteAddress: 'Große Elbstraße 145, 22767 Hamburg, Germany',
    channel: 'O2O',
    merchantStatus: 'SELLER',
    sellerNickname: 'Katrin Vogt',
    returnAddress: returnAddress(
      'Katrin Vogt',
      '+49 40 5550 8812',
      'DE',
      'Hamburg',
      'Hamburg',
      '22767',
      'Große Elbstraße',
      '145',
      'Lumen and Loft',
    ),
    carriers: ['HERMES', 'DHL'],
    dispatchCity: 'Hamburg',
  },
  {
    n: 4,
    name: 'Hallwood Furniture Co.',
    siteName: 'Hallwood Furniture Co. Ltd',
    siteAddress: '18 Ancoats Street, Manchester M4 6AE, United Kingdom',
    channel: 'CBE',
    merchantStatus: 'SELLER',
    sellerNickname: 'Oliver Hart',
    returnAddress: returnAddress(
      'Oliver Hart',
      '+44 161 555 0182',
      'GB',
      'Greater Manchester',
      'Manchester',
      'M4 6AE',
      'Ancoats Street',
      '18',
      'Hallwood Furniture',
    ),
    carriers: ['UPS', 'ROYALMAIL', 'DHL'],
    dispatchCity: 'Manchester',
  },
  {
    n: 5,
    name: 'Stilla Akustik',
    siteName: 'Stilla Akustik AB',
    siteAddress: 'Industrigatan 9, 212 14 Malmö, Sweden',
    channel: 'B2C',
    merchantStatus: 'SELLER',
    sellerNickname: 'Elin Lindqvist',
    returnAddress: returnAddress(
      'Elin Lindqvist',
      '+46 40 555 32 10',
      'SE',
      'Skåne län',
      'Malmö',
      '212 14',
      'Industrigatan',
      '9',
      'Stilla Akustik',
    ),
    carriers: ['POSTNORD', 'DHL', 'GLS'],
    dispatchCity: 'Malmö',
  },
  {
    n: 6,
    name: 'Deskhaus Essentials',
    siteName: 'Deskhaus Essentials B.V.',
    siteAddress: 'Keizersgracht 241, 1016 EA Amsterdam, Netherlands',
    channel: 'B2C',
    merchantStatus: 'FROZEN',
    sellerNickname: 'Daan de Vries',
    returnAddress: returnAddress(
      'Daan de Vries',
      '+31 20 555 7730',
      'NL',
      'Noord-Holland',
      'Amsterdam',
      '1043 AP',
      'Naritaweg',
      '52',
      'Deskhaus Essentials',
    ),
    carriers: ['POSTNL', 'DPD', 'GLS'],
    dispatchCity: 'Amsterdam',
  },
];

export interface DemoPeople {
  buyerId: number;
  buyer2Id: number;
  /** Shop id by shop number (1 … 6). */
  shopIds: Record<number, number>;
  /** Seller user id by shop number. */
  sellerIds: Record<number, number>;
}

/** DESIGN §10 accounts and one shop per seller; every account gets the same (precomputed) hash. */
export async function insertPeople(q: Queryable, passwordHash: string, now: Date): Promise<DemoPeople> {
  const since = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const users = [
    {
      email: DEMO_BUYER.email,
      nickname: DEMO_BUYER.nickname,
      roles: ['buyer'],
      language: null,
      created_at: since(480),
    },
    {
      email: DEMO_BUYER2.email,
      nickname: DEMO_BUYER2.nickname,
      roles: ['buyer'],
      language: null,
      created_at: since(300),
    },
    {
      email: DEMO_BUYER3.email,
      nickname: DEMO_BUYER3.nickname,
      roles: ['buyer'],
      language: null,
      created_at: since(120),
    },
    {
      email: DEMO_OPERATOR.email,
      nickname: DEMO_OPERATOR.nickname,
      roles: ['operator'],
      language: 'en',
      created_at: since(900),
    },
    ...SHOPS.slice(0, DEMO_SELLER_COUNT).map((s) => ({
      email: sellerEmail(s.n),
      nickname: s.sellerNickname,
      roles: ['seller'],
      language: null,
      created_at: since(800 - s.n * 20),
    })),
  ].map((u) => ({ ...u, username: u.email.split('@')[0], password_hash: passwordHash, site: 'DE' }));
  const inserted = await insertRows(
    q,
    'app_user',
    'email text, password_hash text, nickname text, username text, roles text[], language text, site text, created_at timestamptz',
    users,
    { returning: 'id, email' },
  );
  const userId = new Map(inserted.map((r) => [r.email as string, Number(r.id)]));

  const shops = await insertRows(
    q,
    'shop',
    `seller_user_id bigint, name text, site_name text, site_address text, shop_channel_type text,
     merchant_status text, frozen_at timestamptz, return_address jsonb, created_at timestamptz`,
    SHOPS.slice(0, DEMO_SELLER_COUNT).map((s) => ({
      seller_user_id: userId.get(sellerEmail(s.n)),
      name: s.name,
      site_name: s.siteName,
      site_address: s.siteAddress,
      shop_channel_type: s.channel,
      merchant_status: s.merchantStatus,
      // Frozen as the demo loads: every demo order of the shop was placed before (spec §6).
      frozen_at: s.merchantStatus === 'FROZEN' ? now.toISOString() : null,
      return_address: s.returnAddress,
      created_at: since(790 - s.n * 20),
    })),
    { returning: 'id, seller_user_id' },
  );
  const shopIds: Record<number, number> = {};
  const sellerIds: Record<number, number> = {};
  for (const s of SHOPS.slice(0, DEMO_SELLER_COUNT)) {
    const sellerId = userId.get(sellerEmail(s.n))!;
    sellerIds[s.n] = sellerId;
    shopIds[s.n] = Number(shops.find((r) => Number(r.seller_user_id) === sellerId)!.id);
  }
  return {
    buyerId: userId.get(DEMO_BUYER.email)!,
    buyer2Id: userId.get(DEMO_BUYER2.email)!,
    shopIds,
    sellerIds,
  };
}
