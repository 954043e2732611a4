import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** `POST /api/user/web/email/reset/send-email`: Sends a password-reset code to an e-mail (no captcha in the spec's payload). */
export function sendResetEmail(input: { email: string }): Promise<{ resendAfterSeconds: number }> {
  return request<{ resendAfterSeconds: number }>('POST', '/api/user/web/email/reset/send-email', input);
}

export function useSendResetEmail() {
  return useMutation({ mutationFn: sendResetEmail });
}
