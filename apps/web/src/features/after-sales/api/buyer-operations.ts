import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { invalidateAfterSales } from './keys.ts';

export const CANCEL_REVERSE = 'trade_CancelReverseTradeOrderForReturnOrExchangeFlow';
export const CONFIRM_EXCHANGE = 'trade_ConfirmReverseTradeOrderExchangeSkuFlow';

/** `trade_CancelReverseTradeOrderForReturnOrExchangeFlow`: the buyer withdraws the application. */
export function cancelReverse(id: number): Promise<unknown> {
  return callFlow(CANCEL_REVERSE, { id });
}

/** `trade_ConfirmReverseTradeOrderExchangeSkuFlow`: the replacement has arrived. */
export function confirmExchange(id: number): Promise<unknown> {
  return callFlow(CONFIRM_EXCHANGE, { id });
}

export function useCancelReverse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReverse,
    onSettled: () => {
      void invalidateAfterSales(queryClient);
    },
  });
}

export function useConfirmExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmExchange,
    onSettled: () => {
      void invalidateAfterSales(queryClient);
    },
  });
}
