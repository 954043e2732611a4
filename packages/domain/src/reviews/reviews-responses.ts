import { z } from 'zod';
import { countSchema } from '../wire-schemas.ts';

/** Response schemas of the review calls and the review rewards routes (decision 013). */

/** POST /sapi/mall-customer/post-order-review/send-growth-and-points */
export const reviewGrowthResponseSchema = z.strictObject({
  growthValue: countSchema,
  points: countSchema,
  /** Whether this request granted the reward (reviewing usually already did). */
  granted: z.boolean(),
});
export type ReviewGrowthResult = z.infer<typeof reviewGrowthResponseSchema>;

/** POST /sapi/mall-customer/order-changes/query-order-growth-value */
export const orderGrowthResponseSchema = z.strictObject({ growthValue: countSchema });
export type OrderGrowthResult = z.infer<typeof orderGrowthResponseSchema>;
