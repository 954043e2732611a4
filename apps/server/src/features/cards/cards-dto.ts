import type { SavedCard } from '@kontor/domain';
import type { CardRow } from './cards-repository.ts';

/** Card networks by the brand word providers use; the logo is a static asset of the web app. */
const NETWORKS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

export function bankNetOf(brand: string | null): SavedCard['bankNetBO'] {
  if (!brand) return null;
  const key = brand.toLowerCase() in NETWORKS ? brand.toLowerCase() : 'unknown';
  return { bankNetLogo: `/card-brands/${key}.svg`, bankNetName: NETWORKS[key] ?? brand };
}

/** A card as the buyer's calls answer it: the provider's token, brand and last four, never more. */
export function cardDto(row: CardRow): SavedCard {
  return {
    id: Number(row.id),
    isDefault: row.is_default,
    tailNumber: row.last4,
    bankNetBO: bankNetOf(row.brand),
    payCenterToken: row.status === 'ACTIVE' ? row.pay_center_token : null,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    status: row.status,
  };
}
