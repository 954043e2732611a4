import type { UpdateContractDeliveryInput } from '@kontor/domain/payments/checkout-delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CASHIER_KEY, PAYMENTS_KEY } from './keys.ts';

export const UPDATE_CONTRACT_DELIVERY = '{host}_trade_UpdateTradeContractDeliveryFlow';

/**
 * `{host}_trade_UpdateTradeContractDeliveryFlow` (ours, decision 066): one order's delivery option and
 * its lines' insurance. The server prices them; the contract (its amounts) and the payment channels
 * (their filters read the amount) are read again.
 */
export function updateContractDelivery(input: UpdateContractDeliveryInput): Promise<null> {
  return callFlow<null>(UPDATE_CONTRACT_DELIVERY, input);
}

export function useUpdateContractDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContractDelivery,
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'contract', input.id] });
      await queryClient.invalidateQueries({ queryKey: CASHIER_KEY });
    },
  });
}
