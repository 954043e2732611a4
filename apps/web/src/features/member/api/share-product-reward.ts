import type { TaskRewardResult } from '@kontor/domain/members/members-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { memberKeys } from './keys.ts';

export const SHARE_PRODUCT_REWARD =
  '/sapi/mall-customer/share-shopping-or-product-experience/send-growth-and-points';

/** A product shared: its reward once per product (`granted` false when it was rewarded before). */
export const sendShareReward = (itemId: number) =>
  request<TaskRewardResult>('POST', SHARE_PRODUCT_REWARD, {
    growthEventType: 'SHARE_PRODUCT',
    itemId,
    site: currentSite(),
  });

export function useShareReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendShareReward,
    onSuccess: (r) => {
      if (r.granted) void client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
