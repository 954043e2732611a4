import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, defaultDriver, type TestContext, type TestResponse } from '../harness.ts';
import { CALL_MATRIX, ROUTE_MATRIX } from './call-matrix.ts';
import {
  buildWorld,
  digestOf,
  type Persona,
  payloadFor,
  reportFigures,
  setPath,
  type World,
} from './generated-kit.ts';

/**
 * Bad-input fuzzing (DESIGN §4, §8; decision 019), generated from the call registry: for every call,
 * payloads from its zod request schema and its valid matrix payload with hostile values at the
 * schema's paths — NUL bytes, huge and tiny numbers, negative and fractional quantities, deep
 * nesting, `__proto__` keys, 10,000-character strings, wrong types. Every answer that is not a
 * success is a 4xx failure envelope (400 with `fields`), never a 5xx, and the caller's rows are the
 * same after it as before. Seeded: a failure names its seed and payload, and a re-run repeats it.
 */

/**
 * The run's seed (FUZZ_SEED to replay another) and payloads per call (FUZZ_RUNS). The default budget
 * keeps the suite near 1.5 minutes on CI's 2 cores for each driver: PGlite answers a request in about
 * twice the time a PostgreSQL server takes, so it gets fewer payloads (the first 100 of the same
 * sequence).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? (defaultDriver() === 'pg' ? 200 : 100));
const TIMEOUT_MS = 120_000;

/** Each call's own seed, from the run's seed and its name: adding a call changes no other's payloads. */
const seedOf = (key: string) => {
  let h = SEED;
  for (const ch of key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
};

/**
 * Defects this suite finds that another change is fixing (issue 9, `hardening`). Failures of `key`
 * of that kind (`5xx`, or `refused`: a value PostgreSQL refused, answered 400 only by the error
 * handler's safety net) are tolerated; the reproducer `send` must still fail that way (the last test
 * says when it passes), so the list only shrinks. It is empty once hardening has landed.
 */
interface KnownDefect {
  key: string;
  kind: '5xx' | 'refused';
  send: { method: 'GET' | 'POST'; url: string; body?: unknown; as: 'anonymous' | 'buyer' | 'ownerSeller' };
}
const KNOWN_DEFECTS: KnownDefect[] = [
  // Empty: hardening's fixes (NUL bytes, quantities below 0.001, the captcha account) have landed.
];
const isKnown = (failure: string) =>
  KNOWN_DEFECTS.some(
    (k) =>
      failure.startsWith(`${k.key} · `) &&
      (k.kind === '5xx' ? / · answered 5\d\d/.test(failure) : failure.includes('PostgreSQL refused')),
  );

const TEN_K = 'x'.repeat(10_000);

/** A value nested `depth` levels deep (objects and lists in turn). */
const nested = (depth: number): unknown => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** `{"__proto__": …}` as an own key (what JSON.parse makes of such a body), and its friends. */
const protoObject = (): unknown =>
  JSON.parse(
    '{"__proto__":{"isAdmin":true,"roles":["operator"]},"constructor":{"prototype":{"polluted":1}}}',
  );

const HOSTILE_CONSTANTS: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  -1e-9,
  1e-9,
  0.0001,
  0.0009,
  0.001,
  0.5,
  1.5,
  1.0005,
  -0.5,
  999.9999,
  1000,
  1e6,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e20,
  2 ** 64,
  1e308,
  -1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  TEN_K,
  '😀'.repeat(2_500),
  '\uD800',
  '0',
  '-1',
  '0.0001',
  '1.005',
  '1e3',
  '1e400',
  '0x10',
  'NaN',
  'Infinity',
  ' 1',
  '1,5',
  '99999999999999999999',
  '999999999999999999999999999999',
  '12345678901234567890.12',
  '-99999999999999999999.99',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  [],
  {},
  [null],
  [[[[[]]]]],
  { value: '99999999999999999999.99', currency: 'EUR' },
  { value: '-1', currency: 'EUR' },
  { value: '1.999', currency: 'EUR' },
  { value: 1e21, currency: 'XXX' },
  { value: '1.00', currency: '\u0000' },
  { id: 2 ** 63 },
  { id: '999999999999999999999999999999' },
];

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 8, max: 120 }).map(nested) },
  { weight: 1, arbitrary: fc.constant(null).map(protoObject) },
);

/** Leaf paths of a value (list elements as `0`), objects and lists included. */
function pathsOf(value: unknown, prefix: string[] = [], out = new Set<string>()): Set<string> {
  if (prefix.length) out.add(prefix.join('.'));
  if (Array.isArray(value)) {
    if (value.length) pathsOf(value[0], [...prefix, '0'], out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

/** Every path a request schema names (JSON Schema of its input, list items as `0`). */
function schemaPaths(schema: z.ZodType): string[] {
  let json: any;
  try {
    json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  } catch {
    return [];
  }
  const defs = json.$defs ?? {};
  const out = new Set<string>();
  const walk = (s: any, path: string[], depth: number) => {
    if (!s || typeof s !== 'object' || depth > 8) return;
    if (s.$ref) s = defs[s.$ref.split('/').pop()] ?? {};
    if (path.length) out.add(path.join('.'));
    for (const alt of s.anyOf ?? s.oneOf ?? []) walk(alt, path, depth + 1);
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, [...path, k], depth + 1);
    if (s.items) walk(s.items, [...path, '0'], depth + 1);
  };
  walk(json, [], 0);
  return [...out];
}

/** A payload: a JSON value, or (for what JSON.stringify cannot write) the body text itself. */
type Payload = { value: unknown } | { text: string };

/** Hostile payloads of one call: its valid payload with 1–3 hostile values, or a hostile whole. */
function payloadsArb(base: unknown, paths: string[]): fc.Arbitrary<Payload> {
  const mutated = fc
    .array(fc.tuple(fc.constantFrom(...paths), hostileLeaf, fc.boolean()), { minLength: 1, maxLength: 3 })
    .map((edits): Payload => {
      const value = structuredClone(base) as any;
      for (const [path, leaf, many] of edits) {
        // Sometimes a list of 2,000 of the value instead of the value (caps on list lengths).
        const v = many && /\.0$/.test(path) ? Array.from({ length: 2_000 }, () => leaf) : leaf;
        try {
          setPath(value, many && /\.0$/.test(path) ? path.slice(0, -2) : path, v);
        } catch {
          // A path through a value a previous edit made scalar: leave it.
        }
      }
      return { value };
    });
  const withProto = fc.constantFrom(...paths, '').map((path): Payload => {
    const value = structuredClone(base) as any;
    const target = path
      ? path.split('.').reduce((o: any, k) => (o && typeof o === 'object' ? o[k] : undefined), value)
      : value;
    const obj = target && typeof target === 'object' && !Array.isArray(target) ? target : value;
    if (obj && typeof obj === 'object')
      Object.defineProperty(obj, '__proto__', {
        value: protoObject(),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    return { value };
  });
  const whole = fc.oneof(
    hostileLeaf.map((value): Payload => ({ value })),
    fc
      .integer({ min: 1_000, max: 20_000 })
      .map((d): Payload => ({ text: `${'['.repeat(d)}${']'.repeat(d)}` })),
    fc
      .integer({ min: 500, max: 5_000 })
      .map((d): Payload => ({ text: `${'{"a":'.repeat(d)}1${'}'.repeat(d)}` })),
  );
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: withProto },
    { weight: 1, arbitrary: whole },
  );
}

const bodyOf = (p: Payload, wrap: boolean) => {
  const text = 'text' in p ? p.text : JSON.stringify(p.value);
  return wrap ? `[${text ?? 'null'}]` : (text ?? 'null');
};

/** The failure envelope of DESIGN §4; what is wrong with an answer, or null. */
function envelopeProblem(res: TestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  const b = res.body;
  if (b?.success !== false || typeof b.error !== 'object') return `${res.statusCode} without the envelope`;
  const e = b.error;
  if (
    e.status !== res.statusCode ||
    typeof e.code !== 'string' ||
    typeof e.message !== 'string' ||
    !e.message
  )
    return `${res.statusCode} with a malformed error`;
  if (
    res.statusCode === 400 &&
    e.code === 'INVALID_DATA' &&
    !(Array.isArray(e.fields) && e.fields.length > 0)
  )
    return '400 INVALID_DATA without fields';
  return null;
}

describe('bad input', () => {
  let t: TestContext;
  let w: World;
  const figures = {
    calls: 0,
    routes: 0,
    payloads: 0,
    accepted: 0,
    fivexx: 0,
    changed: 0,
    reachedDb: 0,
    known: 0,
  };
  const failures: string[] = [];
  const reachedDb: Error[] = [];

  beforeAll(async () => {
    t = await createTestContext({
      // Observes (changes nothing): a value PostgreSQL refuses must be stopped by the schema first
      // (DESIGN §4), even when the error handler's safety net turns it into a 400.
      setup: (app) => {
        app.addHook('onError', async (_req, _reply, error) => {
          if (error && typeof error === 'object' && 'severity' in error) reachedDb.push(error as Error);
        });
      },
    });
    w = await buildWorld(t);
  });
  afterAll(async () => {
    if (t)
      reportFigures('bad input', t.driver, {
        calls: figures.calls,
        routes: figures.routes,
        payloads: figures.payloads,
        'accepted as valid': figures.accepted,
        '5xx': figures.fivexx,
        'rows changed': figures.changed,
        'refused by PostgreSQL': figures.reachedDb,
        'known defects (KNOWN_DEFECTS)': figures.known,
        seed: SEED,
      });
    await t?.close();
  });

  /** Who makes a call: the persona of its role whose data the valid payload names. */
  const callerOf = (access: string): { persona: Persona; user: number } => {
    if (access === 'seller') return { persona: 'ownerSeller', user: w.personas.ids.ownerSeller };
    if (access === 'operator') return { persona: 'operator', user: w.personas.ids.operator };
    return { persona: 'buyer', user: w.personas.ids.buyer };
  };

  async function fuzz(
    label: string,
    payloads: Payload[],
    send: (p: Payload) => Promise<TestResponse>,
    user: number,
  ) {
    let before = await digestOf(t.db, user);
    for (const p of payloads) {
      const res = await send(p);
      figures.payloads++;
      if (res.statusCode >= 500) figures.fivexx++;
      const after = await digestOf(t.db, user);
      let problem = envelopeProblem(res);
      const dbError = reachedDb.splice(0)[0];
      if (!problem && dbError) {
        figures.reachedDb++;
        problem = `${res.statusCode} after PostgreSQL refused the value (${(dbError as { code?: string }).code})`;
      }
      if (res.statusCode === 200) figures.accepted++;
      else if (after !== before && !problem) {
        figures.changed++;
        problem = `${res.statusCode} but the caller's rows changed`;
      }
      before = after;
      if (problem) {
        const failure = `${label} · ${problem}: ${bodyOf(p, false).slice(0, 300)} → ${res.payload.slice(0, 200)}`;
        if (isKnown(failure)) figures.known++;
        else failures.push(failure);
      }
    }
  }

  it('fuzzes every registered call (each is in call-matrix.ts)', () => {
    const keys = [...t.app.calls.names()].sort();
    expect(
      keys.filter((k) => !(k in CALL_MATRIX)),
      'calls missing from call-matrix.ts',
    ).toEqual([]);
  });

  // One test per classified call; a registered call without an entry fails the test above.
  it.each(Object.keys(CALL_MATRIX).sort())(
    `answers ${RUNS} hostile payloads to %s with a 4xx envelope and changes nothing`,
    async (key) => {
      const [kind, name] = key.split('/') as ['flow' | 'func', string];
      const def = t.app.calls.get(kind, name);
      expect(def, `${key} is not registered: remove it from call-matrix.ts`).toBeDefined();
      const access = CALL_MATRIX[key]!.access;
      const base = payloadFor(key, w.victim, w.victim);
      const paths = [...new Set([...pathsOf(base), ...schemaPaths(def!.schema)])].filter(
        (p) => Array.isArray(base) === /^\d/.test(p),
      );
      if (paths.length === 0) paths.push(Array.isArray(base) ? '0' : 'unexpected');
      const payloads = fc.sample(payloadsArb(base, paths), { seed: seedOf(key), numRuns: RUNS });
      const { persona, user } = callerOf(access);
      figures.calls++;
      await fuzz(
        key,
        payloads,
        (p) =>
          t.request('POST', `/api/trantor/${kind}/${name}`, {
            body: bodyOf(p, true),
            cookie: w.personas.cookies[persona],
            site: 'DE',
            headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          }),
        user,
      );
      expect(failures.splice(0)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it.each(Object.keys(ROUTE_MATRIX).filter((k) => ROUTE_MATRIX[k]!.fuzz))(
    `answers ${RUNS} hostile bodies or queries to %s the same way`,
    async (key) => {
      const r = ROUTE_MATRIX[key]!;
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const signIn = key.includes('/login') || key.includes('/signup');
      const cookie = signIn ? undefined : w.personas.cookies.buyer;
      const seed = seedOf(key);
      figures.routes++;
      if (r.fuzz === 'body') {
        const base = structuredClone(r.body ?? {}) as Record<string, unknown>;
        for (const [p, kind] of Object.entries(r.ids ?? {})) setPath(base, p, w.victim[kind]);
        const paths = [...pathsOf(base)];
        const payloads = fc.sample(payloadsArb(base, paths), { seed, numRuns: RUNS });
        await fuzz(
          key,
          payloads,
          (p) =>
            t.request(method, path, {
              body: bodyOf(p, false),
              cookie,
              site: 'DE',
              headers: { 'content-type': 'application/json', 'accept-language': 'en' },
            }),
          w.personas.ids.buyer,
        );
      } else {
        // Query strings: each parameter hostile, missing, repeated or percent-encoded NUL.
        const url = new URL(
          r.url!.replace(/\{(\w+)\}/g, (_, k) => String(w.victim[k])),
          'http://x',
        );
        const names = [...url.searchParams.keys(), 'account'].filter((n, j, a) => a.indexOf(n) === j);
        const queryArb = fc
          .array(
            fc.tuple(
              fc.constantFrom(...names),
              fc.oneof(
                hostileLeaf.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
                fc.constantFrom('%00', '%ZZ', 'a'.repeat(10_000), '1'.repeat(30)),
              ),
            ),
            { minLength: 1, maxLength: 4 },
          )
          .map((pairs) => {
            const q = new URLSearchParams(url.searchParams);
            for (const [n, v] of pairs) {
              if (v === '%00' || v === '%ZZ') continue;
              q.append(n, v);
            }
            const raw = pairs.filter(([, v]) => v === '%00' || v === '%ZZ').map(([n, v]) => `&${n}=${v}`);
            return `${url.pathname}?${q.toString()}${raw.join('')}`;
          });
        const urls = fc.sample(queryArb, { seed, numRuns: RUNS });
        await fuzz(
          key,
          urls.map((u) => ({ text: u })),
          (p) =>
            t.request('GET', (p as { text: string }).text, {
              cookie,
              site: 'DE',
              headers: { 'accept-language': 'en' },
            }),
          w.personas.ids.buyer,
        );
      }
      expect(failures.splice(0)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it('still finds every KNOWN_DEFECTS entry (remove the ones that are fixed)', async () => {
    const fixed: string[] = [];
    for (const k of KNOWN_DEFECTS) {
      const body = JSON.parse(
        JSON.stringify(k.send.body ?? null).replace(/"\$(\w+)"/g, (_, kind: string) =>
          String(w.victim[kind]),
        ),
      );
      reachedDb.length = 0;
      const res = await t.request(k.send.method, k.send.url, {
        ...(k.send.body === undefined ? {} : { body }),
        cookie: w.personas.cookies[k.send.as],
        site: 'DE',
      });
      const fails = k.kind === '5xx' ? res.statusCode >= 500 : reachedDb.length > 0;
      if (!fails) fixed.push(`${k.key} (${k.kind}): now ${res.statusCode}`);
    }
    reachedDb.length = 0;
    expect(fixed, 'fixed: remove these from KNOWN_DEFECTS').toEqual([]);
  });
});
