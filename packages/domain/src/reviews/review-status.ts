/**
 * The review lifecycle (DESIGN §3: one table, one writer). An order line is reviewed once, by its
 * buyer, on a COMPLETE order (a follow-up changes no status); the order's review status follows from
 * its lines, DIY parts going with their bundle. The server's one writer is reviews-service
 * `markLinesReviewed`.
 */
export const LINE_REVIEW_STATUSES = ['NOT_EVALUATED', 'EVALUATED'] as const;
export type LineReviewStatus = (typeof LINE_REVIEW_STATUSES)[number];
export const ORDER_REVIEW_STATUSES = ['NOT_EVALUATED', 'PARTIAL', 'EVALUATED'] as const;
export type OrderReviewStatus = (typeof ORDER_REVIEW_STATUSES)[number];

export const REVIEW_TRANSITIONS: readonly {
  from: LineReviewStatus;
  event: 'FIRST_REVIEW';
  to: LineReviewStatus;
  by: readonly 'BUYER'[];
}[] = [{ from: 'NOT_EVALUATED', event: 'FIRST_REVIEW', to: 'EVALUATED', by: ['BUYER'] }];

/** The order's review status from its lines' (DIY children left out by the caller). */
export function orderReviewStatus(lines: readonly { comment_status: string }[]): OrderReviewStatus {
  const done = lines.filter((l) => l.comment_status === 'EVALUATED').length;
  if (lines.length > 0 && done === lines.length) return 'EVALUATED';
  return done > 0 ? 'PARTIAL' : 'NOT_EVALUATED';
}
