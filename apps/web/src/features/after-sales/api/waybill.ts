import type { AsShipment } from '@kontor/domain/after-sales/after-sales-responses';
import type { TrackingEvent } from '@kontor/domain/orders/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { AFTER_SALES_KEY } from './keys.ts';

/** `GET /api/tms/web/express/track/waybill/query`: a parcel's tracking events. */
export function queryWaybill(carrierCode: string, waybill: string, signal?: AbortSignal) {
  const q = new URLSearchParams({ carrierCompanyCode: carrierCode, wayBillNumber: waybill });
  return request<TrackingEvent[]>('GET', `/api/tms/web/express/track/waybill/query?${q}`, undefined, signal);
}

export const waybillQuery = (shipment: AsShipment | undefined) => {
  const carrier = shipment?.fulfillmentServiceProvider?.entityCode ?? '';
  const code = shipment?.serviceCode ?? '';
  return queryOptions({
    queryKey: [...AFTER_SALES_KEY, 'tracking', carrier, code] as const,
    queryFn: ({ signal }) => queryWaybill(carrier, code, signal),
    enabled: !!carrier && !!code,
    staleTime: 60_000,
  });
};

export function useWaybill(shipment: AsShipment | undefined) {
  return useQuery(waybillQuery(shipment));
}
