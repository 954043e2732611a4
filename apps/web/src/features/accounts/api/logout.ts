import { type QueryClient, useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentUserQuery } from '../../../shared/session/current-user.ts';

/** `POST /api/user/web/logout`: ends the session. */
export function logout(): Promise<null> {
  return request<null>('POST', '/api/user/web/logout', {});
}

/** Nothing fetched for the old session may show for the next visitor. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  queryClient.setQueryData(currentUserQuery().queryKey, null);
}

/**
 * The caller forgets the session (`forgetSession`) once it has left the page: forgetting first would
 * send a signed-in page's guard to the sign-in form.
 */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
