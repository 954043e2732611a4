import type { CurrentUser } from '@kontor/domain/accounts/accounts-responses';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../api-client.ts';
import { currentUserQuery } from './current-user.ts';

/** `POST /api/user/web/tourist`: starts a guest session (answers the current user when one exists). */
export function startTouristSession(): Promise<CurrentUser> {
  return request<CurrentUser>('POST', '/api/user/web/tourist', {});
}

/** Calls that need a session (the cart) first give a visitor without one a guest session. */
export async function ensureSession(queryClient: QueryClient): Promise<CurrentUser> {
  const known = await queryClient.ensureQueryData(currentUserQuery());
  if (known) return known;
  const tourist = await startTouristSession();
  queryClient.setQueryData(currentUserQuery().queryKey, tourist);
  return tourist;
}
