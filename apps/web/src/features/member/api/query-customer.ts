import type { MemberCustomer } from '@kontor/domain/members/members-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { memberKeys } from './keys.ts';

export const QUERY_CUSTOMER = 'customer_QueryCustomerFlow';

/** `customer_QueryCustomerFlow`: the member's level, growth value, points and what expires next. */
export const queryCustomer = (signal?: AbortSignal) => callFlow<MemberCustomer>(QUERY_CUSTOMER, {}, signal);

export const customerQuery = () =>
  queryOptions({ queryKey: memberKeys.customer(), queryFn: ({ signal }) => queryCustomer(signal) });

export const useMemberCustomer = () => useQuery(customerQuery());
