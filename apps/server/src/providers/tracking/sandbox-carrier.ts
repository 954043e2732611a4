import type { Queryable } from '../../platform/db/index.ts';

/**
 * The embedded carrier: when a parcel is handed over it lays out the parcel's journey, and each event
 * becomes visible when its time comes (the tracking query reads only events up to now).
 */
export interface TrackingProvider {
  registerShipment(
    q: Queryable,
    s: { carrierCode: string; waybill: string; from: string; to: string },
  ): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function sandboxCarrier(speed = 1): TrackingProvider {
  return {
    async registerShipment(q, s) {
      const now = Date.now();
      const steps: [offsetMs: number, stage: string, area: string, context: string][] = [
        [2 * MINUTE, 'PICKED_UP', s.from, `Parcel picked up from the sender in ${s.from}`],
        [3 * HOUR, 'IN_TRANSIT', s.from, `Parcel processed at the ${s.from} hub`],
        [20 * HOUR, 'IN_TRANSIT', s.to, `Parcel arrived at the ${s.to} delivery centre`],
        [30 * HOUR, 'OUT_FOR_DELIVERY', s.to, 'Parcel is out for delivery'],
        [34 * HOUR, 'DELIVERED', s.to, 'Parcel delivered'],
      ];
      await q.query(
        `INSERT INTO logistics_event (carrier_code, waybill, occurred_at, stage, area_name, context)
         SELECT $1, $2, to_timestamp(e.at / 1000.0), e.stage, e.area, e.context
           FROM jsonb_to_recordset($3::jsonb) AS e(at bigint, stage text, area text, context text)`,
        [
          s.carrierCode,
          s.waybill,
          JSON.stringify(
            steps.map(([offset, stage, area, context]) => ({
              at: now + offset / speed,
              stage,
              area,
              context,
            })),
          ),
        ],
      );
    },
  };
}
