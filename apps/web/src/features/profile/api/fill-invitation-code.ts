import type { FillInvitationCodeInput } from '@kontor/domain/profile/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { PROFILE_KEY } from './user-info.ts';

export const FILL_INVITATION_CODE = '{host}_customer_FillInTheInvitationCodeFlow';

/** `{host}_customer_FillInTheInvitationCodeFlow`: the code of the member who invited me, once. */
export function fillInvitationCode(
  input: FillInvitationCodeInput,
): Promise<{ invitedAt: string; inviterNickname: string }> {
  return callFlow(FILL_INVITATION_CODE, input);
}

export function useFillInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fillInvitationCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
