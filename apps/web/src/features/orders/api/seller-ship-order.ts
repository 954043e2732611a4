import type { SellerShipResult } from '@kontor/domain/orders/seller-orders-responses';
import type { SellerShipInput } from '@kontor/domain/orders/seller-orders-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow, isApiError } from '../../../shared/api-client.ts';
import { sellerOrdersQueryKey } from './seller-page-orders.ts';
import { sellerOrderDetailQuery } from './seller-query-order-detail.ts';

export type ShipResult = SellerShipResult;

export const SELLER_SHIP_ORDER = 'seller_ShipOrderFlow';

/** `seller_ShipOrderFlow`: some lines and quantities leave as one package. */
export function sellerShipOrder(input: SellerShipInput): Promise<ShipResult> {
  return callFlow<ShipResult>(SELLER_SHIP_ORDER, input);
}

/**
 * After a shipment the order (its lines and packages) and the order list are read again; so too
 * after a conflict (the order was shipped meanwhile, from another tab or by a colleague).
 */
export function useSellerShipOrder() {
  const queryClient = useQueryClient();
  const refresh = (orderId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerOrderDetailQuery(orderId).queryKey }),
      queryClient.invalidateQueries({ queryKey: sellerOrdersQueryKey }),
    ]);
  return useMutation({
    mutationFn: sellerShipOrder,
    onSuccess: (_result, input) => refresh(input.orderId),
    onError: (error, input) => {
      if (isApiError(error) && error.status === 409) void refresh(input.orderId);
    },
  });
}
