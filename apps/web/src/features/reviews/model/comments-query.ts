import { REVIEW_PAGE_SIZE } from '@kontor/domain/reviews/review-limits';

/** The two tabs of /buyer/comments, as the URL spells them (spec §2). */
export const COMMENT_TABS = ['unComment', 'comment'] as const;
export type CommentTab = (typeof COMMENT_TABS)[number];

/** Review list page size (spec §9). */
export const REVIEW_LIST_PAGE_SIZE = REVIEW_PAGE_SIZE;
const MAX_PAGE_SIZE = 100;
const KEYWORD_MAX = 100;

/** The review list screen as its URL holds it: status, pageNo, pageSize, keyword. */
export interface CommentsState {
  status: CommentTab;
  pageNo: number;
  pageSize: number;
  keyword: string;
}

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

/** Reads the screen from the URL; anything unknown falls back to the to-review tab, first page. */
export function parseCommentsQuery(params: URLSearchParams): CommentsState {
  const raw = params.get('status');
  return {
    status: COMMENT_TABS.find((tab) => tab === raw) ?? 'unComment',
    pageNo: positiveInt(params.get('pageNo'), 1),
    pageSize: positiveInt(params.get('pageSize'), REVIEW_LIST_PAGE_SIZE, MAX_PAGE_SIZE),
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
  };
}

/**
 * The URL of a screen. `status` is always written (a tab change writes it, spec §2); the other
 * defaults are left out. The keyword belongs to the reviewed tab only.
 */
export function toCommentsQuery(state: CommentsState): URLSearchParams {
  const out = new URLSearchParams({ status: state.status });
  if (state.pageNo > 1) out.set('pageNo', String(state.pageNo));
  if (state.pageSize !== REVIEW_LIST_PAGE_SIZE) out.set('pageSize', String(state.pageSize));
  if (state.keyword && state.status === 'comment') out.set('keyword', state.keyword);
  return out;
}

/** A tab or search change starts at the first page; a tab change drops the search. */
export function changeCommentsState(state: CommentsState, change: Partial<CommentsState>): CommentsState {
  const next = { ...state, ...change };
  if (change.pageNo === undefined) next.pageNo = 1;
  if (change.status !== undefined && change.status !== state.status && change.keyword === undefined)
    next.keyword = '';
  next.keyword = next.keyword.trim().slice(0, KEYWORD_MAX);
  return next;
}
