import { groupBuyShareResponseSchema, queryGroupBuyShareSchema } from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { groupBuyShare } from './group-buy-service.ts';

/** The group-buy share link's content (spec §2 `/items/{shopId}/{orderId}`; the spec shows no call). */
export const queryGroupBuyShare = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryGroupBuyShareFlow',
  access: 'public',
  schema: queryGroupBuyShareSchema,
  response: groupBuyShareResponseSchema,
  handler: (input, ctx) => groupBuyShare(ctx.db, input.shopId, input.orderId),
});

export function registerGroupBuyCalls(calls: CallRegistry): void {
  calls.register(queryGroupBuyShare);
}
