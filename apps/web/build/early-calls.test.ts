import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { DEFAULT_SITE } from '@kontor/domain/sites';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageReverseOrders } from '../src/features/after-sales/api/page-reverse-orders.ts';
import { fetchReverseOrder } from '../src/features/after-sales/api/reverse-order-detail.ts';
import { pagePayload, parseListQuery } from '../src/features/after-sales/model/list-query.ts';
import prefetchCatalog from '../src/features/catalog/api/prefetch-catalog.ts';
import { fetchOrderDetail, ORDER_BY_LINK } from '../src/features/orders/api/order-detail.ts';
import prefetchOrderList from '../src/features/orders/api/prefetch-order-list.ts';
import prefetchCheckout from '../src/features/payments/api/prefetch-checkout.ts';
import { pageReviewOrders } from '../src/features/reviews/api/page-review-orders.ts';
import { parseCommentsQuery } from '../src/features/reviews/model/comments-query.ts';
import { callFlow, HOST_PREFIX, setRequestLanguage } from '../src/shared/api-client.ts';
import { resolveLanguage } from '../src/shared/i18n/languages.ts';
import { initSite, resolveSite } from '../src/shared/storefront/site-store.ts';
import { MOBILE_QUERY } from '../src/shared/ui/mobile-query.ts';
import { earlyCallsScript } from './early-calls.ts';

const WEB = path.resolve(import.meta.dirname, '..');
const ORIGIN = 'https://kontor.test';

interface Visit {
  /** `document.cookie` */
  cookie?: string;
  mobile?: boolean;
  languages?: string[];
}

/** One request as `fetch` was asked for it: what the server would see. */
const seen = (url: string, init: RequestInit) =>
  `${init.method} ${url} ${JSON.stringify(init.headers)} ${String(init.body)}`;

const windowOf = (mobile: boolean) => ({
  matchMedia: (q: string) => ({ matches: mobile && q === MOBILE_QUERY }),
});

let script = '';
beforeAll(async () => {
  script = await earlyCallsScript(WEB, HOST_PREFIX);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The requests the inline script of index.html starts when `url` is opened. */
function early(url: string, visit: Visit): string[] {
  const u = new URL(url, ORIGIN);
  const sent: string[] = [];
  const context: Record<string, unknown> = {
    location: { href: u.href, pathname: u.pathname, search: u.search },
    document: { cookie: visit.cookie ?? '' },
    navigator: { languages: visit.languages ?? ['en-GB'] },
    window: windowOf(visit.mobile ?? false),
    URLSearchParams,
    fetch: (to: string, init: RequestInit) => {
      sent.push(seen(to, init));
      return new Promise(() => {});
    },
  };
  runInNewContext(script, context);
  expect(Object.keys((context.__kontorEarly as { entries?: object })?.entries ?? {})).toHaveLength(
    sent.length,
  );
  return sent.sort();
}

/**
 * The requests the app makes first for `url`, for a signed-in buyer with `user`'s account: the
 * storefront and language as main.tsx resolves them, then the page's data preloader, or the calls
 * the page makes on mount (as the page derives them from the URL).
 */
async function app(url: string, visit: Visit, user: { site?: string; language?: string } = {}) {
  const u = new URL(url, ORIGIN);
  const sent: string[] = [];
  vi.stubGlobal('document', { cookie: visit.cookie ?? '' });
  vi.stubGlobal('navigator', { languages: visit.languages ?? ['en-GB'] });
  vi.stubGlobal('window', windowOf(visit.mobile ?? false));
  vi.stubGlobal('location', { href: u.href, pathname: u.pathname, search: u.search });
  vi.stubGlobal('fetch', async (to: string, init: RequestInit) => {
    sent.push(seen(to, init));
    return new Response(JSON.stringify({ success: true, data: { data: [], total: 0 } }));
  });
  const site = resolveSite(user.site);
  initSite(site);
  setRequestLanguage(resolveLanguage(user.language, site));
  const qc = new QueryClient();
  const params = u.searchParams;
  const p = u.pathname.replace(/\/$/, '') || '/';
  const detail = /^\/buyer\/order\/detail\/([^/]+)$/.exec(p);
  const afterSales = /^\/buyer\/as\/detail\/([^/]+)$/.exec(p);
  if (p === '/') prefetchCatalog(qc, site, u.search);
  else if (p === '/buyer/orders') prefetchOrderList(qc, site, u.search);
  else if (p === '/checkout') prefetchCheckout(qc, site, u.search);
  else if (detail) {
    // order-detail-page.tsx
    const id = Number(decodeURIComponent(detail[1] as string));
    const token = params.get('token');
    if (Number.isInteger(id) && id > 0) {
      if (token !== null) await callFlow(ORDER_BY_LINK, { id, token });
      else await fetchOrderDetail(id, params.get('outTradeOrderCode') ?? undefined);
    }
  } else if (p === '/buyer/comments') {
    // comments-page.tsx: the badge, and the to-review tab's page.
    const state = parseCommentsQuery(params);
    await pageReviewOrders({ page: { no: 1, size: 1 }, toReview: true });
    if (state.status === 'unComment')
      await pageReviewOrders({ page: { no: state.pageNo, size: state.pageSize }, toReview: true });
  } else if (p === '/buyer/as/list') {
    const q = parseListQuery(params);
    if (q.tradeOrderId === undefined || q.skuId === undefined) await pageReverseOrders(pagePayload(q));
  } else if (afterSales) {
    // after-sales-detail-page.tsx
    const id = Number(decodeURIComponent(afterSales[1] as string));
    if (Number.isInteger(id) && id > 0) await fetchReverseOrder(id);
  }
  await vi.waitFor(() => expect(qc.isFetching()).toBe(0));
  return [...new Set(sent)].sort();
}

const DE = 'kontor_site=DE';

describe('the early calls of index.html', () => {
  it.each([
    ['/', {}],
    ['/?category=office-chairs&keyword=%20desk%20&pageNo=2', { cookie: DE }],
    ['/?category=nonsense&pageNo=-3', {}],
    ['/buyer/orders', {}],
    ['/buyer/orders/', { mobile: true }],
    ['/buyer/orders?status=unpaid&timespan=thisYear&pageNo=3&pageSize=5&from=points&keyword=%20lamp', {}],
    ['/buyer/orders?status=unpaid&timespan=lastYear&pageNo=3&pageSize=5&from=points', { cookie: DE }],
    ['/buyer/orders?pageNo=4&pageSize=500', { mobile: true, cookie: `${DE}; kontor_lang=fr` }],
    ['/buyer/order/detail/12', {}],
    ['/buyer/order/detail/12?outTradeOrderCode=K-77', { languages: ['de-DE'] }],
    ['/buyer/order/detail/12?token=abc.def', {}],
    ['/buyer/order/detail/zwölf', {}],
    ['/buyer/comments', {}],
    ['/buyer/comments?status=unComment&pageNo=2&pageSize=5', { cookie: DE }],
    ['/buyer/comments?status=comment', {}],
    ['/buyer/as/list', {}],
    ['/buyer/as/list?keyword=%20R-1&applied=REFUND&reverseOrderId=3,x,4&pageNo=2&pageSize=300', {}],
    ['/buyer/as/detail/7', { cookie: 'kontor_lang=it' }],
    ['/checkout?tradeContractId=55', {}],
    ['/checkout?tradeContractId=5x', {}],
  ] as [string, Visit][])('%s %j: the same requests as the app', async (url, visit) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T23:30:00Z') });
    try {
      const ours = early(url, visit);
      expect(ours.length).toBeGreaterThan(url.includes('5x') || url.includes('zwölf') ? -1 : 0);
      expect(ours).toEqual(await app(url, visit));
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts nothing where the calls do not follow from the URL', () => {
    expect(early('/buyer/pay-result?tradeId=1', {})).toEqual([]);
    expect(early('/buyer/as/list?tradeOrderId=1&skuId=2', {})).toEqual([]);
    // The last three months are counted from the very millisecond of the call.
    expect(early('/buyer/orders?timespan=3months', {})).toEqual([]);
    expect(early('/cart', {})).toEqual([]);
  });

  it("differs from the app's requests when the account's storefront or language is not in a cookie", async () => {
    const url = '/buyer/order/detail/12';
    const other = DEFAULT_SITE === 'DE' ? 'FR' : 'DE';
    expect(early(url, {})).not.toEqual(await app(url, {}, { site: other }));
    expect(early(url, {})).not.toEqual(await app(url, {}, { language: 'pl' }));
    // With the cookies the app follows them, and so does the script.
    const visit = { cookie: `kontor_site=${other}; kontor_lang=pl` };
    expect(early(url, visit)).toEqual(await app(url, visit, { site: DEFAULT_SITE, language: 'en' }));
  });
});
