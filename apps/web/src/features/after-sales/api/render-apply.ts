import type { ApplyPreview } from '@kontor/domain/after-sales/after-sales-responses';
import type { renderApplySchema } from '@kontor/domain/after-sales/after-sales-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { AFTER_SALES_KEY } from './keys.ts';

export const RENDER_APPLY = 'trade_RenderReverseTradeOrderForApplyFlow';

export type RenderApplyInput = z.output<typeof renderApplySchema>;

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
