import { describe, expect, it } from 'vitest';
import { changeCommentsState, parseCommentsQuery, toCommentsQuery } from './comments-query.ts';
import { parseSellerFilters, toSellerQuery } from './seller-filters.ts';

describe('/buyer/comments URL', () => {
  it('defaults to the to-review tab, page 1 of 4', () => {
    expect(parseCommentsQuery(new URLSearchParams())).toEqual({
      status: 'unComment',
      pageNo: 1,
      pageSize: 4,
      keyword: '',
    });
  });

  it('restores tab, page, size and keyword, and round-trips them', () => {
    const params = new URLSearchParams('status=comment&pageNo=3&pageSize=8&keyword=oak');
    const state = parseCommentsQuery(params);
    expect(state).toEqual({ status: 'comment', pageNo: 3, pageSize: 8, keyword: 'oak' });
    expect(toCommentsQuery(state).toString()).toBe('status=comment&pageNo=3&pageSize=8&keyword=oak');
  });

  it('falls back on unknown values', () => {
    expect(parseCommentsQuery(new URLSearchParams('status=x&pageNo=-2&pageSize=1000'))).toMatchObject({
      status: 'unComment',
      pageNo: 1,
      pageSize: 4,
    });
  });

  it('always writes the tab; a tab change starts at page 1 and drops the search', () => {
    const state = parseCommentsQuery(new URLSearchParams('status=comment&pageNo=3&keyword=oak'));
    const next = changeCommentsState(state, { status: 'unComment' });
    expect(toCommentsQuery(next).toString()).toBe('status=unComment');
    expect(toCommentsQuery(changeCommentsState(state, { pageNo: 2 })).get('pageNo')).toBe('2');
    expect(changeCommentsState(state, { keyword: ' desk ' })).toMatchObject({ pageNo: 1, keyword: 'desk' });
  });
});

describe('/seller/reviews URL', () => {
  it('reads rating, replied and page, and round-trips them', () => {
    const filters = parseSellerFilters(new URLSearchParams('rating=2&replied=no&pageNo=2'));
    expect(filters).toEqual({ rateDict: 2, replied: false, pageNo: 2 });
    expect(toSellerQuery(filters).toString()).toBe('rating=2&replied=no&pageNo=2');
  });

  it('ignores what it does not know', () => {
    expect(parseSellerFilters(new URLSearchParams('rating=9&replied=maybe&pageNo=x'))).toEqual({ pageNo: 1 });
  });
});
