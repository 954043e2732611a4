import type { ContractDiscount } from '@kontor/domain/coupons/coupons-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { couponsKeys } from './keys.ts';

export const QUERY_CONTRACT_DISCOUNT = '{host}_trade_QueryContractDiscountFlow';

/** `{host}_trade_QueryContractDiscountFlow` (ours): the discount code the contract holds. */
export const fetchContractDiscount = (id: number, signal?: AbortSignal) =>
  callFlow<ContractDiscount>(QUERY_CONTRACT_DISCOUNT, { id }, signal);

export const contractDiscountQuery = (id: number) =>
  queryOptions({
    queryKey: couponsKeys.contractDiscount(id),
    queryFn: ({ signal }) => fetchContractDiscount(id, signal),
  });

export const useContractDiscount = (id: number) => useQuery(contractDiscountQuery(id));
