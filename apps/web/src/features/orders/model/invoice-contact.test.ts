import { sendInvoiceEmailSchema } from '@kontor/domain/orders/invoice-schemas';
import { describe, expect, it } from 'vitest';
import { contactFields, contactMode, prefillContact } from './invoice-contact.ts';

const firstMessage = (contact: string, mode: 'email' | 'mobile') => {
  const r = sendInvoiceEmailSchema.safeParse({ id: 1, ...contactFields(contact, mode) });
  return r.success ? null : r.error.issues[0]?.message;
};

describe('resend invoice contact', () => {
  it('prefills the order’s e-mail, else its phone', () => {
    expect(prefillContact({ buyerEmail: 'a@b.de', buyerPhone: '+49 1' })).toBe('a@b.de');
    expect(prefillContact({ buyerEmail: null, buyerPhone: '+49 151 2' })).toBe('+49 151 2');
    expect(contactMode({ buyerEmail: null, buyerPhone: '+49 151 2' })).toBe('mobile');
    expect(contactMode({ buyerEmail: null, buyerPhone: null })).toBe('email');
  });

  it('sends an e-mail or a mobile number', () => {
    expect(contactFields(' a@b.de ', 'mobile')).toEqual({ buyerEmail: 'a@b.de' });
    expect(contactFields('+49 151 23456789', 'email')).toEqual({ buyerPhone: '+49 151 23456789' });
    expect(contactFields('not-an-address', 'email')).toEqual({ buyerEmail: 'not-an-address' });
  });

  it('gives the schema’s message keys', () => {
    expect(firstMessage('a@b.de', 'email')).toBeNull();
    expect(firstMessage('+49 151 23456789', 'mobile')).toBeNull();
    expect(firstMessage('', 'email')).toBe('orders.invoice.emailRequired');
    expect(firstMessage('nobody@', 'email')).toBe('orders.invoice.emailFormat');
    expect(firstMessage('12', 'mobile')).toBe('orders.invoice.mobileFormat');
  });
});
