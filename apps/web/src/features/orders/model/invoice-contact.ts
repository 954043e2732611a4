import type { OrderSummary } from '@kontor/domain/orders/orders-responses';

/** Whether the resend-invoice form asks for an e-mail or a mobile number (spec §5 "Other"). */
export type ContactMode = 'email' | 'mobile';

/** The order's e-mail is used when present, otherwise its phone. */
export function contactMode(order: Pick<OrderSummary, 'buyerEmail' | 'buyerPhone'>): ContactMode {
  return order.buyerEmail || !order.buyerPhone ? 'email' : 'mobile';
}

export function prefillContact(order: Pick<OrderSummary, 'buyerEmail' | 'buyerPhone'>): string {
  return order.buyerEmail || order.buyerPhone || '';
}

const PHONE_LIKE = /^[+\d][\d\s]*$/;

/**
 * The contact as the call's fields: an e-mail (anything with an @, or anything not shaped like a
 * phone number where an e-mail is asked) or a mobile number.
 */
export function contactFields(
  contact: string,
  mode: ContactMode,
): { buyerEmail: string } | { buyerPhone: string } {
  const value = contact.trim();
  if (!value) return mode === 'email' ? { buyerEmail: '' } : { buyerPhone: '' };
  if (value.includes('@') || (mode === 'email' && !PHONE_LIKE.test(value))) return { buyerEmail: value };
  return { buyerPhone: value };
}
