import {
  AFTER_SALES_REASONS,
  type AfterSalesStatus,
  type AfterSalesType,
  afterSalesListResponseSchema,
  afterSalesOrderSchema,
  afterSalesReasonKey,
  afterSalesStepResponseSchema,
  applyPreviewResponseSchema,
  cancelAfterPaidSchema,
  cancelAfterPayOffered,
  cancelInitiatedResponseSchema,
  cancelUnDeliverySchema,
  DEFAULT_CANCEL_REASON,
  exchangeItemsSchema,
  exchangeSkusResponseSchema,
  initiatedResponseSchema,
  isReasonOf,
  money,
  type OrderDisplayStatus,
  pageAfterSalesResponseSchema,
  pageReverseOrdersSchema,
  postBackSchema,
  renderApplySchema,
  reverseOrderIdSchema,
  reverseOrdersByOrderSkuSchema,
  statusesForFilter,
  submitApplyForType,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { type CallRegistry, defineCall, type UserCallContext } from '../../platform/rpc.ts';
import { reverseDto } from './after-sales-dto.ts';
import { type ReverseRow, afterSalesRepository as repo } from './after-sales-repository.ts';
import {
  applyForOrder,
  cancelUnshipped,
  checkAttachments,
  lineAvailability,
  orderExtraRemaining,
  takeStep,
  typesOf,
} from './after-sales-service.ts';
import { sellerAfterSalesCalls } from './seller-after-sales-calls.ts';
import { withdrawFromContract } from './withdrawal-calls.ts';

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

export const createRefund = defineCall({
  kind: 'flow',
  name: 'trade_InitiateReverseOrderOnlyRefundFlow',
  access: 'buyer',
  schema: submitApplyForType('SALE_REFUND'),
  response: initiatedResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx((q) => applyForOrder(q, ctx, { id: ctx.user.id, isTourist: ctx.user.isTourist }, input)),
});

export const createReturn = defineCall({
  kind: 'flow',
  name: 'trade_InitiateReverseTradeOrderForReturnFlow',
  access: 'buyer',
  schema: submitApplyForType('SALE_RETURN'),
  response: initiatedResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx((q) => applyForOrder(q, ctx, { id: ctx.user.id, isTourist: ctx.user.isTourist }, input)),
});

export const createExchange = defineCall({
  kind: 'flow',
  name: 'trade_InitiateReverseTradeOrderForExchangeFlow',
  access: 'buyer',
  schema: submitApplyForType('SALE_EXCHANGE'),
  response: initiatedResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx((q) => applyForOrder(q, ctx, { id: ctx.user.id, isTourist: ctx.user.isTourist }, input)),
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
      return cancelUnshipped(
        q,
        ctx,
        ctx.user.id,
        order,
        'SALE_CANCEL_BEFORE_DELIVERY',
        reason,
        input.submitRemark,
      );
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
      const result = await cancelUnshipped(
        q,
        ctx,
        ctx.user.id,
        order,
        'SALE_CANCEL_AFTER_PAID',
        reason,
        input.submitRemark,
      );
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
