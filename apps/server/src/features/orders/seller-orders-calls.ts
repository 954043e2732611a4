import {
  idSchema,
  merchantMay,
  money,
  qtyExceeds,
  qtyUnitError,
  sellerOrderDetailResponseSchema,
  sellerPageOrdersResponseSchema,
  sellerPageOrdersSchema,
  sellerShipResponseSchema,
  sellerShipSchema,
} from '@kontor/domain';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { packageDto } from './orders-dto.ts';
import { orderDetailRepository } from './orders-repository.ts';
import { appendOrderEvent, moveOrderStatus, nothingLeftToShip } from './orders-service.ts';
import { sellerOrdersRepository as repo } from './seller-orders-repository.ts';

/** The seller console's order list: their shop only. */
export const sellerPageOrders = defineCall({
  kind: 'flow',
  name: 'seller_PageOrderFlow',
  access: 'seller',
  sellerRight: 'query',
  schema: sellerPageOrdersSchema,
  response: sellerPageOrdersResponseSchema,
  handler: async (input, ctx) => {
    const shop = await repo.shopOfSeller(ctx.db, ctx.user.id);
    if (!shop) throw notFound();
    const { rows, total } = await repo.page(ctx.db, shop.id, {
      status: input.displayStatus,
      keyword: input.keyword,
      no: input.page.no,
      size: input.page.size,
    });
    return {
      total,
      data: rows.map((r) => ({
        id: r.id,
        tradeOrderCode: r.code,
        displayStatus: r.display_status,
        buyer: { nickname: r.buyer_nickname },
        paidAmt: money(r.paid_minor, r.currency),
        createdAt: new Date(r.created_at).toISOString(),
        paidTime: r.paid_at ? new Date(r.paid_at).toISOString() : null,
        fulfillmentType: r.fulfillment_type,
        selectedAddress: r.selected_address,
      })),
    };
  },
});

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * One order of the seller's shop with what is left to ship per line and the packages sent so far
 * (the ship dialog). Another shop's order answers 404, like one that does not exist.
 */
export const sellerQueryOrderDetail = defineCall({
  kind: 'flow',
  name: 'seller_QueryOrderDetailFlow',
  access: 'seller',
  sellerRight: 'query',
  schema: idSchema,
  response: sellerOrderDetailResponseSchema,
  handler: async (input, ctx) => {
    const shop = await repo.shopOfSeller(ctx.db, ctx.user.id);
    if (!shop) throw notFound();
    const order = await repo.orderOfShop(ctx.db, shop.id, input.id);
    if (!order) throw notFound();
    const [lines, packages] = await Promise.all([
      repo.linesToShip(ctx.db, order.id),
      orderDetailRepository.packages(ctx.db, order.id),
    ]);
    return {
      id: order.id,
      tradeOrderCode: order.code,
      site: order.site,
      displayStatus: order.display_status,
      buyer: { nickname: order.buyer_nickname },
      paidAmt: money(order.paid_minor, order.currency),
      createdAt: new Date(order.created_at).toISOString(),
      paidTime: iso(order.paid_at),
      fulfillmentType: order.fulfillment_type,
      selectedAddress: order.selected_address,
      tradeOrderLineList: lines.map((l) => ({
        id: l.id,
        tradeQty: l.trade_qty,
        deliveredQty: l.delivered_qty,
        cancelledQty: l.cancelled_qty,
        reversedQty: l.reversed_qty,
        reservedQty: l.reserved_qty,
        remainingQty: l.remaining_qty,
        lineGroupTypeDict: l.line_group_type,
        parentLineId: l.parent_line_id,
        sku: {
          id: l.sku_id,
          name: l.sku_name,
          image: l.sku_image,
          attributes: l.sku_attributes,
          businessTypeDict: l.business_type_dict,
          marketingUnit: { unitName: l.unit_name },
          adjustStep: l.adjust_step,
        },
      })),
      packages: packages.map(packageDto),
    };
  },
});

/**
 * Ships some lines of a paid order as one package. Quantities are checked against what is left to
 * ship under the lines' row locks, so parallel shipments never ship more than was bought.
 */
export const sellerShipOrder = defineCall({
  kind: 'flow',
  name: 'seller_ShipOrderFlow',
  access: 'seller',
  sellerRight: 'pastOrders',
  sellerOrderOf: (input) => ({ orderId: input.orderId }),
  schema: sellerShipSchema,
  response: sellerShipResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      const shop = await repo.shopOfSeller(q, ctx.user.id);
      if (!shop) throw notFound();
      if (shop.merchant_status === 'CLEARED' || shop.merchant_status === 'STOPPED')
        throw forbidden('merchant.cleared');
      const order = await repo.lockOrderOfShop(q, shop.id, input.orderId);
      if (!order) throw notFound();
      if (!merchantMay(order.display_status, 'ship')) throw conflict('seller.ship.notAwaitingShipment');
      // The order row lock above is the one every after-sales application takes too, so a cancel or
      // refund application and a shipment of the same units never both succeed.
      const lines = new Map((await repo.lockLines(q, order.id)).map((l) => [l.id, l]));
      const reservedHit: number[] = [];
      const unitSteps = new Set<number>();
      const fields = input.lines.flatMap((l, i) => {
        const line = lines.get(l.orderLineId);
        if (!line) return [{ path: `lines.${i}.orderLineId`, message: 'seller.ship.unknownLine' }];
        // Not shipped and not cancelled; reversed units were shipped ones (see linesToShip).
        // Whole pieces, weight in the line's adjust step (0.5 of a chair is not a shipment).
        const unitError = qtyUnitError(l.qty, line.adjust_step);
        if (unitError) {
          unitSteps.add(Number(line.adjust_step));
          return [{ path: `lines.${i}.qty`, message: unitError }];
        }
        const left = line.trade_qty - line.delivered_qty - line.cancelled_qty;
        if (qtyExceeds(l.qty, left)) return [{ path: `lines.${i}.qty`, message: 'seller.ship.tooMany' }];
        // Units an open after-sales application holds are not the seller's to ship.
        if (qtyExceeds(l.qty, left - line.reserved_qty)) reservedHit.push(i);
        return [];
      });
      if (new Set(input.lines.map((l) => l.orderLineId)).size !== input.lines.length) {
        fields.push({ path: 'lines', message: 'seller.ship.duplicateLine' });
      }
      if (fields.length)
        throw new AppError('INVALID_DATA', 'errors.invalidData', { step: [...unitSteps][0] ?? 1 }, fields);
      if (reservedHit.length)
        throw conflict('afterSales.errors.shipReserved', {
          lines: reservedHit.map((i) => input.lines[i].orderLineId),
        });
      const c = await repo.carrier(q, input.carrierId);
      if (!c)
        throw new AppError('INVALID_DATA', 'errors.invalidData', {}, [
          { path: 'carrierId', message: 'seller.ship.unknownCarrier' },
        ]);
      const packageId = await repo.createPackage(q, {
        orderId: order.id,
        carrierId: c.id,
        trackingNumber: input.trackingNumber,
        lines: input.lines,
      });
      await ctx.providers.tracking.registerShipment(q, {
        carrierCode: c.entity_code,
        waybill: input.trackingNumber,
        from: shop.site_address || 'Warehouse',
        to: order.site,
      });
      await appendOrderEvent(q, order.id, 'SELLER', {
        kind: 'SHIPPED',
        payload: { packageId, carrier: c.entity_code, waybill: input.trackingNumber },
      });
      // Units still held by an open after-sales application keep it waiting (they may yet be cancelled).
      const shipped = await nothingLeftToShip(q, order.id, false);
      if (shipped)
        await moveOrderStatus(q, order, 'UN_RECEIVED', 'SELLER', null, {
          receiptDays: ctx.config.autoConfirmDays,
        });
      return { packageId, displayStatus: shipped ? ('UN_RECEIVED' as const) : ('UN_DELIVERY' as const) };
    }),
});

export function registerSellerOrdersCalls(calls: CallRegistry) {
  calls.register(sellerPageOrders, sellerQueryOrderDetail, sellerShipOrder);
}
