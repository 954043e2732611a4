import type { OrderStat } from '@kontor/domain/orders/orders-responses';
import { MAX_PAGE_SIZE } from '@kontor/domain/paging';
import { describe, expect, it } from 'vitest';
import {
  changeListState,
  countsPayload,
  hasPointsMall,
  LIST_MAX_PAGE_SIZE,
  listPayload,
  type OrderListState,
  parseListQuery,
  tabCount,
  toListQuery,
} from './list-query.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const base: OrderListState = {
  keyword: '',
  status: 'all',
  timespan: 'all',
  pageNo: 1,
  pageSize: 5,
  from: 'mine',
};

describe('order list URL', () => {
  it('reads defaults from an empty query', () => {
    expect(parseListQuery(new URLSearchParams(), 'UK')).toEqual(base);
  });

  it('round-trips every parameter', () => {
    const state: OrderListState = {
      keyword: 'desk',
      status: 'unreceived',
      timespan: 'lastYear',
      pageNo: 3,
      pageSize: 10,
      from: 'points',
    };
    const query = toListQuery(state);
    expect(query.toString()).toBe(
      'keyword=desk&status=unreceived&timespan=lastYear&pageNo=3&pageSize=10&from=points',
    );
    expect(parseListQuery(query, 'UK')).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(toListQuery(base).toString()).toBe('');
  });

  it('falls back on unknown or out-of-range values', () => {
    const q = new URLSearchParams('status=bogus&timespan=decade&pageNo=-2&pageSize=500&from=elsewhere');
    expect(parseListQuery(q, 'UK')).toEqual(base);
    expect(parseListQuery(new URLSearchParams('pageNo=1.5&pageSize=0'), 'UK')).toEqual(base);
  });

  it('offers only All and no points mall in the German storefront', () => {
    const q = new URLSearchParams('status=unpaid&from=points');
    expect(parseListQuery(q, 'DE')).toMatchObject({ status: 'all', from: 'mine' });
    expect(parseListQuery(q, 'NL')).toMatchObject({ status: 'unpaid', from: 'points' });
    expect(hasPointsMall('DE')).toBe(false);
    expect(hasPointsMall('SE')).toBe(true);
  });

  it('caps the page size at the server’s limit', () => {
    expect(LIST_MAX_PAGE_SIZE).toBe(MAX_PAGE_SIZE);
    expect(parseListQuery(new URLSearchParams('pageSize=100'), 'UK').pageSize).toBe(100);
  });

  it('trims and caps the keyword', () => {
    const long = 'x'.repeat(150);
    expect(parseListQuery(new URLSearchParams({ keyword: `  ${long} ` }), 'UK').keyword).toHaveLength(100);
  });

  it('starts again at page 1 when a filter changes, keeps the page on a page change', () => {
    const on3 = { ...base, pageNo: 3 };
    expect(changeListState(on3, { status: 'unpaid' }).pageNo).toBe(1);
    expect(changeListState(on3, { keyword: ' lamp ' })).toMatchObject({ keyword: 'lamp', pageNo: 1 });
    expect(changeListState(on3, { pageNo: 4 }).pageNo).toBe(4);
  });
});

describe('order list payloads', () => {
  it('builds the list call payload', () => {
    expect(listPayload(base, NOW)).toEqual({
      queryParams: { page: { no: 1, size: 5 } },
      searchStatus: { value: 'ALL_ORDER' },
      deviceSource: 'PC',
    });
  });

  it('adds keyword, time range and points trade type', () => {
    const state: OrderListState = {
      ...base,
      keyword: 'KO2026',
      status: 'unpaid',
      timespan: 'lastYear',
      from: 'points',
      pageNo: 2,
    };
    expect(listPayload(state, NOW)).toEqual({
      queryParams: { page: { no: 2, size: 5 }, fuzzyValue: 'KO2026' },
      searchStatus: { value: 'PENDING_PAY' },
      deviceSource: 'PC',
      timeline: { startTime: '2025-01-01T00:00:00.000Z', endTime: '2026-01-01T00:00:00.000Z' },
      tradeType: 'NORMAL_POINT_REDEEM',
    });
    expect(listPayload(state, NOW, 7).queryParams.page.no).toBe(7);
  });

  it('builds the counts payload without status or page', () => {
    expect(countsPayload({ ...base, keyword: 'lamp', timespan: '3months' }, NOW)).toEqual({
      deviceSource: 'PC',
      queryParams: { fuzzyValue: 'lamp' },
      timeline: { startTime: '2026-08-21T12:00:00.000Z' },
    });
  });

  it('reads tab counts from the status stats', () => {
    const stats: OrderStat[] = [
      { displayOrderStatus: 'ALL_ORDER', quantity: 41 },
      { displayOrderStatus: 'PENDING_PAY', quantity: 7 },
      { displayOrderStatus: 'CANCELED', quantity: 2 },
      { displayOrderStatus: 'CLOSED', quantity: 1 },
    ];
    expect(tabCount('all', stats)).toBe(41);
    expect(tabCount('unpaid', stats)).toBe(7);
    expect(tabCount('finished', stats)).toBe(0);
    expect(tabCount('canceled', stats)).toBe(3);
    expect(tabCount('all', undefined)).toBeUndefined();
  });
});
