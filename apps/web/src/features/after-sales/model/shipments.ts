import type { AfterSalesOrder, AsShipment } from '@kontor/domain/after-sales/after-sales-responses';
import type { TrackingEvent } from '@kontor/domain/orders/orders-responses';

/** The buyer's return parcel (sent by the user) and the seller's replacement parcel, newest first. */
export function returnShipment(
  order: Pick<AfterSalesOrder, 'fulfillmentProgressList'>,
): AsShipment | undefined {
  return newest(order.fulfillmentProgressList.filter((s) => s.operaterType === 'USER'));
}

export function exchangeShipment(
  order: Pick<AfterSalesOrder, 'fulfillmentProgressList'>,
): AsShipment | undefined {
  return newest(order.fulfillmentProgressList.filter((s) => s.operaterType === 'SELLER'));
}

function newest(list: AsShipment[]): AsShipment | undefined {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
}

export interface TimelineEntry {
  time: string;
  context: string;
  /** The carrier's stage code, when it gives one: shown in words instead of its own text. */
  stage?: string;
  area?: string | null;
}

/**
 * The parcel's timeline, newest first: the tracking call's events when it has any, else the events
 * stored with the shipment.
 */
export function timeline(
  shipment: AsShipment | undefined,
  tracked: readonly Pick<TrackingEvent, 'formatTime' | 'context' | 'stage'>[] | undefined,
): TimelineEntry[] {
  const entries: TimelineEntry[] = tracked?.length
    ? tracked.map((e) => ({
        // formatTime is ISO 8601 (originTime is the same moment in epoch milliseconds).
        time: e.formatTime,
        context: e.context,
        ...(e.stage ? { stage: e.stage } : {}),
      }))
    : (shipment?.logisticsList ?? []).map((e) => ({ time: e.ftime, context: e.context, area: e.areaName }));
  return entries.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
