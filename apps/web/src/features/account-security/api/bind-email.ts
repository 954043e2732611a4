import type { CodeSent, SecurityOverview } from '@kontor/domain/accounts/account-security-responses';
import type { BindEmailInput, BindEmailSendInput } from '@kontor/domain/accounts/account-security-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentUserQuery } from '../../../shared/session/current-user.ts';
import { SECURITY_KEY } from './keys.ts';

/** `POST /api/user/web/email/bind/send-email-code`: a code to the new address (current password asked). */
export function sendBindEmailCode(input: BindEmailSendInput): Promise<CodeSent> {
  return request<CodeSent>('POST', '/api/user/web/email/bind/send-email-code', input);
}

/** `POST /api/user/web/email/bind` (email, emailCode). */
export function bindEmail(input: BindEmailInput): Promise<SecurityOverview> {
  return request<SecurityOverview>('POST', '/api/user/web/email/bind', input);
}

export function useSendBindEmailCode() {
  return useMutation({ mutationFn: sendBindEmailCode });
}

export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindEmail,
    onSuccess: async (overview) => {
      queryClient.setQueryData([...SECURITY_KEY, 'overview'], overview);
      // The banner and the session know the e-mail too.
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    },
  });
}
