import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** `POST /api/user/web/mobile/reset`: Sets the new password; every session of the account ends. */
export function resetByMobile(input: {
  mobile: string;
  mobilePrefix?: string;
  verifyToken: string;
  password: string;
}): Promise<null> {
  return request<null>('POST', '/api/user/web/mobile/reset', input);
}

export function useResetByMobile() {
  return useMutation({ mutationFn: resetByMobile });
}
