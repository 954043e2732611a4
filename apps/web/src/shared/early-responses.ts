/**
 * The first API calls of a hot page, started by an inline script of `index.html` while the app's
 * code is still on its way (decision 079), and handed to the API client: `request` asks
 * `window.__kontorEarly.take` before it fetches. The script and the client agree on the exchange
 * byte for byte (path, headers, body); a response is taken once, only by the page the document was
 * opened at, and only if it answered 2xx. Anything else (no entry, another header, a 401 for a
 * signed-out visitor, a network failure) and the client fetches as it always did.
 * The matching lives here and is bundled into the inline script with `startEarly`: the shell's
 * JS carries only the call to `take`.
 */

/** The global the inline script fills. */
export const EARLY_GLOBAL = '__kontorEarly';

export interface EarlyEntry {
  /** `location.href` when the script ran: a later screen never reads an early answer. */
  href: string;
  /** The request headers, as `JSON.stringify` wrote them. */
  headers: string;
  response: Promise<Response>;
}

export interface EarlyCalls {
  /** Request key → the pending exchange. */
  entries: Record<string, EarlyEntry>;
  /**
   * The early response for this exact exchange, taken once (the entry is removed whatever the
   * outcome); `undefined` when there is none, it differs in any header, the page is no longer the
   * one the document opened, or it failed or answered other than 2xx.
   */
  take(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<Response | undefined>;
}

/** The global as the API client reads it. */
export type EarlyGlobal = { [EARLY_GLOBAL]?: EarlyCalls };

/** The key of one exchange: method, path and the exact body sent. */
export function earlyKey(method: string, url: string, body: string): string {
  return `${method} ${url}\n${body}`;
}

function calls(): EarlyCalls {
  const g = globalThis as EarlyGlobal;
  if (g[EARLY_GLOBAL]) return g[EARLY_GLOBAL];
  const entries: Record<string, EarlyEntry> = {};
  const take: EarlyCalls['take'] = async (method, url, headers, body) => {
    const key = earlyKey(method, url, body);
    const entry = entries[key];
    if (!entry) return undefined;
    delete entries[key];
    if (entry.href !== location.href || entry.headers !== JSON.stringify(headers)) return undefined;
    const response = await entry.response.catch(() => undefined);
    return response?.ok ? response : undefined;
  };
  g[EARLY_GLOBAL] = { entries, take };
  return g[EARLY_GLOBAL];
}

/** Called by the inline script: starts the exchange and keeps it for the client. */
export function startEarly(url: string, headers: Record<string, string>, body: string): void {
  const response = fetch(url, { method: 'POST', headers, body, credentials: 'same-origin' });
  // A failure is the client's to meet (it fetches again): not an unhandled rejection in the console.
  response.catch(() => {});
  calls().entries[earlyKey('POST', url, body)] = {
    href: location.href,
    headers: JSON.stringify(headers),
    response,
  };
}
