import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import type { AddressPayload } from '@kontor/domain/addresses/address-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADDRESSES_KEY } from './keys.ts';

export const CREATE_ADDRESS = 'customer_CreateShippingAddressFlow';

/** `customer_CreateShippingAddressFlow`: a new shipping or billing address (`addressType`). */
export function createAddress(payload: AddressPayload): Promise<SavedAddress> {
  return callFlow<SavedAddress>(CREATE_ADDRESS, payload);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
