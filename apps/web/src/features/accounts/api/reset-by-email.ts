import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** `POST /api/user/web/email/reset`: Sets the new password; every session of the account ends. */
export function resetByEmail(input: { email: string; verifyToken: string; password: string }): Promise<null> {
  return request<null>('POST', '/api/user/web/email/reset', input);
}

export function useResetByEmail() {
  return useMutation({ mutationFn: resetByEmail });
}
