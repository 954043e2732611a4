/** A waybill's tracking stages (the carrier's events mapped to these). Free of zod: the web labels them. */
export const TRACKING_STAGES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'EXCEPTION',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];
