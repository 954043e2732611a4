import {
  carriersResponseSchema,
  closeOrderResponseSchema,
  couponCodesResponseSchema,
  idInput,
  idSchema,
  type OrderOperation,
  orderOperations,
  orderPackagesResponseSchema,
  postponeDeliveryResponseSchema,
  sendInvoiceEmailResponseSchema,
  sendInvoiceEmailSchema,
  signForDeliveryResponseSchema,
  textInput,
} from '@kontor/domain';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall, type UserCallContext } from '../../platform/rpc.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { orderActionsRepository as actions } from './orders-actions-repository.ts';
import { orderFacts, packageDto } from './orders-dto.ts';
import { orderDetailRepository, ordersRepository } from './orders-repository.ts';
import { appendOrderEvent, moveOrderStatus } from './orders-service.ts';

/** Locks the buyer's order and refuses (409) an operation its operation list does not offer. */
async function lockOffering(q: Queryable, ctx: UserCallContext, orderId: number, operation: OrderOperation) {
  const order = await ordersRepository.orderForBuyer(q, ctx.user.id, orderId, true);
  if (!order) throw notFound();
  if (!orderOperations(orderFacts(order, ctx.user.isTourist)).includes(operation)) {
    throw conflict('orders.operationNotOffered', { operation });
  }
  return order;
}

/** Cancel before payment; a grouped order cancels every unpaid order of its contract with it. */
export const closeImmediately = defineCall({
  kind: 'flow',
  name: '{host}_trade_CloseImmediatelyTradeOrderFlow',
  access: 'session',
  schema: idSchema,
  response: closeOrderResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      const order = await lockOffering(q, ctx, input.id, 'buyerCancelBeforePay');
      const orders = order.is_in_group ? await actions.unpaidOrdersOfContract(q, order.contract_id) : [order];
      const cancelled: number[] = [];
      for (const o of orders) {
        await moveOrderStatus(q, o, 'CANCELED', 'BUYER', {
          kind: 'CANCELLED',
          payload: { reason: 'BUYER_CANCEL_BEFORE_PAY' },
        });
        cancelled.push(o.id);
      }
      return { cancelledOrderIds: cancelled };
    }),
});

/** Sign for one package; the order completes when every package is signed. */
export const signForDelivery = defineCall({
  kind: 'flow',
  name: 'trade_SignForDeliveryFlow',
  access: 'session',
  schema: idSchema,
  response: signForDeliveryResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      const pkg = await actions.packageForBuyer(q, ctx.user.id, input.id);
      if (!pkg) throw notFound();
      const order = await lockOffering(q, ctx, pkg.order_id, 'confirm');
      if (!(await actions.signPackage(q, pkg.id))) throw conflict('orders.packageAlreadySigned');
      await appendOrderEvent(q, pkg.order_id, 'BUYER', {
        kind: 'PACKAGE_SIGNED',
        payload: { packageId: pkg.id },
      });
      const completed = await actions.allReceived(q, pkg.order_id);
      if (completed) await moveOrderStatus(q, order, 'COMPLETE', 'BUYER', { kind: 'RECEIPT_CONFIRMED' });
      return { orderId: pkg.order_id, completed };
    }),
});

/** Postpone the receipt deadline, once per order; answers the days added. */
export const postponeDelivery = defineCall({
  kind: 'flow',
  name: 'bbc_trade_BBCPostponeDeliveryFlow',
  access: 'session',
  schema: z.object({
    id: idInput(),
    fulfillmentProgressList: z.array(z.object({ id: idInput() })).optional(),
    tradeOrderLineList: z.array(z.object({ id: idInput() })).optional(),
  }),
  response: postponeDeliveryResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      await lockOffering(q, ctx, input.id, 'buyerPostponeConfirmDeadline');
      const days = ctx.config.postponeDays;
      const deadline = await actions.postpone(q, ctx.user.id, input.id, days);
      if (!deadline) throw conflict('orders.alreadyPostponed');
      await appendOrderEvent(q, input.id, 'BUYER', {
        kind: 'RECEIPT_POSTPONED',
        payload: { days, deadline: deadline.toISOString() },
      });
      return { value: days, receiptDeadlineMillis: deadline.getTime() };
    }),
});

const packagesSchema = z.object({
  id: idInput(),
  tradeType: textInput(40).optional(),
});

async function packagesOf(input: { id: number }, ctx: UserCallContext) {
  const order = await ordersRepository.orderForBuyer(ctx.db, ctx.user.id, input.id);
  if (!order) throw notFound();
  return (await orderDetailRepository.packages(ctx.db, order.id)).map(packageDto);
}

export const listPackageByOrder = defineCall({
  kind: 'flow',
  name: 'trade_ListPackageByOrderFlow',
  access: 'session',
  schema: packagesSchema,
  response: orderPackagesResponseSchema,
  handler: packagesOf,
});

export const allListPackageByOrder = defineCall({
  kind: 'flow',
  name: 'bbc_trade_AllListPackageByOrderFlow',
  access: 'session',
  schema: packagesSchema,
  response: orderPackagesResponseSchema,
  handler: packagesOf,
});

/** Carriers for shipping and return shipping. */
export const queryCarriers = defineCall({
  kind: 'flow',
  name: '{host}_md_QueryCarrierFlow',
  access: 'public',
  schema: z.object({ entityName: textInput(100).optional() }),
  response: carriersResponseSchema,
  handler: async (input, ctx) =>
    (await actions.carriers(ctx.db))
      .filter(
        (c) => !input.entityName || c.entity_name.toLowerCase().includes(input.entityName.toLowerCase()),
      )
      .map((c) => ({ id: c.id, entityName: c.entity_name, entityCode: c.entity_code })),
});

/** Voucher codes of an order (gift cards, service vouchers), used and unused. */
export const queryCouponCodes = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryCouponCodeByOrderFlow',
  access: 'session',
  schema: idSchema,
  response: couponCodesResponseSchema,
  handler: async (input, ctx) => {
    const order = await ordersRepository.orderForBuyer(ctx.db, ctx.user.id, input.id);
    if (!order) throw notFound();
    return (await actions.couponCodes(ctx.db, order.id)).map((c) => ({
      couponCode: c.coupon_code,
      couponsPassword: c.coupons_password,
      usedStatus: c.used_status,
      usedTime: c.used_time ? new Date(c.used_time).toISOString() : null,
    }));
  },
});

/** Resend the invoice to the order's e-mail (or phone); the message leaves through the outbox. */
export const sendInvoiceEmail = defineCall({
  kind: 'flow',
  name: 'bbc_trade_BBCSendInvoiceEmailFlow',
  access: 'session',
  schema: sendInvoiceEmailSchema,
  response: sendInvoiceEmailResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      const order = await lockOffering(q, ctx, input.id, 'sendInvoiceEmail');
      const address = input.buyerEmail || input.buyerPhone!;
      const url = order.invoice_url!;
      await queueMessage(q, {
        channel: input.buyerEmail ? 'EMAIL' : 'SMS',
        recipient: address,
        subject: `Invoice for order ${order.code}`,
        body: `Hello ${input.nickname || order.buyer_nickname}, your invoice for order ${order.code} from ${order.shop_name} is attached.`,
        attachmentUrl: url,
      });
      await appendOrderEvent(q, order.id, 'BUYER', { kind: 'INVOICE_SENT', payload: { to: address } });
      return { address };
    }),
});

export function registerOrderActionsCalls(calls: CallRegistry) {
  calls.register(
    closeImmediately,
    signForDelivery,
    postponeDelivery,
    listPackageByOrder,
    allListPackageByOrder,
    queryCarriers,
    queryCouponCodes,
    sendInvoiceEmail,
  );
}
