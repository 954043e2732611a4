import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  multipart,
  type TestContext,
  userId,
} from '../../../test/harness.ts';
import { translate } from '../../platform/i18n.ts';

let t: TestContext;
let anna: string;
let ben: string;
let annaId: number;

const MB = 1024 * 1024;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const munich = {
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Schneider',
  areaCode: '+49',
  personPhone: '151 23456789',
  email: 'anna@example.de',
  country: 'DE',
  region: { id: 5, regionName: 'Deutschland', regionShortName: 'DE', regionStatus: 'ENABLED' },
  province: 'Bayern',
  city: 'München',
  districtList: [
    { id: 11, districtCode: 'BY', districtName: 'Bayern', districtLevel: 1 },
    { id: 12, districtCode: 'BY-MUC', districtName: 'München', districtLevel: 2 },
  ],
  postalCode: '80331',
  poiName: 'Sendlinger Straße',
  houseNo: '45',
  detailAddress: '4. OG',
  addressLongitude: 11.5686,
  addressLatitude: 48.1351,
  subscribe: true,
  hearFrom: 'Freunde 😀',
};

const vienna = {
  ...munich,
  areaCode: '+43',
  personPhone: '664 1234567',
  country: 'AT',
  province: 'Wien',
  city: 'Wien',
  postalCode: '1010',
  poiName: 'Kärntner Straße',
  houseNo: '8',
  districtList: [],
};

const londonBilling = {
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
  company: 'Brightline Ltd',
  importScheme: true,
  isCorporate: true,
  taxCode: 'GB 123 4567 89',
};

const en = { 'accept-language': 'en' };
const call = (name: string, payload: unknown, cookie = anna, site = 'DE') =>
  t.call('flow', name, payload, { cookie, site, headers: en });
const create = (payload: unknown, cookie = anna, site = 'DE') =>
  call('customer_CreateShippingAddressFlow', payload, cookie, site);
const list = async (cookie = anna) =>
  expectOk(await call('customer_QueryShippingAddressListFlow', {}, cookie));
const rows = async () =>
  (await t.db.one<{ d: string }>(
    `SELECT coalesce(string_agg(id || ':' || xmin || ':' || is_default, ',' ORDER BY id), '') AS d
         FROM customer_address WHERE user_id = $1`,
    [annaId],
  ))!.d;
const text = (key: string) => translate('en', key);

function uploadPdf(bytes: Buffer, cookie = anna) {
  const { body, headers } = multipart({ bytes, filename: 'vat.pdf', type: 'application/pdf' });
  return t.request('POST', '/api/files/upload?purpose=billing', {
    body,
    headers: { ...headers, ...en },
    cookie,
  });
}

/** The payload is refused with 400 and exactly these field messages, and nothing of Anna's changes. */
async function refused(payload: unknown, fields: [string, string][], site = 'DE') {
  const before = await rows();
  const error = expectFailure(await create(payload, anna, site), 400, 'INVALID_DATA');
  expect(error.fields).toEqual(fields.map(([path, key]) => ({ path, message: text(key) })));
  expect(await rows()).toBe(before);
}

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
  annaId = await userId(t.db, 'buyer@kontor.test');
});
afterAll(() => t?.close());

describe('address book calls', () => {
  it('creates an address ENABLED and not default, with the whole payload, and lists it', async () => {
    const saved = expectOk(await create(munich));
    expect(saved).toMatchObject({
      addressType: 'SHIPPING',
      addressStatus: 'ENABLED',
      isDefault: false,
      personName: 'Anna Schneider',
      areaCode: '+49',
      areaCodeId: 'DE',
      site: 'DE',
      region: munich.region,
      districtList: munich.districtList,
      postalCode: '80331',
      houseNo: '45',
      detailAddress: '4. OG',
      addressLongitude: 11.5686,
      addressLatitude: 48.1351,
      subscribe: true,
      hearFrom: 'Freunde',
      taxDocument: null,
    });
    const mine = await list();
    expect(mine.map((a: { id: number }) => a.id)).toContain(saved.id);
    expect(await list(ben)).toEqual([]);
  });

  it('keeps one default per buyer and type; the default comes first; set-default moves it', async () => {
    const a = expectOk(await create({ ...munich, isDefault: true }));
    expect(a.isDefault).toBe(true);
    const b = expectOk(await create(vienna));
    expect(b.isDefault).toBe(false);
    let mine = await list();
    expect(mine[0].id).toBe(a.id);
    const moved = expectOk(await call('kontor_customer_SetDefaultShippingAddressFlow', { id: b.id }));
    expect(moved.isDefault).toBe(true);
    mine = await list();
    expect(mine[0].id).toBe(b.id);
    expect(
      mine.filter(
        (x: { isDefault: boolean; addressType: string }) => x.isDefault && x.addressType === 'SHIPPING',
      ),
    ).toHaveLength(1);
    // Updating the default with isDefault false keeps it default (its checkbox is disabled).
    const kept = expectOk(
      await call('customer_UpdateShippingAddressFlow', {
        ...vienna,
        id: b.id,
        isDefault: false,
        city: 'Wien',
      }),
    );
    expect(kept.isDefault).toBe(true);
  });

  it('two set-default calls at once leave exactly one default', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(expectOk(await create({ ...munich, houseNo: String(10 + i) })).id);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        ids.map((id) => call('kontor_customer_SetDefaultShippingAddressFlow', { id })),
      );
      for (const a of answers) expectOk(a);
      const defaults = await t.db.query(
        "SELECT id FROM customer_address WHERE user_id = $1 AND address_type = 'SHIPPING' AND is_default",
        [annaId],
      );
      expect(defaults).toHaveLength(1);
    }
  });

  it('updates and deletes only the buyer’s own address; another buyer’s id answers 404 like a made-up one', async () => {
    const mine = expectOk(await create(munich));
    const updated = expectOk(
      await call('customer_UpdateShippingAddressFlow', {
        ...munich,
        id: mine.id,
        firstName: 'Jürgen',
        lastName: 'Groß',
      }),
    );
    expect(updated.personName).toBe('Jürgen Groß');
    const before = await rows();
    const foreign = await call('customer_UpdateShippingAddressFlow', { ...munich, id: mine.id }, ben);
    const madeUp = await call('customer_UpdateShippingAddressFlow', { ...munich, id: 987654321 }, ben);
    expectFailure(foreign, 404, 'NOT_FOUND');
    expect(foreign.payload).toBe(madeUp.payload);
    for (const name of [
      'kontor_customer_DeleteShippingAddressFlow',
      'kontor_customer_SetDefaultShippingAddressFlow',
    ]) {
      const f = await call(name, { id: mine.id }, ben);
      expectFailure(f, 404, 'NOT_FOUND');
      expect(f.payload).toBe((await call(name, { id: 987654321 }, ben)).payload);
    }
    expect(await rows()).toBe(before);
    expect(expectOk(await call('kontor_customer_DeleteShippingAddressFlow', { id: mine.id }))).toEqual({
      id: mine.id,
    });
    expect((await list()).some((a: { id: number }) => a.id === mine.id)).toBe(false);
    expectFailure(await call('kontor_customer_DeleteShippingAddressFlow', { id: mine.id }), 404, 'NOT_FOUND');
  });
});

describe('address rules on the server (spec §5), with their messages', () => {
  it('a 35-character name', async () => {
    await refused({ ...munich, firstName: 'Maximiliane-Charlotte', lastName: 'Oberhausenerin' }, [
      ['lastName', 'addresses.errors.nameTooLong'],
    ]);
    expect(text('addresses.errors.nameTooLong')).toBe(
      'First and last name together may have at most 34 characters',
    );
  });

  it('"12345" for Austria', async () => {
    await refused({ ...vienna, postalCode: '12345' }, [['postalCode', 'addresses.errors.postalCodeDigits4']]);
  });

  it('a backslash in the street', async () => {
    await refused({ ...munich, poiName: 'Sendlinger\\Straße' }, [['poiName', 'addresses.errors.backslash']]);
  });

  it('a UK postcode that does not match', async () => {
    await refused({ ...londonBilling, postalCode: 'N17 GUX' }, [
      ['postalCode', 'addresses.errors.postalCodeUk'],
    ]);
  });

  it('a 21-character phone', async () => {
    await refused({ ...munich, personPhone: '151 2345 6789 0123 45' }, [
      ['personPhone', 'addresses.errors.phoneTooLong'],
    ]);
  });

  it('the other rules: gender, digits-only street, house number, 35-character line, tax number', async () => {
    await refused({ ...munich, gender: undefined, poiName: '123', houseNo: '' }, [
      ['gender', 'addresses.errors.genderRequired'],
      ['poiName', 'addresses.errors.streetDigitsOnly'],
      ['houseNo', 'addresses.errors.houseNoRequired'],
    ]);
    await refused({ ...munich, detailAddress: 'x'.repeat(36) }, [
      ['detailAddress', 'addresses.errors.detailTooLong35'],
    ]);
    await refused({ ...londonBilling, taxCode: '' }, [['taxCode', 'addresses.errors.taxCodeRequired']]);
    await refused({ ...londonBilling, taxCode: 'GB12' }, [['taxCode', 'addresses.errors.taxCodeInvalid']]);
    // ES: Canarias cannot be served; IT: tax number and PDF required for billing.
    await refused(
      {
        ...munich,
        areaCode: '+34',
        personPhone: '612 345 678',
        country: 'ES',
        province: 'Canarias',
        city: 'Las Palmas',
        postalCode: '35001',
        houseNo: null,
        poiName: 'Calle Mayor 4',
      },
      [['postalCode', 'addresses.errors.postalCodeNotServed']],
      'ES',
    );
    await refused(
      {
        ...munich,
        addressType: 'BILLING',
        areaCode: '+39',
        personPhone: '347 123 4567',
        country: 'IT',
        province: 'Lombardia',
        city: 'Milano',
        postalCode: '20121',
        houseNo: null,
      },
      [
        ['taxCode', 'addresses.errors.taxCodeRequired'],
        ['taxDocument', 'addresses.errors.taxDocumentRequired'],
      ],
      'IT',
    );
  });

  it('bad input answers 400 with fields, and nothing changes (update too)', async () => {
    const mine = expectOk(await create(munich));
    const before = await rows();
    const error = expectFailure(
      await call('customer_UpdateShippingAddressFlow', {
        ...munich,
        id: mine.id,
        city: 'M\\ünchen',
        email: 'x',
      }),
      400,
      'INVALID_DATA',
    );
    expect(error.fields).toEqual([
      { path: 'email', message: text('addresses.errors.emailInvalid') },
      { path: 'city', message: text('addresses.errors.backslash') },
    ]);
    expect(await rows()).toBe(before);
  });
});

describe('billing addresses', () => {
  it('keeps a UK billing address with a VAT number and its PDF, private to its owner', async () => {
    const pdf = expectOk(await uploadPdf(PDF));
    const saved = expectOk(await create({ ...londonBilling, taxDocument: pdf.url, isDefault: true }));
    expect(saved).toMatchObject({
      addressType: 'BILLING',
      taxCode: 'GB123456789',
      importScheme: true,
      isCorporate: true,
      isDefault: true,
      taxDocument: { url: pdf.url, name: 'vat.pdf', size: PDF.length },
    });
    // A billing default does not take the shipping default away.
    const defaults = (await list()).filter((a: { isDefault: boolean }) => a.isDefault);
    expect(defaults.map((a: { addressType: string }) => a.addressType).sort()).toEqual([
      'BILLING',
      'SHIPPING',
    ]);
    expect((await t.request('GET', pdf.url, { cookie: anna })).statusCode).toBe(200);
    expect((await t.request('GET', pdf.url, { cookie: ben })).statusCode).toBe(404);
    // Someone else's upload cannot be attached.
    const bens = expectOk(await uploadPdf(PDF, ben));
    await refused({ ...londonBilling, taxDocument: bens.url }, [
      ['taxDocument', 'addresses.errors.taxDocumentUnknown'],
    ]);
  });

  it('lets the shop of an order that bills to the address read its tax document, no other shop', async () => {
    const sellerId = await userId(t.db, 'seller1@kontor.test');
    const shop = (await t.db.one<{ id: number }>('SELECT id FROM shop WHERE seller_user_id = $1', [
      sellerId,
    ]))!;
    const seller = await t.signIn('seller1@kontor.test');
    const otherSeller = await t.signIn('seller2@kontor.test');
    const item = await createTestItem(t.db, { DE: { sale: 4900 } });
    await t.db.query('UPDATE item SET shop_id = $1 WHERE id = $2', [shop.id, item.itemId]);
    const pdf = expectOk(await uploadPdf(PDF));
    const billing = expectOk(await create({ ...londonBilling, taxDocument: pdf.url }));
    const status = async (url: string, cookie: string) =>
      (await t.request('GET', url, { cookie })).statusCode;
    // Private until an order bills to it.
    expect(await status(pdf.url, seller)).toBe(404);

    expectOk(
      await call('kontor_trade_BatchCreateNewCartLinesFlow', [{ sku: { id: item.skuId }, skuQty: 1 }]),
    );
    const line = (await t.db.one<{ id: number }>('SELECT id FROM cart_line WHERE sku_id = $1', [
      item.skuId,
    ]))!;
    const contract = expectOk(
      await call('kontor_trade_CreateTradeContractFlow', {
        cartLineIds: [line.id],
        selectedAddress: { firstName: 'Anna', lastName: 'Schneider', country: 'DE', city: 'München' },
        billingAddressId: billing.id,
      }),
    );
    expect(await status(pdf.url, seller)).toBe(200);
    expect(await status(pdf.url, otherSeller)).toBe(404);
    expect(await status(pdf.url, ben)).toBe(404);
    expect(await status(pdf.url, anna)).toBe(200);

    // Choosing another billing address on the contract hands that one's document over too.
    const second = expectOk(await uploadPdf(PDF));
    const other = expectOk(
      await create({ ...londonBilling, taxCode: 'GB 987 6543 21', taxDocument: second.url }),
    );
    expect(await status(second.url, seller)).toBe(404);
    expectOk(
      await call('kontor_trade_UpdateTradeContractAddressFlow', {
        id: contract.id,
        selectedAddress: { firstName: 'Anna', lastName: 'Schneider', country: 'DE', city: 'München' },
        billingAddressId: other.id,
      }),
    );
    expect(await status(second.url, seller)).toBe(200);
    expect(await status(second.url, otherSeller)).toBe(404);
  });

  it("a 101 MB PDF is refused with the spec's message, and so is an image", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(101 * MB - PDF.length)]);
    const error = expectFailure(await uploadPdf(big), 413, 'PAYLOAD_TOO_LARGE');
    expect(error.key).toBe('trade.order.common.billingNum.100M');
    expect(error.fields).toEqual([{ path: 'file', message: text('trade.order.common.billingNum.100M') }]);
    const png = multipart({
      bytes: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
      filename: 'vat.pdf',
      type: 'application/pdf',
    });
    const notPdf = expectFailure(
      await t.request('POST', '/api/files/upload?purpose=billing', {
        body: png.body,
        headers: { ...png.headers, ...en },
        cookie: anna,
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(notPdf.key).toBe('trade.order.common.billingNum.pdf');
  });
});
