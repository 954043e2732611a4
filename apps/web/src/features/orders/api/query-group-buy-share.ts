import type { GroupBuyShare } from '@kontor/domain/group-buy/group-buy-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const QUERY_GROUP_BUY_SHARE = '{host}_trade_QueryGroupBuyShareFlow';

/** What the group-buy share link shows: the product, the group offer and who joined (decision 062). */
export const queryGroupBuyShare = (shopId: number, orderId: number, signal?: AbortSignal) =>
  callFlow<GroupBuyShare>(QUERY_GROUP_BUY_SHARE, { shopId, orderId }, signal);

/** `viewer`: who is signed in — the answer says whether they may join, so it is kept per viewer. */
export const groupBuyShareQuery = (shopId: number, orderId: number, viewer: number | null = null) =>
  queryOptions({
    queryKey: ['orders', 'group-buy-share', shopId, orderId, viewer] as const,
    queryFn: ({ signal }) => queryGroupBuyShare(shopId, orderId, signal),
    retry: false,
  });

export const useGroupBuyShare = (shopId: number, orderId: number, viewer: number | null = null) =>
  useQuery(groupBuyShareQuery(shopId, orderId, viewer));
