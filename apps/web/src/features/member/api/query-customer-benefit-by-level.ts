import type { CustomerBenefitByLevel } from '@kontor/domain/members/members-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { memberKeys } from './keys.ts';

export const QUERY_CUSTOMER_BENEFIT_BY_LEVEL = 'marketing_QueryCustomerBenefitByLevelFunc';

/** `marketing_QueryCustomerBenefitByLevelFunc`: every level's benefits, the member's own marked. */
export const queryCustomerBenefitByLevel = (signal?: AbortSignal) =>
  callFunc<CustomerBenefitByLevel>(QUERY_CUSTOMER_BENEFIT_BY_LEVEL, {}, signal);

export const customerBenefitsQuery = () =>
  queryOptions({
    queryKey: memberKeys.benefits(),
    queryFn: ({ signal }) => queryCustomerBenefitByLevel(signal),
  });

export const useCustomerBenefits = () => useQuery(customerBenefitsQuery());
