import { describe, expect, it } from 'vitest';
import {
  commentAddUrl,
  offersReviewNow,
  parseLineIds,
  parsePositiveId,
  type ReviewableOrder,
  unreviewedLines,
  visibleLines,
} from './review-lines.ts';

const order: ReviewableOrder = {
  id: 9,
  tradeOrderCommentStatus: 'PARTIAL',
  tradeOrderLineList: [
    { id: 1, lineGroupTypeDict: null, commentStatus: 'EVALUATED', commentId: 50 },
    { id: 2, lineGroupTypeDict: 'DIY_MAIN', commentStatus: 'NOT_EVALUATED', commentId: null },
    { id: 3, lineGroupTypeDict: 'DIY_CHILD', commentStatus: 'NOT_EVALUATED', commentId: null },
    { id: 4, lineGroupTypeDict: null, commentStatus: 'NOT_EVALUATED', commentId: null },
  ],
};

describe('to-review lines', () => {
  it('hides parts of a DIY bundle', () => {
    expect(visibleLines(order).map((l) => l.id)).toEqual([1, 2, 4]);
  });

  it('reviews only the visible lines without a review', () => {
    expect(unreviewedLines(order).map((l) => l.id)).toEqual([2, 4]);
  });

  it('links review-now to those lines as a JSON list', () => {
    const url = new URL(commentAddUrl(order), 'http://x');
    expect(url.pathname).toBe('/buyer/comment-add');
    expect(url.searchParams.get('orderId')).toBe('9');
    expect(url.searchParams.get('orderLineIds')).toBe('[2,4]');
  });

  it('hides review-now on an EVALUATED order, and when nothing is left', () => {
    expect(offersReviewNow(order)).toBe(true);
    expect(offersReviewNow({ ...order, tradeOrderCommentStatus: 'EVALUATED' })).toBe(false);
    const done = order.tradeOrderLineList.map((l) => ({ ...l, commentStatus: 'EVALUATED' }));
    expect(offersReviewNow({ ...order, tradeOrderLineList: done })).toBe(false);
  });
});

describe('line ids from the URL', () => {
  it('reads a JSON list, a single id and a comma list', () => {
    expect(parseLineIds('[3,4]')).toEqual([3, 4]);
    expect(parseLineIds('["3","4"]')).toEqual([3, 4]);
    expect(parseLineIds('7')).toEqual([7]);
    expect(parseLineIds('3,4')).toEqual([3, 4]);
  });

  it('drops what is not a positive id and repeats', () => {
    expect(parseLineIds('[3,-1,0,1.5,"x",null,3]')).toEqual([3]);
    expect(parseLineIds('{"a":1}')).toEqual([]);
    expect(parseLineIds(null)).toEqual([]);
    expect(parseLineIds('')).toEqual([]);
  });

  it('reads a route id', () => {
    expect(parsePositiveId('12')).toBe(12);
    expect(parsePositiveId('0')).toBeNull();
    expect(parsePositiveId('1e3')).toBeNull();
    expect(parsePositiveId(undefined)).toBeNull();
  });
});
