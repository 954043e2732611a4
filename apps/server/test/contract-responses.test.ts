import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CallDef } from '../src/platform/rpc.ts';
import { CALL_SAMPLES, type CallSample } from './contract-samples.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Decision 013: every registered call has a response schema in packages/domain and a sample here;
// each sample's real answer on the demo data must pass its schema (objects are strict, so a renamed
// or extra field fails too). Answers are not checked at run time in production.

// Refunds of the sandbox settle at the next sweep (the retry sample needs a failed one).
process.env.SANDBOX_REFUND_DELAY_MS = '0';

let t: TestContext;
const cookies = new Map<string, string>();
let defs: CallDef<any, any>[] = [];

beforeAll(async () => {
  t = await createTestContext();
  defs = t.app.calls.names().map((key) => {
    const [kind, name] = key.split('/');
    return t.app.calls.get(kind, name)!;
  });
});
afterAll(() => t?.close());

async function cookieOf(email: string): Promise<string | undefined> {
  if (email === 'anon') return undefined;
  if (!cookies.has(email)) cookies.set(email, await t.signIn(email));
  return cookies.get(email);
}

/** Issues of a parse, with the offending value, short enough to read in a failure. */
function explain(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.slice(0, 10).map((issue) => {
    let value: unknown = data;
    for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
    return `${issue.path.join('.') || '(root)'}: ${issue.message} — got ${JSON.stringify(value)?.slice(0, 200)}`;
  });
}

describe('response contract (decision 013)', () => {
  it('every registered call has a sample and a response schema, and every sample a call', () => {
    // defineCall requires `response`; this also catches a call registered around it.
    const names = defs.map((d) => d.name).sort();
    expect(names.length).toBeGreaterThan(40);
    expect(
      names.filter((n) => !CALL_SAMPLES[n]),
      'calls without a sample in contract-samples.ts',
    ).toEqual([]);
    expect(
      Object.keys(CALL_SAMPLES).filter((n) => !names.includes(n)),
      'samples of calls that are not registered',
    ).toEqual([]);
    expect(
      defs.filter((d) => !d.response).map((d) => d.name),
      'calls without a response schema',
    ).toEqual([]);
  });

  it.each(Object.entries(CALL_SAMPLES))(
    '%s answers what its schema says',
    async (name, sample: CallSample) => {
      const def = defs.find((d) => d.name === name);
      expect(def, `${name} is registered`).toBeDefined();
      await sample.prepare?.(t);
      const email = typeof sample.as === 'function' ? await sample.as(t.db) : sample.as;
      const payload = await sample.payload(t.db);
      const res = await t.call(def!.kind, t.app.calls.resolveName(name), payload, {
        cookie: await cookieOf(email),
        site: sample.site,
      });
      expect(res.statusCode, `${name} as ${email}: ${res.payload.slice(0, 500)}`).toBe(200);
      expect(res.body.success).toBe(true);
      expect(explain(def!.response, res.body.data), `${name}: answer against its response schema`).toEqual(
        [],
      );
    },
  );

  it('every route under /api/ and /sapi/ declares what it answers', () => {
    const undeclared = t.app.routeTable
      .filter((r) => /^\/s?api\//.test(r.url) && r.method !== 'HEAD' && r.response === undefined)
      .filter((r) => !r.url.startsWith('/api/trantor/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
