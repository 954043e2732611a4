import { isApiError } from '../../../shared/api-client.ts';

/**
 * What happens after a payment step throws (spec §8 "Payment errors"):
 * - sold out / price changed: loading resets, warning "item solt out", back to /cart;
 * - code 429: the limiting handler runs instead of the result page;
 * - device-wallet cancel (error name CANCEL): pay-result without an error;
 * - anything else: pay-result failed, with the error.
 */
export type PayErrorRoute =
  | { kind: 'soldOut' }
  | { kind: 'limited' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: string };

const SOLD_OUT_CODES = new Set(['ITEM_SOLD_OUT', 'PRICE_CHANGED']);
/** The spec's own messages for the same two cases, as older answers carry them. */
const SOLD_OUT_MESSAGES = ['item solt out', 'item activity is end,price is change'];

export function routePayError(error: unknown): PayErrorRoute {
  if (isApiError(error)) {
    if (SOLD_OUT_CODES.has(error.code)) return { kind: 'soldOut' };
    if (error.status === 429 || error.code === '429') return { kind: 'limited' };
    // The error's key is a catalogue key the result page translates; never a raw server text.
    return { kind: 'failed', error: error.key || 'payments.messages.failed' };
  }
  if (error instanceof Error) {
    if (error.name === 'CANCEL') return { kind: 'cancelled' };
    const text = error.message.trim().toLowerCase();
    if (SOLD_OUT_MESSAGES.some((m) => text === m.trim())) return { kind: 'soldOut' };
  }
  return { kind: 'failed', error: 'payments.messages.failed' };
}
