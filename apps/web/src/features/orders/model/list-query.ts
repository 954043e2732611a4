import {
  ORDER_LIST_PAGE_SIZE,
  ORDER_TIMESPANS,
  type OrderTimespan,
  timespanRange,
} from '@kontor/domain/orders/order-list';
import { ORDER_TABS, type OrderTab, orderTabsFor } from '@kontor/domain/orders/order-status';
import type { OrderStat } from '@kontor/domain/orders/orders-responses';

/** Which orders the list shows: the buyer's own, or those redeemed in the points mall (`from=points`). */
export type OrderSource = 'mine' | 'points';

/** The order list screen as its URL holds it (spec §2: keyword, status, timespan, pageNo, pageSize, from). */
export interface OrderListState {
  keyword: string;
  status: OrderTab;
  timespan: OrderTimespan;
  pageNo: number;
  pageSize: number;
  from: OrderSource;
}

export const DEFAULT_TIMESPAN: OrderTimespan = 'all';
/** The server's page size limit (`MAX_PAGE_SIZE` of domain/paging, which brings zod along: not on this route). */
export const LIST_MAX_PAGE_SIZE = 100;
const KEYWORD_MAX = 100;

/** Every storefront but the German one has the points mall (and its orders tab). */
export function hasPointsMall(site: string): boolean {
  return site !== 'DE';
}

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

/** Reads the list state from the URL; anything unknown or not offered on the storefront falls back. */
export function parseListQuery(params: URLSearchParams, site: string): OrderListState {
  const rawStatus = params.get('status');
  const tabs = orderTabsFor(site);
  const status = tabs.find((tab) => tab === rawStatus) ?? 'all';
  const rawSpan = params.get('timespan');
  const timespan = ORDER_TIMESPANS.find((span) => span === rawSpan) ?? DEFAULT_TIMESPAN;
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    status,
    timespan,
    pageNo: positiveInt(params.get('pageNo'), 1),
    pageSize: positiveInt(params.get('pageSize'), ORDER_LIST_PAGE_SIZE, LIST_MAX_PAGE_SIZE),
    from: params.get('from') === 'points' && hasPointsMall(site) ? 'points' : 'mine',
  };
}

/** The URL of a list state: defaults are left out, so the plain /buyer/orders is the default screen. */
export function toListQuery(state: OrderListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.keyword) out.set('keyword', state.keyword);
  if (state.status !== 'all') out.set('status', state.status);
  if (state.timespan !== DEFAULT_TIMESPAN) out.set('timespan', state.timespan);
  if (state.pageNo > 1) out.set('pageNo', String(state.pageNo));
  if (state.pageSize !== ORDER_LIST_PAGE_SIZE) out.set('pageSize', String(state.pageSize));
  if (state.from === 'points') out.set('from', 'points');
  return out;
}

/** A filter change starts again at the first page; only a page change keeps its number. */
export function changeListState(state: OrderListState, change: Partial<OrderListState>): OrderListState {
  const next = { ...state, ...change };
  if (change.pageNo === undefined) next.pageNo = 1;
  if (change.keyword !== undefined) next.keyword = change.keyword.trim().slice(0, KEYWORD_MAX);
  return next;
}

interface Filters {
  queryParams?: { fuzzyValue: string };
  timeline?: { startTime?: string; endTime?: string };
  tradeType?: 'NORMAL_POINT_REDEEM';
}

function filters(state: OrderListState, now: Date): Filters {
  const range = timespanRange(state.timespan, now);
  return {
    ...(state.keyword ? { queryParams: { fuzzyValue: state.keyword } } : {}),
    ...(range.startTime || range.endTime ? { timeline: range } : {}),
    ...(state.from === 'points' ? { tradeType: 'NORMAL_POINT_REDEEM' as const } : {}),
  };
}

/** Payload of bbc_trade_LibPageTradeOrderForBuyerFlow for a state (and page, for infinite lists). */
export function listPayload(state: OrderListState, now = new Date(), pageNo = state.pageNo) {
  const { queryParams, ...rest } = filters(state, now);
  return {
    queryParams: { page: { no: pageNo, size: state.pageSize }, ...queryParams },
    searchStatus: { value: ORDER_TABS[state.status] },
    deviceSource: 'PC' as const,
    ...rest,
  };
}

/** Payload of trade_QueryOrderQuantityForStatusBuyerFlow: the same filters, no status, no page. */
export function countsPayload(state: OrderListState, now = new Date()) {
  return { deviceSource: 'PC' as const, ...filters(state, now) };
}

/** The number a tab shows: its status's count (the cancelled tab counts every closed state). */
export function tabCount(tab: OrderTab, stats: readonly OrderStat[] | undefined): number | undefined {
  if (!stats) return undefined;
  const of = (status: string) => stats.find((s) => s.displayOrderStatus === status)?.quantity ?? 0;
  if (tab === 'canceled') return of('CANCEL_ALL') + of('CANCELED') + of('CLOSED');
  return of(ORDER_TABS[tab]);
}
