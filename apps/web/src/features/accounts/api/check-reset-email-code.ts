import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** `POST /api/user/web/email/reset/check-email-code`: Checks (and uses up) an e-mailed reset code; answers the verify token. */
export function checkResetEmailCode(input: {
  email: string;
  emailCode: string;
}): Promise<{ verifyToken: string }> {
  return request<{ verifyToken: string }>('POST', '/api/user/web/email/reset/check-email-code', input);
}

export function useCheckResetEmailCode() {
  return useMutation({ mutationFn: checkResetEmailCode });
}
