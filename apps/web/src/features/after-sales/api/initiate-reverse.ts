import type { Initiated } from '@kontor/domain/after-sales/after-sales-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import type { ApplyPayload } from '../model/apply-form.ts';
import { invalidateAfterSales } from './keys.ts';

/** The create call of each after-sales type (wire contract). */
export const INITIATE_BY_TYPE: Record<string, string> = {
  SALE_REFUND: 'trade_InitiateReverseOrderOnlyRefundFlow',
  SALE_RETURN: 'trade_InitiateReverseTradeOrderForReturnFlow',
  SALE_EXCHANGE: 'trade_InitiateReverseTradeOrderForExchangeFlow',
  SALE_CANCEL_BEFORE_DELIVERY: 'bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow',
  SALE_CANCEL_AFTER_PAID: 'trade_InitiateReverseTradeOrderForCancelFlow',
};

/** Submits an application through the call of its type. */
export function initiateReverse(payload: ApplyPayload): Promise<Initiated> {
  const name = INITIATE_BY_TYPE[payload.reverseTradeOrderType];
  if (!name) throw new Error(`no create call for ${payload.reverseTradeOrderType}`);
  return callFlow<Initiated>(name, payload);
}

export function useInitiateReverse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiateReverse,
    onSuccess: () => {
      void invalidateAfterSales(queryClient);
    },
  });
}
