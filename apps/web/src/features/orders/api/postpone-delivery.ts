import type { postponeDeliveryResponseSchema } from '@kontor/domain/orders/orders-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import type { postponePayload } from '../model/action-targets.ts';
import { invalidateOrders } from './invalidate-orders.ts';

export const POSTPONE_DELIVERY = 'bbc_trade_BBCPostponeDeliveryFlow';

/** `bbc_trade_BBCPostponeDeliveryFlow`: extend the receipt deadline once; `value` is the days added. */
export function postponeDelivery(
  payload: ReturnType<typeof postponePayload>,
): Promise<z.output<typeof postponeDeliveryResponseSchema>> {
  return callFlow(POSTPONE_DELIVERY, payload);
}

export function usePostponeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postponeDelivery,
    onSettled: (_data, _error, payload) => invalidateOrders(queryClient, payload.id),
  });
}
