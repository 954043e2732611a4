import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import type { cancelAfterPayPayload } from '../model/action-targets.ts';
import { invalidateOrders } from './invalidate-orders.ts';

export const CANCEL_AFTER_PAY = 'trade_InitiateReverseTradeOrderForCancelFlow';

/** `trade_InitiateReverseTradeOrderForCancelFlow`: an after-sales cancel of a paid order. */
export function cancelAfterPay(payload: ReturnType<typeof cancelAfterPayPayload>): Promise<unknown> {
  return callFlow(CANCEL_AFTER_PAY, payload);
}

export function useCancelAfterPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAfterPay,
    onSettled: (_data, _error, payload) => invalidateOrders(queryClient, payload.tradeOrder.id),
  });
}
