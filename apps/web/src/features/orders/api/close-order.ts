import type { closeOrderResponseSchema } from '@kontor/domain/orders/orders-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { invalidateOrders } from './invalidate-orders.ts';

export const CLOSE_IMMEDIATELY = '{host}_trade_CloseImmediatelyTradeOrderFlow';

/** `{host}_trade_CloseImmediatelyTradeOrderFlow`: cancel before payment (a grouped order cancels its whole contract). */
export function closeOrder(id: number): Promise<z.output<typeof closeOrderResponseSchema>> {
  return callFlow(CLOSE_IMMEDIATELY, { id });
}

export function useCloseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOrder,
    onSettled: (_data, _error, id) => invalidateOrders(queryClient, id),
  });
}
