import {
  cardFieldsLocale,
  cardIdSchema,
  cardProviderResponseSchema,
  cardProviderSchema,
  createCardSchema,
  createdCardResponseSchema,
  nullResponseSchema,
  providerCountry,
  queryCardsSchema,
  savedCardSchema,
  savedCardsResponseSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { cardDto } from './cards-dto.ts';
import { activeCardsOf, deleteCard, refreshCard, setDefaultCard, startCardSetup } from './cards-service.ts';

/** customer_CreateCardFlow (spec §7): a card setup; `extra` carries the client secret for the provider's fields. */
export const createCard = defineCall({
  kind: 'flow',
  name: 'customer_CreateCardFlow',
  access: 'buyer',
  schema: createCardSchema,
  response: createdCardResponseSchema,
  handler: async (input, ctx) => {
    const { id, clientSecret } = await startCardSetup(ctx.db, ctx, ctx.user.id, input, {
      site: ctx.site,
      language: ctx.language,
    });
    return { id, extra: JSON.stringify({ clientSecret }) };
  },
});

/** customer_QueryOneCardFunc (spec §4: polled every second): the card, payCenterToken once confirmed. */
export const queryOneCard = defineCall({
  kind: 'func',
  name: 'customer_QueryOneCardFunc',
  access: 'buyer',
  schema: cardIdSchema,
  response: savedCardSchema,
  handler: async (input, ctx) => cardDto(await refreshCard(ctx.db, ctx, ctx.user.id, input.id)),
});

/** customer_QueryCardByCustomerFlow: the caller's saved cards (isBind 1), the default first. */
export const queryCardsOfCustomer = defineCall({
  kind: 'flow',
  name: 'customer_QueryCardByCustomerFlow',
  access: 'buyer',
  schema: queryCardsSchema,
  response: savedCardsResponseSchema,
  handler: async (input, ctx) => (await activeCardsOf(ctx.db, ctx.user.id, input.isBind === 1)).map(cardDto),
});

/** Makes one of the caller's cards the default (decision 030 names it, after decision 006). */
export const setDefault = defineCall({
  kind: 'flow',
  name: '{host}_customer_SetDefaultCardFlow',
  access: 'buyer',
  schema: cardIdSchema,
  response: nullResponseSchema,
  handler: async (input, ctx) => {
    await setDefaultCard(ctx.db, ctx.user.id, input.id);
    return null;
  },
});

/** Deletes one of the caller's cards, at the provider too. */
export const removeCard = defineCall({
  kind: 'flow',
  name: '{host}_customer_DeleteCardFlow',
  access: 'buyer',
  schema: cardIdSchema,
  response: nullResponseSchema,
  handler: async (input, ctx) => {
    await deleteCard(ctx.db, ctx, ctx.user.id, input.id);
    return null;
  },
});

/**
 * What the browser needs to load the card provider's fields: public key and script only. Any session:
 * a guest pays by card at checkout too (the card channel is open to guests, spec §5).
 */
export const cardProvider = defineCall({
  kind: 'func',
  name: '{host}_customer_QueryCardProviderFunc',
  access: 'session',
  schema: cardProviderSchema,
  response: cardProviderResponseSchema,
  handler: (_input, ctx) => {
    const config = ctx.providers.payments.forMethod('card').browserConfig();
    return {
      provider: config.provider,
      publishableKey: config.publishableKey,
      scriptUrl: config.scriptUrl ?? null,
      environment: config.environment,
      locale: cardFieldsLocale(ctx.language),
      country: providerCountry(ctx.site),
    };
  },
});

export function registerCardsCalls(calls: CallRegistry): void {
  calls.register(createCard, queryOneCard, queryCardsOfCustomer, setDefault, removeCard, cardProvider);
}
