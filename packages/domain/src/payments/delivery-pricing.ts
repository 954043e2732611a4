/**
 * Delivery options and transport insurance (issue 14, decision 066): the fee tables per storefront
 * currency and THE pricing function of a shop order — goods, shipping, the delivery-and-installation
 * service charge and the insurance of its lines — run by the checkout when a contract is made, when
 * the buyer changes an option and (for the insurance) by the cart summary. Amounts in minor units of
 * the currency (cents, öre, grosz, pence). No I/O, no zod.
 */
import type { CurrencyCode } from '../sites.ts';

/** Spec §3 fulfillmentType (the same values as orders-responses' FULFILLMENT_TYPES). */
type FulfillmentType = 'SITE_SHIPPING' | 'SITE_PICK_UP';

/** Standard shipping per shop order, free from a goods value (the storefront's currency). */
export const SHIPPING_RATES: Readonly<Record<CurrencyCode, { feeMinor: number; freeFromMinor: number }>> = {
  EUR: { feeMinor: 490, freeFromMinor: 50_000 },
  SEK: { feeMinor: 5_900, freeFromMinor: 575_000 },
  PLN: { feeMinor: 2_190, freeFromMinor: 215_000 },
  GBP: { feeMinor: 429, freeFromMinor: 43_000 },
};

/**
 * Delivery and installation (serviceDetail DELIVERY_INSTALL): two fitters bring the order to the
 * room and assemble it. A flat charge per shop order; it replaces the shipping fee.
 */
export const DELIVERY_INSTALL_FEES: Readonly<Record<CurrencyCode, number>> = {
  EUR: 4_990,
  SEK: 57_900,
  PLN: 21_900,
  GBP: 4_290,
};

/** Catalogue categories whose items are assembled (they offer delivery and installation). */
export const DELIVERY_INSTALL_CATEGORIES: readonly string[] = [
  'standing-desks',
  'cabinets',
  'meeting-tables',
  'storage',
  'acoustics',
];

export const offersDeliveryInstall = (categoryCode: string | null | undefined) =>
  DELIVERY_INSTALL_CATEGORIES.includes(categoryCode ?? '');

export interface InsurancePlan {
  insuranceId: string;
  /** The name orders keep (spec §3 insurance.insuranceName); the screen shows its own translation. */
  insuranceName: string;
  /** The fee per insured line. */
  feeMinor: Readonly<Record<CurrencyCode, number>>;
  /** Offered for a line worth at least this much (unit price × quantity). */
  minLineMinor: Readonly<Record<CurrencyCode, number>>;
}

/** Transport insurance per line (damage and loss in transit). */
export const INSURANCE_PLANS: readonly InsurancePlan[] = [
  {
    insuranceId: 'INS-TRANSIT-PLUS',
    insuranceName: 'Transport insurance Plus (damage and loss)',
    feeMinor: { EUR: 1_490, SEK: 17_900, PLN: 6_490, GBP: 1_290 },
    minLineMinor: { EUR: 15_000, SEK: 172_500, PLN: 64_500, GBP: 12_900 },
  },
];

export const insurancePlan = (id: string | null | undefined) =>
  INSURANCE_PLANS.find((p) => p.insuranceId === id);

/** The plans a line of this value may take (none for a picked-up order: nothing is transported). */
export function insuranceOffers(
  lineMinor: number,
  currency: CurrencyCode,
  fulfillmentType: FulfillmentType = 'SITE_SHIPPING',
): InsurancePlan[] {
  if (fulfillmentType === 'SITE_PICK_UP') return [];
  return INSURANCE_PLANS.filter((p) => lineMinor >= p.minLineMinor[currency]);
}

export interface PricingLine {
  /** Unit price × quantity, minor units. */
  valueMinor: number;
  /** The item offers delivery and installation. */
  installable: boolean;
  insuranceId?: string | null;
  /** Goods that are carried (false: a paid membership period); default true. */
  ships?: boolean;
}

export interface DeliveryChoice {
  fulfillmentType: FulfillmentType;
  /** Delivery and installation instead of standard shipping. */
  deliveryInstall: boolean;
}

/** Why a choice cannot be priced: the field it concerns and the message key (400 with `fields`). */
export interface DeliveryProblem {
  path: string;
  message: string;
}

export const DELIVERY_ERRORS = {
  installNotOffered: 'delivery.errors.installNotOffered',
  installWithPickUp: 'delivery.errors.installWithPickUp',
  insuranceNotOffered: 'delivery.errors.insuranceNotOffered',
  pickUpNotOffered: 'delivery.errors.pickUpNotOffered',
  discountTooLarge: 'delivery.errors.discountTooLarge',
} as const;

export interface OrderPrice {
  goodsMinor: number;
  shippingMinor: number;
  serviceChargeMinor: number;
  insuranceMinor: number;
  /** The insurance of each line (null when none), in the order of the lines. */
  lineInsurance: ({ plan: InsurancePlan; feeMinor: number } | null)[];
  /** Goods plus every fee: what the order costs before discounts. */
  totalMinor: number;
  problems: DeliveryProblem[];
}

/**
 * The price of one shop order with its delivery choice and its lines' insurance. A choice the order
 * cannot take is reported in `problems` (the caller answers 400) and priced as if not chosen.
 */
export function priceShopOrder(
  lines: readonly PricingLine[],
  choice: DeliveryChoice,
  currency: CurrencyCode,
): OrderPrice {
  const problems: DeliveryProblem[] = [];
  const goods = lines.reduce((s, l) => s + l.valueMinor, 0);
  let install = choice.deliveryInstall;
  if (install && choice.fulfillmentType === 'SITE_PICK_UP') {
    problems.push({ path: 'deliveryInstall', message: DELIVERY_ERRORS.installWithPickUp });
    install = false;
  } else if (install && !lines.some((l) => l.installable)) {
    problems.push({ path: 'deliveryInstall', message: DELIVERY_ERRORS.installNotOffered });
    install = false;
  }
  const rate = SHIPPING_RATES[currency];
  // Nothing carried (a paid membership alone) costs no shipping.
  const carried = lines.some((l) => l.ships !== false);
  const shipping =
    !carried || choice.fulfillmentType === 'SITE_PICK_UP' || install || goods >= rate.freeFromMinor
      ? 0
      : rate.feeMinor;
  const service = install ? DELIVERY_INSTALL_FEES[currency] : 0;
  const lineInsurance = lines.map((l, i) => {
    if (!l.insuranceId) return null;
    const plan = insuranceOffers(l.valueMinor, currency, choice.fulfillmentType).find(
      (p) => p.insuranceId === l.insuranceId,
    );
    if (!plan) {
      problems.push({ path: `lines.${i}.insuranceId`, message: DELIVERY_ERRORS.insuranceNotOffered });
      return null;
    }
    return { plan, feeMinor: plan.feeMinor[currency] };
  });
  const insurance = lineInsurance.reduce((s, x) => s + (x?.feeMinor ?? 0), 0);
  return {
    goodsMinor: goods,
    shippingMinor: shipping,
    serviceChargeMinor: service,
    insuranceMinor: insurance,
    lineInsurance,
    totalMinor: goods + shipping + service + insurance,
    problems,
  };
}
