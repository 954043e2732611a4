import type { TradeContractDetail } from '@kontor/domain/payments/checkout-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { PAYMENTS_KEY } from './keys.ts';

export const CONTRACT_DETAIL = 'trade_QueryAndValidateTradeContractDetailByIdFunc';

/** `trade_QueryAndValidateTradeContractDetailByIdFunc` (spec §7): the contract, re-checked by the server. */
export function fetchContractDetail(id: number, signal?: AbortSignal): Promise<TradeContractDetail> {
  return callFunc<TradeContractDetail>(CONTRACT_DETAIL, { id }, signal);
}

export const contractDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'contract', id] as const,
    queryFn: ({ signal }) => fetchContractDetail(id, signal),
    retry: false,
  });

export function useContractDetail(id: number | null) {
  return useQuery({ ...contractDetailQuery(id ?? 0), enabled: id !== null });
}
