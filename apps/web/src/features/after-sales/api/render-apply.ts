import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import type { ApplyPreview } from './after-sales-types.ts';
import { AFTER_SALES_KEY } from './keys.ts';

export const RENDER_APPLY = 'trade_RenderReverseTradeOrderForApplyFlow';

export interface RenderApplyInput {
  tradeOrder: { id: number };
  reverseTradeOrderLineList?: { tradeOrderLine: { id: number }; reverseQty?: number }[];
  reverseTradeOrderType?: string;
}

/** `trade_RenderReverseTradeOrderForApplyFlow`: types, reasons, lines and the refundable amount. */
export function renderApply(input: RenderApplyInput, signal?: AbortSignal): Promise<ApplyPreview> {
  return callFlow<ApplyPreview>(RENDER_APPLY, input, signal);
}

export const renderApplyQuery = (input: RenderApplyInput) =>
  queryOptions({
    queryKey: [...AFTER_SALES_KEY, 'apply', input] as const,
    queryFn: ({ signal }) => renderApply(input, signal),
    staleTime: 0,
  });

export function useRenderApply(input: RenderApplyInput, enabled = true) {
  return useQuery({ ...renderApplyQuery(input), enabled: enabled && input.tradeOrder.id > 0 });
}
