import type { UpdateTradeContractAddressInput } from '@kontor/domain/payments/checkout-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CASHIER_KEY, PAYMENTS_KEY } from './keys.ts';

export const UPDATE_CONTRACT_ADDRESS = '{host}_trade_UpdateTradeContractAddressFlow';

/**
 * `{host}_trade_UpdateTradeContractAddressFlow` (ours, decisions 038 and 042): the contract ships to
 * one of the buyer's saved addresses (and bills to another, or the same). The contract and the
 * payment channels (their filters read the address) are read again.
 */
export function updateContractAddress(input: UpdateTradeContractAddressInput): Promise<null> {
  return callFlow<null>(UPDATE_CONTRACT_ADDRESS, input);
}

export function useUpdateContractAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContractAddress,
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'contract', input.id] });
      await queryClient.invalidateQueries({ queryKey: CASHIER_KEY });
    },
  });
}
