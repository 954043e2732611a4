import { describe, expect, it } from 'vitest';
import { orderReviewStatus, REVIEW_TRANSITIONS } from './review-status.ts';

describe('review lifecycle', () => {
  it('reviews a line once: nothing leaves EVALUATED', () => {
    expect(REVIEW_TRANSITIONS.some((t) => t.from === 'EVALUATED')).toBe(false);
  });
  it('derives the order status from its lines', () => {
    const l = (comment_status: string) => ({ comment_status });
    expect(orderReviewStatus([l('EVALUATED'), l('EVALUATED')])).toBe('EVALUATED');
    expect(orderReviewStatus([l('EVALUATED'), l('NOT_EVALUATED')])).toBe('PARTIAL');
    expect(orderReviewStatus([l('NOT_EVALUATED')])).toBe('NOT_EVALUATED');
    expect(orderReviewStatus([])).toBe('NOT_EVALUATED');
  });
});
