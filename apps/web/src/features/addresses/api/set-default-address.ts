import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADDRESSES_KEY } from './keys.ts';

export const SET_DEFAULT_ADDRESS = '{host}_customer_SetDefaultShippingAddressFlow';

/** `{host}_customer_SetDefaultShippingAddressFlow`: the default of the address's type (decision 025). */
export function setDefaultAddress(id: number): Promise<SavedAddress> {
  return callFlow<SavedAddress>(SET_DEFAULT_ADDRESS, { id });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
