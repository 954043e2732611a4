/** Answers of the paid membership calls (decision 013). */
import { z } from 'zod';
import { countSchema, idOutSchema, isoTimeSchema, moneySchema } from '../wire-schemas.ts';
import { PAID_SERVICE_PERIOD_CODES, PAID_SERVICE_STATUSES } from './paid-service-status.ts';

/** The service item of one period as the storefront sells it (price in its currency). */
export const paidServiceItemResponseSchema = z.strictObject({
  periodCode: z.enum(PAID_SERVICE_PERIOD_CODES),
  months: countSchema,
  itemId: idOutSchema,
  skuId: idOutSchema,
  shopId: idOutSchema,
  sellerId: idOutSchema,
  name: z.string(),
  image: z.string(),
  salePrice: moneySchema,
  /** Extra points in percent on orders placed while a period is in force. */
  extraPointsPercent: countSchema,
});
export type PaidServiceItem = z.infer<typeof paidServiceItemResponseSchema>;

export const paidServiceSchema = z.strictObject({
  id: idOutSchema,
  periodCode: z.enum(PAID_SERVICE_PERIOD_CODES),
  status: z.enum(PAID_SERVICE_STATUSES),
  startTime: isoTimeSchema,
  endTime: isoTimeSchema,
  orderId: idOutSchema,
  /** The end of the last paid period that follows on from this one (renewals), the membership's end. */
  validUntil: isoTimeSchema,
  extraPointsPercent: countSchema,
});
export type PaidService = z.infer<typeof paidServiceSchema>;

/** The buyer's paid service, or null when there is none (in force, with `enabled`). */
export const queryOnePaidServiceResponseSchema = paidServiceSchema.nullable();
export type QueryOnePaidServiceResponse = z.infer<typeof queryOnePaidServiceResponseSchema>;
