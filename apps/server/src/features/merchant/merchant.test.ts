import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  multipart,
  pngOfSize,
  sessionCookie,
  type TestContext,
} from '../../../test/harness.ts';

// Merchant onboarding and the operator (issue 17; decisions 054, 055): the application lifecycle,
// the operator's review and shop status changes, the audit log, and the seller rights of spec §6.

const SUBMIT = 'kontor_merchant_SubmitApplicationFlow';
const MINE = 'kontor_merchant_QueryMyApplicationFlow';
const STATUS = 'kontor_merchant_QueryMerchantStatusFlow';
const REVIEW = 'admin_ReviewMerchantApplicationFlow';
const SHOP_STATUS = 'admin_ChangeShopStatusFlow';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const company = (documents: { url: string; name: string }[]) => ({
  legalName: 'Müller Büromöbel GmbH',
  registrationNumber: 'HRB 123456',
  country: 'DE',
  vatNumber: 'DE136695976',
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
  documents,
});

describe('merchant onboarding and the operator', () => {
  let t: TestContext;
  let admin: string;
  let anna: string;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await t.signIn('admin@kontor.test');
    anna = await t.signIn('buyer@kontor.test');
  });
  afterAll(() => t?.close());

  const signUp = async (name: string) => {
    const res = await t.request('POST', '/api/user/web/signup', {
      body: { email: `${name}-${Date.now()}@example.test`, password: 'long enough 1', nickname: name },
      site: 'DE',
    });
    expectOk(res);
    return sessionCookie(res)!;
  };
  const uploadPdf = async (cookie: string) => {
    const { body, headers } = multipart({
      bytes: PDF,
      filename: 'Handelsregister.pdf',
      type: 'application/pdf',
    });
    const res = await t.request('POST', '/api/files/upload?purpose=merchant-document', {
      body,
      headers,
      cookie,
    });
    return expectOk(res) as { url: string; name: string };
  };

  it('takes an application, rejects it with a reason, takes it again and approves it into a shop', async () => {
    const paula = await signUp('paula');
    const doc = await uploadPdf(paula);
    const first = expectOk(
      await t.call('flow', SUBMIT, company([{ url: doc.url, name: doc.name }]), { cookie: paula }),
    );
    expect(first).toMatchObject({ status: 'AUDIT', rejectReason: null, shopId: null });
    expect(first.company.iban).toBe('DE89370400440532013000');
    expect(expectOk(await t.call('flow', STATUS, {}, { cookie: paula }))).toMatchObject({
      isShowSettled: true,
      isShowBackground: false,
      auditStatus: 'AUDIT',
    });
    // Under review: no second submission.
    expectFailure(
      await t.call('flow', SUBMIT, company([{ url: doc.url, name: doc.name }]), { cookie: paula }),
      409,
      'CONFLICT',
    );

    // The operator sees it with its document, which the operator may open.
    const listed = expectOk(
      await t.call('flow', 'admin_PageMerchantApplicationFlow', { status: 'AUDIT' }, { cookie: admin }),
    );
    const mine = listed.data.find((a: { id: number }) => a.id === first.id);
    expect(mine.documents).toEqual([{ url: doc.url, name: doc.name }]);
    expect((await t.request('GET', doc.url, { cookie: admin })).statusCode).toBe(200);

    expectFailure(
      await t.call('flow', REVIEW, { id: first.id, approve: false }, { cookie: admin }),
      400,
      'INVALID_DATA',
    );
    const rejected = expectOk(
      await t.call(
        'flow',
        REVIEW,
        { id: first.id, approve: false, reason: 'Registerauszug fehlt' },
        { cookie: admin },
      ),
    );
    expect(rejected).toMatchObject({ status: 'REJECT', rejectReason: 'Registerauszug fehlt' });
    // The applicant reads the reason; the data is kept for the next try.
    const kept = expectOk(await t.call('flow', MINE, {}, { cookie: paula }));
    expect(kept).toMatchObject({ status: 'REJECT', rejectReason: 'Registerauszug fehlt' });
    expect(kept.company.legalName).toBe('Müller Büromöbel GmbH');

    const doc2 = await uploadPdf(paula);
    const again = expectOk(
      await t.call('flow', SUBMIT, company([doc, doc2].map((d) => ({ url: d.url, name: d.name }))), {
        cookie: paula,
      }),
    );
    expect(again).toMatchObject({ id: first.id, status: 'AUDIT', rejectReason: null });
    const approved = expectOk(
      await t.call('flow', REVIEW, { id: first.id, approve: true }, { cookie: admin }),
    );
    expect(approved.status).toBe('PASS');
    expect(approved.shopId).toBeGreaterThan(0);
    // A second decision on the same application is refused.
    expectFailure(
      await t.call('flow', REVIEW, { id: first.id, approve: true }, { cookie: admin }),
      409,
      'CONFLICT',
    );

    // The seller role comes with the shop; the console's calls answer.
    const shop = expectOk(await t.call('flow', 'seller_QueryMyShopFlow', {}, { cookie: paula }));
    expect(shop).toMatchObject({
      id: approved.shopId,
      name: 'Müller Büromöbel GmbH',
      merchantStatus: 'SELLER',
    });
    expect(expectOk(await t.call('flow', STATUS, {}, { cookie: paula }))).toMatchObject({
      isShowBackground: true,
      merchantStatus: 'SELLER',
    });

    const log = expectOk(await t.call('flow', 'admin_PageOperatorDecisionFlow', {}, { cookie: admin }));
    const actions = log.data
      .filter((d: { subjectId: number }) => d.subjectId === first.id)
      .map((d: { action: string; reason: string | null }) => [d.action, d.reason]);
    expect(actions).toEqual([
      ['APPROVE', null],
      ['REJECT', 'Registerauszug fehlt'],
    ]);
  });

  it('refuses an IBAN with a wrong check digit with 400 naming the field, and stores nothing', async () => {
    const ida = await signUp('ida');
    const doc = await uploadPdf(ida);
    const res = await t.call(
      'flow',
      SUBMIT,
      { ...company([{ url: doc.url, name: doc.name }]), iban: 'DE88 3704 0044 0532 0130 00' },
      { cookie: ida },
    );
    expectFailure(res, 400, 'INVALID_DATA');
    expect(res.body.error.fields).toEqual([{ path: 'iban', message: expect.any(String) }]);
    expect(expectOk(await t.call('flow', MINE, {}, { cookie: ida }))).toBeNull();
  });

  it('refuses an address without the picked province and city, or a postcode not of the country (400)', async () => {
    const kai = await signUp('kai');
    const doc = await uploadPdf(kai);
    const {
      provinceId: _p,
      province: _n,
      cityId: _c,
      ...unpicked
    } = company([{ url: doc.url, name: doc.name }]);
    const res = await t.call('flow', SUBMIT, { ...unpicked, postalCode: '8033' }, { cookie: kai });
    expectFailure(res, 400, 'INVALID_DATA');
    expect(res.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(
      ['province', 'provinceId', 'cityId'].sort(),
    );
    // A German postcode has five digits; an Austrian-looking one is named at its field.
    const postcode = await t.call(
      'flow',
      SUBMIT,
      { ...company([{ url: doc.url, name: doc.name }]), postalCode: '8033' },
      { cookie: kai },
    );
    expectFailure(postcode, 400, 'INVALID_DATA');
    expect(postcode.body.error.fields).toEqual([
      { path: 'postalCode', message: expect.stringContaining('5') },
    ]);
    expect(expectOk(await t.call('flow', MINE, {}, { cookie: kai }))).toBeNull();
  });

  it('refuses a document that is not a PDF with 400 naming it, and stores nothing', async () => {
    const jan = await signUp('jan');
    const { body, headers } = multipart({
      bytes: pngOfSize(2048),
      filename: 'register.png',
      type: 'image/png',
    });
    const picture = expectOk(
      await t.request('POST', '/api/files/upload?purpose=merchant-document', { body, headers, cookie: jan }),
    ) as { url: string; name: string };
    expect(picture.url).toMatch(/\.png$/);
    const res = await t.call('flow', SUBMIT, company([{ url: picture.url, name: picture.name }]), {
      cookie: jan,
    });
    expectFailure(res, 400, 'INVALID_DATA');
    expect(res.body.error.fields).toEqual([{ path: 'documents.0.url', message: expect.any(String) }]);
    expect(expectOk(await t.call('flow', MINE, {}, { cookie: jan }))).toBeNull();
  });

  it("answers another user's application and documents 404", async () => {
    const owner = await signUp('owner');
    const doc = await uploadPdf(owner);
    expectOk(await t.call('flow', SUBMIT, company([{ url: doc.url, name: doc.name }]), { cookie: owner }));
    // Another user sees no application of theirs, and the document is unknown to them.
    expect(expectOk(await t.call('flow', MINE, {}, { cookie: anna }))).toBeNull();
    const foreign = await t.request('GET', doc.url, { cookie: anna });
    const unknown = await t.request('GET', `/files/${'a'.repeat(32)}.pdf`, { cookie: anna });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.payload).toBe(unknown.payload);
    // Nor may they attach someone else's upload to an application of their own.
    const thief = await signUp('thief');
    const stolen = await t.call('flow', SUBMIT, company([{ url: doc.url, name: doc.name }]), {
      cookie: thief,
    });
    expectFailure(stolen, 400, 'INVALID_DATA');
    expect(stolen.body.error.fields).toEqual([{ path: 'documents.0.url', message: expect.any(String) }]);
  });

  it('keeps the operator calls from buyers (403)', async () => {
    for (const [name, payload] of [
      ['admin_PageMerchantApplicationFlow', {}],
      [REVIEW, { id: 1, approve: true }],
      [SHOP_STATUS, { shopId: 1, merchantStatus: 'FROZEN', reason: 'x' }],
      ['admin_PageOperatorDecisionFlow', {}],
    ] as const) {
      expectFailure(await t.call('flow', name, payload, { cookie: anna }), 403, 'FORBIDDEN');
    }
  });

  it('closes applications: new applicants see no entry and are refused', async () => {
    const late = await signUp('late');
    expectOk(
      await t.call(
        'flow',
        'admin_UpdatePlatformSettingsFlow',
        { merchantApplicationsOpen: false },
        { cookie: admin },
      ),
    );
    try {
      expect(expectOk(await t.call('flow', STATUS, {}, { cookie: late }))).toMatchObject({
        isShowSettled: false,
        isShowBackground: false,
      });
      const doc = await uploadPdf(late);
      expectFailure(
        await t.call('flow', SUBMIT, company([{ url: doc.url, name: doc.name }]), { cookie: late }),
        403,
        'FORBIDDEN',
      );
    } finally {
      expectOk(
        await t.call(
          'flow',
          'admin_UpdatePlatformSettingsFlow',
          { merchantApplicationsOpen: true },
          { cookie: admin },
        ),
      );
    }
  });

  describe('seller rights (spec §6)', () => {
    const ship = async (orderId: number, lineId: number, cookie: string) => {
      const carrier = await t.db.one<{ id: number }>('SELECT id FROM carrier ORDER BY id LIMIT 1');
      return t.call(
        'flow',
        'seller_ShipOrderFlow',
        {
          orderId,
          lines: [{ orderLineId: lineId, qty: 1 }],
          carrierId: carrier!.id,
          trackingNumber: 'KT1234567',
        },
        { cookie },
      );
    };
    const sellerOf = async (shopId: number) => {
      const row = await t.db.one<{ email: string }>(
        'SELECT u.email FROM shop s JOIN app_user u ON u.id = s.seller_user_id WHERE s.id = $1',
        [shopId],
      );
      return t.signIn(row!.email);
    };
    const move = (shopId: number, merchantStatus: string) =>
      t.call('flow', SHOP_STATUS, { shopId, merchantStatus, reason: 'Prüfung' }, { cookie: admin });

    it('lets a frozen shop ship orders placed before the freeze, not newer ones (403), and hides its items', async () => {
      const before = await createTestOrder(t.db, { status: 'UN_DELIVERY', daysAgo: 3 });
      const shopId = (await t.db.one<{ shop_id: number }>('SELECT shop_id FROM trade_order WHERE id = $1', [
        before.id,
      ]))!.shop_id;
      const seller = await sellerOf(shopId);
      expect(expectOk(await move(shopId, 'FROZEN')).merchantStatus).toBe('FROZEN');
      try {
        // An order placed after the freeze: the builder tells its history in the past, so its placing
        // time is moved past the freeze (the rule reads the order's created_at).
        const after = await createTestOrder(t.db, { status: 'UN_DELIVERY', daysAgo: 1 });
        await t.db.query(`UPDATE trade_order SET created_at = now() + interval '1 minute' WHERE id = $1`, [
          after.id,
        ]);
        const refused = await ship(after.id, after.lineIds[0]!, seller);
        expectFailure(refused, 403, 'FORBIDDEN');
        expect(refused.body.error.key).toBe('merchant.frozen');
        // The console learns when the shop was frozen, so it shows the ship button on the older order only.
        const mine = expectOk(await t.call('flow', 'seller_QueryMyShopFlow', {}, { cookie: seller }));
        expect(mine.merchantStatus).toBe('FROZEN');
        expect(Date.parse(mine.frozenAt)).toBeLessThanOrEqual(Date.now());
        // Look-ups still answer; the order placed before ships.
        expectOk(await t.call('flow', 'seller_QueryOrderDetailFlow', { id: after.id }, { cookie: seller }));
        expectOk(await ship(before.id, before.lineIds[0]!, seller));
        // Other actions (a reply to a review) are refused.
        expectFailure(
          await t.call(
            'flow',
            'seller_ReplyCommentFlow',
            { commentId: 1, content: 'Danke' },
            { cookie: seller },
          ),
          403,
          'FORBIDDEN',
        );
        // The shop's items leave the catalogue.
        const cards = expectOk(
          await t.call('flow', 'kontor_item_PageItemCardFlow', { page: { no: 1, size: 100 } }),
        );
        expect(cards.data.some((c: { shopId: number }) => Number(c.shopId) === shopId)).toBe(false);
      } finally {
        expectOk(await move(shopId, 'SELLER'));
      }
    });

    it("refuses a cleared shop's shipping with 403 and keeps its look-ups", async () => {
      const order = await createTestOrder(t.db, { status: 'UN_DELIVERY', daysAgo: 5 });
      const shopId = (await t.db.one<{ shop_id: number }>('SELECT shop_id FROM trade_order WHERE id = $1', [
        order.id,
      ]))!.shop_id;
      const seller = await sellerOf(shopId);
      expectOk(await move(shopId, 'CLEARED'));
      try {
        const refused = await ship(order.id, order.lineIds[0]!, seller);
        expectFailure(refused, 403, 'FORBIDDEN');
        expect(refused.body.error.key).toBe('merchant.cleared');
        expectOk(await t.call('flow', 'seller_PageOrderFlow', {}, { cookie: seller }));
        expect(expectOk(await t.call('flow', STATUS, {}, { cookie: seller })).merchantStatus).toBe('CLEARED');
        // A cleared shop cannot be frozen; the change is logged with its reason.
        expectFailure(await move(shopId, 'FROZEN'), 409, 'CONFLICT');
        const log = expectOk(await t.call('flow', 'admin_PageOperatorDecisionFlow', {}, { cookie: admin }));
        expect(log.data[0]).toMatchObject({
          subjectType: 'SHOP',
          subjectId: shopId,
          toStatus: 'CLEARED',
          reason: 'Prüfung',
        });
      } finally {
        expectOk(await move(shopId, 'SELLER'));
      }
    });

    it('filters the decision log by shop and by applicant, and the shops by status', async () => {
      const order = await createTestOrder(t.db, { status: 'UN_DELIVERY', daysAgo: 2 });
      const shop = (await t.db.one<{ shop_id: number; seller_user_id: number }>(
        'SELECT o.shop_id, s.seller_user_id FROM trade_order o JOIN shop s ON s.id = o.shop_id WHERE o.id = $1',
        [order.id],
      ))!;
      expectOk(await move(shop.shop_id, 'FROZEN'));
      try {
        const frozen = expectOk(
          await t.call('flow', 'admin_PageShopFlow', { merchantStatus: 'FROZEN' }, { cookie: admin }),
        );
        expect(frozen.data.map((s: { id: number }) => s.id)).toContain(shop.shop_id);
        expect(frozen.data.every((s: { merchantStatus: string }) => s.merchantStatus === 'FROZEN')).toBe(
          true,
        );
        for (const filter of [{ shopId: shop.shop_id }, { applicantId: shop.seller_user_id }]) {
          const log = expectOk(
            await t.call('flow', 'admin_PageOperatorDecisionFlow', filter, { cookie: admin }),
          );
          expect(log.total).toBeGreaterThan(0);
          expect(log.data[0]).toMatchObject({
            subjectType: 'SHOP',
            subjectId: shop.shop_id,
            toStatus: 'FROZEN',
          });
          expect(log.data[0].subjectName).toEqual(expect.any(String));
          expect(
            log.data.every(
              (d: { subjectType: string; subjectId: number }) =>
                d.subjectType !== 'SHOP' || d.subjectId === shop.shop_id,
            ),
          ).toBe(true);
        }
        const none = expectOk(
          await t.call('flow', 'admin_PageOperatorDecisionFlow', { applicantId: 999_999 }, { cookie: admin }),
        );
        expect(none).toEqual({ data: [], total: 0 });
        expectFailure(
          await t.call('flow', 'admin_PageOperatorDecisionFlow', { shopId: 'x' }, { cookie: admin }),
          400,
          'INVALID_DATA',
        );
      } finally {
        expectOk(await move(shop.shop_id, 'SELLER'));
      }
    });
  });
});
