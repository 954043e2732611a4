import { describe, expect, it } from 'vitest';
import { numberFieldProblem } from '../../../shared/forms/number-field.ts';
import { visibleActions } from './action-bar.ts';
import { lineOf, orderOf } from './test-orders.ts';
import {
  initialChoice,
  withdrawActionLabel,
  withdrawableLines,
  withdrawPayload,
  withdrawQtyRules,
  withdrawsEverything,
} from './withdrawal.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${JSON.stringify(options)})` : key;

describe('withdrawal from the contract (web model)', () => {
  it('labels the action with the days left, the last day, or plainly', () => {
    expect(withdrawActionLabel(t, 9)).toBe('orders.withdraw.action({"count":9})');
    expect(withdrawActionLabel(t, 1)).toBe('orders.withdraw.action({"count":1})');
    expect(withdrawActionLabel(t, 0)).toBe('orders.withdraw.actionLastDay');
    expect(withdrawActionLabel(t, null)).toBe('orders.actions.buyerWithdraw');
  });

  it('shows the action when the server offers it, before the after-sales application', () => {
    expect(visibleActions([{ operation: 'buyerApplyReverse' }, { operation: 'buyerWithdraw' }])).toEqual([
      'buyerWithdraw',
      'buyerApplyReverse',
    ]);
  });

  it('offers only lines with quantity left, no gifts nor bundle heads', () => {
    const order = orderOf({
      tradeOrderLineList: [
        lineOf(1, { canReverseQty: 2, tradeQty: 2 }),
        lineOf(2, { canReverseQty: 0 }),
        lineOf(3, { tradeOrderLineBusinessType: 'GIFT' }),
        lineOf(4, { lineGroupTypeDict: 'DIY_MAIN', diySkuLineList: [lineOf(5, { parentLineId: 4 })] }),
      ],
    });
    expect(withdrawableLines(order).map((l) => l.id)).toEqual([1, 5]);
  });

  it('chooses a single line whole, several not at all', () => {
    const one = [lineOf(1, { canReverseQty: 3, tradeQty: 3 })];
    expect([...initialChoice(one)]).toEqual([[1, 3]]);
    expect(initialChoice([lineOf(1), lineOf(2)]).size).toBe(0);
  });

  it('refuses quantities outside the line or off its step instead of changing them', () => {
    const pieces = lineOf(1, { canReverseQty: 3 });
    const key = (line: typeof pieces, value: unknown, language = 'de') =>
      numberFieldProblem(value, language, withdrawQtyRules(line))?.key ?? null;
    expect(key(pieces, '3')).toBeNull();
    expect(key(pieces, '5')).toBe('forms.number.max');
    expect(key(pieces, '0')).toBe('forms.number.min');
    expect(key(pieces, '')).toBe('forms.required');
    expect(key(pieces, '2,4')).toBe('forms.number.whole');
    const felt = lineOf(2, {
      canReverseQty: 2.5,
      sku: { ...lineOf(2).sku, businessTypeDict: 'WEIGHT', adjustStep: 0.5 },
    });
    expect(key(felt, '1,5')).toBeNull();
    expect(key(felt, '1.5', 'en')).toBeNull();
    expect(key(felt, '1,3')).toBe('forms.number.step');
    expect(key(felt, '9')).toBe('forms.number.max');
    expect(key(felt, '1.5')).toBe('forms.number.useComma');
  });

  it('sends the chosen lines and quantities', () => {
    expect(withdrawPayload(9, new Map([[1, 2]]))).toEqual({
      tradeOrder: { id: 9 },
      reverseTradeOrderLineList: [{ tradeOrderLine: { id: 1 }, reverseQty: 2 }],
    });
  });

  it('knows when everything left of the order goes back (the delivery costs come back too)', () => {
    const lines = [lineOf(1, { canReverseQty: 2 }), lineOf(2)];
    const order = orderOf({ reverseStatus: 'NOT_REQUESTED' });
    expect(
      withdrawsEverything(
        order,
        lines,
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ),
    ).toBe(true);
    expect(
      withdrawsEverything(
        order,
        lines,
        new Map([
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toBe(false);
    expect(withdrawsEverything(order, lines, new Map([[1, 2]]))).toBe(false);
    expect(
      withdrawsEverything(
        { reverseStatus: 'PROCESSING' },
        lines,
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ),
    ).toBe(false);
  });
});
