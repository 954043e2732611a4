import type { ContractPointsDiscount } from '@kontor/domain/payments/checkout-points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CASHIER_KEY, PAYMENTS_KEY } from './keys.ts';

export const APPLY_CONTRACT_POINTS = '{host}_trade_ApplyTradeContractPointsFlow';

/**
 * `{host}_trade_ApplyTradeContractPointsFlow` (ours, decision 050): the points the buyer uses on the
 * contract (0 none). The contract (its amounts) and the payment channels (a points payment hides
 * one) are read again.
 */
export function applyContractPoints(input: {
  id: number;
  discountPoint: number;
}): Promise<ContractPointsDiscount> {
  return callFlow<ContractPointsDiscount>(APPLY_CONTRACT_POINTS, input);
}

export function useApplyContractPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyContractPoints,
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'contract', input.id] });
      await queryClient.invalidateQueries({ queryKey: CASHIER_KEY });
    },
  });
}
