import { LANGUAGES, type Language } from '@kontor/domain/sites';
import { describe, expect, it } from 'vitest';
import { CODE_FAMILIES, type CodeFamilyName, codeKey, codeText } from './code-texts.ts';
import { translator } from './test-translator.ts';

/**
 * Issue 9, "internal codes on screen": every code of the domain's unions that a buyer or seller may
 * see has a text of its own in every interface language, and a code outside them reads as its
 * family's generic text. Walks the unions, so a code added to one fails here until it is worded.
 */

const families = Object.entries(CODE_FAMILIES) as [CodeFamilyName, (typeof CODE_FAMILIES)[CodeFamilyName]][];
const params = { count: 2, amount: '1,00 €', channel: 'x', code: 'AS1', type: 'x', status: 'x' };

describe('texts of codes', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s words every code of every family', async (language) => {
    const t = await translator(language as Language);
    const missing: string[] = [];
    for (const [name, family] of families) {
      for (const key of [...family.codes.map((code) => `${family.prefix}.${code}`), family.fallback]) {
        // A plural text exists as key_one / key_other: translating with a count finds either.
        if (!t(key, { ...params, defaultValue: '' })) missing.push(`${name}: ${key}`);
      }
    }
    expect(missing, `${language}: codes without a text`).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => [l]))(
    '%s never shows the code itself for an unknown code',
    async (language) => {
      const t = await translator(language as Language);
      for (const [name, family] of families) {
        const text = codeText(t, name, 'SOMETHING_NEW_42', params);
        expect(text, name).not.toContain('SOMETHING_NEW_42');
        expect(text, name).not.toBe(family.fallback);
        expect(codeText(t, name, null, params), name).toBe(text);
      }
    },
  );

  it('keys a known code by its own text and anything else by the family fallback', () => {
    expect(codeKey('timelineKind', 'AFTER_SALES_APPLIED')).toBe('orders.timeline.kinds.AFTER_SALES_APPLIED');
    expect(codeKey('paymentFailure', '3ds_authentication_failed')).toBe(
      'orders.detail.payment.failure.3ds_authentication_failed',
    );
    expect(codeKey('paymentFailure', 'some_new_reason')).toBe('orders.detail.payment.failure.other');
    // A provider's "code: detail" reads as its most specific known part.
    expect(codeKey('paymentFailure', 'card_declined: insufficient_funds')).toBe(
      'orders.detail.payment.failure.insufficient_funds',
    );
    expect(codeKey('paymentFailure', 'card_declined: do_not_honor')).toBe(
      'orders.detail.payment.failure.card_declined',
    );
    expect(codeKey('afterSalesStatus', 'toString')).toBe('afterSales.status.UNKNOWN');
  });

  it('reads the zh-CN timeline of an after-sales request without a code', async () => {
    const t = await translator('zh-CN');
    const text = codeText(t, 'timelineKind', 'AFTER_SALES_APPLIED', {
      code: 'AS2611180001',
      type: codeText(t, 'afterSalesType', 'SALE_RETURN'),
    });
    expect(text).not.toMatch(/[A-Z]{2,}_[A-Z]/);
    expect(codeText(t, 'paymentFailure', '3ds_authentication_failed')).not.toContain('3ds_');
  });
});
