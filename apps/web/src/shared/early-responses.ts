/**
 * The first API calls of a hot page, started by an inline script of `index.html` while the app's
 * code is still on its way (decision 079), and handed to the API client: one place, `request`.
 * The script and the client agree on the exchange byte for byte (path, headers, body); a response
 * is taken once, only by the page the document was opened at, and only if it answered 2xx.
 * Anything else (no entry, another header, a 401 for a signed-out visitor, a network failure) and
 * the client fetches as it always did.
 */

/** The global the inline script fills: request key → the pending exchange. */
export const EARLY_GLOBAL = '__kontorEarly';

export interface EarlyEntry {
  /** `location.href` when the script ran: a later screen never reads an early answer. */
  href: string;
  /** The request headers, as `JSON.stringify` wrote them. */
  headers: string;
  response: Promise<Response>;
}

type EarlyStore = Record<string, EarlyEntry>;

/** The key of one exchange: method, path and the exact body sent. */
export function earlyKey(method: string, url: string, body: string): string {
  return `${method} ${url}\n${body}`;
}

function store(): EarlyStore | undefined {
  return (globalThis as { [EARLY_GLOBAL]?: EarlyStore })[EARLY_GLOBAL];
}

/** Called by the inline script: starts the exchange and keeps it for the client. */
export function startEarly(url: string, headers: Record<string, string>, body: string): void {
  const g = globalThis as { [EARLY_GLOBAL]?: EarlyStore };
  const entries = g[EARLY_GLOBAL] ?? {};
  g[EARLY_GLOBAL] = entries;
  const response = fetch(url, { method: 'POST', headers, body, credentials: 'same-origin' });
  // A failure is the client's to meet (it fetches again): not an unhandled rejection in the console.
  response.catch(() => {});
  entries[earlyKey('POST', url, body)] = { href: location.href, headers: JSON.stringify(headers), response };
}

/**
 * The early response for this exact exchange, taken once (the entry is removed whatever the
 * outcome); `undefined` when there is none, it differs in any header, the page is no longer the
 * one the document opened, or it failed or answered other than 2xx.
 */
export async function takeEarlyResponse(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Response | undefined> {
  const entries = store();
  const key = earlyKey(method, url, body);
  const entry = entries?.[key];
  if (!entry) return undefined;
  delete entries[key];
  if (entry.href !== location.href || entry.headers !== JSON.stringify(headers)) return undefined;
  const response = await entry.response.catch(() => undefined);
  return response?.ok ? response : undefined;
}
