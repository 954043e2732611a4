import {
  groupBuyShareResponseSchema,
  joinGroupBuyResponseSchema,
  joinGroupBuySchema,
  queryGroupBuyShareSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { createGroupBuyContract } from '../checkout/checkout-service.ts';
import { groupBuyShare } from './group-buy-service.ts';

/** The group-buy share link's content (spec §2 `/items/{shopId}/{orderId}`; the spec shows no call). */
export const queryGroupBuyShare = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryGroupBuyShareFlow',
  access: 'public',
  schema: queryGroupBuyShareSchema,
  response: groupBuyShareResponseSchema,
  handler: (input, ctx) =>
    groupBuyShare(ctx.db, input.shopId, input.orderId, ctx.user && !ctx.user.isTourist ? ctx.user.id : null),
});

/**
 * Join the group of a share link through checkout (decision 068): a contract of the group's SKU at
 * the group price, paid like any other; the paid order joins. 404 for a link that names no group;
 * 409 groupBuy.errors.own / full / expired.
 */
export const joinGroupBuy = defineCall({
  kind: 'flow',
  name: '{host}_trade_JoinGroupBuyFlow',
  access: 'buyer',
  schema: joinGroupBuySchema,
  response: joinGroupBuyResponseSchema,
  handler: (input, ctx) => createGroupBuyContract(ctx.db, ctx.user, input),
});

export function registerGroupBuyCalls(calls: CallRegistry): void {
  calls.register(queryGroupBuyShare, joinGroupBuy);
}
