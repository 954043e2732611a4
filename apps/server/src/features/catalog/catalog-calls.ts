import { pageItemCardsResponseSchema, pageItemsSchema } from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { catalogRepository } from './catalog-repository.ts';

export const pageItemCards = defineCall({
  kind: 'flow',
  name: '{host}_item_PageItemCardFlow',
  access: 'public',
  schema: pageItemsSchema,
  response: pageItemCardsResponseSchema,
  handler: (input, ctx) => catalogRepository.pageCards(ctx.db, ctx.site, input),
});

export function registerCatalogCalls(calls: CallRegistry) {
  calls.register(pageItemCards);
}
