import type { CodeSent } from '@kontor/domain/accounts/account-security-responses';
import type {
  DestroySendEmailInput,
  DestroySendSmsInput,
  DestroyUserInput,
} from '@kontor/domain/accounts/account-security-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow, request } from '../../../shared/api-client.ts';

/** `POST /api/user/web/destroy-send-email-code` (captcha, token, email). */
export function sendDestroyEmailCode(input: DestroySendEmailInput): Promise<CodeSent> {
  return request<CodeSent>('POST', '/api/user/web/destroy-send-email-code', input);
}

/** `POST /api/user/web/destroy-send-sms-code` (captcha, token, mobile, prefix). */
export function sendDestroySmsCode(input: DestroySendSmsInput): Promise<CodeSent> {
  return request<CodeSent>('POST', '/api/user/web/destroy-send-sms-code', input);
}

export const DESTROY_USER = 'bbc_user_DestroyUserFlow';

/** flow `bbc_user_DestroyUserFlow`: email plus emailCode, or mobile plus prefix plus smsCode. */
export function destroyUser(input: DestroyUserInput): Promise<null> {
  return callFlow<null>(DESTROY_USER, input);
}

export function useSendDestroyCode() {
  return useMutation({
    mutationFn: (
      input: { by: 'email'; data: DestroySendEmailInput } | { by: 'sms'; data: DestroySendSmsInput },
    ) => (input.by === 'email' ? sendDestroyEmailCode(input.data) : sendDestroySmsCode(input.data)),
  });
}

/** After the deletion nothing of the session is left: every cached answer goes. */
export function useDestroyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyUser,
    onSuccess: () => queryClient.clear(),
  });
}
