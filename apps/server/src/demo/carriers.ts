import type { Queryable } from '../platform/db/index.ts';
import type { Rng } from './prng.ts';

/** The parcel carriers of the eight storefronts; entity_code is what the tracking call takes. */
export const CARRIERS = [
  { code: 'DHL', name: 'DHL Paket' },
  { code: 'DPD', name: 'DPD' },
  { code: 'GLS', name: 'GLS' },
  { code: 'UPS', name: 'UPS' },
  { code: 'POSTNL', name: 'PostNL' },
  { code: 'INPOST', name: 'InPost' },
  { code: 'ROYALMAIL', name: 'Royal Mail' },
  { code: 'POSTNORD', name: 'PostNord' },
  { code: 'CORREOS', name: 'Correos' },
  { code: 'POSTEITALIANE', name: 'Poste Italiane' },
  { code: 'COLISSIMO', name: 'Colissimo' },
  { code: 'HERMES', name: 'Hermes' },
] as const;
export type CarrierCode = (typeof CARRIERS)[number]['code'];

/** The carrier a storefront's own parcels usually go with. */
export const SITE_CARRIER: Record<string, CarrierCode> = {
  DE: 'DHL',
  NL: 'POSTNL',
  ES: 'CORREOS',
  SE: 'POSTNORD',
  FR: 'COLISSIMO',
  IT: 'POSTEITALIANE',
  PL: 'INPOST',
  UK: 'ROYALMAIL',
};

/** A waybill number in the carrier's own format (letters and digits only). */
export function waybill(rng: Rng, carrier: CarrierCode): string {
  switch (carrier) {
    case 'DHL':
      return `00340434${rng.digits(12)}`;
    case 'DPD':
      return `0150${rng.digits(10)}`;
    case 'GLS':
      return rng.digits(11);
    case 'UPS':
      return `1Z${rng.code(6)}${rng.digits(10)}`;
    case 'POSTNL':
      return `3S${rng.code(4)}${rng.digits(9)}`;
    case 'INPOST':
      return rng.digits(24);
    case 'ROYALMAIL':
      return `${rng.code(2).replace(/\d/g, 'K')}${rng.digits(9)}GB`;
    case 'POSTNORD':
      return `00370${rng.digits(15)}`;
    case 'CORREOS':
      return `PQ${rng.code(4)}${rng.digits(12)}`;
    case 'POSTEITALIANE':
      return `${rng.digits(12)}IT`;
    case 'COLISSIMO':
      return `6A${rng.digits(11)}`;
    case 'HERMES':
      return `H10${rng.digits(13)}`;
  }
}

/** Carriers are shared reference data: insert the missing ones, answer every code's id. */
export async function insertCarriers(q: Queryable): Promise<Map<string, number>> {
  await q.query(
    `INSERT INTO carrier (entity_code, entity_name)
     SELECT c.code, c.name FROM jsonb_to_recordset($1::jsonb) AS c(code text, name text)
     ON CONFLICT (entity_code) DO NOTHING`,
    [JSON.stringify(CARRIERS)],
  );
  const rows = await q.query<{ id: number; entity_code: string }>('SELECT id, entity_code FROM carrier');
  return new Map(rows.map((r) => [r.entity_code, Number(r.id)]));
}
