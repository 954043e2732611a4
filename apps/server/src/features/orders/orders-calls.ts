import {
  orderDetailResponseSchema,
  orderDetailSchema,
  orderQuantityResponseSchema,
  orderQuantitySchema,
  pageOrdersResponseSchema,
  pageOrdersSchema,
} from '@kontor/domain';
import { notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { registerOrderActionsCalls } from './orders-actions-calls.ts';
import { contractDto, eventDto, orderDto, packageDto } from './orders-dto.ts';
import { orderDetailRepository, ordersRepository } from './orders-repository.ts';
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
    const [lines, contract, payments, packages, events, groupOrders] = await Promise.all([
      ordersRepository.linesOf(ctx.db, [order.id]),
      orderDetailRepository.contract(ctx.db, order.contract_id),
      orderDetailRepository.payments(ctx.db, order.contract_id),
      orderDetailRepository.packages(ctx.db, order.id),
      orderDetailRepository.events(ctx.db, order.id),
      order.is_in_group
        ? orderDetailRepository.contractOrders(ctx.db, order.contract_id)
        : Promise.resolve([]),
    ]);
    return {
      ...orderDto(order, lines, ctx.user.isTourist),
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
  },
});

export function registerOrdersCalls(calls: CallRegistry) {
  calls.register(pageOrdersForBuyer, orderQuantityForStatus, orderDetailForBuyer);
  registerOrderActionsCalls(calls);
  registerSellerOrdersCalls(calls);
}
