import type { CodeSent, SecurityOverview } from '@kontor/domain/accounts/account-security-responses';
import type { BindMobileInput, BindMobileSendInput } from '@kontor/domain/accounts/account-security-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { SECURITY_KEY } from './keys.ts';

/** `POST /api/user/web/mobile/bind/send-sms-code`: a code to the new number (current password asked). */
export function sendBindMobileCode(input: BindMobileSendInput): Promise<CodeSent> {
  return request<CodeSent>('POST', '/api/user/web/mobile/bind/send-sms-code', input);
}

/** `POST /api/user/web/mobile/bind` (mobile, prefix, smsCode). */
export function bindMobile(input: BindMobileInput): Promise<SecurityOverview> {
  return request<SecurityOverview>('POST', '/api/user/web/mobile/bind', input);
}

export function useSendBindMobileCode() {
  return useMutation({ mutationFn: sendBindMobileCode });
}

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: (overview) => queryClient.setQueryData([...SECURITY_KEY, 'overview'], overview),
  });
}
