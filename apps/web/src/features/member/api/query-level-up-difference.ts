import type { LevelUpDifferenceView } from '@kontor/domain/members/members-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { memberKeys } from './keys.ts';

export const QUERY_LEVEL_UP_DIFFERENCE = 'customer_QueryLevelUpDifferenceFlow';

/** `customer_QueryLevelUpDifferenceFlow`: the growth value missing to the next level. */
export const queryLevelUpDifference = (signal?: AbortSignal) =>
  callFlow<LevelUpDifferenceView>(QUERY_LEVEL_UP_DIFFERENCE, {}, signal);

export const levelUpQuery = () =>
  queryOptions({ queryKey: memberKeys.levelUp(), queryFn: ({ signal }) => queryLevelUpDifference(signal) });

export const useLevelUpDifference = () => useQuery(levelUpQuery());
