import { trackingResponseSchema, waybillQuerySchema } from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../platform/errors.ts';
import { jsonRoute, rawRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { orderActionsRepository } from './orders-actions-repository.ts';
import { orderDetailRepository, ordersRepository } from './orders-repository.ts';

/** Where an order's invoice is served; stored in trade_order.invoice_url once issued. */
export const invoicePath = (orderId: number) => `/api/trade/invoice/${orderId}.pdf`;

/**
 * GET /api/tms/web/express/track/waybill/query: a waybill's tracking events, newest first, for a parcel
 * of the caller's own order or after-sales order, or of their own shop; any other waybill is a 404.
 */
export async function ordersRoutes(app: FastifyInstance) {
  app.get(
    '/api/tms/web/express/track/waybill/query',
    jsonRoute(trackingResponseSchema, async (req) => {
      if (!req.user) throw unauthorized();
      const query = parsePayload(waybillQuerySchema, req.query);
      // Another buyer's parcel and a made-up waybill answer the same 404.
      const visible = await orderActionsRepository.waybillVisibleTo(
        app.db,
        req.user.id,
        query.carrierCompanyCode,
        query.wayBillNumber,
      );
      if (!visible) throw notFound();
      const events = await orderActionsRepository.trackingEvents(
        app.db,
        query.carrierCompanyCode,
        query.wayBillNumber,
      );
      return events.map((e) => ({
        originTime: new Date(e.occurred_at).getTime(),
        formatTime: new Date(e.occurred_at).toISOString(),
        context: e.context,
        areaName: e.area_name,
        stage: e.stage,
      }));
    }),
  );

  /** The order's invoice as a PDF generated from the order; the buyer's own orders only. */
  app.get(
    '/api/trade/invoice/:file',
    rawRoute(async (req: FastifyRequest<{ Params: { file: string } }>, reply) => {
      if (!req.user) throw unauthorized();
      const match = /^(\d{1,15})\.pdf$/.exec(req.params.file);
      const order = match
        ? await ordersRepository.orderForBuyer(app.db, req.user.id, Number(match[1]))
        : undefined;
      if (!order?.invoice_url) throw notFound();
      const [lines, contract] = await Promise.all([
        ordersRepository.linesOf(app.db, [order.id]),
        orderDetailRepository.contract(app.db, order.contract_id),
      ]);
      const pdf = await invoicePdf(order, lines, contract);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${order.code}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    }),
  );
}
