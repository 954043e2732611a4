/**
 * The checkout's card-form rules (spec §5 "Card form", checkout parts), as message keys:
 * - saved-card channel: a card must be selected ("please select a payment card");
 * - new card / hosted card fields: the provider loaded ("loading failed" otherwise), number and
 *   expiry valid ("Invalid card number", "Invalid Expiry date"), security code present, and the
 *   holder name when the channel's configMap says holdName;
 * - nothing valid at all (validation result 0): "Please confirm the required fields".
 */
export interface CardFieldsState {
  ready: boolean;
  empty: { number: boolean; expiry: boolean; cvc: boolean };
  complete: boolean;
  /** The provider's own error code for what was typed, if any (e.g. invalid_number, invalid_expiry). */
  errorCode?: string;
}

export interface CardCheck {
  ok: boolean;
  /** Message keys to show, in the order of the fields. */
  messages: string[];
  /** Which fields to highlight. */
  invalid: { number: boolean; expiry: boolean; cvc: boolean; holderName: boolean };
}

export function checkSavedCard(selectedCardId: number | null | undefined): CardCheck {
  const ok = selectedCardId !== null && selectedCardId !== undefined;
  return {
    ok,
    messages: ok ? [] : ['payments.card.selectCard'],
    invalid: { number: false, expiry: false, cvc: false, holderName: false },
  };
}

export function checkNewCard(fields: CardFieldsState, holdName: boolean, holderName: string): CardCheck {
  if (!fields.ready)
    return {
      ok: false,
      messages: ['cards.form.providerNotReady'],
      invalid: { number: false, expiry: false, cvc: false, holderName: false },
    };
  const code = fields.errorCode ?? '';
  const number = fields.empty.number || /number/i.test(code);
  const expiry = fields.empty.expiry || /expir/i.test(code);
  const cvc = fields.empty.cvc || /cvc|cvv|security/i.test(code);
  const holder = holdName && holderName.trim().length === 0;
  const validCount = [!number, !expiry, !cvc, !holder].filter(Boolean).length;
  const messages: string[] = [];
  if (validCount === 0) messages.push('payments.card.confirmRequired');
  else {
    if (number) messages.push('payments.card.invalidNumber');
    if (expiry) messages.push('payments.card.invalidExpiry');
    if (cvc) messages.push('cards.form.cvcEmpty');
    if (holder) messages.push('payments.card.holderRequired');
  }
  const ok = !number && !expiry && !cvc && !holder && fields.complete;
  if (!ok && messages.length === 0) messages.push('payments.card.confirmRequired');
  return { ok, messages, invalid: { number, expiry, cvc, holderName: holder } };
}
