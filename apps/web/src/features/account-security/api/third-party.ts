import type { BoundThirdParty, ThirdPartyProvider } from '@kontor/domain/profile/third-party-responses';
import type { ThirdPartyIntent } from '@kontor/domain/profile/third-party-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** Query keys of third-party accounts. */
export const THIRD_PARTY_KEY = ['third-party'] as const;

/** `GET /api/user/web/third-part/providers`: the sign-in providers this shop offers. */
export function fetchProviders(signal?: AbortSignal): Promise<ThirdPartyProvider[]> {
  return request<ThirdPartyProvider[]>('GET', '/api/user/web/third-part/providers', undefined, signal);
}

export const providersQuery = () =>
  queryOptions({
    queryKey: [...THIRD_PARTY_KEY, 'providers'],
    queryFn: ({ signal }) => fetchProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSignInProviders() {
  return useQuery(providersQuery());
}

/** `GET /api/user/web/third-part/list-bound` (spec §7): the member's bound accounts. */
export function fetchBound(signal?: AbortSignal): Promise<BoundThirdParty[]> {
  return request<BoundThirdParty[]>('GET', '/api/user/web/third-part/list-bound', undefined, signal);
}

export const boundQuery = () =>
  queryOptions({ queryKey: [...THIRD_PARTY_KEY, 'bound'], queryFn: ({ signal }) => fetchBound(signal) });

export function useBoundAccounts() {
  return useQuery(boundQuery());
}

/** `POST /api/user/web/third-part/unbind` (spec §7) with `thirdAccountType`. */
export function unbindThirdParty(thirdAccountType: string): Promise<null> {
  return request<null>('POST', '/api/user/web/third-part/unbind', { thirdAccountType });
}

export function useUnbindThirdParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindThirdParty,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boundQuery().queryKey }),
  });
}

/**
 * Where the browser goes to sign in or bind with a provider: a full-page navigation to our server,
 * which sends it on to the provider and takes it back (not an API call).
 */
export function authorizeUrl(thirdAccountType: string, intent: ThirdPartyIntent, redirect: string): string {
  const q = new URLSearchParams({ thirdAccountType, intent, redirect });
  return `/api/user/web/third-part/authorize?${q}`;
}
