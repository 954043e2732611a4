import type { signForDeliveryResponseSchema } from '@kontor/domain/orders/orders-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { invalidateOrders } from './invalidate-orders.ts';

export const SIGN_FOR_DELIVERY = 'trade_SignForDeliveryFlow';

/** `trade_SignForDeliveryFlow`: confirm receipt of one package; the order completes with its last one. */
export function signForDelivery(packageId: number): Promise<z.output<typeof signForDeliveryResponseSchema>> {
  return callFlow(SIGN_FOR_DELIVERY, { id: packageId });
}

export function useSignForDelivery(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signForDelivery,
    onSettled: () => invalidateOrders(queryClient, orderId),
  });
}
