import type { GiftCardsOfOrder } from '@kontor/domain/gift-cards/gift-cards-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const FILTER_GIFT_CARDS = '{host}_trade_FilterGiftCardsFlow';

export const giftCardKeys = {
  all: ['gift-cards'] as const,
  ofOrder: (orderId: number) => ['gift-cards', orderId] as const,
};

/** `{host}_trade_FilterGiftCardsFlow` (id): the cards of a gift-card order and whether they were e-mailed. */
export const filterGiftCards = (orderId: number, signal?: AbortSignal) =>
  callFlow<GiftCardsOfOrder>(FILTER_GIFT_CARDS, { id: orderId }, signal);

export const giftCardsQuery = (orderId: number) =>
  queryOptions({
    queryKey: giftCardKeys.ofOrder(orderId),
    queryFn: ({ signal }) => filterGiftCards(orderId, signal),
  });

export const useGiftCards = (orderId: number) => useQuery(giftCardsQuery(orderId));
