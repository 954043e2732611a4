/** Requests of the paid membership calls (issue 16, spec §7 "Member, merchant, content, misc"). */
import { z } from 'zod';
import { PAID_SERVICE_PERIOD_CODES } from './paid-service-status.ts';

export const PAID_SERVICE_ERRORS = {
  periodCode: 'superMember.errors.periodCode',
} as const;

/** bbc_item_RenderItemByPaidServicePeriodCodeFunc: the service item that sells one period. */
export const renderItemByPaidServicePeriodCodeSchema = z.object({
  periodCode: z.enum(PAID_SERVICE_PERIOD_CODES, { error: PAID_SERVICE_ERRORS.periodCode }),
});
export type RenderItemByPaidServicePeriodCodeInput = z.infer<typeof renderItemByPaidServicePeriodCodeSchema>;

/**
 * customer_QueryOnePaidServiceBOBuiltInFunc: the buyer's paid service. `enabled` true (the default):
 * the period in force now, else none; false: the newest period whatever its status.
 */
export const queryOnePaidServiceSchema = z.object({
  enabled: z.boolean().optional(),
});
export type QueryOnePaidServiceInput = z.infer<typeof queryOnePaidServiceSchema>;
