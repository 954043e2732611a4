import { describe, expect, it } from 'vitest';
import {
  afterSalesApplyUrl,
  afterSalesOfLineUrl,
  buyAgainLines,
  cancelAfterPayPayload,
  commentUrl,
  confirmTarget,
  lineInAfterSales,
  payBalanceUrl,
  postponePayload,
  prePayUrl,
  reverseTypes,
  reversibleLines,
  shareLink,
} from './action-targets.ts';
import { lineOf, orderOf, packageOf } from './test-orders.ts';

describe('payment targets', () => {
  it('sends pay to pre-pay with the contract as trade', () => {
    expect(prePayUrl(3, 1)).toBe('/buyer/pre-pay?tradeId=3&buyerId=1&contractId=3');
  });

  it('pays a pre-sale balance directly after the deposit, else through checkout', () => {
    expect(payBalanceUrl({ id: 12, notFirstTime: true }, 1)).toBe(
      '/buyer/pre-pay?tradeId=12&buyerId=1&contractId=12',
    );
    expect(payBalanceUrl({ id: 12, notFirstTime: false }, 1)).toBe('/checkout?tradeContractId=12');
  });
});

describe('review and after-sales targets', () => {
  it('reviews the lines not yet reviewed', () => {
    const order = orderOf({ tradeOrderLineList: [lineOf(1, { commentStatus: 'EVALUATED' }), lineOf(2)] });
    expect(commentUrl(order)).toBe(`/buyer/comment-add?orderId=9&orderLineIds=${encodeURIComponent('[2]')}`);
  });

  it('offers the order’s own after-sales types, else refund, return and exchange', () => {
    expect(reverseTypes(orderOf())).toEqual(['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE']);
    expect(reverseTypes(orderOf({ availableReverseTypes: ['SALE_CANCEL_BEFORE_DELIVERY'] }))).toEqual([
      'SALE_CANCEL_BEFORE_DELIVERY',
    ]);
  });

  it('lists reversible lines without gifts, DIY main lines or spent lines, with DIY parts', () => {
    const order = orderOf({
      tradeOrderLineList: [
        lineOf(1),
        lineOf(2, { tradeOrderLineBusinessType: 'GIFT' }),
        lineOf(3, { canReverseQty: 0, canCancelQty: 0 }),
        lineOf(4, {
          lineGroupTypeDict: 'DIY_MAIN',
          diySkuLineList: [lineOf(5, { lineGroupTypeDict: 'DIY_CHILD' })],
        }),
      ],
    });
    expect(reversibleLines(order).map((l) => l.id)).toEqual([1, 5]);
  });

  it('builds the application and per-line list links', () => {
    expect(afterSalesApplyUrl(9, [1, 5], 'SALE_RETURN')).toBe(
      '/buyer/as/apply?tradeOrderId=9&tradeOrderLineId=1%2C5&asType=SALE_RETURN',
    );
    expect(afterSalesOfLineUrl(9, 101)).toBe('/buyer/as/list?tradeOrderId=9&skuId=101');
  });

  it('links lines whose after-sales are processing or done', () => {
    expect(lineInAfterSales({ reverseStatus: 'PROCESSING' })).toBe(true);
    expect(lineInAfterSales({ reverseStatus: 'DONE' })).toBe(true);
    expect(lineInAfterSales({ reverseStatus: 'NOT_REQUESTED' })).toBe(false);
  });
});

describe('receipt targets', () => {
  it('signs one package here and sends several to the confirm page', () => {
    expect(confirmTarget(9, [packageOf(4)])).toEqual({ kind: 'sign', packageId: 4 });
    expect(confirmTarget(9, [packageOf(4), packageOf(5), packageOf(6, 'SIGN_IN')])).toEqual({
      kind: 'page',
      url: '/buyer/confirm/9',
    });
    expect(confirmTarget(9, [packageOf(6, 'SIGN_IN')])).toEqual({ kind: 'none' });
  });

  it('postpones with the packages on their way and every line', () => {
    expect(postponePayload(orderOf(), [packageOf(4), packageOf(6, 'SIGN_IN')])).toEqual({
      id: 9,
      fulfillmentProgressList: [{ id: 4 }],
      tradeOrderLineList: [{ id: 1 }, { id: 2 }],
    });
  });
});

describe('cancel after payment', () => {
  it('cancels every line at its full quantity', () => {
    const order = orderOf({ tradeOrderLineList: [lineOf(1, { tradeQty: 3 }), lineOf(2, { tradeQty: 2.5 })] });
    expect(cancelAfterPayPayload(order)).toEqual({
      tradeOrder: { id: 9 },
      reverseTradeOrderLineList: [
        { tradeOrderLine: { id: 1 }, reverseQty: 3 },
        { tradeOrderLine: { id: 2 }, reverseQty: 2.5 },
      ],
    });
  });
});

describe('buy again', () => {
  it('adds every line but gifts with shop, seller, quantity and the shop’s cart line type', () => {
    const order = orderOf({
      shop: { id: 5, name: 'S', siteName: 'S', siteAddress: '', shopChannelType: 'O2O' },
      tradeOrderLineList: [lineOf(1, { tradeQty: 2 }), lineOf(2, { tradeOrderLineBusinessType: 'GIFT' })],
    });
    expect(buyAgainLines(order)).toEqual([
      {
        sku: { id: 101 },
        item: { id: 201 },
        shop: { id: 5 },
        seller: { id: 8 },
        skuQty: 2,
        cartLineTypeDict: 'NORMAL_SALE_O2O',
      },
    ]);
  });

  it('keeps DIY bundles together with their markers', () => {
    const order = orderOf({
      tradeOrderLineList: [lineOf(4, { lineGroupTypeDict: 'DIY_MAIN', diySkuLineList: [lineOf(5)] })],
    });
    const lines = buyAgainLines(order);
    expect(lines.map((l) => [l.sku.id, l.lineGroupTypeDict, l.diyMainSkuId])).toEqual([
      [104, 'DIY_MAIN', undefined],
      [105, 'DIY_CHILD', 104],
    ]);
  });
});

describe('group buying', () => {
  it('shares /items/{shopId}/{orderId}', () => {
    expect(shareLink('https://shop.test', 5, 9)).toBe('https://shop.test/items/5/9');
  });
});
