import type { OrderPackage } from '@kontor/domain/orders/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const ALL_PACKAGES_BY_ORDER = 'bbc_trade_AllListPackageByOrderFlow';
export const ORDER_PACKAGES_KEY = ['orders', 'packages'] as const;

/** `bbc_trade_AllListPackageByOrderFlow`: the order's packages (shipments) with their lines. */
export function listPackagesByOrder(
  id: number,
  tradeType?: string,
  signal?: AbortSignal,
): Promise<OrderPackage[]> {
  return callFlow<OrderPackage[]>(ALL_PACKAGES_BY_ORDER, { id, ...(tradeType ? { tradeType } : {}) }, signal);
}

export const orderPackagesQuery = (id: number, tradeType?: string) =>
  queryOptions({
    queryKey: [...ORDER_PACKAGES_KEY, id] as const,
    queryFn: ({ signal }) => listPackagesByOrder(id, tradeType, signal),
  });

export function useOrderPackages(id: number, tradeType?: string, enabled = true) {
  return useQuery({ ...orderPackagesQuery(id, tradeType), enabled: enabled && id > 0 });
}
