import { CARD_SETUP_POLL_MS, CARD_SETUP_POLL_TRIES } from '@kontor/domain/cards/card-status';
import type { SavedCard } from '@kontor/domain/cards/cards-responses';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { CARD_ONE_KEY } from './keys.ts';

export const QUERY_ONE_CARD = 'customer_QueryOneCardFunc';

/** `customer_QueryOneCardFunc`: one card; payCenterToken appears once the provider confirmed it. */
export function fetchCard(id: number, signal?: AbortSignal): Promise<SavedCard> {
  return callFunc<SavedCard>(QUERY_ONE_CARD, { id }, signal);
}

/** Where a card setup stands for the add-card dialog (spec §4 "Card setup", §8 "Cards"). */
export type SetupOutcome = 'pending' | 'saved' | 'failed' | 'timeout';

export function setupOutcome(card: SavedCard | undefined, polls: number): SetupOutcome {
  if (card?.payCenterToken) return 'saved';
  if (card && card.status !== 'SETUP_PENDING') return 'failed';
  return polls >= CARD_SETUP_POLL_TRIES ? 'timeout' : 'pending';
}

/**
 * The card setup poll (spec §4, §9): every second, about six times, until payCenterToken appears
 * or the card left its pending state. `polls` counts the answers so far.
 */
export const cardSetupQuery = (id: number) =>
  queryOptions({
    queryKey: [...CARD_ONE_KEY, id] as const,
    queryFn: ({ signal }) => fetchCard(id, signal),
    refetchInterval: (query) =>
      setupOutcome(query.state.data, query.state.dataUpdateCount) === 'pending' ? CARD_SETUP_POLL_MS : false,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

export function useCardSetupPoll(id: number | null) {
  const options = cardSetupQuery(id ?? 0);
  const query = useQuery({ ...options, enabled: id !== null });
  // Every answer re-renders; the count of answers so far is the query's own.
  const polls = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return {
    ...query,
    outcome:
      id === null
        ? ('pending' as const)
        : query.isError
          ? ('failed' as const)
          : setupOutcome(query.data, polls),
  };
}
