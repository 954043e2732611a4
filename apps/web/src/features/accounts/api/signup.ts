import type { CurrentUser } from '@kontor/domain/accounts/accounts-responses';
import type { SignupInput } from '@kontor/domain/accounts/accounts-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentUserQuery } from '../../../shared/session/current-user.ts';

/** `POST /api/user/web/signup`: creates a buyer account and signs it in. */
export function signup(input: SignupInput): Promise<CurrentUser> {
  return request<CurrentUser>('POST', '/api/user/web/signup', input);
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    },
  });
}
