import type { CardProviderConfig } from '@kontor/domain/cards/cards-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { CARD_PROVIDER_KEY } from './keys.ts';

export const QUERY_CARD_PROVIDER = '{host}_customer_QueryCardProviderFunc';

/** `{host}_customer_QueryCardProviderFunc`: the card provider's public key and browser script. */
export function fetchCardProvider(signal?: AbortSignal): Promise<CardProviderConfig> {
  return callFunc<CardProviderConfig>(QUERY_CARD_PROVIDER, {}, signal);
}

export const cardProviderQuery = () =>
  queryOptions({
    queryKey: CARD_PROVIDER_KEY,
    queryFn: ({ signal }) => fetchCardProvider(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCardProvider() {
  return useQuery(cardProviderQuery());
}
