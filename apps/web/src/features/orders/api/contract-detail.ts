import type { ContractDetail } from '@kontor/domain/orders/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';

/** The contract's orders and what is left to pay over its unpaid ones. */
export type ContractOrders = ContractDetail;

export const QUERY_CONTRACT = 'trade_QueryAndValidateTradeContractDetailByIdFunc';

/** `trade_QueryAndValidateTradeContractDetailByIdFunc`: the orders placed together (merged pay and cancel). */
export function queryContract(contractId: number, signal?: AbortSignal): Promise<ContractOrders> {
  return callFunc<ContractOrders>(QUERY_CONTRACT, { id: contractId }, signal);
}

export const contractQuery = (contractId: number) =>
  queryOptions({
    queryKey: ['orders', 'contract', contractId] as const,
    queryFn: ({ signal }) => queryContract(contractId, signal),
    staleTime: 0,
  });

export function useContract(contractId: number | undefined) {
  return useQuery({ ...contractQuery(contractId ?? 0), enabled: !!contractId });
}
