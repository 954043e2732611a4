import type { AfterSalesOrder, AfterSalesStepResult } from '@kontor/domain/after-sales/after-sales-responses';
import type {
  sellerAuditSchema,
  sellerPageReverseOrdersSchema,
  sellerReceiveReturnSchema,
  sellerShipExchangeSchema,
} from '@kontor/domain/after-sales/after-sales-schemas';
import type { Paged } from '@kontor/domain/paging';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { AS_SELLER_KEY, invalidateAfterSales } from './keys.ts';

export const SELLER_PAGE = 'seller_PageReverseOrderFlow';
export const SELLER_DETAIL = 'seller_QueryReverseOrderDetailFlow';
export const SELLER_AUDIT = 'seller_AuditReverseOrderFlow';
export const SELLER_RECEIVE = 'seller_ReceiveReturnFlow';
export const SELLER_SHIP = 'seller_ShipExchangeFlow';

/** The seller's view of an after-sales order: the buyer's one with the seller's operations. */
export type SellerAfterSalesOrder = AfterSalesOrder;

export type SellerPageInput = z.output<typeof sellerPageReverseOrdersSchema>;

export function sellerPageReverseOrders(input: SellerPageInput, signal?: AbortSignal) {
  return callFlow<Paged<SellerAfterSalesOrder>>(SELLER_PAGE, input, signal);
}

export const sellerPageQuery = (input: SellerPageInput) =>
  queryOptions({
    queryKey: [...AS_SELLER_KEY, 'page', input] as const,
    queryFn: ({ signal }) => sellerPageReverseOrders(input, signal),
    placeholderData: keepPreviousData,
  });

export function useSellerReverseOrders(input: SellerPageInput) {
  return useQuery(sellerPageQuery(input));
}

export const sellerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...AS_SELLER_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => callFlow<SellerAfterSalesOrder>(SELLER_DETAIL, { id }, signal),
  });

export function useSellerReverseOrder(id: number | null) {
  return useQuery({ ...sellerDetailQuery(id ?? 0), enabled: !!id });
}

export type AuditInput = z.output<typeof sellerAuditSchema>;
export type ReceiveInput = z.output<typeof sellerReceiveReturnSchema>;
export type ShipExchangeInput = z.output<typeof sellerShipExchangeSchema>;

function useSellerStep<I>(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callFlow<AfterSalesStepResult>(name, input),
    onSettled: () => {
      void invalidateAfterSales(queryClient);
    },
  });
}

/** `seller_AuditReverseOrderFlow`: approve (optionally as refund only, with another amount) or reject. */
export const useSellerAudit = () => useSellerStep<AuditInput>(SELLER_AUDIT);
/** `seller_ReceiveReturnFlow`: the return arrived; passes or fails inspection. */
export const useSellerReceive = () => useSellerStep<ReceiveInput>(SELLER_RECEIVE);
/** `seller_ShipExchangeFlow`: the replacement goes out. */
export const useSellerShipExchange = () => useSellerStep<ShipExchangeInput>(SELLER_SHIP);

export const SELLER_RETRY_REFUND = 'seller_RetryRefundFlow';
/** `seller_RetryRefundFlow`: a failed refund is tried again. */
export const useSellerRetryRefund = () => useSellerStep<{ id: number }>(SELLER_RETRY_REFUND);
