import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type TestContext,
  type TestResponse,
} from './harness.ts';

// Issue 9, "Parcel tracking leaks": the waybill query answers only for a parcel of the caller's own
// order or after-sales order, or of their own shop; another's waybill and a made-up one answer the
// same 404.

let t: TestContext;
const URL = '/api/tms/web/express/track/waybill/query';
const track = (carrier: string, waybill: string, cookie?: string) =>
  t.request('GET', `${URL}?carrierCompanyCode=${carrier}&wayBillNumber=${waybill}`, { cookie });

interface Parcel {
  carrier: string;
  waybill: string;
  buyer: string;
  seller: string;
}

/** A parcel with tracking events: an order's package or an after-sales parcel of the demo buyer. */
async function parcel(kind: 'package' | 'reverse'): Promise<Parcel> {
  const sql =
    kind === 'package'
      ? `SELECT c.entity_code AS carrier, p.service_code AS waybill, b.email AS buyer, su.email AS seller
           FROM package p JOIN carrier c ON c.id = p.carrier_id JOIN trade_order o ON o.id = p.order_id
           JOIN app_user b ON b.id = o.buyer_id JOIN shop s ON s.id = o.shop_id JOIN app_user su ON su.id = s.seller_user_id`
      : `SELECT c.entity_code AS carrier, f.service_code AS waybill, b.email AS buyer, su.email AS seller
           FROM reverse_fulfillment f JOIN carrier c ON c.id = f.carrier_id JOIN reverse_order r ON r.id = f.reverse_order_id
           JOIN app_user b ON b.id = r.buyer_id JOIN shop s ON s.id = r.shop_id JOIN app_user su ON su.id = s.seller_user_id`;
  const row = await t.db.one<Parcel>(
    `SELECT * FROM (${sql}) x WHERE x.buyer = 'buyer@kontor.test'
        AND EXISTS (SELECT 1 FROM logistics_event e WHERE e.carrier_code = x.carrier AND e.waybill = x.waybill
                       AND e.occurred_at <= now())
      LIMIT 1`,
  );
  if (!row) throw new Error(`no ${kind} parcel with events in the demo data`);
  return row;
}

async function otherSeller(seller: string): Promise<string> {
  const row = await t.db.one<{ email: string }>(
    `SELECT u.email FROM shop s JOIN app_user u ON u.id = s.seller_user_id WHERE u.email <> $1 ORDER BY s.id LIMIT 1`,
    [seller],
  );
  return row!.email;
}

let buyer: string;
let buyer2: string;
let guest: string;

beforeAll(async () => {
  t = await createTestContext();
  buyer = await t.signIn('buyer@kontor.test');
  buyer2 = await t.signIn('buyer2@kontor.test');
  const res = await t.request('POST', '/api/user/web/tourist', { body: {} });
  guest = res.cookies.filter((c) => c.name === 'kontor_sid').map((c) => `${c.name}=${c.value}`)[0]!;
});
afterAll(() => t?.close());

const stripVolatile = (res: TestResponse) => ({ status: res.statusCode, body: res.body });

describe.each(['package', 'reverse'] as const)('tracking a %s parcel', (kind) => {
  it('answers its buyer and its shop', async () => {
    const p = await parcel(kind);
    expect(expectOk(await track(p.carrier, p.waybill, buyer)).length).toBeGreaterThan(0);
    const seller = await t.signIn(p.seller);
    expect(expectOk(await track(p.carrier, p.waybill, seller)).length).toBeGreaterThan(0);
  });

  it('answers another buyer, a guest and another shop exactly like a made-up waybill', async () => {
    const p = await parcel(kind);
    const foreignSeller = await t.signIn(await otherSeller(p.seller));
    for (const cookie of [buyer2, guest, foreignSeller]) {
      const foreign = await track(p.carrier, p.waybill, cookie);
      expectFailure(foreign, 404, 'NOT_FOUND');
      const madeUp = await track(p.carrier, 'ZZ0000000000000', cookie);
      expect(stripVolatile(foreign)).toEqual(stripVolatile(madeUp));
      expect(foreign.payload).toBe(madeUp.payload);
    }
  });
});

it('answers 404 for an unknown waybill (was: 200 with an empty list) and for the wrong carrier', async () => {
  const p = await parcel('package');
  expectFailure(await track(p.carrier, 'ZZ0000000000000', buyer), 404, 'NOT_FOUND');
  expectFailure(await track('NOSUCHCARRIER', p.waybill, buyer), 404, 'NOT_FOUND');
});

it('asks for a session', async () => {
  const p = await parcel('package');
  expectFailure(await track(p.carrier, p.waybill), 401, 'UNAUTHORIZED');
});
