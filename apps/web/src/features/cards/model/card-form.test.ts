import { createCardSchema } from '@kontor/domain/cards/cards-schemas';
import { describe, expect, it } from 'vitest';
import { addressParts, createCardPayload, emptyCardFieldKeys } from './card-form.ts';

describe('the add-card form', () => {
  it('reads state and city from the address line and sends what the server accepts', () => {
    expect(addressParts(' Bayern / München / Altstadt ')).toEqual({ state: 'Bayern', city: 'München' });
    const payload = createCardPayload({
      cardHolderName: ' Zoë Wöhler ',
      mobile: '+49 151 2345678',
      email: 'zoe@example.de',
      country: 'DE',
      address: 'Bayern/München',
      street: 'Straße der Einheit',
      houseNumber: '12a',
      zipCode: '80331',
    });
    expect(payload).toMatchObject({
      cardHolderName: 'Zoë Wöhler',
      state: 'Bayern',
      city: 'München',
      isSave: 1,
    });
    expect(createCardSchema.safeParse(payload).success).toBe(true);
  });

  it('names every empty card field, and none once all are filled', () => {
    expect(emptyCardFieldKeys({ empty: { number: true, expiry: true, cvc: true }, complete: false })).toEqual(
      ['cards.form.numberEmpty', 'cards.form.expiryEmpty', 'cards.form.cvcEmpty'],
    );
    expect(
      emptyCardFieldKeys({ empty: { number: false, expiry: false, cvc: true }, complete: false }),
    ).toEqual(['cards.form.cvcEmpty']);
    expect(
      emptyCardFieldKeys({ empty: { number: false, expiry: false, cvc: false }, complete: true }),
    ).toEqual([]);
  });
});
