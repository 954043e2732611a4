import {
  type AfterSalesStatus,
  afterSalesOrderSchema,
  afterSalesStepResponseSchema,
  pageAfterSalesResponseSchema,
  reverseOrderIdSchema,
  sellerAuditSchema,
  sellerPageReverseOrdersSchema,
  sellerReceiveReturnSchema,
  sellerRetryRefundSchema,
  sellerShipExchangeSchema,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { defineCall, type UserCallContext } from '../../platform/rpc.ts';
import { reverseDto } from './after-sales-dto.ts';
import {
  type OrderForReverse,
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

async function shopOf(q: Queryable, ctx: UserCallContext) {
  const shop = await repo.shopOfSeller(q, ctx.user.id);
  if (!shop) throw notFound();
  return shop;
}

/**
 * A seller's step on a record of their shop, in one transaction: locks it (order first; another
 * shop's record answers 404), lets `step` act on it as it now stands, and answers the new status.
 */
function sellerStep(
  ctx: UserCallContext,
  id: number,
  step: (q: Queryable, rev: ReverseRow, order: OrderForReverse) => Promise<AfterSalesStatus>,
) {
  return ctx.db.tx(async (q) => {
    const shop = await shopOf(q, ctx);
    const locked = await repo.lockReverse(q, id, { shopId: shop.id });
    if (!locked) throw notFound();
    const rev = (await repo.byId(q, id))!;
    return { id: rev.id, reverseTradeOrderStatus: await step(q, rev, locked.order) };
  });
}

export const sellerPageReverseOrders = defineCall({
  kind: 'flow',
  name: 'seller_PageReverseOrderFlow',
  access: 'seller',
  sellerRight: 'query',
  schema: sellerPageReverseOrdersSchema,
  response: pageAfterSalesResponseSchema,
  handler: async (input, ctx) => {
    const shop = await shopOf(ctx.db, ctx);
    const { rows, total } = await repo.page(
      ctx.db,
      { shopId: shop.id, statuses: input.status ? [input.status] : null },
      input.page,
    );
    return { total, data: rows.map((r) => reverseDto(r, ctx.language, 'SELLER')) };
  },
});

export const sellerReverseDetail = defineCall({
  kind: 'flow',
  name: 'seller_QueryReverseOrderDetailFlow',
  access: 'seller',
  sellerRight: 'query',
  schema: reverseOrderIdSchema,
  response: afterSalesOrderSchema,
  handler: async (input, ctx) => {
    const shop = await shopOf(ctx.db, ctx);
    const r = await repo.byId(ctx.db, input.id, { shopId: shop.id });
    if (!r) throw notFound();
    return reverseDto(r, ctx.language, 'SELLER');
  },
});

/**
 * The seller's audit: approve (optionally changing a return or exchange to a refund, and the refund
 * amount — both flagged for the buyer's notices) or reject with a reason.
 */
export const sellerAudit = defineCall({
  kind: 'flow',
  name: 'seller_AuditReverseOrderFlow',
  access: 'seller',
  sellerRight: 'pastOrders',
  sellerOrderOf: (input) => ({ reverseOrderId: input.id }),
  schema: sellerAuditSchema,
  response: afterSalesStepResponseSchema,
  handler: (input, ctx) =>
    sellerStep(ctx, input.id, async (q, rev, order) => {
      if (rev.status !== 'WAITING_FOR_AUDIT_BY_SELLER')
        throw conflict('afterSales.errors.stepNotOffered', { step: 'AUDIT' });
      if (!input.approve) {
        await repo.update(q, rev.id, { audit_reject_reason: input.auditRejectReason });
        return takeStep(q, ctx, rev, 'REJECT', 'SELLER', {
          auditRejectReason: input.auditRejectReason,
        });
      }
      let type = rev.type;
      if (input.changeType && input.changeType !== rev.type) {
        if (rev.type !== 'SALE_RETURN' && rev.type !== 'SALE_EXCHANGE')
          throw invalid([{ path: 'changeType', message: 'afterSales.errors.typeChangeNotAllowed' }]);
        type = input.changeType;
      }
      const refundsMoney = type !== 'SALE_EXCHANGE';
      const set: Record<string, unknown> = {};
      if (type !== rev.type) Object.assign(set, { type, type_changed_by_seller: true });
      if (refundsMoney) {
        const lines = await repo.linesOf(q, order.id);
        const revLines = await repo.reverseLines(q, rev.id);
        // What the record's lines may still give back (their reservation is this record's own).
        const caps = revLines.map((rl) => {
          const l = lines.find((x) => x.id === rl.order_line_id)!;
          return lineAvailability(
            { ...l, reserved_qty: Math.max(0, l.reserved_qty - rl.qty) },
            order.display_status,
          ).refundableFor(rl.qty);
        });
        const cap = caps.reduce((a, b) => a + b, 0);
        const goodsAsked = rev.apply_refund_minor - rev.refund_shipping_minor;
        const goods = input.refundAmt
          ? minorOf(input.refundAmt)
          : rev.type === 'SALE_EXCHANGE'
            ? cap
            : goodsAsked;
        if (goods > cap)
          throw invalid([{ path: 'refundAmt.value', message: 'afterSales.errors.amountTooHigh' }]);
        if (rev.refund_shipping_minor > (await orderExtraRemaining(q, order, lines, rev.id)))
          throw conflict('afterSales.errors.refundExceedsPaid');
        set.refund_minor = goods;
        if (goods !== goodsAsked) set.amount_changed_by_seller = true;
        const parts = splitAmount(goods, caps);
        await repo.setLineRefunds(q, rev.id, new Map(revLines.map((rl, i) => [rl.order_line_id, parts[i]])));
      }
      if (type === 'SALE_RETURN' || type === 'SALE_EXCHANGE')
        set.return_address = order.return_address ? JSON.stringify(order.return_address) : null;
      await repo.update(q, rev.id, set);
      return takeStep(q, ctx, { ...rev, type }, 'APPROVE', 'SELLER', {
        typeChanged: type !== rev.type,
        amountChanged: !!set.amount_changed_by_seller,
      });
    }),
});

/** Quality check of returned goods: pass (with the shipping refund the seller confirms) or reject. */
export const sellerReceiveReturn = defineCall({
  kind: 'flow',
  name: 'seller_ReceiveReturnFlow',
  access: 'seller',
  sellerRight: 'pastOrders',
  sellerOrderOf: (input) => ({ reverseOrderId: input.id }),
  schema: sellerReceiveReturnSchema,
  response: afterSalesStepResponseSchema,
  handler: (input, ctx) =>
    sellerStep(ctx, input.id, async (q, rev, order) => {
      if (rev.status !== 'WAITING_FOR_QC_DONE')
        throw conflict('afterSales.errors.stepNotOffered', { step: 'RECEIVE_RETURN' });
      await repo.signParcel(q, rev.id, 'RETURN');
      if (!input.pass) {
        await repo.update(q, rev.id, { qc_reject_reason: input.qcRejectReason });
        return takeStep(q, ctx, rev, 'QC_REJECT', 'SELLER', {
          qcRejectReason: input.qcRejectReason,
        });
      }
      if (input.refundShippingAmt && rev.type === 'SALE_RETURN') {
        const shipping = minorOf(input.refundShippingAmt);
        const lines = await repo.linesOf(q, order.id);
        if (shipping > (await orderExtraRemaining(q, order, lines, rev.id)))
          throw invalid([{ path: 'refundShippingAmt.value', message: 'afterSales.errors.amountTooHigh' }]);
        await repo.update(q, rev.id, {
          refund_shipping_minor: shipping,
          seller_refund_shipping_minor: shipping,
        });
      }
      return takeStep(q, ctx, rev, 'QC_PASS', 'SELLER');
    }),
});

export const sellerShipExchange = defineCall({
  kind: 'flow',
  name: 'seller_ShipExchangeFlow',
  access: 'seller',
  sellerRight: 'pastOrders',
  sellerOrderOf: (input) => ({ reverseOrderId: input.id }),
  schema: sellerShipExchangeSchema,
  response: afterSalesStepResponseSchema,
  handler: (input, ctx) =>
    sellerStep(ctx, input.id, async (q, rev) => {
      const c = await repo.carrier(q, input.carrierId);
      if (!c) throw invalid([{ path: 'carrierId', message: 'afterSales.errors.carrierRequired' }]);
      const status = await takeStep(q, ctx, rev, 'SHIP_EXCHANGE', 'SELLER', {
        carrier: c.entity_name,
        serviceCode: input.serviceCode,
      });
      await repo.insertParcel(q, {
        reverseId: rev.id,
        direction: 'EXCHANGE',
        operatorType: 'SELLER',
        carrierId: c.id,
        serviceCode: input.serviceCode,
        returnMode: null,
      });
      await ctx.providers.tracking.registerShipment(q, {
        carrierCode: c.entity_code,
        waybill: input.serviceCode,
        from: 'Shop',
        to: 'Buyer',
      });
      return status;
    }),
});

/** After REFUND_FAIL the seller asks again: a new attempt with its own idempotency key. */
export const sellerRetryRefund = defineCall({
  kind: 'flow',
  name: 'seller_RetryRefundFlow',
  access: 'seller',
  sellerRight: 'pastOrders',
  sellerOrderOf: (input) => ({ reverseOrderId: input.id }),
  schema: sellerRetryRefundSchema,
  response: afterSalesStepResponseSchema,
  handler: (input, ctx) =>
    sellerStep(ctx, input.id, (q, rev) => takeStep(q, ctx, rev, 'RETRY_REFUND', 'SELLER')),
});

/** The seller console's after-sales calls (registered with the buyer's in after-sales-calls.ts). */
export const sellerAfterSalesCalls = [
  sellerPageReverseOrders,
  sellerReverseDetail,
  sellerAudit,
  sellerReceiveReturn,
  sellerShipExchange,
  sellerRetryRefund,
];
