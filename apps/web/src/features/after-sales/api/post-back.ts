import type { AfterSalesStepResult } from '@kontor/domain/after-sales/after-sales-responses';
import type { postBackSchema } from '@kontor/domain/after-sales/after-sales-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { invalidateAfterSales } from './keys.ts';

export const POST_BACK = 'trade_PostBackReverseTradeOrderFlow';

export type PostBackInput = z.output<typeof postBackSchema>;

/** The payload of a return parcel: one shipment, sent by the buyer (spec §4). */
export function postBackPayload(id: number, carrierId: number, serviceCode: string): PostBackInput {
  return {
    id,
    fulfillmentProgressList: [
      { serviceCode: serviceCode.trim(), fulfillmentServiceProvider: { id: carrierId } },
    ],
    returnMode: 'SELF_DELIVERY',
  };
}

/** `trade_PostBackReverseTradeOrderFlow`: the buyer's return parcel (carrier and tracking number). */
export function postBack(input: PostBackInput): Promise<AfterSalesStepResult> {
  return callFlow<AfterSalesStepResult>(POST_BACK, input);
}

export function usePostBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBack,
    onSettled: () => {
      void invalidateAfterSales(queryClient);
    },
  });
}
