import type { OrderPackage, TrackingEvent } from '@kontor/domain/orders/orders-responses';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

export const WAYBILL_TRACKING_KEY = ['orders', 'tracking'] as const;

/** `GET /api/tms/web/express/track/waybill/query`: a waybill's tracking events, newest first. */
export function queryWaybill(
  carrierCompanyCode: string,
  wayBillNumber: string,
  signal?: AbortSignal,
): Promise<TrackingEvent[]> {
  const q = new URLSearchParams({ carrierCompanyCode, wayBillNumber });
  return request<TrackingEvent[]>('GET', `/api/tms/web/express/track/waybill/query?${q}`, undefined, signal);
}

/** A package's tracking; a package without carrier or waybill has none to ask for. */
export const waybillQuery = (pkg: OrderPackage) => {
  const carrier = pkg.fulfillmentServiceProvider?.entityCode ?? '';
  const waybill = pkg.serviceCode ?? '';
  return queryOptions({
    queryKey: [...WAYBILL_TRACKING_KEY, carrier, waybill] as const,
    queryFn: ({ signal }) => queryWaybill(carrier, waybill, signal),
    enabled: !!carrier && !!waybill,
    // The sandbox carrier adds events over time; a minute is fresh enough for a tracking view.
    staleTime: 60_000,
  });
};

export function useWaybill(pkg: OrderPackage) {
  return useQuery(waybillQuery(pkg));
}

/** Tracking of several packages at once (the order timeline), by package id. */
export function useWaybills(packages: readonly OrderPackage[]) {
  return useQueries({
    queries: packages.map((p) => waybillQuery(p)),
    combine: (results) =>
      Object.fromEntries(packages.map((p, i) => [p.id, results[i]?.data])) as Record<
        number,
        TrackingEvent[] | undefined
      >,
  });
}
