import type { TaskRewardResult } from '@kontor/domain/members/members-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { memberKeys } from './keys.ts';

export const FOLLOW_MEDIA_REWARD = '/sapi/mall-customer/follow-media/send-growth-value';

/** Following our social media: rewarded once per member. */
export const sendFollowReward = () =>
  request<TaskRewardResult>('POST', FOLLOW_MEDIA_REWARD, {
    growthEventType: 'FOLLOW_SOCIAL_MEDIA',
    site: currentSite(),
  });

export function useFollowReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFollowReward,
    // Not awaited: the task's button leaves the list with the refetch, and the caller's toast must not wait for it.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
