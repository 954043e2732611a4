import type { AddressChildrenResponse } from '@kontor/domain/addresses/region-responses';
import type { AddressChildrenInput } from '@kontor/domain/addresses/region-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';

export const ADDRESS_CHILDREN = '{host}_common_QueryAddressChildrenFunc';

/** `{host}_common_QueryAddressChildrenFunc`: the picker's nodes of one level under a parent. */
export function addressChildren(
  input: AddressChildrenInput,
  signal?: AbortSignal,
): Promise<AddressChildrenResponse> {
  return callFunc<AddressChildrenResponse>(ADDRESS_CHILDREN, input, signal);
}

export const addressChildrenQuery = (input: AddressChildrenInput) =>
  queryOptions({
    queryKey: ['regions', 'children', input] as const,
    queryFn: ({ signal }) => addressChildren(input, signal),
    // District data changes with a release, not while a buyer types.
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });

/** One level, loaded when the level is shown (enabled) — never before its parent is chosen. */
export function useAddressChildren(input: AddressChildrenInput, enabled: boolean) {
  return useQuery({ ...addressChildrenQuery(input), enabled });
}
