import { paths } from '../../../shared/paths.ts';

/** What the to-review list needs of an order line (contract: bbc_trade_PageTradeOrderForBuyerIdFlow). */
export interface ReviewableLine {
  id: number;
  lineGroupTypeDict?: string | null;
  commentStatus: string;
  commentId?: number | null;
}

export interface ReviewableOrder<L extends ReviewableLine = ReviewableLine> {
  id: number;
  tradeOrderCommentStatus: string;
  tradeOrderLineList: L[];
}

/** The lines a buyer sees and reviews: parts of a DIY bundle (DIY_CHILD) are reviewed with their bundle. */
export function visibleLines<L extends ReviewableLine>(order: ReviewableOrder<L>): L[] {
  return order.tradeOrderLineList.filter((line) => line.lineGroupTypeDict !== 'DIY_CHILD');
}

/** The visible lines still waiting for their first review. */
export function unreviewedLines<L extends ReviewableLine>(order: ReviewableOrder<L>): L[] {
  return visibleLines(order).filter((line) => line.commentStatus !== 'EVALUATED');
}

/** The review-now button: hidden once the whole order is reviewed (spec §2), or nothing is left. */
export function offersReviewNow(order: ReviewableOrder): boolean {
  return order.tradeOrderCommentStatus !== 'EVALUATED' && unreviewedLines(order).length > 0;
}

/** /buyer/comment-add?orderId=..&orderLineIds=[..] for the order's unreviewed lines. */
export function commentAddUrl(order: ReviewableOrder): string {
  const ids = unreviewedLines(order).map((line) => line.id);
  return `${paths.commentAdd}?${new URLSearchParams({
    orderId: String(order.id),
    orderLineIds: JSON.stringify(ids),
  })}`;
}

/**
 * The line ids of a comment-add URL. `orderLineIds` is a JSON array; a single id or a comma list
 * (links typed by hand) are read too. Anything that is not a positive integer is dropped, and
 * each id is kept once.
 */
export function parseLineIds(raw: string | null): number[] {
  if (!raw) return [];
  let values: unknown[];
  try {
    const parsed: unknown = JSON.parse(raw);
    values = Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    values = raw.split(',');
  }
  const ids = values
    .map((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
  return [...new Set(ids)];
}

export function parsePositiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
