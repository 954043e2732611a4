import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callFlow, setRequestLanguage } from './api-client.ts';
import { EARLY_GLOBAL, startEarly } from './early-responses.ts';
import { initSite } from './storefront/site-store.ts';

/** The headers `request` sends with a JSON body (the inline script builds them with `apiHeaders`). */
const apiHeaders = (site: string, language: string) => ({
  Accept: 'application/json',
  'X-Site': site,
  'Content-Type': 'application/json',
  'Accept-Language': language,
});

const NAME = 'bbc_trade_LibPageTradeOrderForBuyerFlow';
const URL_ = `/api/trantor/flow/${NAME}`;
const PAYLOAD = { queryParams: { page: { no: 1, size: 10 } } };
const BODY = JSON.stringify([PAYLOAD]);

const answer = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 300 ? { success: true, data } : errorOf(status)), { status });
const errorOf = (status: number) => ({
  success: false,
  error: { status, code: 'UNAUTHORIZED', key: 'errors.unauthorized', message: 'Sign in' },
});

let fetched: string[];
let location: { href: string };

/** `fetch` as the browser's: the early script's and the client's requests both land here. */
function stubFetch(reply: (n: number) => Promise<Response>) {
  fetched = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetched.push(`${init.method} ${url} ${String(init.body)}`);
    return reply(fetched.length);
  });
}

beforeEach(() => {
  location = { href: 'https://kontor.test/buyer/orders' };
  vi.stubGlobal('location', location);
  initSite('DE');
  setRequestLanguage('en');
  delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
});

describe('the API client and the early responses of index.html', () => {
  it('takes the matching early response once instead of fetching again', async () => {
    stubFetch(async (n) => answer({ n }));
    startEarly(URL_, apiHeaders('DE', 'en'), BODY);
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 1 });
    expect(fetched).toEqual([`POST ${URL_} ${BODY}`]);
    // Used once: the next identical call asks the server.
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 2 });
    expect(fetched).toHaveLength(2);
  });

  it('fetches as before when the body, a header or the page differs', async () => {
    stubFetch(async (n) => answer({ n }));
    startEarly(URL_, apiHeaders('DE', 'en'), JSON.stringify([{ ...PAYLOAD, x: 1 }]));
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 2 });

    startEarly(URL_, apiHeaders('FR', 'en'), BODY); // the account's storefront won
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 4 });
    startEarly(URL_, apiHeaders('DE', 'pl'), BODY); // the account's language won
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 6 });

    startEarly(URL_, apiHeaders('DE', 'en'), BODY);
    location.href = 'https://kontor.test/buyer/orders?status=unpaid'; // another screen by now
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 8 });
    // The entry that did not match is gone: back on the first screen, the server is asked.
    location.href = 'https://kontor.test/buyer/orders';
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 9 });
  });

  it('fetches as before when the early call failed or was refused (a signed-out visitor)', async () => {
    stubFetch(async (n) => (n === 1 ? answer(null, 401) : answer({ n })));
    startEarly(URL_, apiHeaders('DE', 'en'), BODY);
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 2 });

    stubFetch(async (n) => (n === 1 ? Promise.reject(new TypeError('offline')) : answer({ n })));
    startEarly(URL_, apiHeaders('DE', 'en'), BODY);
    expect(await callFlow(NAME, PAYLOAD)).toEqual({ n: 2 });
  });

  it('still fails as before when the server refuses the call itself', async () => {
    stubFetch(async () => answer(null, 401));
    startEarly(URL_, apiHeaders('DE', 'en'), BODY);
    await expect(callFlow(NAME, PAYLOAD)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(fetched).toHaveLength(2);
  });
});
