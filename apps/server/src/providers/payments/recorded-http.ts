import nock from 'nock';

/**
 * Test support for the real adapters' contract runs (decision 031): a provider's recorded answers
 * served with nock at the provider's own host. No network exists in tests; these answers are the
 * providers' documented request and response shapes (the JSON under each adapter's `recordings/`),
 * filled in per request by a small stand-in of the provider's state (created objects, the buyer's
 * step in the browser, idempotency keys). Every request is checked as it arrives (`expectRequest`):
 * a wrong amount, currency, country, reference or a missing idempotency header answers a 400 the
 * adapter surfaces, and `violations` fails the run.
 */

// nock 15's interceptors use Promise.withResolvers (Node 22); Node 20 lacks it.
if (!(Promise as any).withResolvers) {
  (Promise as any).withResolvers = function withResolvers<T>(this: PromiseConstructor) {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new this<T>((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  text: string;
}

export type RecordedAnswer = [status: number, body?: unknown, headers?: Record<string, string>];

export interface RecordedHost {
  /** Every request the adapter made, in order. */
  readonly log: RecordedRequest[];
  /** Requests that broke a recorded expectation (wrong amount, missing key …): must stay empty. */
  readonly violations: string[];
  /** A route: method and a path pattern (named groups are handed to the answer). */
  on(
    method: string,
    path: RegExp,
    answer: (
      req: RecordedRequest,
      params: Record<string, string>,
    ) => RecordedAnswer | Promise<RecordedAnswer>,
  ): void;
  /** The next N requests (any route) answer this first (429 with Retry-After, a 503 …). */
  interject(count: number, answer: RecordedAnswer | (() => Promise<RecordedAnswer>)): void;
  /** The next request is done as usual at the provider, but its answer comes this late (a timeout). */
  delayNext(ms: number): void;
  close(): void;
}

export class RecordedViolation extends Error {}

/** Throws (→ a 400 the adapter sees) and remembers it, when a request is not what the provider documents. */
export function expectRequest(host: RecordedHost, ok: boolean, message: string): void {
  if (ok) return;
  host.violations.push(message);
  throw new RecordedViolation(message);
}

export function recordedHost(origin: string): RecordedHost {
  nock.disableNetConnect();
  const routes: {
    method: string;
    path: RegExp;
    answer: (
      req: RecordedRequest,
      params: Record<string, string>,
    ) => RecordedAnswer | Promise<RecordedAnswer>;
  }[] = [];
  const interjections: (RecordedAnswer | (() => Promise<RecordedAnswer>))[] = [];
  const delays: number[] = [];
  const host: RecordedHost = {
    log: [],
    violations: [],
    on(method, path, answer) {
      routes.push({ method, path, answer });
    },
    delayNext(ms) {
      delays.push(ms);
    },
    interject(count, answer) {
      for (let i = 0; i < count; i++) interjections.push(answer);
    },
    close() {
      scope.persist(false);
      nock.cleanAll();
    },
  };
  const handle = async (request: Request): Promise<RecordedAnswer> => {
    const url = new URL(request.url);
    const req: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      text: await request.text(),
    };
    host.log.push(req);
    const early = interjections.shift();
    if (early) return typeof early === 'function' ? early() : early;
    const answer = await route(req);
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return answer;
  };
  const route = async (req: RecordedRequest): Promise<RecordedAnswer> => {
    for (const route of routes) {
      const m = route.method === req.method ? route.path.exec(req.path) : null;
      if (!m) continue;
      try {
        return await route.answer(req, m.groups ?? {});
      } catch (error) {
        if (error instanceof RecordedViolation)
          return [400, { error: { message: `recording: ${error.message}` } }];
        throw error;
      }
    }
    host.violations.push(`no recording for ${req.method} ${req.path}`);
    return [404, { error: { message: `no recording for ${req.method} ${req.path}` } }];
  };
  const scope = nock(origin).persist();
  for (const method of ['GET', 'POST', 'DELETE', 'PATCH', 'PUT'])
    scope.intercept(/.*/, method).reply(handle as any);
  return host;
}

/**
 * A provider's idempotency as the providers document it: the first answer to a key is kept and
 * every later request with that key gets the very same answer, without doing anything again.
 */
export class IdempotencyBook {
  private readonly answers = new Map<string, Promise<RecordedAnswer>>();

  answer(key: string, make: () => RecordedAnswer | Promise<RecordedAnswer>): Promise<RecordedAnswer> {
    let a = this.answers.get(key);
    if (!a) {
      a = Promise.resolve().then(make);
      this.answers.set(key, a);
    }
    return a.then((x) => structuredClone(x));
  }
}

/**
 * Our idempotency keys are `attempt:operation:amount` (provider minor units): a recording checks
 * that a request's amount and reference are the ones its key names.
 */
export function keyParts(key: string | null): { reference: string; operation: string; minor: number } {
  const [reference = '', operation = '', minor = ''] = (key ?? '').split(':');
  return { reference, operation, minor: Number(minor) };
}

/** An id in a provider's style: prefix and random letters. */
export function providerId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${prefix}${s}`;
}

/** A recorded JSON template, deep-copied and overlaid. */
export function fromRecording<T>(template: T, overlay: Partial<T> & Record<string, unknown>): T {
  return { ...structuredClone(template), ...overlay };
}
