import {
  AFTER_SALES_LIST_PAGE_SIZE,
  AFTER_SALES_PAGER_THRESHOLD,
} from '@kontor/domain/after-sales/after-sales-limits';

/**
 * The after-sales list's URL (spec §2): keyword, pageNo, pageSize (default 20), applied,
 * reverseOrderId; tradeOrderId + skuId narrow it to one order line. A reload restores it all.
 */
export const AS_PAGE_SIZE = AFTER_SALES_LIST_PAGE_SIZE;
/** Pagination shows only beyond this many (spec §9). */
export const AS_PAGER_THRESHOLD = AFTER_SALES_PAGER_THRESHOLD;

export interface AsListQuery {
  keyword?: string;
  pageNo: number;
  pageSize: number;
  applied?: string;
  reverseOrderId?: string;
  tradeOrderId?: number;
  skuId?: number;
}

function positiveInt(raw: string | null, fallback?: number): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function parseListQuery(params: URLSearchParams): AsListQuery {
  const keyword = params.get('keyword')?.trim() || undefined;
  const applied = params.get('applied')?.trim() || undefined;
  const ids = (params.get('reverseOrderId') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s));
  const tradeOrderId = positiveInt(params.get('tradeOrderId'));
  const skuId = positiveInt(params.get('skuId'));
  return {
    keyword: keyword?.slice(0, 64),
    pageNo: positiveInt(params.get('pageNo'), 1)!,
    pageSize: Math.min(100, positiveInt(params.get('pageSize'), AS_PAGE_SIZE)!),
    applied: applied && applied !== 'ALL' ? applied : undefined,
    reverseOrderId: ids.length ? ids.join(',') : undefined,
    ...(tradeOrderId && skuId ? { tradeOrderId, skuId } : {}),
  };
}

/** The list call's payload (the order-line view uses its own call). */
export function pagePayload(q: AsListQuery) {
  return {
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.applied ? { applied: q.applied } : {}),
    ...(q.reverseOrderId ? { reverseOrderId: q.reverseOrderId } : {}),
    page: { no: q.pageNo, size: q.pageSize },
  };
}

/** Changes the URL's parameters; empty values leave it, defaults are not written. */
export function withChanges(params: URLSearchParams, changes: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const text = value === undefined ? '' : String(value);
    if (!text || (key === 'pageNo' && text === '1')) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

export function showPager(total: number): boolean {
  return total > AS_PAGER_THRESHOLD;
}
