import { orderLinkToken } from '../src/features/orders/order-link.ts';
import type { Db } from '../src/platform/db/index.ts';
import { CARD_FORM, saveTestCard } from './card-kit.ts';
import { latestCode } from './codes-kit.ts';
import { expectOk, multipart, type TestContext } from './harness.ts';

/**
 * A sample of every registered call (decision 013): who makes it on the demo data and with what
 * payload. The contract test (contract-responses.test.ts) makes each one, in this order, on one
 * copy of the demo database, and checks the real answer against the call's response schema.
 * Keys are the names as written in `defineCall` (`{host}_` left in).
 *
 * A sample that changes data picks rows in the state it needs and that no earlier sample touched.
 */
export interface CallSample {
  /** A demo account's e-mail, 'anon' (no session) or the e-mail the database names. */
  as: string | ((db: Db) => Promise<string>);
  payload: (db: Db) => unknown;
  site?: string;
  /** Brings demo rows into the state the call needs, through the real calls (never by SQL). */
  prepare?: (t: TestContext) => Promise<void>;
}

const BUYER = 'buyer@kontor.test';
const SELLER = 'seller1@kontor.test';
const OPERATOR = 'admin@kontor.test';
const APPLICANT = 'applicant@kontor.test';
const APPLICANT_APPLICATION = `SELECT a.id FROM merchant_application a JOIN app_user u ON u.id = a.user_id
  WHERE u.email = 'applicant@kontor.test'`;
const MINI_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A German shipping address of Anna's (the DE storefront's rules). */
const CONTRACT_ADDRESS = {
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Schneider',
  areaCode: '+49',
  personPhone: '151 23456789',
  email: 'buyer@kontor.test',
  country: 'DE',
  province: 'Bayern',
  city: 'München',
  postalCode: '80331',
  poiName: 'Sendlinger Straße',
  houseNo: '45',
};

const ANNA = `(SELECT id FROM app_user WHERE email = '${BUYER}')`;
const SELLER1_SHOP = `(SELECT s.id FROM shop s JOIN app_user u ON u.id = s.seller_user_id WHERE u.email = '${SELLER}')`;

async function one<T = { id: number }>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const row = await db.one<T>(sql, params);
  if (!row) throw new Error(`contract sample: nothing found for ${sql}`);
  return row;
}

/** One of Anna's orders in a display status (with extra SQL conditions on `o`). */
const annaOrder = (db: Db, status: string, where = 'TRUE', offset = 0) =>
  one<{ id: number; contract_id: number }>(
    db,
    `SELECT o.id, o.contract_id FROM trade_order o WHERE o.buyer_id = ${ANNA} AND o.display_status = $1
       AND ${where} ORDER BY o.id OFFSET $2 LIMIT 1`,
    [status, offset],
  );

/** Anna's newest contract (the checkout sample made it). */
const newestContract = (db: Db) =>
  one(db, `SELECT id FROM trade_contract WHERE buyer_id = ${ANNA} ORDER BY id DESC LIMIT 1`);
const RECORDS_OF_ANNA = `FROM payment_record pr JOIN payment_order po ON po.id = pr.payment_order_id
  JOIN trade_contract c ON c.id = po.contract_id WHERE c.buyer_id = ${ANNA}`;
/** Anna's newest payment record, and one that is paid. */
const newestRecordOfAnna = (db: Db) =>
  one<{ id: number; pay_unique_key: string }>(
    db,
    `SELECT pr.id, pr.pay_unique_key ${RECORDS_OF_ANNA} ORDER BY pr.id DESC LIMIT 1`,
  );
const paidRecordOfAnna = (db: Db) =>
  one(db, `SELECT pr.id ${RECORDS_OF_ANNA} AND pr.record_status = 'PAY_SUCCESS' ORDER BY pr.id LIMIT 1`);

const PLAIN_LINES = `o.reverse_status = 'NOT_REQUESTED' AND o.trade_type = 'NORMAL' AND o.paid_minor > 0
  AND NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id
    AND (l.line_business_type IS NOT NULL OR l.line_group_type IS NOT NULL OR l.business_type_dict <> 'NORMAL'
         OR l.adjust_step <> 1 OR l.paid_minor % 100 = 13))`;

const linesOf = (db: Db, orderId: number) =>
  db.query<{ id: number; trade_qty: number; sku_id: number; item_id: number }>(
    `SELECT l.id, l.trade_qty, l.sku_id, k.item_id FROM trade_order_line l JOIN sku k ON k.id = l.sku_id
      WHERE l.order_id = $1 ORDER BY l.id`,
    [orderId],
  );

/** An after-sales record of Anna in a status (and type). */
const annaRecord = (db: Db, status: string, type?: string) =>
  one(
    db,
    `SELECT r.id FROM reverse_order r JOIN trade_order o ON o.id = r.order_id
      WHERE o.buyer_id = ${ANNA} AND r.status = $1 AND ($2::text IS NULL OR r.type = $2) ORDER BY r.id LIMIT 1`,
    [status, type ?? null],
  );

/** Anna's newest after-sales record in a status and of a type (one an earlier sample made). */
const newestRecord = (db: Db, status: string, type: string) =>
  one(
    db,
    `SELECT r.id FROM reverse_order r WHERE r.buyer_id = ${ANNA} AND r.status = $1 AND r.type = $2
      ORDER BY r.id DESC LIMIT 1`,
    [status, type],
  );

const sellerOfId = async (db: Db, recordId: number) =>
  (
    await one<{ email: string }>(
      db,
      `SELECT u.email FROM reverse_order r JOIN shop s ON s.id = r.shop_id JOIN app_user u ON u.id = s.seller_user_id
        WHERE r.id = $1`,
      [recordId],
    )
  ).email;

/** One step of a lifecycle through its real call. */
async function step(t: TestContext, email: string, name: string, payload: unknown) {
  expectOk(await t.call('flow', name, payload, { cookie: await t.signIn(email) }));
}

/** The seller of the shop an after-sales record belongs to. */
const sellerOfRecord = (status: string, type?: string) => async (db: Db) =>
  (
    await one<{ email: string }>(
      db,
      `SELECT u.email FROM reverse_order r JOIN trade_order o ON o.id = r.order_id JOIN shop s ON s.id = o.shop_id
         JOIN app_user u ON u.id = s.seller_user_id
        WHERE o.buyer_id = ${ANNA} AND r.status = $1 AND ($2::text IS NULL OR r.type = $2) ORDER BY r.id LIMIT 1`,
      [status, type ?? null],
    )
  ).email;

/** A review without a reply, of a shop that may still reply (not frozen). */
const REPLYABLE = `NOT EXISTS (SELECT 1 FROM comment_reply r WHERE r.comment_id = c.id)
  AND (SELECT s.merchant_status FROM shop s WHERE s.id = c.shop_id) = 'SELLER'`;

/** One of Anna's saved cards (made in a prepare step through the real calls). */
const annaCard = (db: Db, where = 'TRUE') =>
  one(
    db,
    `SELECT id FROM saved_card WHERE buyer_id = ${ANNA} AND status = 'ACTIVE' AND ${where} ORDER BY id LIMIT 1`,
  );

const carrierId = async (db: Db) => (await one(db, 'SELECT id FROM carrier ORDER BY id LIMIT 1')).id;

/** An account of the sample's own that deletes itself (decision 044): signed up, its code asked for. */
const LEAVER = 'leaver@kontor.test';

export const CALL_SAMPLES: Record<string, CallSample> = {
  // ---- account deletion ----
  bbc_user_DestroyUserFlow: {
    as: LEAVER,
    prepare: async (t) => {
      const signup = await t.request('POST', '/api/user/web/signup', {
        body: { email: LEAVER, password: 'Kontor!2026' },
      });
      expectOk(signup);
      const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const captcha = expectOk(await t.request('GET', '/api/user/web/captcha', { cookie }));
      const { answer } = await one<{ answer: string }>(t.db, 'SELECT answer FROM captcha WHERE token = $1', [
        captcha.token,
      ]);
      expectOk(
        await t.request('POST', '/api/user/web/destroy-send-email-code', {
          cookie,
          body: { captcha: answer, token: captcha.token, email: LEAVER },
        }),
      );
    },
    payload: async (db) => ({ email: LEAVER, emailCode: await latestCode(db, LEAVER) }),
  },

  // Anna fills in buyer2's invitation code (decision 047); buyer2's code is made by reading the profile.
  '{host}_customer_FillInTheInvitationCodeFlow': {
    as: BUYER,
    prepare: async (t) => {
      expectOk(
        await t.request('GET', '/api/user/web/user-info', { cookie: await t.signIn('buyer2@kontor.test') }),
      );
    },
    payload: async (db) => ({
      invitationCode: (
        await one<{ code: string }>(
          db,
          `SELECT c.code FROM invitation_code c JOIN app_user u ON u.id = c.user_id WHERE u.email = 'buyer2@kontor.test'`,
        )
      ).code,
    }),
  },
  // ---- catalog, merchant ----
  '{host}_item_PageItemCardFlow': { as: 'anon', site: 'UK', payload: () => ({ page: { no: 1, size: 5 } }) },

  // ---- regions and places (decision 024) ----
  bbc_common_PagingRegionFunc: {
    as: 'anon',
    payload: () => ({ page: { no: 1, size: 999 }, regionStatus: 'ENABLED', site: 'DE' }),
  },
  bbc_common_PagingDistrictFunc: {
    as: BUYER,
    payload: async (db) => {
      const bayern = await one(db, "SELECT id FROM district WHERE district_code = 'DE-BY'");
      return {
        queryParams: { page: { no: 1, size: 999 } },
        districtLevel: 2,
        region: { id: 5 },
        parentDistrict: { id: bayern.id },
      };
    },
  },
  '{host}_common_QueryAddressChildrenFunc': { as: 'anon', payload: () => ({ regionId: 5, level: 1 }) },
  '{host}_common_AutocompletePlaceFunc': { as: 'anon', site: 'DE', payload: () => ({ input: 'Munchen' }) },
  '{host}_common_QueryPlaceDetailFunc': {
    as: 'anon',
    payload: async (db) => {
      const munich = await one(db, "SELECT id FROM district WHERE district_code = 'DE-BY-MUNCHEN'");
      return { placeId: `district:${munich.id}` };
    },
  },
  '{host}_item_ShopItemRenderStaticV3Flow': {
    as: 'anon',
    site: 'UK',
    payload: () => ({ urlKey: 'nordwerk-flow-pro' }),
  },
  // A pre-sale item: every field of the answer carries a value.
  '{host}_item_ItemCombinedFlow': {
    as: 'anon',
    site: 'PL',
    payload: async (db) => ({
      itemId: (await one(db, "SELECT id FROM item WHERE url_key = 'nordwerk-executive'")).id,
    }),
  },
  '{host}_item_QueryRecommendByItemFlow': {
    as: BUYER,
    site: 'SE',
    payload: async (db) => ({ itemSize: 6, itemShopId: (await one(db, `SELECT ${SELLER1_SHOP} AS id`)).id }),
  },
  bbc_item_QueryRecommendByItemGroupIdFlow: {
    as: 'anon',
    site: 'DE',
    payload: async (db) => ({
      itemSize: 3,
      id: (await one(db, "SELECT id FROM item WHERE url_key = 'nordwerk-flow-pro'")).id,
    }),
  },
  '{host}_merchant_QueryMerchantStatusFlow': { as: SELLER, payload: () => ({}) },

  // ---- members (issue 16) ----
  customer_PagingLevelManageFlow: { as: 'anon', payload: () => ({ page: { no: 1, size: 10 } }) },
  customer_QueryLevelManageFlow: { as: 'anon', payload: () => ({}) },
  marketing_QueryBenefitByLevelFunc: { as: 'anon', payload: () => ({ levelCode: 'V4' }) },
  customer_QueryCustomerFlow: { as: BUYER, payload: () => ({}) },
  customer_QueryLevelUpDifferenceFlow: { as: BUYER, payload: () => ({}) },
  marketing_QueryCustomerBenefitByLevelFunc: { as: BUYER, payload: () => ({}) },
  '{host}_customer_PagePointsRecordFlow': { as: BUYER, payload: () => ({ page: { no: 1, size: 20 } }) },
  bbc_item_RenderItemByPaidServicePeriodCodeFunc: { as: 'anon', payload: () => ({ periodCode: 'YEARLY' }) },
  customer_QueryOnePaidServiceBOBuiltInFunc: { as: BUYER, payload: () => ({ enabled: false }) },
  // ---- coupons and the prize draw (decision 057) ----
  '{host}_misc_PageMyCouponsFlow': { as: BUYER, payload: () => ({ usedStatus: 'NOT_USED' }) },
  '{host}_misc_RevealCouponPasswordFlow': {
    as: BUYER,
    payload: async (db) => ({
      id: (
        await one(
          db,
          `SELECT id FROM buyer_coupon WHERE user_id = ${ANNA} AND coupons_password IS NOT NULL LIMIT 1`,
        )
      ).id,
      source: 'COUPON',
    }),
  },
  '{host}_misc_DrawPrizeContentFlow': { as: BUYER, payload: () => ({}) },
  '{host}_misc_DrawPrizeFlow': {
    as: BUYER,
    payload: async (db) => ({
      orderId: (
        await one(
          db,
          `SELECT o.id FROM trade_order o WHERE o.buyer_id = ${ANNA} AND o.paid_at > now() - interval '60 days'
              AND o.display_status IN ('UN_DELIVERY','UN_RECEIVED','COMPLETE')
              AND NOT EXISTS (SELECT 1 FROM prize_draw d WHERE d.order_id = o.id)
            ORDER BY o.paid_at DESC LIMIT 1`,
        )
      ).id,
    }),
  },
  '{host}_misc_QueryWinningPrizesFlow': { as: BUYER, payload: () => ({}) },
  seller_QueryMyShopFlow: { as: SELLER, payload: () => ({}) },
  admin_PageShopFlow: { as: OPERATOR, payload: () => ({ page: { no: 1, size: 10 } }) },

  // ---- help centre, gift cards, group buying (issue 17) ----
  PageArticleWithUPV3Func: { as: 'anon', payload: () => ({ page: { no: 1, size: 10 } }) },
  cms_ListFirstLevelCmsMiscArticleCategoryFlow: { as: 'anon', payload: () => ({ site: 'DE' }) },
  QueryUPArticleInfoFunc: { as: BUYER, payload: () => ({ code: 'returns' }) },
  cms_QueryCmsMiscArticleDetailFlow: {
    as: 'anon',
    payload: async (db) => ({
      id: (await one(db, "SELECT id FROM cms_article WHERE code = 'member-rules'")).id,
    }),
  },
  bbc_content_CreateArticleLookUPFlow: {
    as: BUYER,
    payload: async (db) => ({
      articleId: (await one(db, "SELECT id FROM cms_article WHERE code = 'shipping'")).id,
      lookUpType: 'LIKE',
    }),
  },
  '{host}_QueryArticleRecommendFlow': {
    as: 'anon',
    payload: async (db) => ({
      articleId: (await one(db, "SELECT id FROM cms_article WHERE code = 'returns'")).id,
    }),
  },
  '{host}_trade_FilterNeedFreeOrderFlow': { as: BUYER, payload: () => ({ page: { no: 1, size: 10 } }) },
  '{host}_trade_FilterGiftCardsFlow': {
    as: BUYER,
    payload: async (db) => ({
      id: (await annaOrder(db, 'COMPLETE', "o.biz_code = 'virtual_shopping_card'")).id,
    }),
  },
  '{host}_trade_UpdateGiftCardsActivityStatusFunc': {
    as: BUYER,
    payload: async (db) => {
      const order = await annaOrder(db, 'COMPLETE', "o.biz_code = 'virtual_shopping_card'");
      const line = await one(db, 'SELECT min(id) AS id FROM trade_order_line WHERE order_id = $1', [
        order.id,
      ]);
      return { id: order.id, activityId: line.id, sendEmailStatus: true };
    },
  },
  '{host}_trade_QueryGroupBuyShareFlow': {
    as: 'anon',
    payload: async (db) => {
      const g = await one<{ leader_order_id: number; shop_id: number }>(
        db,
        `SELECT g.leader_order_id, g.shop_id FROM group_buy g JOIN trade_order o ON o.id = g.leader_order_id
          WHERE o.buyer_id = ${ANNA} ORDER BY g.id LIMIT 1`,
      );
      return { shopId: g.shop_id, orderId: g.leader_order_id };
    },
  },
  '{host}_trade_JoinGroupBuyFlow': {
    // Someone with the link who is not in the group yet (the demo group has a free seat).
    as: APPLICANT,
    payload: async (db) => {
      const g = await one<{ leader_order_id: number; shop_id: number }>(
        db,
        `SELECT g.leader_order_id, g.shop_id FROM group_buy g JOIN trade_order o ON o.id = g.leader_order_id
          WHERE o.buyer_id = ${ANNA} ORDER BY g.id LIMIT 1`,
      );
      return { shopId: g.shop_id, orderId: g.leader_order_id };
    },
  },
  // ---- merchant onboarding and the operator (issue 17) ----
  '{host}_merchant_QueryMyApplicationFlow': { as: APPLICANT, payload: () => ({}) },
  '{host}_merchant_SubmitApplicationFlow': {
    as: 'buyer2@kontor.test',
    prepare: async (t) => {
      const cookie = await t.signIn('buyer2@kontor.test');
      const { body, headers } = multipart({
        bytes: MINI_PDF,
        filename: 'Register.pdf',
        type: 'application/pdf',
      });
      expectOk(
        await t.request('POST', '/api/files/upload?purpose=merchant-document', { body, headers, cookie }),
      );
    },
    payload: async (db) => {
      const file = await one<{ stored_name: string }>(
        db,
        `SELECT f.stored_name FROM stored_file f JOIN app_user u ON u.id = f.owner_user_id
          WHERE u.email = 'buyer2@kontor.test' AND f.purpose = 'merchant-document' ORDER BY f.id DESC LIMIT 1`,
      );
      return {
        legalName: 'Becker Objekteinrichtung GmbH',
        registrationNumber: 'HRB 98765',
        country: 'DE',
        vatNumber: 'DE136695976',
        provinceId: 3,
        province: 'Berlin',
        cityId: 31,
        street: 'Hauptstraße',
        houseNo: '3',
        postalCode: '10115',
        city: 'Berlin',
        contactName: 'Ben Becker',
        contactEmail: 'ben@becker.example',
        contactPhone: '+49 30 1234567',
        accountHolder: 'Becker Objekteinrichtung GmbH',
        iban: 'DE89370400440532013000',
        category: 'standing-desks',
        documents: [{ url: `/files/${file.stored_name}`, name: 'Register.pdf' }],
      };
    },
  },
  admin_PageMerchantApplicationFlow: { as: OPERATOR, payload: () => ({ page: { no: 1, size: 10 } }) },
  admin_QueryMerchantApplicationFlow: { as: OPERATOR, payload: (db) => one(db, APPLICANT_APPLICATION) },
  admin_ReviewMerchantApplicationFlow: {
    as: OPERATOR,
    payload: async (db) => ({ ...(await one(db, APPLICANT_APPLICATION)), approve: true }),
  },
  admin_ChangeShopStatusFlow: {
    as: OPERATOR,
    payload: async (db) => ({
      shopId: (await one(db, `SELECT id FROM shop WHERE merchant_status = 'FROZEN' ORDER BY id LIMIT 1`)).id,
      merchantStatus: 'CLEARED',
      reason: 'Vertrag beendet',
    }),
  },
  admin_PageOperatorDecisionFlow: { as: OPERATOR, payload: () => ({ page: { no: 1, size: 10 } }) },
  admin_QueryPlatformSettingsFlow: { as: OPERATOR, payload: () => ({}) },
  admin_UpdatePlatformSettingsFlow: { as: OPERATOR, payload: () => ({ merchantApplicationsOpen: true }) },

  // ---- orders (buyer) ----
  bbc_trade_LibPageTradeOrderForBuyerFlow: { as: BUYER, payload: () => ({ page: { no: 1, size: 50 } }) },
  trade_QueryOrderQuantityForStatusBuyerFlow: { as: BUYER, payload: () => ({}) },
  bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow: {
    as: BUYER,
    // A grouped order with packages and payments shows every part of the detail.
    payload: async (db) => ({
      id: (
        await one(
          db,
          `SELECT o.id FROM trade_order o WHERE o.buyer_id = ${ANNA}
            ORDER BY o.is_in_group DESC, (SELECT count(*) FROM package p WHERE p.order_id = o.id) DESC, o.id LIMIT 1`,
        )
      ).id,
    }),
  },
  // The guest's e-mail link (decision 063), opened without a session.
  '{host}_trade_QueryOrderDetailByLinkFlow': {
    as: 'anon',
    payload: async (db) => {
      const { id } = await one(db, `SELECT id FROM trade_order WHERE buyer_id = ${ANNA} ORDER BY id LIMIT 1`);
      return { id, token: await orderLinkToken(db, id) };
    },
  },
  trade_ListPackageByOrderFlow: {
    as: BUYER,
    payload: async (db) => ({ id: (await annaOrder(db, 'UN_RECEIVED')).id }),
  },
  bbc_trade_AllListPackageByOrderFlow: {
    as: BUYER,
    payload: async (db) => ({ id: (await annaOrder(db, 'COMPLETE')).id }),
  },
  trade_QueryAndValidateTradeContractDetailByIdFunc: {
    as: BUYER,
    payload: async (db) => ({ id: (await annaOrder(db, 'PENDING_PAY', 'o.is_in_group')).contract_id }),
  },
  '{host}_md_QueryCarrierFlow': { as: 'anon', payload: () => ({}) },
  '{host}_trade_QueryCouponCodeByOrderFlow': {
    as: BUYER,
    payload: async (db) => ({
      id: (
        await one(
          db,
          `SELECT o.id FROM trade_order o WHERE o.buyer_id = ${ANNA}
            AND EXISTS (SELECT 1 FROM coupon_code c WHERE c.order_id = o.id) ORDER BY o.id LIMIT 1`,
        )
      ).id,
    }),
  },
  bbc_trade_BBCSendInvoiceEmailFlow: {
    as: BUYER,
    payload: async (db) => ({
      id: (await annaOrder(db, 'COMPLETE', 'o.invoice_url IS NOT NULL')).id,
      buyerEmail: 'anna@example.com',
    }),
  },
  bbc_trade_BBCPostponeDeliveryFlow: {
    as: BUYER,
    payload: async (db) => ({ id: (await annaOrder(db, 'UN_RECEIVED', 'o.postponed_days = 0')).id }),
  },
  trade_SignForDeliveryFlow: {
    as: BUYER,
    payload: async (db) => ({
      id: (
        await one(
          db,
          `SELECT p.id FROM package p JOIN trade_order o ON o.id = p.order_id
            WHERE o.buyer_id = ${ANNA} AND o.display_status = 'UN_RECEIVED' AND p.status = 'SEND_DELIVERY'
              AND o.reverse_status = 'NOT_REQUESTED'
            ORDER BY o.id DESC, p.id LIMIT 1`,
        )
      ).id,
    }),
  },
  '{host}_trade_CloseImmediatelyTradeOrderFlow': {
    as: BUYER,
    payload: async (db) => ({ id: (await annaOrder(db, 'PENDING_PAY', 'NOT o.is_in_group')).id }),
  },

  // ---- orders (seller console) ----
  seller_PageOrderFlow: { as: SELLER, payload: () => ({ displayStatus: 'ALL' }) },
  seller_QueryOrderDetailFlow: {
    as: SELLER,
    payload: async (db) => ({
      id: (
        await one(
          db,
          `SELECT o.id FROM trade_order o WHERE o.shop_id = ${SELLER1_SHOP} AND o.display_status = 'UN_RECEIVED'
            ORDER BY o.id LIMIT 1`,
        )
      ).id,
    }),
  },
  seller_ShipOrderFlow: {
    as: SELLER,
    payload: async (db) => {
      const order = await one(
        db,
        `SELECT o.id FROM trade_order o WHERE o.shop_id = ${SELLER1_SHOP} AND o.display_status = 'UN_DELIVERY'
           AND o.reverse_status = 'NOT_REQUESTED' ORDER BY o.id LIMIT 1`,
      );
      const [line] = await linesOf(db, order.id);
      return {
        orderId: order.id,
        carrierId: await carrierId(db),
        trackingNumber: 'CONTRACT0001',
        lines: [{ orderLineId: line.id, qty: 1 }],
      };
    },
  },

  // ---- cart ----
  '{host}_trade_BatchCreateNewCartLinesFlow': {
    as: BUYER,
    site: 'UK',
    payload: async (db) => ({
      lines: [
        {
          sku: {
            id: (
              await one(
                db,
                `SELECT k.id FROM sku k JOIN item i ON i.id = k.item_id JOIN sku_price p ON p.sku_id = k.id
                  WHERE i.status = 'ON_SALE' AND p.site = 'UK' ORDER BY k.id LIMIT 1`,
              )
            ).id,
          },
          skuQty: 1,
        },
      ],
    }),
  },
  '{host}_trade_QueryCartLinesFlow': { as: BUYER, site: 'UK', payload: () => ({}) },
  pay_RenderCashierNoOrderFlow: {
    as: BUYER,
    site: 'DE',
    payload: async (db) => ({
      environment: 'PC',
      countryCode: 'DE',
      site: 'DE',
      tradeContractId: (await annaOrder(db, 'PENDING_PAY')).contract_id,
    }),
  },
  '{host}_trade_UpdateCartLineFlow': {
    as: BUYER,
    site: 'UK',
    payload: async (db) => ({
      id: (await one(db, `SELECT id FROM cart_line WHERE user_id = ${ANNA} ORDER BY id LIMIT 1`)).id,
      skuQty: 2,
    }),
  },
  '{host}_trade_SelectAllCartLinesFlow': { as: BUYER, site: 'UK', payload: () => ({ isSelected: true }) },
  '{host}_trade_DeleteCartLinesFlow': {
    as: BUYER,
    site: 'UK',
    payload: async (db) => ({
      ids: [(await one(db, `SELECT id FROM cart_line WHERE user_id = ${ANNA} ORDER BY id DESC LIMIT 1`)).id],
    }),
  },

  // ---- addresses ----
  customer_CreateShippingAddressFlow: {
    as: BUYER,
    payload: () => ({ ...CONTRACT_ADDRESS, isDefault: true }),
  },
  customer_UpdateShippingAddressFlow: {
    as: BUYER,
    payload: async (db) => ({
      ...CONTRACT_ADDRESS,
      id: (await one(db, `SELECT id FROM customer_address WHERE user_id = ${ANNA} ORDER BY id LIMIT 1`)).id,
      detailAddress: '4. OG',
    }),
  },
  customer_QueryShippingAddressListFlow: { as: BUYER, payload: () => ({}) },
  '{host}_customer_SetDefaultShippingAddressFlow': {
    as: BUYER,
    payload: async (db) => ({
      id: (await one(db, `SELECT id FROM customer_address WHERE user_id = ${ANNA} ORDER BY id LIMIT 1`)).id,
    }),
  },
  '{host}_customer_DeleteShippingAddressFlow': {
    as: BUYER,
    payload: async (db) => ({
      id: (await one(db, `SELECT id FROM customer_address WHERE user_id = ${ANNA} ORDER BY id LIMIT 1`)).id,
    }),
  },

  // ---- reviews ----
  bbc_trade_PageTradeOrderForBuyerIdFlow: { as: BUYER, payload: () => ({ page: { no: 1, size: 4 } }) },
  bbc_content_PageCommonComment4CFlow: { as: BUYER, payload: () => ({}) },
  trade_QueryOneTradeBaseOrderLineBOBuiltInFunc: {
    as: BUYER,
    payload: async (db) => ({ id: (await linesOf(db, (await annaOrder(db, 'COMPLETE')).id))[0].id }),
  },
  bbc_trade_TradeOrderLineForIdFlow: {
    as: BUYER,
    payload: async (db) => ({
      ids: (await linesOf(db, (await annaOrder(db, 'COMPLETE')).id)).map((l) => l.id),
    }),
  },
  bbc_content_PageItemCommentFlow: {
    as: 'anon',
    payload: async (db) => ({
      itemId: (await one(db, 'SELECT c.item_id AS id FROM comment c ORDER BY c.id LIMIT 1')).id,
      page: { no: 1, size: 4 },
    }),
  },
  seller_PageCommentFlow: { as: SELLER, payload: () => ({ page: { no: 1, size: 10 } }) },
  bbc_content_BatchCreateCommonCommentFlow: {
    as: BUYER,
    payload: async (db) => {
      const line = await one(
        db,
        `SELECT l.id FROM trade_order_line l JOIN trade_order o ON o.id = l.order_id
          WHERE o.buyer_id = ${ANNA} AND o.display_status = 'COMPLETE' AND l.comment_status = 'NOT_EVALUATED'
            AND l.parent_line_id IS NULL ORDER BY l.id LIMIT 1`,
      );
      return [
        {
          topId: -1,
          postId: line.id,
          rateDict: 5,
          content: 'Works as described.',
          images: { files: [] },
        },
      ];
    },
  },
  seller_ReplyCommentFlow: {
    as: async (db) =>
      (
        await one<{ email: string }>(
          db,
          `SELECT u.email FROM comment c JOIN app_user u ON u.id = c.seller_user_id WHERE ${REPLYABLE} ORDER BY c.id LIMIT 1`,
        )
      ).email,
    payload: async (db) => ({
      commentId: (await one(db, `SELECT c.id FROM comment c WHERE ${REPLYABLE} ORDER BY c.id LIMIT 1`)).id,
      content: 'Thank you for your review.',
    }),
  },

  // ---- after-sales (buyer) ----
  trade_PageReverseOrderFlow: { as: BUYER, payload: () => ({ page: { no: 1, size: 50 } }) },
  trade_QueryReverseOrderByIdFlow: {
    as: BUYER,
    payload: async (db) => ({
      id: (
        await one(
          db,
          `SELECT r.id FROM reverse_order r JOIN trade_order o ON o.id = r.order_id WHERE o.buyer_id = ${ANNA}
            ORDER BY (SELECT count(*) FROM reverse_fulfillment f WHERE f.reverse_order_id = r.id) DESC, r.id LIMIT 1`,
        )
      ).id,
    }),
  },
  '{host}_trade_QueryReverseOrdersByOrderSkuFlow': {
    as: BUYER,
    payload: async (db) =>
      one<{ tradeOrderId: number; skuId: number }>(
        db,
        `SELECT r.order_id AS "tradeOrderId", l.sku_id AS "skuId" FROM reverse_order r
           JOIN reverse_order_line rl ON rl.reverse_order_id = r.id JOIN trade_order_line l ON l.id = rl.order_line_id
           JOIN trade_order o ON o.id = r.order_id WHERE o.buyer_id = ${ANNA} ORDER BY r.id LIMIT 1`,
      ),
  },
  trade_RenderReverseTradeOrderForApplyFlow: {
    as: BUYER,
    payload: async (db) => ({
      tradeOrder: { id: (await annaOrder(db, 'COMPLETE', PLAIN_LINES)).id },
      reverseTradeOrderType: 'SALE_REFUND',
    }),
  },
  bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow: {
    as: BUYER,
    payload: async (db) => {
      const [line] = await linesOf(db, (await annaOrder(db, 'COMPLETE', PLAIN_LINES)).id);
      return { diyItemId: line.item_id, tradeOrderLine: { id: line.id } };
    },
  },
  trade_InitiateReverseOrderOnlyRefundFlow: {
    as: BUYER,
    payload: async (db) => {
      const order = await annaOrder(db, 'COMPLETE', PLAIN_LINES, 0);
      const [line] = await linesOf(db, order.id);
      return {
        tradeOrder: { id: order.id },
        reverseReason: 'QUALITY_ISSUE',
        applyRefundAmt: { value: '0.01' },
        reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 1 }],
      };
    },
  },
  trade_InitiateReverseTradeOrderForReturnFlow: {
    as: BUYER,
    payload: async (db) => {
      const order = await annaOrder(db, 'COMPLETE', PLAIN_LINES, 1);
      const [line] = await linesOf(db, order.id);
      return {
        tradeOrder: { id: order.id },
        reverseReason: 'QUALITY_ISSUE',
        applyRefundAmt: { value: '0.01' },
        reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 1 }],
      };
    },
  },
  trade_InitiateReverseTradeOrderForExchangeFlow: {
    as: BUYER,
    payload: async (db) => {
      const order = await annaOrder(db, 'COMPLETE', PLAIN_LINES, 2);
      const [line] = await linesOf(db, order.id);
      return {
        tradeOrder: { id: order.id },
        reverseReason: 'QUALITY_ISSUE',
        reverseTradeOrderLineList: [
          { tradeOrderLine: { id: line.id }, reverseQty: 1, derivativeSku: { id: line.sku_id } },
        ],
      };
    },
  },
  bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow: {
    as: BUYER,
    payload: async (db) => ({
      tradeOrder: {
        id: (
          await annaOrder(
            db,
            'UN_DELIVERY',
            `${PLAIN_LINES} AND NOT EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id)`,
          )
        ).id,
      },
    }),
  },
  trade_InitiateReverseTradeOrderForCancelFlow: {
    as: BUYER,
    payload: async (db) => {
      const order = await annaOrder(db, 'UN_DELIVERY', PLAIN_LINES, 0);
      const lines = await linesOf(db, order.id);
      return {
        tradeOrder: { id: order.id },
        reverseTradeOrderLineList: lines.map((l) => ({
          tradeOrderLine: { id: l.id },
          reverseQty: l.trade_qty,
        })),
      };
    },
  },
  '{host}_trade_WithdrawFromContractFlow': {
    as: BUYER,
    payload: async (db) => {
      const order = await annaOrder(
        db,
        'COMPLETE',
        `${PLAIN_LINES} AND o.completed_at > now() - interval '10 days'`,
      );
      const [line] = await linesOf(db, order.id);
      return {
        tradeOrder: { id: order.id },
        reverseTradeOrderLineList: [{ tradeOrderLine: { id: line.id }, reverseQty: 1 }],
      };
    },
  },
  trade_PostBackReverseTradeOrderFlow: {
    as: BUYER,
    payload: async (db) => ({
      id: (await annaRecord(db, 'WAITING_FOR_BUYER_RETURN')).id,
      fulfillmentProgressList: [
        { serviceCode: 'RET0001', fulfillmentServiceProvider: { id: await carrierId(db) } },
      ],
    }),
  },
  trade_ConfirmReverseTradeOrderExchangeSkuFlow: {
    as: BUYER,
    payload: async (db) => ({ id: (await annaRecord(db, 'WAITING_FOR_BUYER_CONFIRMED')).id }),
  },

  // ---- after-sales (seller console) ----
  seller_PageReverseOrderFlow: { as: SELLER, payload: () => ({ page: { no: 1, size: 20 } }) },
  seller_QueryReverseOrderDetailFlow: {
    as: sellerOfRecord('WAITING_FOR_AUDIT_BY_SELLER'),
    payload: async (db) => ({ id: (await annaRecord(db, 'WAITING_FOR_AUDIT_BY_SELLER')).id }),
  },
  seller_AuditReverseOrderFlow: {
    as: sellerOfRecord('WAITING_FOR_AUDIT_BY_SELLER'),
    payload: async (db) => ({ id: (await annaRecord(db, 'WAITING_FOR_AUDIT_BY_SELLER')).id, approve: true }),
  },
  seller_ReceiveReturnFlow: {
    as: sellerOfRecord('WAITING_FOR_QC_DONE'),
    payload: async (db) => ({ id: (await annaRecord(db, 'WAITING_FOR_QC_DONE')).id, pass: true }),
  },
  seller_ShipExchangeFlow: {
    as: sellerOfRecord('WAITING_FOR_SELLER_SHIP'),
    // The exchange applied for above: approved, sent back and checked.
    prepare: async (t) => {
      const { id } = await newestRecord(t.db, 'WAITING_FOR_AUDIT_BY_SELLER', 'SALE_EXCHANGE');
      const seller = await sellerOfId(t.db, id);
      await step(t, seller, 'seller_AuditReverseOrderFlow', { id, approve: true });
      await step(t, BUYER, 'trade_PostBackReverseTradeOrderFlow', {
        id,
        fulfillmentProgressList: [
          { serviceCode: 'RET0002', fulfillmentServiceProvider: { id: await carrierId(t.db) } },
        ],
      });
      await step(t, seller, 'seller_ReceiveReturnFlow', { id, pass: true });
    },
    payload: async (db) => ({
      id: (await annaRecord(db, 'WAITING_FOR_SELLER_SHIP')).id,
      carrierId: await carrierId(db),
      serviceCode: 'EXCH0001',
    }),
  },
  seller_RetryRefundFlow: {
    as: sellerOfRecord('REFUND_FAIL'),
    // The sandbox declines the refund of the refund-only application made above once.
    prepare: async (t) => {
      const { id } = await newestRecord(t.db, 'WAITING_FOR_AUDIT_BY_SELLER', 'SALE_REFUND');
      process.env.SANDBOX_REFUND_FAIL = '1';
      try {
        await step(t, await sellerOfId(t.db, id), 'seller_AuditReverseOrderFlow', { id, approve: true });
      } finally {
        delete process.env.SANDBOX_REFUND_FAIL;
      }
      for (let i = 0; i < 10; i++) {
        await t.app.sweeps.runRowSweeps();
        const { n } = await one<{ n: number }>(
          t.db,
          `SELECT count(*)::int AS n FROM refund WHERE status = 'PENDING'`,
        );
        if (n === 0) break;
      }
    },
    payload: async (db) => ({ id: (await annaRecord(db, 'REFUND_FAIL')).id }),
  },
  // ---- saved cards (decision 030) ----
  '{host}_customer_QueryCardProviderFunc': { as: BUYER, payload: () => ({}) },
  customer_CreateCardFlow: { as: BUYER, payload: () => CARD_FORM },
  customer_QueryOneCardFunc: {
    as: BUYER,
    prepare: async (t) => {
      await saveTestCard(t, await t.signIn(BUYER));
      await saveTestCard(t, await t.signIn(BUYER), '5555555555554444');
    },
    payload: async (db) => ({ id: (await annaCard(db)).id }),
  },
  customer_QueryCardByCustomerFlow: { as: BUYER, payload: () => ({ isBind: 1 }) },
  '{host}_customer_SetDefaultCardFlow': {
    as: BUYER,
    payload: async (db) => ({ id: (await annaCard(db, 'NOT is_default')).id }),
  },
  '{host}_customer_DeleteCardFlow': { as: BUYER, payload: async (db) => ({ id: (await annaCard(db)).id }) },
  trade_CancelReverseTradeOrderForReturnOrExchangeFlow: {
    as: BUYER,
    payload: async (db) => ({
      id: (await newestRecord(db, 'WAITING_FOR_AUDIT_BY_SELLER', 'SALE_RETURN')).id,
    }),
  },
  // ---- checkout and the pay calls (decision 038): one new contract of Anna's, paid step by step ----
  '{host}_trade_CreateTradeContractFlow': {
    as: BUYER,
    site: 'DE',
    prepare: async (t) => {
      const sku = await one(
        t.db,
        `SELECT k.id FROM sku k JOIN item i ON i.id = k.item_id JOIN sku_price p ON p.sku_id = k.id AND p.site = 'DE'
          WHERE i.status = 'ON_SALE' AND i.pre_sale IS NULL AND k.stock > 5 AND k.adjust_step = 1
            AND k.business_type_dict = 'NORMAL' ORDER BY k.id LIMIT 1`,
      );
      expectOk(
        await t.call(
          'flow',
          'kontor_trade_BatchCreateNewCartLinesFlow',
          [{ sku: { id: sku.id }, skuQty: 1 }],
          {
            cookie: await t.signIn(BUYER),
            site: 'DE',
          },
        ),
      );
    },
    payload: async (db) => ({
      cartLineIds: [
        (await one(db, `SELECT id FROM cart_line WHERE user_id = ${ANNA} ORDER BY id DESC LIMIT 1`)).id,
      ],
      selectedAddress: {
        firstName: 'Anna',
        lastName: 'Schmidt',
        country: 'DE',
        city: 'München',
        postalCode: '80331',
      },
    }),
  },
  '{host}_trade_UpdateTradeContractAddressFlow': {
    as: BUYER,
    prepare: async (t) => {
      expectOk(
        await t.call('flow', 'customer_CreateShippingAddressFlow', CONTRACT_ADDRESS, {
          cookie: await t.signIn(BUYER),
          site: 'DE',
        }),
      );
    },
    payload: async (db) => ({
      id: (await newestContract(db)).id,
      // One of Anna's saved shipping addresses (decision 042); billing the same as shipping.
      selectedAddressId: (
        await one(
          db,
          `SELECT id FROM customer_address WHERE user_id = ${ANNA} AND address_type = 'SHIPPING' AND country = 'DE'
            ORDER BY id DESC LIMIT 1`,
        )
      ).id,
      billingAddressId: null,
    }),
  },
  // ---- the discount code at checkout (decision 057): applied to the newest contract, then removed ----
  '{host}_trade_ApplyDiscountCodeFlow': {
    as: BUYER,
    site: 'DE',
    payload: async (db) => {
      const contract = await newestContract(db);
      const code = await one<{ coupon_code: string }>(
        db,
        `SELECT coupon_code FROM buyer_coupon WHERE user_id = ${ANNA} AND kind = 'DISCOUNT' AND site = 'DE'
            AND used_status = 'NOT_USED' AND valid_from < now() AND valid_until > now()
            AND min_amount_minor <= (SELECT need_pay_minor FROM trade_contract WHERE id = $1)
            AND discount_minor < (SELECT need_pay_minor FROM trade_contract WHERE id = $1)
          ORDER BY discount_minor LIMIT 1`,
        [contract.id],
      );
      return { id: contract.id, couponCode: code.coupon_code };
    },
  },
  '{host}_trade_QueryContractDiscountFlow': {
    as: BUYER,
    payload: async (db) => ({ id: (await newestContract(db)).id }),
  },
  '{host}_trade_RemoveDiscountCodeFlow': {
    as: BUYER,
    payload: async (db) => ({ id: (await newestContract(db)).id }),
  },
  // The newest contract (unpaid, not pre-sale) takes no points: the choice is reset to none.
  '{host}_trade_ApplyTradeContractPointsFlow': {
    as: BUYER,
    payload: async (db) => ({ id: (await newestContract(db)).id, discountPoint: 0 }),
  },
  // Standard shipping on an order of Anna's that waits for payment with no payment under way.
  '{host}_trade_UpdateTradeContractDeliveryFlow': {
    as: BUYER,
    payload: async (db) => {
      const o = await one<{ id: number; contract_id: number }>(
        db,
        `SELECT o.id, o.contract_id FROM trade_order o WHERE o.buyer_id = ${ANNA}
            AND o.display_status = 'PENDING_PAY' AND o.pre_sale IS NULL AND o.contract_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM payment_record pr JOIN payment_order po ON po.id = pr.payment_order_id
                             WHERE po.contract_id = o.contract_id
                               AND pr.record_status IN ('PAY_PENDING','PAY_SUCCESS','PRE_AUTH_SUCCESS'))
          ORDER BY o.id DESC LIMIT 1`,
      );
      return { id: Number(o.contract_id), tradeOrderId: Number(o.id), fulfillmentType: 'SITE_SHIPPING' };
    },
  },
  pay_AuthorityFlow: {
    as: BUYER,
    site: 'DE',
    payload: async (db) => ({
      channel: 'HOSTED_CHECKOUT',
      countryCode: 'DE',
      site: 'DE',
      amount: { currency: 'EUR', value: '10.00' },
      tradeContractId: (await newestContract(db)).id,
    }),
  },
  trade_FirstPayFlow: {
    as: BUYER,
    site: 'DE',
    payload: async (db) => ({
      payChannel: 'CARD',
      contractId: (await newestContract(db)).id,
      confirmPayAgain: true,
    }),
  },
  trade_SecondaryPayFlow: {
    as: BUYER,
    payload: async (db) => ({ contractId: (await newestContract(db)).id }),
  },
  pay_FindPayAndChannelResultFlow: {
    as: BUYER,
    payload: async (db) => ({ paymentRecordId: (await newestRecordOfAnna(db)).id }),
  },
  pay_QueryPaymentOrderStatusForPaypalFlow: {
    as: BUYER,
    payload: async (db) => ({ paymentRecordId: (await newestRecordOfAnna(db)).id }),
  },
  bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc: {
    as: BUYER,
    payload: async (db) => ({ payUniqueKey: (await newestRecordOfAnna(db)).pay_unique_key }),
  },
  trade_ClosePaymentRecordAfterConfirmFlow: {
    as: BUYER,
    payload: async (db) => {
      const r = await newestRecordOfAnna(db);
      return { paymentRecordId: r.id, payUniqueKey: r.pay_unique_key };
    },
  },
  // A decided record answers as it is (the provider is not asked again).
  '{host}_finance_PaypalPaymentCaptureFunc': {
    as: BUYER,
    payload: async (db) => ({ paymentRecordId: (await paidRecordOfAnna(db)).id, gatewaySerialNo: 'ORDER-1' }),
  },
  '{host}_finance_AdyenPaymentsDetailsFunc': {
    as: BUYER,
    payload: async (db) => ({
      paymentRecordId: (await paidRecordOfAnna(db)).id,
      site: 'DE',
      details: { redirectResult: 'done' },
    }),
  },
  '{host}_finance_AffirmAuthorizeFlow': {
    as: BUYER,
    payload: async (db) => ({ paymentRecordId: (await paidRecordOfAnna(db)).id, authorizationToken: 'auth' }),
  },
};
