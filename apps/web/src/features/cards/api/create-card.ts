import { type CreatedCard, cardExtraSchema } from '@kontor/domain/cards/cards-responses';
import type { createCardSchema } from '@kontor/domain/cards/cards-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';

export const CREATE_CARD = 'customer_CreateCardFlow';

export type CreateCardPayload = z.input<typeof createCardSchema>;

/** `customer_CreateCardFlow`: a card setup; `extra` holds the provider's client secret. */
export async function createCard(payload: CreateCardPayload): Promise<{ id: number; clientSecret: string }> {
  const created = await callFlow<CreatedCard>(CREATE_CARD, payload);
  const extra = cardExtraSchema.parse(JSON.parse(created.extra));
  return { id: created.id, clientSecret: extra.clientSecret };
}

export function useCreateCard() {
  return useMutation({ mutationFn: createCard });
}
