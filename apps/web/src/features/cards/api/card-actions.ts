import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { CARDS_KEY } from './keys.ts';

export const SET_DEFAULT_CARD = '{host}_customer_SetDefaultCardFlow';
export const DELETE_CARD = '{host}_customer_DeleteCardFlow';

/** `{host}_customer_SetDefaultCardFlow`: one of the buyer's cards becomes the default. */
export function setDefaultCard(id: number): Promise<null> {
  return callFlow<null>(SET_DEFAULT_CARD, { id });
}

/** `{host}_customer_DeleteCardFlow`: the card goes, at the provider too. */
export function deleteCard(id: number): Promise<null> {
  return callFlow<null>(DELETE_CARD, { id });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}
