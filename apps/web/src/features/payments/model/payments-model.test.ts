import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-client.ts';
import { checkNewCard, checkSavedCard } from './checkout-card-check.ts';
import { readContractId } from './contract-id.ts';
import { routePayError } from './pay-error.ts';
import { payResultUrl, readPayResultQuery, resultContractId, resultOrderId } from './pay-result-url.ts';

const apiError = (status: number, code: string, key = 'errors.x') =>
  new ApiError({ status, code, key, message: 'server text' });

describe('pay-result query variants (spec §2)', () => {
  it('reads the plain variant', () => {
    const q = readPayResultQuery(
      new URLSearchParams('tradeId=7&status=pending&isPoint=false&tradeOrderId=9&email=a%40b.de'),
    );
    expect(q).toMatchObject({
      status: 'pending',
      tradeId: '7',
      tradeOrderId: '9',
      email: 'a@b.de',
      isPoint: false,
    });
    expect(resultContractId(q)).toBe('7');
    expect(resultOrderId(q)).toBe('9');
  });
  it('reads the pay-later return and the earlier variant', () => {
    const later = readPayResultQuery(
      new URLSearchParams(
        'orderId=3&contractId=5&buyerId=1&paymentOrderId=8&totalAmt=12.50&merchantSerialNo=ms_1',
      ),
    );
    expect(later).toMatchObject({
      status: 'pending',
      orderId: '3',
      paymentOrderId: '8',
      merchantSerialNo: 'ms_1',
    });
    expect(resultContractId(later)).toBe('5');
    expect(resultOrderId(later)).toBe('3');
    const earlier = readPayResultQuery(
      new URLSearchParams('orderId=3&tradeId=5&contractId=5&buyerId=1&status=success'),
    );
    expect(earlier.status).toBe('success');
  });
  it('treats an unknown status as pending and builds the url back', () => {
    expect(readPayResultQuery(new URLSearchParams('status=weird')).status).toBe('pending');
    const url = payResultUrl('failed', {
      contractId: '5',
      error: 'payments.messages.failed',
      isPoint: false,
    });
    expect(url).toBe('/buyer/pay-result?status=failed&contractId=5&error=payments.messages.failed');
    expect(readPayResultQuery(new URL(url, 'http://x').searchParams)).toMatchObject({
      status: 'failed',
      contractId: '5',
    });
  });
});

describe('payment error routing (spec §8)', () => {
  it('sends sold-out and price-changed back to the cart', () => {
    expect(routePayError(apiError(409, 'ITEM_SOLD_OUT'))).toEqual({ kind: 'soldOut' });
    expect(routePayError(apiError(409, 'PRICE_CHANGED'))).toEqual({ kind: 'soldOut' });
    expect(routePayError(new Error(' item activity is end,price is change'))).toEqual({ kind: 'soldOut' });
  });
  it('runs the limiting handler on 429', () => {
    expect(routePayError(apiError(429, 'TOO_MANY_REQUESTS'))).toEqual({ kind: 'limited' });
  });
  it('treats a device-wallet CANCEL as no error', () => {
    const e = new Error('closed');
    e.name = 'CANCEL';
    expect(routePayError(e)).toEqual({ kind: 'cancelled' });
  });
  it('fails with a catalogue key, never the server text', () => {
    expect(
      routePayError(apiError(502, 'PROVIDER_UNAVAILABLE', 'payments.errors.providerUnavailable')),
    ).toEqual({
      kind: 'failed',
      error: 'payments.errors.providerUnavailable',
    });
    expect(routePayError('boom')).toEqual({ kind: 'failed', error: 'payments.messages.failed' });
  });
});

describe('checkout card checks (spec §5)', () => {
  const filled = { ready: true, empty: { number: false, expiry: false, cvc: false }, complete: true };
  it('needs a saved card selected', () => {
    expect(checkSavedCard(null).messages).toEqual(['payments.card.selectCard']);
    expect(checkSavedCard(4).ok).toBe(true);
  });
  it('needs the provider loaded', () => {
    expect(checkNewCard({ ...filled, ready: false }, false, '').messages).toEqual([
      'cards.form.providerNotReady',
    ]);
  });
  it('flags invalid number and expiry', () => {
    const c = checkNewCard({ ...filled, complete: false, errorCode: 'invalid_number' }, false, '');
    expect(c.ok).toBe(false);
    expect(c.messages).toEqual(['payments.card.invalidNumber']);
    const e = checkNewCard(
      { ...filled, complete: false, empty: { number: false, expiry: true, cvc: false } },
      false,
      '',
    );
    expect(e.messages).toEqual(['payments.card.invalidExpiry']);
  });
  it('asks for the holder name only when holdName', () => {
    expect(checkNewCard(filled, true, '  ').messages).toEqual(['payments.card.holderRequired']);
    expect(checkNewCard(filled, false, '').ok).toBe(true);
    expect(checkNewCard(filled, true, 'Jörg Müller').ok).toBe(true);
  });
  it('says "Please confirm the required fields" when nothing is valid', () => {
    const none = { ready: true, empty: { number: true, expiry: true, cvc: true }, complete: false };
    expect(checkNewCard(none, true, '').messages).toEqual(['payments.card.confirmRequired']);
  });
});

describe("the checkout URL's contract id (read by the page and by its prefetch)", () => {
  it('takes a positive whole number of up to 15 digits', () => {
    expect(readContractId('3')).toBe(3);
    expect(readContractId('123456789012345')).toBe(123456789012345);
  });
  it('refuses anything else', () => {
    for (const v of [null, '', '0', '-3', '3.5', '1e3', ' 3', '3a', '1234567890123456'])
      expect(readContractId(v)).toBeNull();
  });
});
