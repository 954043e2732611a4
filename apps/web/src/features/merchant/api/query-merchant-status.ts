import type { MerchantStatus } from '@kontor/domain/merchant/merchant-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const QUERY_MERCHANT_STATUS = '{host}_merchant_QueryMerchantStatusFlow';

/** `{host}_merchant_QueryMerchantStatusFlow`: whether to show the merchant entry, and where it leads. */
export function queryMerchantStatus(signal?: AbortSignal): Promise<MerchantStatus> {
  return callFlow<MerchantStatus>(QUERY_MERCHANT_STATUS, {}, signal);
}

export const merchantStatusQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'status'] as const,
    queryFn: ({ signal }) => queryMerchantStatus(signal),
    staleTime: 5 * 60_000,
  });

export function useMerchantStatus(enabled = true) {
  return useQuery({ ...merchantStatusQuery(), enabled });
}
