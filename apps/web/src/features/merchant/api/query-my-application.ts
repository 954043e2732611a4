import type { MerchantApplication } from '@kontor/domain/merchant/merchant-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const QUERY_MY_APPLICATION = '{host}_merchant_QueryMyApplicationFlow';

/** `{host}_merchant_QueryMyApplicationFlow`: the caller's application, null before the first. */
export function queryMyApplication(signal?: AbortSignal): Promise<MerchantApplication | null> {
  return callFlow<MerchantApplication | null>(QUERY_MY_APPLICATION, {}, signal);
}

export const myApplicationQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'application'] as const,
    queryFn: ({ signal }) => queryMyApplication(signal),
    // Under review: asked again now and then, so the result shows without a reload.
    refetchInterval: (q) => (q.state.data?.status === 'AUDIT' ? 15_000 : false),
  });

export function useMyApplication() {
  return useQuery(myApplicationQuery());
}
