import type { CurrentUser } from '@kontor/domain/accounts/accounts-responses';
import type { LoginInput } from '@kontor/domain/accounts/accounts-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentUserQuery } from '../../../shared/session/current-user.ts';

/** `POST /api/user/web/login` with an e-mail or phone and a password (plus the captcha once asked). */
export function login(input: LoginInput): Promise<CurrentUser> {
  return request<CurrentUser>('POST', '/api/user/web/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      // Everything else was fetched as someone else (or nobody).
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    },
  });
}
