import type { SiteCode } from '@kontor/domain/sites';
import {
  pagePayload,
  parseListQuery as parseAfterSalesQuery,
} from '../features/after-sales/model/list-query.ts';
import { catalogInput } from '../features/catalog/model/catalog-query.ts';
import {
  countsPayload,
  listPayload,
  parseListQuery as parseOrderQuery,
} from '../features/orders/model/list-query.ts';
import { readContractId } from '../features/payments/model/contract-id.ts';
import { parseCommentsQuery } from '../features/reviews/model/comments-query.ts';
import { reviewOrdersPayload } from '../features/reviews/model/review-orders-payload.ts';
import { startEarly } from '../shared/early-responses.ts';
import { resolveLanguage } from '../shared/i18n/languages.ts';
import { paths } from '../shared/paths.ts';
import { resolveSite } from '../shared/storefront/site-cookie.ts';
import { MOBILE_QUERY } from '../shared/ui/mobile-query.ts';

/**
 * The first API calls of the hot pages (decision 079), for the URL being opened, as the pages and
 * their data preloaders will make them: the same call, the same payload, built by the same model
 * functions. Bundled by the build (`build/early-calls.ts`) into an inline script of `index.html`,
 * which starts them as soon as the document is parsed, instead of after the entry, the session
 * and the route's code (`request` in api-client.ts takes the answers).
 * Only pages whose calls follow from the URL (and the storefront, the viewport) are here; the
 * pay result's calls depend on what the payment returned, and it asks for them itself.
 */
export interface EarlyCall {
  url: string;
  payload: unknown;
}

export interface EarlyContext {
  pathname: string;
  search: string;
  /** The storefront the app will send as `X-Site`. */
  site: SiteCode;
  /** Whether the viewport is a phone's (`MOBILE_QUERY`): the order list is then endless. */
  mobile: boolean;
  /** `{host}_` of the spec's call names (`VITE_HOST_PREFIX`). */
  hostPrefix: string;
  now?: Date;
}

const flow = (name: string, prefix: string) =>
  `/api/trantor/flow/${name.replace(/^\{host\}_/, `${prefix}_`)}`;
const func = (name: string) => `/api/trantor/func/${name}`;

/** The route parameters of `pattern` in `pathname`, as the router decodes them; null if it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.replace(/\/$/, '').split('/');
  if (pattern === '/') return pathname === '/' ? {} : null;
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (!g) return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

const positiveId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The headers `request` (api-client.ts) sends with a JSON body, in its order: the early answer is
 * taken only if they are byte-identical (`build/early-calls.test.ts` compares them).
 */
export function apiHeaders(site: string, language: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Site': site };
  headers['Content-Type'] = 'application/json';
  if (language) headers['Accept-Language'] = language;
  return headers;
}

/** The calls the page at `pathname` + `search` makes first, in the order the app makes them. */
export function earlyCalls(ctx: EarlyContext): EarlyCall[] {
  const { pathname, site, hostPrefix } = ctx;
  const params = new URLSearchParams(ctx.search);
  const now = ctx.now ?? new Date();
  if (matchPath(paths.home, pathname))
    // prefetch-catalog.ts, catalog-browser.tsx
    return [{ url: flow('{host}_item_PageItemCardFlow', hostPrefix), payload: catalogInput(params) }];
  if (matchPath(paths.orders, pathname)) {
    // prefetch-order-list.ts: the tab counts, then the first page (on phones from page 1).
    const state = parseOrderQuery(params, site);
    // The last three months start at this very millisecond: the app's own call would differ.
    if (state.timespan === '3months') return [];
    const { keyword, timespan, from } = state;
    const counts = countsPayload({ keyword, timespan, from, status: 'all', pageNo: 1, pageSize: 1 }, now);
    const list = ctx.mobile ? listPayload(state, now, 1) : listPayload(state, now);
    return [
      { url: flow('trade_QueryOrderQuantityForStatusBuyerFlow', hostPrefix), payload: counts },
      { url: flow('bbc_trade_LibPageTradeOrderForBuyerFlow', hostPrefix), payload: list },
    ];
  }
  const detail = matchPath(paths.orderDetail, pathname);
  if (detail) {
    // order-detail.ts: by the session, or by a guest's e-mail link (token).
    const id = positiveId(detail.orderId);
    if (id === null) return [];
    const token = params.get('token');
    if (token !== null)
      return [{ url: flow('{host}_trade_QueryOrderDetailByLinkFlow', hostPrefix), payload: { id, token } }];
    const code = params.get('outTradeOrderCode');
    return [
      {
        url: flow('bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', hostPrefix),
        payload: { id, ...(code ? { outTradeOrderCode: code } : {}) },
      },
    ];
  }
  if (matchPath(paths.comments, pathname)) {
    // comments-page.tsx: the to-review badge, then the to-review tab's page.
    const state = parseCommentsQuery(params);
    const url = flow('bbc_trade_PageTradeOrderForBuyerIdFlow', hostPrefix);
    const calls = [{ url, payload: reviewOrdersPayload({ page: { no: 1, size: 1 }, toReview: true }) }];
    if (state.status === 'unComment' && !(state.pageNo === 1 && state.pageSize === 1))
      calls.push({
        url,
        payload: reviewOrdersPayload({ page: { no: state.pageNo, size: state.pageSize }, toReview: true }),
      });
    return calls;
  }
  if (matchPath(paths.afterSalesList, pathname)) {
    // after-sales-list-page.tsx: the paged list unless the URL names one order line.
    const q = parseAfterSalesQuery(params);
    if (q.tradeOrderId !== undefined && q.skuId !== undefined) return [];
    return [{ url: flow('trade_PageReverseOrderFlow', hostPrefix), payload: pagePayload(q) }];
  }
  const afterSales = matchPath(paths.afterSalesDetail, pathname);
  if (afterSales) {
    const id = positiveId(afterSales.asid);
    return id === null ? [] : [{ url: flow('trade_QueryReverseOrderByIdFlow', hostPrefix), payload: { id } }];
  }
  if (matchPath(paths.checkout, pathname)) {
    // prefetch-checkout.ts
    const id = readContractId(params.get('tradeContractId'));
    return id === null
      ? []
      : [{ url: func('trade_QueryAndValidateTradeContractDetailByIdFunc'), payload: { id } }];
  }
  return [];
}

/**
 * Run by the inline script: starts the calls with the headers the API client will send, if the
 * session then agrees on storefront and language (a signed-in visitor without the cookies whose
 * account says otherwise makes the client fetch again; the early answers are left unused).
 */
export function startEarlyCalls(hostPrefix: string): void {
  // The storefront and language before the session is known, as main.tsx resolves them then.
  const site = resolveSite(undefined);
  const headers = apiHeaders(site, resolveLanguage(undefined, site));
  const mobile = window.matchMedia(MOBILE_QUERY).matches;
  const { pathname, search } = location;
  const sent = new Set<string>();
  for (const call of earlyCalls({ pathname, search, site, mobile, hostPrefix })) {
    // callFlow / callFunc wrap the payload in a one-element array (DESIGN §4).
    const body = JSON.stringify([call.payload]);
    if (sent.has(call.url + body)) continue;
    sent.add(call.url + body);
    startEarly(call.url, headers, body);
  }
}
