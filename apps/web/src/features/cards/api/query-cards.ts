import type { SavedCard } from '@kontor/domain/cards/cards-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CARD_LIST_KEY } from './keys.ts';

export const QUERY_CARDS = 'customer_QueryCardByCustomerFlow';

/** `customer_QueryCardByCustomerFlow` (isBind 1): the buyer's saved cards, the default first. */
export function fetchSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  return callFlow<SavedCard[]>(QUERY_CARDS, { isBind: 1 }, signal);
}

export const savedCardsQuery = () =>
  queryOptions({ queryKey: CARD_LIST_KEY, queryFn: ({ signal }) => fetchSavedCards(signal) });

export function useSavedCards() {
  return useQuery(savedCardsQuery());
}
