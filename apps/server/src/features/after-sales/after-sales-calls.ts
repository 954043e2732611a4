import {
  AFTER_SALES_REASONS,
  type AfterSalesStatus,
  type AfterSalesType,
  afterSalesListResponseSchema,
  afterSalesOrderSchema,
  afterSalesReasonKey,
  afterSalesStepResponseSchema,
  applyLimitErrors,
  applyPreviewResponseSchema,
  availableReverseTypes,
  cancelAfterPaidSchema,
  cancelAfterPayOffered,
  cancelInitiatedResponseSchema,
  cancelUnDeliverySchema,
  DEFAULT_CANCEL_REASON,
  exchangeItemsSchema,
  exchangeSkusResponseSchema,
  type FieldError,
  initiatedResponseSchema,
  isOnStep,
  isReasonOf,
  money,
  type OrderDisplayStatus,
  pageAfterSalesResponseSchema,
  pageReverseOrdersSchema,
  postBackSchema,
  renderApplySchema,
  reverseOrderIdSchema,
  reverseOrdersByOrderSkuSchema,
  type SubmitApplyInput,
  statusesForFilter,
  submitApplyForType,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { type CallRegistry, defineCall, type UserCallContext } from '../../platform/rpc.ts';
import { grantUploadsToShop, ownedUploads } from '../files/files-service.ts';
import { appendOrderEvent } from '../orders/orders-service.ts';
import { reverseDto } from './after-sales-dto.ts';
import {
  type OrderForReverse,
  type OrderLineForReverse,
  type ReverseRow,
  afterSalesRepository as repo,
} from './after-sales-repository.ts';
import {
  lineAvailability,
  minorOf,
  orderExtraRemaining,
  splitAmount,
  takeStep,
} from './after-sales-service.ts';
import { sellerAfterSalesCalls } from './seller-after-sales-calls.ts';
import { withdrawFromContract } from './withdrawal-calls.ts';

function typesOf(order: OrderForReverse, lines: OrderLineForReverse[], isTourist: boolean) {
  const av = lines.map((l) => lineAvailability(l, order.display_status));
  return availableReverseTypes({
    displayStatus: order.display_status,
    isTourist,
    hasCancellable: av.some((a) => a.canCancelQty > 0),
    hasReversible: av.some((a) => a.canReverseQty > 0),
    hasShipped: order.has_packages,
  });
}

/** Preview of an application: types, reasons, lines with what is left, and the refundable amount. */
export const renderApply = defineCall({
  kind: 'flow',
  name: 'trade_RenderReverseTradeOrderForApplyFlow',
  access: 'session',
  schema: renderApplySchema,
  response: applyPreviewResponseSchema,
  handler: async (input, ctx) => {
    const order = await repo.orderForBuyer(ctx.db, ctx.user.id, input.tradeOrder.id);
    if (!order) throw notFound();
    const lines = await repo.linesOf(ctx.db, order.id);
    const types = typesOf(order, lines, ctx.user.isTourist);
    const type = (
      input.reverseTradeOrderType && types.includes(input.reverseTradeOrderType)
        ? input.reverseTradeOrderType
        : types[0]
    ) as AfterSalesType | undefined;
    const cancel = type === 'SALE_CANCEL_BEFORE_DELIVERY' || type === 'SALE_CANCEL_AFTER_PAID';
    const wanted = new Map(
      (input.reverseTradeOrderLineList ?? []).map((l) => [l.tradeOrderLine.id, l.reverseQty]),
    );
    const listed = lines
      .map((l) => ({ l, a: lineAvailability(l, order.display_status) }))
      .filter(({ a }) => !a.excluded && (a.canCancelQty > 0 || a.canReverseQty > 0));
    const rows = listed.map(({ l, a }) => {
      const max = cancel ? a.canCancelQty : a.canReverseQty;
      const asked = wanted.get(l.id);
      const qty = cancel ? max : Math.min(max, asked ?? max);
      return { l, a, qty, amount: a.refundableFor(qty) };
    });
    const chosen = cancel || wanted.size === 0 ? rows : rows.filter((r) => wanted.has(r.l.id));
    let available = chosen.reduce((n, r) => n + r.amount, 0);
    if (cancel) available += await orderExtraRemaining(ctx.db, order, lines);
    const m = (minor: number) => money(minor, order.currency);
    return {
      tradeOrder: { id: order.id, tradeOrderCode: order.code, displayStatus: order.display_status },
      reverseTradeOrderType: type ?? null,
      availableReverseTypes: types,
      availableReverseReasons: type
        ? AFTER_SALES_REASONS[type].map((code) => ({
            code,
            name: translate(ctx.language, afterSalesReasonKey(code)),
          }))
        : [],
      availableRefundAmt: m(type === 'SALE_EXCHANGE' ? 0 : available),
      reverseTradeOrderLineList: rows.map(({ l, a, qty, amount }) => ({
        tradeOrderLine: {
          id: l.id,
          tradeQty: Number(l.trade_qty),
          canCancelQty: a.canCancelQty,
          canReverseQty: a.canReverseQty,
          tradeOrderLineBusinessType: l.line_business_type,
          lineGroupTypeDict: l.line_group_type,
          adjustStep: Number(l.adjust_step),
          unitName: l.unit_name,
          paidAmt: m(l.paid_minor),
          sku: {
            id: l.sku_id,
            name: l.sku_name,
            image: l.sku_image,
            attributes: l.sku_attributes,
            salePrc: m(l.unit_price_minor),
            item: { id: l.item_id },
          },
        },
        reverseQty: qty,
        applyRefundAmt: m(type === 'SALE_EXCHANGE' ? 0 : amount),
      })),
    };
  },
});

async function checkAttachments(
  q: Queryable,
  userId: number,
  input: { submitRemark?: SubmitApplyInput['submitRemark'] },
) {
  const files = input.submitRemark?.attachmentList.files ?? [];
  if (!files.length) return;
  const owned = await ownedUploads(
    q,
    userId,
    'after-sales',
    files.map((f) => f.url),
  );
  const errors: FieldError[] = [];
  files.forEach((f, i) => {
    if (!owned.has(f.url.replace(/^https?:\/\/[^/]+/, '')))
      errors.push({
        path: `submitRemark.attachmentList.files.${i}.url`,
        message: 'afterSales.errors.attachmentInvalid',
      });
  });
  if (errors.length) throw invalid(errors);
}

/** Creates a refund, return or exchange application under the order's row lock. */
async function createApplication(input: SubmitApplyInput, ctx: UserCallContext) {
  return ctx.db.tx(async (q) => {
    const order = await repo.lockOrderForBuyer(q, ctx.user.id, input.tradeOrder.id);
    if (!order) throw notFound();
    const type = input.reverseTradeOrderType;
    const lines = await repo.linesOf(q, order.id);
    if (!typesOf(order, lines, ctx.user.isTourist).includes(type))
      throw conflict('afterSales.errors.typeNotAvailable');
    if (!isReasonOf(type, input.reverseReason))
      throw invalid([{ path: 'reverseReason', message: 'afterSales.errors.reasonRequired' }]);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const maxQtyByLine = new Map(
      lines.map((l) => [l.id, lineAvailability(l, order.display_status).canReverseQty] as const),
    );
    const amounts = input.reverseTradeOrderLineList.map((x) => {
      const l = byId.get(x.tradeOrderLine.id);
      return l
        ? lineAvailability(l, order.display_status).refundableFor(
            Math.min(x.reverseQty, maxQtyByLine.get(l.id) ?? 0),
          )
        : 0;
    });
    const available = amounts.reduce((a, b) => a + b, 0);
    const errors = applyLimitErrors(input, { availableRefundMinor: available, maxQtyByLine });
    // Weight items move in their adjust step.
    input.reverseTradeOrderLineList.forEach((x, i) => {
      const l = byId.get(x.tradeOrderLine.id);
      if (l && Number(l.adjust_step) > 0) {
        if (!isOnStep(x.reverseQty, l.adjust_step))
          errors.push({
            path: `reverseTradeOrderLineList.${i}.reverseQty`,
            message: 'afterSales.errors.qtyMin',
          });
      }
    });
    if (errors.length) throw invalid(errors);
    await checkAttachments(q, ctx.user.id, input);
    const site = await repo.orderSite(q, order.id);
    const derivatives = new Map<number, Record<string, unknown>>();
    if (type === 'SALE_EXCHANGE') {
      for (const [i, x] of input.reverseTradeOrderLineList.entries()) {
        const l = byId.get(x.tradeOrderLine.id)!;
        const sku = (await repo.exchangeSkus(q, l.item_id, site)).find((s) => s.id === x.derivativeSku!.id);
        if (!sku || sku.stock < x.reverseQty)
          throw invalid([
            {
              path: `reverseTradeOrderLineList.${i}.derivativeSku.id`,
              message: 'afterSales.errors.exchangeSkuInvalid',
            },
          ]);
        derivatives.set(l.id, {
          id: sku.id,
          name: sku.name,
          image: sku.image,
          attributes: sku.attributes,
          saleMinor: sku.sale_minor,
        });
      }
    }
    const total = type === 'SALE_EXCHANGE' ? 0 : minorOf(input.applyRefundAmt!);
    const parts = splitAmount(total, amounts);
    const reverseId = await repo.insertReverse(q, {
      orderId: order.id,
      buyerId: ctx.user.id,
      shopId: order.shop_id,
      type,
      reason: input.reverseReason,
      currency: order.currency,
      applyRefundMinor: total,
      refundShippingMinor: 0,
    });
    for (const [i, x] of input.reverseTradeOrderLineList.entries()) {
      await repo.insertLine(q, {
        reverseId,
        orderLineId: x.tradeOrderLine.id,
        qty: x.reverseQty,
        applyRefundMinor: parts[i],
        derivativeSkuId: x.derivativeSku?.id ?? null,
        derivativeSku: derivatives.get(x.tradeOrderLine.id) ?? null,
      });
      if (!(await repo.reserve(q, x.tradeOrderLine.id, x.reverseQty)))
        throw invalid([
          { path: `reverseTradeOrderLineList.${i}.reverseQty`, message: 'afterSales.errors.qtyMax' },
        ]);
    }
    await addBuyerRemark(q, reverseId, input.submitRemark, { buyerId: ctx.user.id, shopId: order.shop_id });
    const rev = (await repo.byId(q, reverseId))!;
    await appendOrderEvent(q, order.id, 'BUYER', {
      kind: 'AFTER_SALES_APPLIED',
      payload: {
        reverseOrderId: reverseId,
        reverseTradeOrderCode: rev.code,
        reverseTradeOrderType: type,
      },
    });
    await takeStep(q, ctx, rev, 'SUBMIT', 'SYSTEM');
    return { id: reverseId, reverseTradeOrderCode: rev.code };
  });
}

async function addBuyerRemark(
  q: Queryable,
  reverseId: number,
  remark: SubmitApplyInput['submitRemark'],
  by: { buyerId: number; shopId: number },
) {
  if (remark && (remark.remark || remark.attachmentList.files.length)) {
    await repo.addRemark(q, reverseId, 'BUYER', remark.remark, remark.attachmentList.files);
    // The evidence is private to the buyer; the shop handling the application may see it too.
    const urls = remark.attachmentList.files.map((f) => f.url);
    await grantUploadsToShop(q, by.buyerId, urls, by.shopId);
  }
}

/**
 * A cancel of everything not yet shipped, at full quantity and the full paid amount (shipping too when
 * nothing is left afterwards). Without any shipment it needs no audit and goes straight to the refund.
 */
async function createCancel(
  q: Queryable,
  ctx: UserCallContext,
  order: OrderForReverse,
  type: 'SALE_CANCEL_BEFORE_DELIVERY' | 'SALE_CANCEL_AFTER_PAID',
  reason: string,
  remark: SubmitApplyInput['submitRemark'],
) {
  const lines = await repo.linesOf(q, order.id);
  const chosen = lines
    .map((l) => ({ l, a: lineAvailability(l, order.display_status) }))
    .filter(({ a }) => a.canCancelQty > 0);
  if (!chosen.length) throw conflict('afterSales.errors.typeNotAvailable');
  const amounts = chosen.map(({ a }) => a.refundableFor(a.canCancelQty));
  // Shipping and fees come back when the cancel leaves nothing of the order.
  const everything =
    chosen.length === lines.filter((l) => l.trade_qty - l.cancelled_qty - l.reversed_qty > 0).length &&
    chosen.every(({ l, a }) => a.canCancelQty === l.trade_qty - l.cancelled_qty - l.reversed_qty);
  const extra = everything ? await orderExtraRemaining(q, order, lines) : 0;
  const goods = amounts.reduce((a, b) => a + b, 0);
  const reverseId = await repo.insertReverse(q, {
    orderId: order.id,
    buyerId: ctx.user.id,
    shopId: order.shop_id,
    type,
    reason,
    currency: order.currency,
    applyRefundMinor: goods + extra,
    refundShippingMinor: extra,
  });
  for (const [i, { l, a }] of chosen.entries()) {
    await repo.insertLine(q, {
      reverseId,
      orderLineId: l.id,
      qty: a.canCancelQty,
      applyRefundMinor: amounts[i],
      derivativeSkuId: null,
      derivativeSku: null,
    });
    if (!(await repo.reserve(q, l.id, a.canCancelQty))) throw conflict('afterSales.errors.typeNotAvailable');
  }
  await addBuyerRemark(q, reverseId, remark, { buyerId: ctx.user.id, shopId: order.shop_id });
  const rev = (await repo.byId(q, reverseId))!;
  await appendOrderEvent(q, order.id, 'BUYER', {
    kind: 'AFTER_SALES_APPLIED',
    payload: {
      reverseOrderId: reverseId,
      reverseTradeOrderCode: rev.code,
      reverseTradeOrderType: type,
    },
  });
  if (order.has_packages) {
    await takeStep(q, ctx, rev, 'SUBMIT', 'SYSTEM');
  } else {
    await repo.update(q, reverseId, { refund_minor: goods });
    await takeStep(q, ctx, rev, 'AUTO_APPROVE', 'SYSTEM');
  }
  const after = (await repo.byId(q, reverseId))!;
  return { id: reverseId, reverseTradeOrderCode: rev.code, reverseTradeOrderStatus: after.status };
}

export const createRefund = defineCall({
  kind: 'flow',
  name: 'trade_InitiateReverseOrderOnlyRefundFlow',
  access: 'buyer',
  schema: submitApplyForType('SALE_REFUND'),
  response: initiatedResponseSchema,
  handler: createApplication,
});

export const createReturn = defineCall({
  kind: 'flow',
  name: 'trade_InitiateReverseTradeOrderForReturnFlow',
  access: 'buyer',
  schema: submitApplyForType('SALE_RETURN'),
  response: initiatedResponseSchema,
  handler: createApplication,
});

export const createExchange = defineCall({
  kind: 'flow',
  name: 'trade_InitiateReverseTradeOrderForExchangeFlow',
  access: 'buyer',
  schema: submitApplyForType('SALE_EXCHANGE'),
  response: initiatedResponseSchema,
  handler: createApplication,
});

export const createCancelUnDelivery = defineCall({
  kind: 'flow',
  name: 'bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow',
  access: 'buyer',
  schema: cancelUnDeliverySchema,
  response: cancelInitiatedResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      const order = await repo.lockOrderForBuyer(q, ctx.user.id, input.tradeOrder.id);
      if (!order) throw notFound();
      const lines = await repo.linesOf(q, order.id);
      if (!typesOf(order, lines, ctx.user.isTourist).includes('SALE_CANCEL_BEFORE_DELIVERY'))
        throw conflict('afterSales.errors.typeNotAvailable');
      const reason = input.reverseReason || DEFAULT_CANCEL_REASON;
      if (!isReasonOf('SALE_CANCEL_BEFORE_DELIVERY', reason))
        throw invalid([{ path: 'reverseReason', message: 'afterSales.errors.reasonRequired' }]);
      await checkAttachments(q, ctx.user.id, input);
      return createCancel(q, ctx, order, 'SALE_CANCEL_BEFORE_DELIVERY', reason, input.submitRemark);
    }),
});

/**
 * Cancel after payment (the order's buyerCancelAfterPay operation): every line at full quantity.
 * Answers with the record; the web says "business processing, please wait".
 */
export const createCancelAfterPaid = defineCall({
  kind: 'flow',
  name: 'trade_InitiateReverseTradeOrderForCancelFlow',
  access: 'session',
  schema: cancelAfterPaidSchema,
  response: cancelInitiatedResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      const order = await repo.lockOrderForBuyer(q, ctx.user.id, input.tradeOrder.id);
      if (!order) throw notFound();
      const lines = await repo.linesOf(q, order.id);
      // The order's buyerCancelAfterPay operation, from the same domain rule the order dto uses.
      const offered = cancelAfterPayOffered({
        displayStatus: order.display_status as OrderDisplayStatus,
        reverseInProgress: order.reverse_status === 'PROCESSING',
        hasReversibleLines: lines.some((l) => lineAvailability(l, order.display_status).canReverseQty > 0),
      });
      if (!offered) throw conflict('orders.operationNotOffered', { operation: 'buyerCancelAfterPay' });
      const ids = new Set(lines.map((l) => l.id));
      const foreign = input.reverseTradeOrderLineList.findIndex((l) => !ids.has(l.tradeOrderLine.id));
      if (foreign >= 0)
        throw invalid([
          {
            path: `reverseTradeOrderLineList.${foreign}.tradeOrderLine.id`,
            message: 'afterSales.errors.lineNotReversible',
          },
        ]);
      const reason = input.reverseReason || DEFAULT_CANCEL_REASON;
      if (!isReasonOf('SALE_CANCEL_AFTER_PAID', reason))
        throw invalid([{ path: 'reverseReason', message: 'afterSales.errors.reasonRequired' }]);
      const result = await createCancel(q, ctx, order, 'SALE_CANCEL_AFTER_PAID', reason, input.submitRemark);
      return { ...result, message: translate(ctx.language, 'afterSales.status.REFUND_PENDING') };
    }),
});

/** The buyer's after-sales list: session + one statement. */
export const pageReverseOrders = defineCall({
  kind: 'flow',
  name: 'trade_PageReverseOrderFlow',
  access: 'session',
  schema: pageReverseOrdersSchema,
  response: pageAfterSalesResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total } = await repo.page(
      ctx.db,
      {
        buyerId: ctx.user.id,
        statuses: statusesForFilter(input.applied || undefined),
        code: input.keyword || undefined,
        ids: input.reverseOrderId ? input.reverseOrderId.split(',').map(Number) : undefined,
        orderId: input.tradeOrderId,
        skuId: input.skuId,
      },
      input.page,
    );
    return { total, data: rows.map((r) => reverseDto(r, ctx.language)) };
  },
});

export const reverseOrdersByOrderSku = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryReverseOrdersByOrderSkuFlow',
  access: 'session',
  schema: reverseOrdersByOrderSkuSchema,
  response: afterSalesListResponseSchema,
  handler: async (input, ctx) => {
    // The call names an order: another buyer's (or none) answers 404 (DESIGN §4), not an empty list.
    if (!(await repo.orderForBuyer(ctx.db, ctx.user.id, input.tradeOrderId))) throw notFound();
    return (
      await repo.list(ctx.db, { buyerId: ctx.user.id, orderId: input.tradeOrderId, skuId: input.skuId })
    ).map((r) => reverseDto(r, ctx.language));
  },
});

export const reverseOrderById = defineCall({
  kind: 'flow',
  name: 'trade_QueryReverseOrderByIdFlow',
  access: 'session',
  schema: reverseOrderIdSchema,
  response: afterSalesOrderSchema,
  handler: async (input, ctx) => {
    const r = await repo.byId(ctx.db, input.id, { buyerId: ctx.user.id });
    if (!r) throw notFound();
    return reverseDto(r, ctx.language);
  },
});

/**
 * A buyer's step on their own record, in one transaction: locks it (order first; another buyer's
 * record answers 404), lets `step` act on it as it now stands, and answers the new status.
 */
function buyerStep(
  ctx: UserCallContext,
  id: number,
  step: (q: Queryable, rev: ReverseRow) => Promise<AfterSalesStatus>,
) {
  return ctx.db.tx(async (q) => {
    const locked = await repo.lockReverse(q, id, { buyerId: ctx.user.id });
    if (!locked) throw notFound();
    const rev = (await repo.byId(q, id))!;
    return { id: rev.id, reverseTradeOrderStatus: await step(q, rev) };
  });
}

export const cancelReverse = defineCall({
  kind: 'flow',
  name: 'trade_CancelReverseTradeOrderForReturnOrExchangeFlow',
  access: 'session',
  schema: reverseOrderIdSchema,
  response: afterSalesStepResponseSchema,
  handler: (input, ctx) => buyerStep(ctx, input.id, (q, rev) => takeStep(q, ctx, rev, 'CANCEL', 'BUYER')),
});

export const confirmExchange = defineCall({
  kind: 'flow',
  name: 'trade_ConfirmReverseTradeOrderExchangeSkuFlow',
  access: 'session',
  schema: reverseOrderIdSchema,
  response: afterSalesStepResponseSchema,
  handler: (input, ctx) =>
    buyerStep(ctx, input.id, async (q, rev) => {
      const status = await takeStep(q, ctx, rev, 'CONFIRM_EXCHANGE', 'BUYER');
      await repo.signParcel(q, rev.id, 'EXCHANGE');
      return status;
    }),
});

export const postBack = defineCall({
  kind: 'flow',
  name: 'trade_PostBackReverseTradeOrderFlow',
  access: 'session',
  schema: postBackSchema,
  response: afterSalesStepResponseSchema,
  handler: (input, ctx) =>
    buyerStep(ctx, input.id, async (q, rev) => {
      const parcel = input.fulfillmentProgressList[0];
      const carrier = await repo.carrier(q, parcel.fulfillmentServiceProvider.id);
      if (!carrier)
        throw invalid([
          {
            path: 'fulfillmentProgressList.0.fulfillmentServiceProvider.id',
            message: 'afterSales.errors.carrierRequired',
          },
        ]);
      const status = await takeStep(q, ctx, rev, 'POST_BACK', 'BUYER', {
        carrier: carrier.entity_name,
        serviceCode: parcel.serviceCode,
      });
      await repo.insertParcel(q, {
        reverseId: rev.id,
        direction: 'RETURN',
        operatorType: 'USER',
        carrierId: carrier.id,
        serviceCode: parcel.serviceCode,
        returnMode: input.returnMode,
      });
      return status;
    }),
});

/** SKUs of an item a line can be exchanged for (the item's on-sale SKUs with stock, priced on the order's site). */
export const exchangeItems = defineCall({
  kind: 'flow',
  name: 'bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow',
  access: 'session',
  schema: exchangeItemsSchema,
  response: exchangeSkusResponseSchema,
  handler: async (input, ctx) => {
    let site: string = ctx.site;
    if (input.tradeOrderLine) {
      const line = await ctx.db.one<{ order_id: number; item_id: number }>(
        `SELECT l.order_id, l.item_id FROM trade_order_line l JOIN trade_order o ON o.id = l.order_id
          WHERE l.id = $1 AND o.buyer_id = $2`,
        [input.tradeOrderLine.id, ctx.user.id],
      );
      if (!line || line.item_id !== input.diyItemId) throw notFound();
      site = await repo.orderSite(ctx.db, line.order_id);
    }
    const skus = await repo.exchangeSkus(ctx.db, input.diyItemId, site);
    return skus
      .filter((s) => s.stock > 0)
      .map((s) => ({
        id: s.id,
        name: s.name,
        image: s.image,
        attributes: s.attributes,
        salePrc: s.sale_minor === null ? null : money(s.sale_minor, s.currency!),
        stock: s.stock,
        item: { id: s.item_id },
      }));
  },
});

/** Every after-sales call: the buyer's, the EU withdrawal and the seller console's. */
export function registerAfterSalesCalls(calls: CallRegistry) {
  calls.register(
    renderApply,
    createRefund,
    createReturn,
    createExchange,
    createCancelUnDelivery,
    createCancelAfterPaid,
    pageReverseOrders,
    reverseOrdersByOrderSku,
    reverseOrderById,
    cancelReverse,
    confirmExchange,
    postBack,
    exchangeItems,
    withdrawFromContract,
    ...sellerAfterSalesCalls,
  );
}
