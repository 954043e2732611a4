import type { UpdateUserInfoResult } from '@kontor/domain/profile/profile-responses';
import type { UpdateUserInfoInput } from '@kontor/domain/profile/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentUserQuery } from '../../../shared/session/current-user.ts';
import { PROFILE_KEY } from './user-info.ts';

/** `PUT /api/user/web/user-info` (spec §7): nickname, gender, birthday, avatar. */
export function updateUserInfo(input: UpdateUserInfoInput): Promise<UpdateUserInfoResult> {
  return request<UpdateUserInfoResult>('PUT', '/api/user/web/user-info', input);
}

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: async (saved) => {
      const { rewardGranted: _granted, ...info } = saved;
      queryClient.setQueryData(PROFILE_KEY, info);
      // The banner greets by nickname.
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    },
  });
}
