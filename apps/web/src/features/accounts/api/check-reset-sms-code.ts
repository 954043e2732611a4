import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** `POST /api/user/web/mobile/reset/check-sms-code`: Checks (and uses up) a reset code sent by SMS; answers the verify token. */
export function checkResetSmsCode(input: {
  mobile: string;
  mobilePrefix?: string;
  smsCode: string;
}): Promise<{ verifyToken: string }> {
  return request<{ verifyToken: string }>('POST', '/api/user/web/mobile/reset/check-sms-code', input);
}

export function useCheckResetSmsCode() {
  return useMutation({ mutationFn: checkResetSmsCode });
}
