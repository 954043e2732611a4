import { CARRIERS, type CarrierCode, waybill } from './carriers.ts';
import type { TradeRows } from './order-rows.ts';
import type { Rng } from './prng.ts';

const HOUR = 3_600_000;

/** The big sorting centres a parcel passes on its way to each country. */
const HUBS: Record<string, string[]> = {
  DE: ['Leipzig Hub, DE', 'Paketzentrum Obertshausen, DE', 'Paketzentrum Hannover, DE'],
  GB: ['East Midlands Hub, GB', 'Warrington Mail Centre, GB'],
  NL: ['Sorteercentrum Nieuwegein, NL'],
  SE: ['PostNord Terminal Rosersberg, SE'],
  PL: ['Sortownia Pruszków, PL'],
  FR: ['Plateforme Colis Wissous, FR'],
  IT: ['Centro Smistamento Bologna, IT'],
  ES: ['Centro de Tratamiento Coslada, ES'],
};

export interface Shipment {
  orderLocal: number;
  /** Order line local number and the quantity this package carries. */
  lines: { line: number; qty: number }[];
  carrier: CarrierCode;
  carrierId: number;
  shippedAt: Date;
  /** When the carrier delivered it; none while it is still on its way. */
  deliveredAt?: Date;
  fromCity: string;
  fromCountry: string;
  toCity: string;
  toCountry: string;
  now: Date;
}

/** Records a package: its lines, its carrier's tracking events and the order's SHIPPED/DELIVERED events. */
export function ship(t: TradeRows, rng: Rng, s: Shipment): number {
  const code = waybill(rng, s.carrier);
  const carrierName = CARRIERS.find((c) => c.code === s.carrier)!.name;
  const pkg = t.add('package', {
    order_id: s.orderLocal,
    // Signed when the buyer (or the auto-confirm deadline) confirms receipt; the story sets that.
    status: 'SEND_DELIVERY',
    operator_type: 'SELLER',
    carrier_id: s.carrierId,
    service_code: code,
    created_at: s.shippedAt.toISOString(),
    signed_at: null,
  });
  for (const { line, qty } of s.lines) {
    t.packageLines.push({ package_id: pkg, order_line_id: line, qty });
    const row = t.get('trade_order_line', line);
    row.delivered_qty = Number(row.delivered_qty ?? 0) + qty;
  }

  const hub = rng.pick(HUBS[s.toCountry] ?? HUBS.DE);
  const end = s.deliveredAt ?? s.now;
  const track: [number, string, string, string][] = [
    [
      2,
      `${s.fromCity}, ${s.fromCountry}`,
      'PICKED_UP',
      `The parcel was handed over to ${carrierName} by the sender.`,
    ],
    [9, `${s.fromCity}, ${s.fromCountry}`, 'IN_TRANSIT', 'The parcel was sorted at the departure depot.'],
    [26, hub, 'IN_TRANSIT', 'The parcel has arrived at the parcel centre.'],
    [34, hub, 'IN_TRANSIT', 'The parcel has left the parcel centre.'],
    [44, `${s.toCity}, ${s.toCountry}`, 'IN_TRANSIT', 'The parcel has arrived at the delivery depot.'],
  ];
  const events = track.filter(([hours]) => s.shippedAt.getTime() + hours * HOUR < end.getTime() - HOUR);
  if (s.deliveredAt) {
    events.push([
      -5,
      `${s.toCity}, ${s.toCountry}`,
      'OUT_FOR_DELIVERY',
      'The parcel is on the delivery vehicle.',
    ]);
    events.push([
      0,
      `${s.toCity}, ${s.toCountry}`,
      'DELIVERED',
      rng.chance(0.3)
        ? 'The parcel was delivered to a neighbour.'
        : 'The parcel was delivered to the recipient.',
    ]);
  }
  for (const [hours, area, stage, context] of events) {
    const at = hours > 0 ? s.shippedAt.getTime() + hours * HOUR : s.deliveredAt!.getTime() + hours * HOUR;
    t.logisticsEvents.push({
      carrier_code: s.carrier,
      waybill: code,
      occurred_at: new Date(at + (stage === 'DELIVERED' ? 0 : rng.int(0, 40) * 60_000)).toISOString(),
      area_name: area,
      context,
      stage,
    });
  }

  t.event(s.orderLocal, 'SHIPPED', 'SELLER', s.shippedAt, {
    packageId: pkg,
    carrierCode: s.carrier,
    carrierName,
    waybill: code,
    lines: s.lines.length,
  });
  if (s.deliveredAt)
    t.event(s.orderLocal, 'DELIVERED', 'SYSTEM', s.deliveredAt, { packageId: pkg, waybill: code });
  return pkg;
}
