import type { JoinGroupBuyResponse } from '@kontor/domain/group-buy/group-buy-responses';
import type { JoinGroupBuyInput } from '@kontor/domain/group-buy/group-buy-schemas';
import { useMutation } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const JOIN_GROUP_BUY = '{host}_trade_JoinGroupBuyFlow';

/**
 * `{host}_trade_JoinGroupBuyFlow` (ours, decision 068): the group's SKU at the group price becomes a
 * contract the ordinary checkout pays; the paid order joins the group. Answers the contract's id.
 */
export const joinGroupBuy = (input: JoinGroupBuyInput) =>
  callFlow<JoinGroupBuyResponse>(JOIN_GROUP_BUY, input);

export function useJoinGroupBuy() {
  return useMutation({ mutationFn: joinGroupBuy });
}
