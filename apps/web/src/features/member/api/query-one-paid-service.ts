import type { QueryOnePaidServiceResponse } from '@kontor/domain/members/paid-service-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { memberKeys } from './keys.ts';

export const QUERY_ONE_PAID_SERVICE = 'customer_QueryOnePaidServiceBOBuiltInFunc';

/** `customer_QueryOnePaidServiceBOBuiltInFunc` (enabled): the buyer's paid period in force now, or null. */
export const queryOnePaidService = (signal?: AbortSignal) =>
  callFunc<QueryOnePaidServiceResponse>(QUERY_ONE_PAID_SERVICE, { enabled: true }, signal);

export const paidServiceQuery = () =>
  queryOptions({ queryKey: memberKeys.paidService(), queryFn: ({ signal }) => queryOnePaidService(signal) });

export const usePaidService = () => useQuery(paidServiceQuery());
