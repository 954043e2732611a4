import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADDRESSES_KEY } from './keys.ts';

export const QUERY_ADDRESS_LIST = 'customer_QueryShippingAddressListFlow';
export type { SavedAddress };

/** `customer_QueryShippingAddressListFlow`: the caller's shipping and billing addresses, defaults first. */
export function queryAddressList(signal?: AbortSignal): Promise<SavedAddress[]> {
  return callFlow<SavedAddress[]>(QUERY_ADDRESS_LIST, {}, signal);
}

export const addressListQuery = () =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, 'list'] as const,
    queryFn: ({ signal }) => queryAddressList(signal),
  });

export function useAddressList(enabled = true) {
  return useQuery({ ...addressListQuery(), enabled });
}
