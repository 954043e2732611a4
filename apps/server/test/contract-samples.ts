import type { Db } from '../src/platform/db/index.ts';
import { expectOk, type TestContext } from './harness.ts';

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

const carrierId = async (db: Db) => (await one(db, 'SELECT id FROM carrier ORDER BY id LIMIT 1')).id;

export const CALL_SAMPLES: Record<string, CallSample> = {
  // ---- catalog, merchant ----
  '{host}_item_PageItemCardFlow': { as: 'anon', site: 'UK', payload: () => ({ page: { no: 1, size: 5 } }) },
  '{host}_merchant_QueryMerchantStatusFlow': { as: SELLER, payload: () => ({}) },
  seller_QueryMyShopFlow: { as: SELLER, payload: () => ({}) },
  admin_PageShopFlow: { as: OPERATOR, payload: () => ({ page: { no: 1, size: 10 } }) },

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
  trade_CancelReverseTradeOrderForReturnOrExchangeFlow: {
    as: BUYER,
    payload: async (db) => ({
      id: (await newestRecord(db, 'WAITING_FOR_AUDIT_BY_SELLER', 'SALE_RETURN')).id,
    }),
  },
};
