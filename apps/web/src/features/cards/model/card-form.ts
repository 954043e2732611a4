import type { CreateCardPayload } from '../api/create-card.ts';
import type { BillingDetails, CardFieldsReport } from './card-provider-script.ts';

/** The add-card form's own fields (card number, expiry and security code are the provider's). */
export interface CardFormValues {
  cardHolderName: string;
  mobile: string;
  email: string;
  country: string;
  /** Province / city / district, as one line (spec §3 "address (province/city/region)"). */
  address: string;
  street: string;
  houseNumber: string;
  zipCode: string;
}

/** Countries the card form offers: the storefronts' (UK as GB, the provider's code). */
export const CARD_COUNTRIES = ['DE', 'NL', 'ES', 'SE', 'FR', 'IT', 'PL', 'GB'] as const;

/** The fields changing the country clears (spec §5). */
export const CLEARED_BY_COUNTRY = ['address', 'street'] as const;

/** The address line's parts: "Bayern / München / Altstadt" → state Bayern, city München. */
export function addressParts(address: string): { state?: string; city?: string } {
  const [state, city] = address
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean);
  return { state, city };
}

export function createCardPayload(v: CardFormValues): CreateCardPayload {
  const trimmed = Object.fromEntries(
    Object.entries(v).map(([k, value]) => [k, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as CardFormValues;
  return { ...trimmed, ...addressParts(trimmed.address), isSave: 1 };
}

export function billingOf(v: CardFormValues): BillingDetails {
  const { state, city } = addressParts(v.address);
  return {
    name: v.cardHolderName.trim(),
    email: v.email.trim(),
    phone: v.mobile.trim(),
    address: {
      country: v.country,
      postal_code: v.zipCode.trim(),
      city,
      state,
      line1: `${v.street.trim()} ${v.houseNumber.trim()}`,
      line2: v.address.trim(),
    },
  };
}

/**
 * What the provider's fields lack before a setup may start (spec §5): each empty field's own
 * message key, in the order the fields show; none when they are filled (the provider's own message,
 * shown in its fields, speaks for what is filled but wrong).
 */
export function emptyCardFieldKeys(report: CardFieldsReport): string[] {
  const keys: string[] = [];
  if (report.empty.number) keys.push('cards.form.numberEmpty');
  if (report.empty.expiry) keys.push('cards.form.expiryEmpty');
  if (report.empty.cvc) keys.push('cards.form.cvcEmpty');
  return keys;
}
