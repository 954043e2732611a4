import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADDRESSES_KEY } from './keys.ts';

export const DELETE_ADDRESS = '{host}_customer_DeleteShippingAddressFlow';

/** `{host}_customer_DeleteShippingAddressFlow` (decision 025). */
export function deleteAddress(id: number): Promise<{ id: number }> {
  return callFlow<{ id: number }>(DELETE_ADDRESS, { id });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
