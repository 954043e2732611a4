import { describe, expect, it } from 'vitest';
import type { ApplyPreview } from '../api/after-sales-types.ts';
import {
  amountError,
  applicableLines,
  buildApplyPayload,
  formFieldOfError,
  initialType,
  initialValues,
  isMeasured,
  isOnStep,
  maxQty,
  minQty,
  parseLineIds,
  qtyError,
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
    applyRefundAmt: null,
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
  it('accepts 1..canReverseQty on the step and names what is wrong otherwise', () => {
    expect(qtyError(1, piece, 'SALE_RETURN')).toBeNull();
    expect(qtyError(3, piece, 'SALE_RETURN')).toBeNull();
    expect(qtyError(0, piece, 'SALE_RETURN')).toBe('afterSales.errors.qtyMin');
    expect(qtyError(null, piece, 'SALE_RETURN')).toBe('afterSales.errors.qtyMin');
    expect(qtyError(4, piece, 'SALE_RETURN')).toBe('afterSales.errors.qtyMax');
    expect(qtyError(1.5, piece, 'SALE_RETURN')).toBe('afterSales.apply.validation.qtyStep');
    expect(qtyError(2.5, weight, 'SALE_RETURN')).toBeNull();
    expect(qtyError(1.2, weight, 'SALE_RETURN')).toBe('afterSales.apply.validation.qtyStep');
    expect(qtyError(3, weight, 'SALE_RETURN')).toBe('afterSales.errors.qtyMax');
  });
  it('has no floating-point dust on steps', () => {
    expect(isOnStep(0.3, 0.1)).toBe(true);
    expect(isOnStep(0.35, 0.1)).toBe(false);
  });
  it('takes the cancellable quantity for cancel before delivery', () => {
    expect(maxQty({ canCancelQty: 2, canReverseQty: 0 }, 'SALE_CANCEL_BEFORE_DELIVERY')).toBe(2);
    expect(maxQty({ canCancelQty: 2, canReverseQty: 0 }, 'SALE_REFUND')).toBe(0);
  });
});

describe('refund amount', () => {
  const available = { value: '80.50', currency: 'EUR' };
  it('is required, 0..available with at most two decimals', () => {
    expect(amountError('', available)).toBe('afterSales.errors.refundAmountRequired');
    expect(amountError(undefined, available)).toBe('afterSales.errors.refundAmountRequired');
    expect(amountError('0', available)).toBeNull();
    expect(amountError('80.50', available)).toBeNull();
    expect(amountError('80.51', available)).toBe('afterSales.errors.amountTooHigh');
    expect(amountError('1.234', available)).toBe('afterSales.errors.amountFormat');
    expect(amountError('-1', available)).toBe('afterSales.errors.amountFormat');
    expect(amountError('abc', available)).toBe('afterSales.errors.amountFormat');
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
    const v = initialValues(preview, [2], 'SALE_RETURN');
    expect(v.selected).toEqual({ 1: false, 2: true });
    expect(v.qty).toEqual({ 1: 3, 2: 2.5 });
    expect(v.applyRefundAmt).toBeUndefined();
  });
});

describe('payload', () => {
  const values = {
    reverseTradeOrderType: 'SALE_RETURN',
    selected: { 1: true, 2: false },
    qty: { 1: 2, 2: 2.5 },
    exchangeSku: { 1: 99 },
    reverseReason: 'DAMAGED',
    applyRefundAmt: '12.5',
    remark: '  broken leg  ',
    images: [{ url: '/files/a.png' }],
  };
  it('builds the submit payload of spec §3', () => {
    expect(buildApplyPayload(preview, values)).toEqual({
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
  it('sends no amount for an exchange, and the replacement SKU per line', () => {
    const p = buildApplyPayload(preview, { ...values, reverseTradeOrderType: 'SALE_EXCHANGE' });
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
    const p = buildApplyPayload(undelivered, {
      ...values,
      reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY',
      selected: {},
      applyRefundAmt: '1.00',
    });
    expect(p.applyRefundAmt).toEqual({ value: '80.50', currency: 'EUR' });
    expect(p.reverseTradeOrderLineList).toEqual([
      { reverseQty: 3, tradeOrderLine: { id: 1 } },
      { reverseQty: 1, tradeOrderLine: { id: 2 } },
    ]);
  });
  it('keeps at most six images', () => {
    const images = Array.from({ length: 8 }, (_, i) => ({ url: `/files/${i}.png` }));
    expect(buildApplyPayload(preview, { ...values, images }).submitRemark.attachmentList.files).toHaveLength(
      6,
    );
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
