import type { ChangePasswordInput } from '@kontor/domain/accounts/verification-schemas';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/**
 * `PUT /api/user/web/password/change-password` with the current password: every other session of the
 * account ends; this browser continues in a new session (the server sets its cookie).
 */
export function changePassword(input: ChangePasswordInput): Promise<null> {
  return request<null>('PUT', '/api/user/web/password/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
