import { describe, expect, it } from 'vitest';
import { pagePayload, parseListQuery, showPager, withChanges } from './list-query.ts';
import { timeline } from './shipments.ts';
import { offeredOperations, statusTone } from './status.ts';

describe('list query', () => {
  it('defaults to page 1 of 20', () => {
    expect(parseListQuery(new URLSearchParams())).toEqual({
      keyword: undefined,
      pageNo: 1,
      pageSize: 20,
      applied: undefined,
      reverseOrderId: undefined,
    });
  });
  it('restores every parameter from the URL', () => {
    const q = parseListQuery(
      new URLSearchParams(
        'keyword= RS1 &pageNo=3&pageSize=10&applied=DONE&reverseOrderId=4,x,5&tradeOrderId=9&skuId=8',
      ),
    );
    expect(q).toEqual({
      keyword: 'RS1',
      pageNo: 3,
      pageSize: 10,
      applied: 'DONE',
      reverseOrderId: '4,5',
      tradeOrderId: 9,
      skuId: 8,
    });
    expect(pagePayload(q)).toEqual({
      keyword: 'RS1',
      applied: 'DONE',
      reverseOrderId: '4,5',
      page: { no: 3, size: 10 },
    });
  });
  it('ignores bad numbers and the ALL filter; needs both ids for the line view', () => {
    const q = parseListQuery(new URLSearchParams('pageNo=-2&pageSize=abc&applied=ALL&tradeOrderId=9'));
    expect(q.pageNo).toBe(1);
    expect(q.pageSize).toBe(20);
    expect(q.applied).toBeUndefined();
    expect(q.tradeOrderId).toBeUndefined();
  });
  it('writes changes without defaults', () => {
    const next = withChanges(new URLSearchParams('keyword=a&pageNo=2'), {
      keyword: undefined,
      pageNo: 1,
      applied: 'DONE',
    });
    expect(next.toString()).toBe('applied=DONE');
  });
  it('shows the pager only above ten', () => {
    expect(showPager(10)).toBe(false);
    expect(showPager(11)).toBe(true);
  });
});

describe('status and operations', () => {
  it('groups statuses by tone', () => {
    expect(statusTone('REFUND_DONE')).toBe('done');
    expect(statusTone('REVERSE_CANCELED')).toBe('closed');
    expect(statusTone('REFUND_FAIL')).toBe('failed');
    expect(statusTone('WAITING_FOR_BUYER_RETURN')).toBe('active');
  });
  it('shows only offered operations, in a stable order', () => {
    expect(
      offeredOperations([{ operation: 'CANCEL' }, { operation: 'POST_BACK' }, { operation: 'NOPE' }]),
    ).toEqual(['POST_BACK', 'CANCEL']);
    expect(offeredOperations(null)).toEqual([]);
  });
});

describe('logistics timeline', () => {
  const shipment = {
    id: 1,
    direction: 'RETURN' as const,
    fulfillmentProgressStatus: 'SEND_DELIVERY' as const,
    operaterType: 'USER' as const,
    serviceCode: 'AB1',
    fulfillmentServiceProvider: { id: 1, entityName: 'DHL Paket', entityCode: 'DHL' },
    createdAt: '2026-01-01T00:00:00Z',
    logisticsList: [
      { ftime: '2026-01-01T10:00:00Z', areaName: '', context: 'picked up' },
      { ftime: '2026-01-02T10:00:00Z', areaName: '', context: 'delivered' },
    ],
  };
  it('puts the newest first, preferring the tracking call', () => {
    expect(timeline(shipment, undefined).map((e) => e.context)).toEqual(['delivered', 'picked up']);
    expect(
      timeline(shipment, [
        { formatTime: '2026-01-03T00:00:00Z', context: 'a', stage: 'IN_TRANSIT' as const },
        { formatTime: '2026-01-04T00:00:00Z', context: 'b', stage: 'DELIVERED' as const },
      ]).map((e) => e.context),
    ).toEqual(['b', 'a']);
    expect(timeline(undefined, undefined)).toEqual([]);
  });
});
