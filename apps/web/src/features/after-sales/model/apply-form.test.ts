import type { ApplyPreview } from '@kontor/domain/after-sales/after-sales-responses';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  applicableLines,
  buildApplyPayload,
  formFieldOfError,
  initialType,
  initialValues,
  isMeasured,
  maxQty,
  minQty,
  parseLineIds,
  qtyProblem,
  qtyStep,
} from './apply-form.ts';

const sku = (id: number) => ({
  id,
  name: `Sku ${id}`,
  image: '',
  attributes: [],
  salePrc: null,
  item: { id: id * 10 },
});

function line(
  id: number,
  over: Partial<ApplyPreview['reverseTradeOrderLineList'][number]['tradeOrderLine']> = {},
) {
  return {
    tradeOrderLine: {
      id,
      tradeQty: 3,
      canCancelQty: 0,
      canReverseQty: 3,
      tradeOrderLineBusinessType: null,
      lineGroupTypeDict: null,
      adjustStep: 1,
      unitName: 'pcs',
      paidAmt: { value: '30.00', currency: 'EUR' },
      sku: sku(id),
      ...over,
    },
    reverseQty: 0,
    applyRefundAmt: { value: '0.00', currency: 'EUR' },
  };
}

const preview: ApplyPreview = {
  tradeOrder: { id: 7, tradeOrderCode: 'T7', displayStatus: 'COMPLETE' },
  reverseTradeOrderType: 'SALE_RETURN',
  availableReverseTypes: ['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE'],
  availableReverseReasons: [{ code: 'DAMAGED', name: 'Damaged' }],
  availableRefundAmt: { value: '80.50', currency: 'EUR' },
  reverseTradeOrderLineList: [
    line(1),
    line(2, { adjustStep: 0.5, tradeQty: 2.5, canReverseQty: 2.5, unitName: 'kg' }),
    line(3, { tradeOrderLineBusinessType: 'GIFT' }),
    line(4, { lineGroupTypeDict: 'DIY_MAIN' }),
    line(5, { canReverseQty: 0, canCancelQty: 0 }),
  ],
};

describe('applicable lines', () => {
  it('lists only lines with something left, no gifts and no DIY main lines', () => {
    expect(applicableLines(preview).map((l) => l.id)).toEqual([1, 2]);
  });
});

describe('quantities', () => {
  const [piece, weight] = applicableLines(preview) as [never, never];
  it('steps by the adjust step for weight items, by one otherwise', () => {
    expect(qtyStep(piece)).toBe(1);
    expect(qtyStep(weight)).toBe(0.5);
    expect(isMeasured(weight)).toBe(true);
    expect(isMeasured(piece)).toBe(false);
    expect(minQty(weight)).toBe(0.5);
    expect(minQty(piece)).toBe(1);
  });
  const key = (value: unknown, l: never, language = 'en') =>
    qtyProblem(value, l, 'SALE_RETURN', language)?.key ?? null;
  it('accepts 1..canReverseQty on the step and names what is wrong otherwise', () => {
    expect(key(1, piece)).toBeNull();
    expect(key('3', piece)).toBeNull();
    expect(key(0, piece)).toBe('forms.number.min');
    expect(key(null, piece)).toBe('afterSales.errors.qtyRequired');
    expect(key('', piece)).toBe('afterSales.errors.qtyRequired');
    expect(key(4, piece)).toBe('forms.number.max');
    expect(key('1.5', piece)).toBe('forms.number.whole');
    expect(key('2.5', weight)).toBeNull();
    expect(key('1.2', weight)).toBe('forms.number.step');
    expect(key(3, weight)).toBe('forms.number.max');
  });
  it('reads quantities as the interface language writes them', () => {
    expect(key('2,5', weight, 'de')).toBeNull();
    expect(key('2.5', weight, 'de')).toBe('forms.number.useComma');
    expect(key('2,5', weight, 'en')).toBe('forms.number.usePoint');
    expect(key('zwei', weight, 'de')).toBe('forms.number.invalid');
  });
  it('names the bound with its unit', () => {
    expect(qtyProblem('3', weight, 'SALE_RETURN', 'de', { max: '2,5 kg' })).toEqual({
      key: 'forms.number.max',
      params: { max: '2,5 kg' },
    });
  });
  it('takes the cancellable quantity for cancel before delivery', () => {
    expect(maxQty({ canCancelQty: 2, canReverseQty: 0 }, 'SALE_CANCEL_BEFORE_DELIVERY')).toBe(2);
    expect(maxQty({ canCancelQty: 2, canReverseQty: 0 }, 'SALE_REFUND')).toBe(0);
  });
});

describe('refund amount', () => {
  const available = { value: '80.50', currency: 'EUR' };
  const key = (value: unknown, language = 'en') => amountProblem(value, available, language)?.key ?? null;
  it('is required, 0..available with at most two decimals', () => {
    expect(key('')).toBe('afterSales.errors.refundAmountRequired');
    expect(key(undefined)).toBe('afterSales.errors.refundAmountRequired');
    expect(key('0')).toBeNull();
    expect(key('80.50')).toBeNull();
    expect(key('80.51')).toBe('forms.number.max');
    expect(key('1.234')).toBe('forms.number.decimals');
    expect(key('-1')).toBe('forms.number.negative');
    expect(key('abc')).toBe('forms.number.invalid');
  });
  it('reads a German "10,50" as 10.50 and never takes the maximum instead', () => {
    expect(key('10,50', 'de')).toBeNull();
    expect(key('80,50', 'de')).toBeNull();
    expect(key('80,51', 'de')).toBe('forms.number.max');
    expect(key('10.50', 'de')).toBe('forms.number.useComma');
    expect(key('1.000', 'de')).toBe('forms.number.max');
    expect(amountProblem('abc', available, 'de', '80,50 €')).toEqual({
      key: 'forms.number.invalid',
      params: { example: '10,50' },
    });
    expect(amountProblem('81', available, 'de', '80,50 €')).toEqual({
      key: 'forms.number.max',
      params: { max: '80,50 €' },
    });
  });
});

describe('initial values and URL', () => {
  it('parses comma-separated line ids', () => {
    expect(parseLineIds('1, 2,x,0,-3')).toEqual([1, 2]);
    expect(parseLineIds(null)).toEqual([]);
  });
  it('starts with the asked type when the order offers it', () => {
    expect(initialType(preview, 'SALE_EXCHANGE')).toBe('SALE_EXCHANGE');
    expect(initialType(preview, 'SALE_CANCEL_BEFORE_DELIVERY')).toBe('SALE_REFUND');
    expect(initialType(preview, null)).toBe('SALE_REFUND');
  });
  it('picks the lines named in the URL at their full quantity', () => {
    const v = initialValues(preview, [2], 'SALE_RETURN', 'de');
    expect(v.selected).toEqual({ 1: false, 2: true });
    expect(v.qty).toEqual({ 1: 3, 2: 2.5 });
    expect(v.applyRefundAmt).toBeUndefined();
  });
});

describe('payload', () => {
  const values = {
    reverseTradeOrderType: 'SALE_RETURN' as const,
    selected: { 1: true, 2: false },
    qty: { 1: 2, 2: 2.5 },
    exchangeSku: { 1: 99 },
    reverseReason: 'DAMAGED',
    applyRefundAmt: '12.5',
    remark: '  broken leg  ',
    images: ['/files/a.png'],
  };
  it('builds the submit payload of spec §3', () => {
    expect(buildApplyPayload(preview, values, 'en')).toEqual({
      reverseTradeOrderType: 'SALE_RETURN',
      tradeOrder: { id: 7 },
      reverseReason: 'DAMAGED',
      applyRefundAmt: { value: '12.50', currency: 'EUR' },
      submitRemark: {
        entityType: 'BUYER',
        remark: 'broken leg',
        attachmentList: { files: [{ url: '/files/a.png' }] },
      },
      reverseTradeOrderLineList: [{ reverseQty: 2, tradeOrderLine: { id: 1 } }],
    });
  });
  it('reads the amount and quantities as the interface language writes them', () => {
    const german = { ...values, applyRefundAmt: '10,50', qty: { 1: '2', 2: '2,5' } };
    const p = buildApplyPayload(preview, german, 'de');
    expect(p.applyRefundAmt).toEqual({ value: '10.50', currency: 'EUR' });
    expect(p.reverseTradeOrderLineList).toEqual([{ reverseQty: 2, tradeOrderLine: { id: 1 } }]);
    expect(buildApplyPayload(preview, { ...german, applyRefundAmt: '1.000' }, 'de').applyRefundAmt).toEqual({
      value: '1000.00',
      currency: 'EUR',
    });
  });
  it('sends no amount for an exchange, and the replacement SKU per line', () => {
    const p = buildApplyPayload(preview, { ...values, reverseTradeOrderType: 'SALE_EXCHANGE' }, 'en');
    expect(p.applyRefundAmt).toBeUndefined();
    expect(p.reverseTradeOrderLineList).toEqual([
      { reverseQty: 2, tradeOrderLine: { id: 1 }, derivativeSku: { id: 99 } },
    ]);
  });
  it('takes every cancellable line at full quantity and the full amount for cancel before delivery', () => {
    const undelivered: ApplyPreview = {
      ...preview,
      reverseTradeOrderLineList: [
        line(1, { canCancelQty: 3, canReverseQty: 0 }),
        line(2, { canCancelQty: 1, canReverseQty: 0 }),
      ],
    };
    const p = buildApplyPayload(
      undelivered,
      {
        ...values,
        reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY',
        selected: {},
        applyRefundAmt: '1.00',
      },
      'en',
    );
    expect(p.applyRefundAmt).toEqual({ value: '80.50', currency: 'EUR' });
    expect(p.reverseTradeOrderLineList).toEqual([
      { reverseQty: 3, tradeOrderLine: { id: 1 } },
      { reverseQty: 1, tradeOrderLine: { id: 2 } },
    ]);
  });
  it('keeps at most six images', () => {
    const images = Array.from({ length: 8 }, (_, i) => `/files/${i}.png`);
    expect(
      buildApplyPayload(preview, { ...values, images }, 'en').submitRemark?.attachmentList.files,
    ).toHaveLength(6);
  });
});

describe('server field errors', () => {
  const lines = [
    { reverseQty: 2, tradeOrderLine: { id: 11 } },
    { reverseQty: 1, tradeOrderLine: { id: 12 } },
  ];
  it('land on the field of the line they name', () => {
    expect(formFieldOfError('reverseTradeOrderLineList.1.reverseQty', lines)).toEqual(['qty', '12']);
    expect(formFieldOfError('reverseTradeOrderLineList.0.derivativeSku', lines)).toEqual([
      'exchangeSku',
      '11',
    ]);
    expect(formFieldOfError('reverseTradeOrderLineList', lines)).toEqual(['selected']);
    expect(formFieldOfError('applyRefundAmt.value', lines)).toEqual(['applyRefundAmt']);
    expect(formFieldOfError('reverseReason', lines)).toEqual(['reverseReason']);
    expect(formFieldOfError('reverseTradeOrderLineList.5.reverseQty', lines)).toBeNull();
    expect(formFieldOfError('somethingElse', lines)).toBeNull();
  });
});
