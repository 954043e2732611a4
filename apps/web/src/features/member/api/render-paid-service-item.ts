import type { PaidServiceItem } from '@kontor/domain/members/paid-service-responses';
import type { PaidServicePeriodCode } from '@kontor/domain/members/paid-service-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { memberKeys } from './keys.ts';

export const RENDER_PAID_SERVICE_ITEM = 'bbc_item_RenderItemByPaidServicePeriodCodeFunc';

/** `bbc_item_RenderItemByPaidServicePeriodCodeFunc`: the service item of a period, priced for the storefront. */
export const renderPaidServiceItem = (periodCode: PaidServicePeriodCode, signal?: AbortSignal) =>
  callFunc<PaidServiceItem>(RENDER_PAID_SERVICE_ITEM, { periodCode }, signal);

export const paidServiceItemQuery = (site: string, periodCode: PaidServicePeriodCode) =>
  queryOptions({
    queryKey: memberKeys.paidServiceItem(site, periodCode),
    queryFn: ({ signal }) => renderPaidServiceItem(periodCode, signal),
  });

export const usePaidServiceItem = (periodCode: PaidServicePeriodCode) =>
  useQuery(paidServiceItemQuery(useSite().code, periodCode));
