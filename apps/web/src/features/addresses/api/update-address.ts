import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import type { AddressPayload } from '@kontor/domain/addresses/address-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADDRESSES_KEY } from './keys.ts';

export const UPDATE_ADDRESS = 'customer_UpdateShippingAddressFlow';

/** `customer_UpdateShippingAddressFlow`: the whole address again, with its id. */
export function updateAddress(payload: AddressPayload & { id: number }): Promise<SavedAddress> {
  return callFlow<SavedAddress>(UPDATE_ADDRESS, payload);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
