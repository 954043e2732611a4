import type { TaskRewardResult } from '@kontor/domain/members/members-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { memberKeys } from './keys.ts';

export const SUBSCRIBE_EMAIL_REWARD = '/sapi/mall-customer/subscribe-email/send-growth-value';

/** Subscribing to the newsletter at the account's e-mail address: rewarded once per member. */
export const sendSubscribeReward = () =>
  request<TaskRewardResult>('POST', SUBSCRIBE_EMAIL_REWARD, {
    growthEventType: 'SUBSCRIBE_EMAIL',
    site: currentSite(),
  });

export function useSubscribeReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSubscribeReward,
    // Not awaited: the task's button leaves the list with the refetch, and the caller's toast must not wait for it.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
