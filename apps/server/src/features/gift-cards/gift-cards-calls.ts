import {
  filterGiftCardsResponseSchema,
  filterGiftCardsSchema,
  filterNeedFreeOrderResponseSchema,
  filterNeedFreeOrderSchema,
  updateGiftCardsActivityStatusResponseSchema,
  updateGiftCardsActivityStatusSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { giftCardOrdersToSend, giftCardsOfOrder, sendGiftCards } from './gift-cards-service.ts';

// The gift calls of spec §7 (decision 061): the buyer's own gift-card orders only; another
// buyer's order, or an order that is no paid gift-card order, answers 404.

export const filterNeedFreeOrder = defineCall({
  kind: 'flow',
  name: '{host}_trade_FilterNeedFreeOrderFlow',
  access: 'buyer',
  schema: filterNeedFreeOrderSchema,
  response: filterNeedFreeOrderResponseSchema,
  handler: (input, ctx) => giftCardOrdersToSend(ctx.db, ctx.user.id, input.page),
});

export const filterGiftCards = defineCall({
  kind: 'flow',
  name: '{host}_trade_FilterGiftCardsFlow',
  access: 'buyer',
  schema: filterGiftCardsSchema,
  response: filterGiftCardsResponseSchema,
  handler: (input, ctx) => giftCardsOfOrder(ctx.db, ctx.user.id, input.id),
});

export const updateGiftCardsActivityStatus = defineCall({
  kind: 'func',
  name: '{host}_trade_UpdateGiftCardsActivityStatusFunc',
  access: 'buyer',
  schema: updateGiftCardsActivityStatusSchema,
  response: updateGiftCardsActivityStatusResponseSchema,
  handler: (input, ctx) => sendGiftCards(ctx.db, ctx.user.id, input.id, input.activityId),
});

export function registerGiftCardsCalls(calls: CallRegistry): void {
  calls.register(filterNeedFreeOrder, filterGiftCards, updateGiftCardsActivityStatus);
}
