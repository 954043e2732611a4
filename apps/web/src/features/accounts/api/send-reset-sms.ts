import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** `POST /api/user/web/mobile/reset/send-sms`: Sends a password-reset code by SMS. */
export function sendResetSms(input: {
  mobile: string;
  mobilePrefix?: string;
}): Promise<{ resendAfterSeconds: number }> {
  return request<{ resendAfterSeconds: number }>('POST', '/api/user/web/mobile/reset/send-sms', input);
}

export function useSendResetSms() {
  return useMutation({ mutationFn: sendResetSms });
}
