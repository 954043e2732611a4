import type { CouponCode } from '@kontor/domain/orders/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const QUERY_COUPON_CODES = '{host}_trade_QueryCouponCodeByOrderFlow';

/** `{host}_trade_QueryCouponCodeByOrderFlow`: the order's voucher and verification codes. */
export function queryCouponCodes(orderId: number, signal?: AbortSignal): Promise<CouponCode[]> {
  return callFlow<CouponCode[]>(QUERY_COUPON_CODES, { id: orderId }, signal);
}

export const couponCodesQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'codes', orderId] as const,
    queryFn: ({ signal }) => queryCouponCodes(orderId, signal),
  });

export function useCouponCodes(orderId: number) {
  return useQuery(couponCodesQuery(orderId));
}
