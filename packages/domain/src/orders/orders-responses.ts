import { z } from 'zod';
import { countSchema, isoTimeSchema, millisSchema } from '../wire-schemas.ts';
import { ORDER_DISPLAY_STATUSES } from './order-status.ts';

/** Response schemas of the buyer's order calls (decision 013). */

/** trade_QueryOrderQuantityForStatusBuyerFlow: one count per display status, ALL_ORDER first. */
export const orderQuantityResponseSchema = z.array(
  z.strictObject({
    displayOrderStatus: z.enum(['ALL_ORDER', ...ORDER_DISPLAY_STATUSES]),
    quantity: countSchema,
  }),
);
export type OrderQuantityResponse = z.infer<typeof orderQuantityResponseSchema>;

export const TRACKING_STAGES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'EXCEPTION',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/** GET /api/tms/web/express/track/waybill/query: a waybill's tracking events, newest first. */
export const trackingEventSchema = z.strictObject({
  originTime: millisSchema,
  formatTime: isoTimeSchema,
  context: z.string(),
  areaName: z.string(),
  stage: z.enum(TRACKING_STAGES),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export const trackingResponseSchema = z.array(trackingEventSchema);
