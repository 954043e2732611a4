import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { giftCardKeys } from './filter-gift-cards.ts';

export const UPDATE_GIFT_CARDS_ACTIVITY_STATUS = '{host}_trade_UpdateGiftCardsActivityStatusFunc';

/** `{host}_trade_UpdateGiftCardsActivityStatusFunc`: e-mail the cards (once; a repeat answers the first sending). */
export const sendGiftCards = (orderId: number, activityId: number) =>
  callFunc<{ sendEmailStatus: true; sentTime: string; email: string }>(UPDATE_GIFT_CARDS_ACTIVITY_STATUS, {
    id: orderId,
    activityId,
    sendEmailStatus: true,
  });

export function useSendGiftCards(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => sendGiftCards(orderId, activityId),
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.ofOrder(orderId) }),
  });
}
