import type { QueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../orders/index.ts';

/** Query keys of the after-sales feature: every list and detail sits under `afterSales`. */
export const AFTER_SALES_KEY = ['afterSales'] as const;
export const AS_LIST_KEY = [...AFTER_SALES_KEY, 'list'] as const;
export const AS_DETAIL_KEY = [...AFTER_SALES_KEY, 'detail'] as const;
export const AS_SELLER_KEY = [...AFTER_SALES_KEY, 'seller'] as const;

/**
 * After any after-sales step: the buyer's lists and details and the seller's load again. Not awaited
 * by the mutations: a refetch may unmount the form (its step no longer offered) before the caller's
 * own success callback (navigate, close) has run.
 */
export function invalidateAfterSales(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: AFTER_SALES_KEY }),
    // The order's lines change status with their after-sales.
    queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  ]);
}
