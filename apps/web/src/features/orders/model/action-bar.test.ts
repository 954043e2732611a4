import { describe, expect, it } from 'vitest';
import { isPrimaryAction, splitActions, visibleActions } from './action-bar.ts';

const ops = (...names: string[]) => names.map((operation) => ({ operation }));

describe('order action buttons', () => {
  it('shows only known operations offered by the server, most important first', () => {
    expect(visibleActions(ops('buyerCancelBeforePay', 'pay', 'somethingNew'))).toEqual([
      'pay',
      'buyerCancelBeforePay',
    ]);
  });

  it('keeps each operation once and hides the VAT invoice next to view invoice', () => {
    expect(visibleActions(ops('viewInvoice', 'buyerCheckVATInvoice', 'viewInvoice'))).toEqual([
      'viewInvoice',
    ]);
    expect(visibleActions(ops('buyerCheckVATInvoice'))).toEqual(['buyerCheckVATInvoice']);
  });

  it('orders an un-received order: confirm, track, buy again, postpone, invoices, after-sales', () => {
    expect(
      visibleActions(
        ops(
          'confirm',
          'buyerPostponeConfirmDeadline',
          'checkExpressTrack',
          'buyerApplyReverse',
          'viewInvoice',
          'sendInvoiceEmail',
          'buyerCheckVATInvoice',
          'buyAgain',
        ),
      ),
    ).toEqual([
      'confirm',
      'checkExpressTrack',
      'buyAgain',
      'buyerPostponeConfirmDeadline',
      'viewInvoice',
      'sendInvoiceEmail',
      'buyerApplyReverse',
    ]);
  });

  it('marks paying, confirming and reviewing as primary', () => {
    expect(isPrimaryAction('pay')).toBe(true);
    expect(isPrimaryAction('confirm')).toBe(true);
    expect(isPrimaryAction('buyAgain')).toBe(false);
  });
});

describe('mobile action bar', () => {
  it('shows up to two buttons directly and nothing behind "more"', () => {
    expect(splitActions([])).toEqual({ direct: [], more: [] });
    expect(splitActions(['a'])).toEqual({ direct: ['a'], more: [] });
    expect(splitActions(['a', 'b'])).toEqual({ direct: ['a', 'b'], more: [] });
  });

  it('puts the rest behind "more" when there are more than two', () => {
    expect(splitActions(['a', 'b', 'c', 'd'])).toEqual({ direct: ['a', 'b'], more: ['c', 'd'] });
  });

  it('takes another number of direct buttons', () => {
    expect(splitActions(['a', 'b', 'c'], 1)).toEqual({ direct: ['a'], more: ['b', 'c'] });
  });
});
