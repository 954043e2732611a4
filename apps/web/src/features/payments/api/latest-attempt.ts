import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENTS_KEY } from './keys.ts';
import { secondaryPay } from './secondary-pay.ts';

/**
 * The contract's latest attempt (`trade_SecondaryPayFlow`, read only) for a result page reached
 * without a record id (a provider's return that names only the contract).
 */
export const latestAttemptQuery = (contractId: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'latest', contractId] as const,
    queryFn: () => secondaryPay(contractId),
    staleTime: 0,
    gcTime: 0,
  });

export function useLatestAttempt(contractId: number | null) {
  return useQuery({ ...latestAttemptQuery(contractId ?? 0), enabled: contractId !== null });
}
