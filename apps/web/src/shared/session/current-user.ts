import type { CurrentUser } from '@kontor/domain/accounts/accounts-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api-client.ts';

/** `GET /api/user/web/current`: who is signed in (null when nobody, a tourist for a guest session). */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return request<CurrentUser | null>('GET', '/api/user/web/current', undefined, signal);
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['session', 'current'] as const,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/** A signed-in account (not a guest session). */
export function isMember(user: CurrentUser | null | undefined): user is CurrentUser {
  return !!user && !user.isTourist;
}
