import {
  applyDiscountCodeSchema,
  contractDiscountResponseSchema,
  contractDiscountSchema,
  removeDiscountResponseSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { applyDiscountCode, contractDiscount, removeDiscountCode } from './checkout-discount-service.ts';

// The discount code at checkout (spec §3 "Other" coupon code; decision 057). The spec shows the field,
// not its calls: they are named by decision 006's convention. Any session (guests check out too);
// a guest has no coupons, so every code is unknown to them.

export const applyDiscountCodeCall = defineCall({
  kind: 'flow',
  name: '{host}_trade_ApplyDiscountCodeFlow',
  access: 'session',
  schema: applyDiscountCodeSchema,
  response: contractDiscountResponseSchema,
  handler: (input, ctx) => applyDiscountCode(ctx.db, ctx.user.id, input),
});

export const removeDiscountCodeCall = defineCall({
  kind: 'flow',
  name: '{host}_trade_RemoveDiscountCodeFlow',
  access: 'session',
  schema: contractDiscountSchema,
  response: removeDiscountResponseSchema,
  handler: (input, ctx) => removeDiscountCode(ctx.db, ctx.user.id, input.id),
});

export const contractDiscountCall = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryContractDiscountFlow',
  access: 'session',
  schema: contractDiscountSchema,
  response: contractDiscountResponseSchema,
  handler: (input, ctx) => contractDiscount(ctx.db, ctx.user.id, input.id),
});

export function registerCheckoutDiscountCalls(calls: CallRegistry): void {
  calls.register(applyDiscountCodeCall, removeDiscountCodeCall, contractDiscountCall);
}
