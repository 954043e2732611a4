import type { MyCouponsPage } from '@kontor/domain/coupons/coupons-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { couponsKeys } from './keys.ts';

export const PAGE_MY_COUPONS = '{host}_misc_PageMyCouponsFlow';

export type CouponTab = 'NOT_USED' | 'USED';

/** `{host}_misc_PageMyCouponsFlow` (ours, decision 057): one tab of the buyer's coupons and voucher codes. */
export const pageMyCoupons = (usedStatus: CouponTab, no: number, size: number, signal?: AbortSignal) =>
  callFlow<MyCouponsPage>(PAGE_MY_COUPONS, { usedStatus, page: { no, size } }, signal);

export const myCouponsQuery = (usedStatus: CouponTab, no: number, size: number) =>
  queryOptions({
    queryKey: couponsKeys.ledger(usedStatus, no),
    queryFn: ({ signal }) => pageMyCoupons(usedStatus, no, size, signal),
    placeholderData: keepPreviousData,
  });

export const useMyCoupons = (usedStatus: CouponTab, no: number, size: number) =>
  useQuery(myCouponsQuery(usedStatus, no, size));
