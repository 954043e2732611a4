import type { QueryClient } from '@tanstack/react-query';
import { ORDER_DETAIL_KEY } from './order-detail.ts';
import { ORDER_PACKAGES_KEY } from './order-packages.ts';
import { ORDER_COUNTS_KEY } from './order-quantity.ts';
import { ORDER_LIST_KEY } from './page-orders.ts';

/** After any order action: lists, tab counts, and the order's detail and packages load again. */
export function invalidateOrders(queryClient: QueryClient, orderId?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: ORDER_COUNTS_KEY }),
    queryClient.invalidateQueries({
      queryKey: orderId ? [...ORDER_DETAIL_KEY, orderId] : ORDER_DETAIL_KEY,
    }),
    queryClient.invalidateQueries({
      queryKey: orderId ? [...ORDER_PACKAGES_KEY, orderId] : ORDER_PACKAGES_KEY,
    }),
  ]);
}
