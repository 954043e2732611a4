import {
  orderByLinkSchema,
  orderDetailResponseSchema,
  orderDetailSchema,
  orderQuantityResponseSchema,
  orderQuantitySchema,
  pageOrdersResponseSchema,
  pageOrdersSchema,
} from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { orderLinkValid } from './order-link.ts';
import { orderLinkRepository } from './order-link-repository.ts';
import { registerOrderActionsCalls } from './orders-actions-calls.ts';
import { contractDto, eventDto, orderDto, packageDto } from './orders-dto.ts';
import { type OrderRow, orderDetailRepository, ordersRepository } from './orders-repository.ts';
import { registerSellerOrdersCalls } from './seller-orders-calls.ts';

/** The buyer's order list: at most 3 statements (session, page with total, lines of the page). */
export const pageOrdersForBuyer = defineCall({
  kind: 'flow',
  name: 'bbc_trade_LibPageTradeOrderForBuyerFlow',
  access: 'session',
  schema: pageOrdersSchema,
  response: pageOrdersResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total } = await ordersRepository.pageForBuyer(ctx.db, ctx.user.id, input);
    const lines = await ordersRepository.linesOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return {
      total,
      data: rows.map((o) =>
        orderDto(
          o,
          lines.filter((l) => l.order_id === o.id),
          ctx.user.isTourist,
        ),
      ),
    };
  },
});

/** Counts per display status for the list tabs. */
export const orderQuantityForStatus = defineCall({
  kind: 'flow',
  name: 'trade_QueryOrderQuantityForStatusBuyerFlow',
  access: 'session',
  schema: orderQuantitySchema,
  response: orderQuantityResponseSchema,
  handler: async (input, ctx) => {
    const rows = await ordersRepository.countsForBuyer(ctx.db, ctx.user.id, {
      fuzzyValue: input.queryParams?.fuzzyValue,
      startTime: input.timeline?.startTime,
      endTime: input.timeline?.endTime,
      tradeType: input.tradeType,
    });
    const all = rows.reduce((n, r) => n + r.quantity, 0);
    return [
      { displayOrderStatus: 'ALL_ORDER' as const, quantity: all },
      ...rows.map((r) => ({ displayOrderStatus: r.display_status, quantity: r.quantity })),
    ];
  },
});

/** One order with its contract, payments, packages and event log; another buyer's order is 404. */
export const orderDetailForBuyer = defineCall({
  kind: 'flow',
  name: 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
  access: 'session',
  schema: orderDetailSchema,
  response: orderDetailResponseSchema,
  handler: async (input, ctx) => {
    const order = await ordersRepository.orderForBuyer(ctx.db, ctx.user.id, input.id);
    if (!order || (input.outTradeOrderCode && input.outTradeOrderCode !== order.out_order_id))
      throw notFound();
    return orderDetailOf(ctx.db, order, ctx.user.isTourist);
  },
});

async function orderDetailOf(db: Db, order: OrderRow, isTourist: boolean) {
  const [lines, contract, payments, packages, events, groupOrders] = await Promise.all([
    ordersRepository.linesOf(db, [order.id]),
    orderDetailRepository.contract(db, order.contract_id),
    orderDetailRepository.payments(db, order.contract_id),
    orderDetailRepository.packages(db, order.id),
    orderDetailRepository.events(db, order.id),
    order.is_in_group ? orderDetailRepository.contractOrders(db, order.contract_id) : Promise.resolve([]),
  ]);
  return {
    ...orderDto(order, lines, isTourist),
    tradeContract: contract ? contractDto(contract, payments) : null,
    packages: packages.map(packageDto),
    events: events.map(eventDto),
    groupOrders: groupOrders.map((g) => ({
      id: g.id,
      tradeOrderCode: g.code,
      displayStatus: g.display_status,
      shopName: g.shop_name,
      needPayMinor: g.need_pay_minor,
    })),
  };
}

/**
 * The order a guest's e-mail link opens (decision 063): any browser, no session; the token must be
 * signed for this order and not expired, else 404 like an unknown order. Read only: no operations.
 */
export const orderDetailByLink = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryOrderDetailByLinkFlow',
  access: 'public',
  schema: orderByLinkSchema,
  response: orderDetailResponseSchema,
  handler: async (input, ctx) => {
    if (!(await orderLinkValid(ctx.db, input.id, input.token))) throw notFound();
    const buyer = await orderLinkRepository.buyerOf(ctx.db, input.id);
    const order = buyer && (await ordersRepository.orderForBuyer(ctx.db, buyer.buyer_id, input.id));
    if (!order) throw notFound();
    return { ...(await orderDetailOf(ctx.db, order, true)), operationList: [] };
  },
});

export function registerOrdersCalls(calls: CallRegistry) {
  calls.register(pageOrdersForBuyer, orderQuantityForStatus, orderDetailForBuyer, orderDetailByLink);
  registerOrderActionsCalls(calls);
  registerSellerOrdersCalls(calls);
}
