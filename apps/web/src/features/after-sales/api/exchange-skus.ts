import type { ExchangeSku } from '@kontor/domain/after-sales/after-sales-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { AFTER_SALES_KEY } from './keys.ts';

export const EXCHANGE_SKUS = 'bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow';

/** `bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow`: SKUs of an item usable as a replacement. */
export function exchangeSkus(itemId: number, lineId: number, signal?: AbortSignal) {
  return callFlow<ExchangeSku[]>(
    EXCHANGE_SKUS,
    { diyItemId: itemId, tradeOrderLine: { id: lineId } },
    signal,
  );
}

export const exchangeSkusQuery = (itemId: number, lineId: number) =>
  queryOptions({
    queryKey: [...AFTER_SALES_KEY, 'exchangeSkus', itemId, lineId] as const,
    queryFn: ({ signal }) => exchangeSkus(itemId, lineId, signal),
    staleTime: 60_000,
  });

export function useExchangeSkus(itemId: number, lineId: number, enabled = true) {
  return useQuery({ ...exchangeSkusQuery(itemId, lineId), enabled });
}
