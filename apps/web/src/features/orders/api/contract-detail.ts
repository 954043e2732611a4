import type { Money } from '@kontor/domain/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';

export const QUERY_CONTRACT = 'trade_QueryAndValidateTradeContractDetailByIdFunc';

export interface ContractOrders {
  id: number;
  notFirstTime: boolean;
  /** What is left to pay over the contract's unpaid orders. */
  needPayAmt: Money;
  tradeOrderList: {
    id: number;
    tradeOrderCode: string;
    displayStatus: string;
    shop: { name: string };
    needPayAmt: Money;
  }[];
}

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
