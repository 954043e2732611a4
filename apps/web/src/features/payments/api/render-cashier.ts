import type { RenderCashier } from '@kontor/domain/payments/cashier-responses';
import type { RenderCashierInput } from '@kontor/domain/payments/cashier-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CASHIER_KEY } from './keys.ts';

export const RENDER_CASHIER = 'pay_RenderCashierNoOrderFlow';

/**
 * `pay_RenderCashierNoOrderFlow` (spec §7; environment PC, countryCode, site, excludeCountry, plus
 * our tradeContractId): the channels the server's filters leave for this contract and caller.
 */
export function fetchCashier(input: RenderCashierInput, signal?: AbortSignal): Promise<RenderCashier> {
  return callFlow<RenderCashier>(RENDER_CASHIER, input, signal);
}

export const cashierQuery = (input: RenderCashierInput) =>
  queryOptions({
    queryKey: [...CASHIER_KEY, input] as const,
    queryFn: ({ signal }) => fetchCashier(input, signal),
    staleTime: 60_000,
  });

export function useCashier(input: RenderCashierInput) {
  return useQuery(cashierQuery(input));
}
