import {
  paidServiceItemResponseSchema,
  queryOnePaidServiceResponseSchema,
  queryOnePaidServiceSchema,
  renderItemByPaidServicePeriodCodeSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { queryOnePaidService, renderPeriodItem } from './paid-service-service.ts';

// The paid membership calls of spec §7 "Member, merchant, content, misc" (decision 052).

/** The service item that sells a period, priced in the request's storefront currency. */
export const renderItemByPaidServicePeriodCode = defineCall({
  kind: 'func',
  name: 'bbc_item_RenderItemByPaidServicePeriodCodeFunc',
  access: 'public',
  schema: renderItemByPaidServicePeriodCodeSchema,
  response: paidServiceItemResponseSchema,
  handler: (input, ctx) => renderPeriodItem(ctx.db, ctx.site, input.periodCode),
});

/** The signed-in buyer's paid service: the period in force (enabled), or the newest one. */
export const queryOnePaidServiceCall = defineCall({
  kind: 'func',
  name: 'customer_QueryOnePaidServiceBOBuiltInFunc',
  access: 'buyer',
  schema: queryOnePaidServiceSchema,
  response: queryOnePaidServiceResponseSchema,
  handler: (input, ctx) => queryOnePaidService(ctx.db, ctx.user.id, input.enabled ?? true),
});

export function registerPaidServiceCalls(calls: CallRegistry): void {
  calls.register(renderItemByPaidServicePeriodCode, queryOnePaidServiceCall);
}
