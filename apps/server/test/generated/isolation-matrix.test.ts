import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext, type TestResponse } from '../harness.ts';
import { CALL_MATRIX, ROUTE_MATRIX } from './call-matrix.ts';
import {
  allows,
  buildWorld,
  digestOf,
  isOwned,
  type Persona,
  payloadFor,
  refusal,
  reportFigures,
  routeRequest,
  send,
  sendRoute,
  type World,
} from './generated-kit.ts';

/**
 * The isolation matrix (DESIGN §4, §8; decision 019), generated from the call registry and the route
 * table: every call and route that takes an id is made with the demo buyer's ids by another buyer, a
 * guest, a caller without a session and the seller of another shop; each answer must be byte-for-byte
 * the answer a made-up id gets, and 404 whenever the caller's role may make the call. Every entry's
 * role access (401 / 403) is checked, and a call or route the matrix does not classify fails.
 */

/**
 * Defects this suite finds that another change is fixing (issue 9, `hardening`). Each entry must
 * still fail — the suite says so when one passes — so the list only shrinks; it is empty once
 * hardening has landed.
 */
const KNOWN_DEFECTS: string[] = [];

const ATTACKERS: Persona[] = ['anonymous', 'guest', 'buyer2', 'foreignSeller'];
const ROLE_PERSONAS: Persona[] = ['anonymous', 'guest', 'buyer2', 'foreignSeller', 'operator'];

/** Every integer field of a request schema that names an id: `id`, `ids`, `…Id` (list items as `0`). */
export function idFieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as any;
  const defs = json.$defs ?? {};
  const out = new Set<string>();
  const walk = (s: any, path: string[], name: string) => {
    if (!s || typeof s !== 'object') return;
    if (s.$ref) s = defs[s.$ref.split('/').pop()] ?? {};
    for (const alt of s.anyOf ?? s.oneOf ?? []) walk(alt, path, name);
    if (s.type === 'object' || s.properties) {
      for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, [...path, k], k);
    } else if (s.type === 'array') {
      walk(s.items, [...path, '0'], name);
    } else if (s.type === 'integer' && /^(id|ids|.+Id)$/.test(name)) {
      out.add(path.join('.'));
    }
  };
  walk(json, [], '');
  return [...out].sort();
}

// Its tests walk every registered call with every persona: their time grows with the registry.
describe('isolation matrix', { timeout: 120_000 }, () => {
  let t: TestContext;
  let w: World;
  const figures = { calls: 0, routes: 0, pairs: 0, roleChecks: 0, leaks: 0, knownLeaks: 0, fivexx: 0 };
  const failures: string[] = [];
  const knownSeen = new Set<string>();

  const callKeys = () => [...t.app.calls.names()].sort();
  const routeKeys = () =>
    [
      ...new Set(t.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
    ].sort();

  beforeAll(async () => {
    t = await createTestContext();
    w = await buildWorld(t);
  });
  afterAll(async () => {
    if (t)
      reportFigures('isolation matrix', t.driver, {
        calls: figures.calls,
        routes: figures.routes,
        pairs: figures.pairs,
        'role checks': figures.roleChecks,
        '5xx': figures.fivexx,
        leaks: figures.leaks,
        'known defects (KNOWN_DEFECTS)': figures.knownLeaks,
      });
    await t?.close();
  });

  it('classifies every registered call and REST route', () => {
    const calls = callKeys();
    expect(
      calls.filter((k) => !(k in CALL_MATRIX)),
      'calls missing from call-matrix.ts',
    ).toEqual([]);
    expect(
      Object.keys(CALL_MATRIX).filter((k) => !calls.includes(k)),
      'matrix entries of no call',
    ).toEqual([]);
    const routes = routeKeys();
    expect(
      routes.filter((k) => !(k in ROUTE_MATRIX)),
      'routes missing from ROUTE_MATRIX',
    ).toEqual([]);
    for (const key of calls) {
      const def = t.app.calls.get(...(key.split('/') as [string, string]))!;
      expect(CALL_MATRIX[key]!.access, `access of ${key}`).toBe(def.access);
    }
  });

  it('classifies every id field of every request schema', () => {
    const unclassified: string[] = [];
    for (const key of callKeys()) {
      const def = t.app.calls.get(...(key.split('/') as [string, string]))!;
      const c = CALL_MATRIX[key];
      const classified = Object.keys({ ...c?.ids, ...c?.altIds });
      for (const path of idFieldsOf(def.schema))
        if (!classified.includes(path)) unclassified.push(`${key} ${path}`);
    }
    expect(unclassified).toEqual([]);
  });

  const judge = (label: string, res: TestResponse) => {
    if (res.statusCode >= 500) {
      figures.fivexx++;
      failures.push(`${label}: ${res.statusCode}`);
    }
  };

  it('answers each role as the access of the call says (401 without a session, 403 without the role)', async () => {
    for (const key of callKeys()) {
      const access = CALL_MATRIX[key]!.access;
      const payload = payloadFor(key, w.madeUp, w.victim);
      for (const p of ROLE_PERSONAS) {
        const res = await send(t, key, payload, w.personas.cookies[p]);
        figures.roleChecks++;
        judge(`${key} · ${p}`, res);
        const got = `${res.statusCode} ${res.body?.error?.code ?? ''}`.trim();
        if (allows(access, p)) {
          if ([401, 403].includes(res.statusCode)) failures.push(`${key} · ${p}: allowed, got ${got}`);
        } else {
          const [status, code] = refusal(access, p);
          if (got !== `${status} ${code}`)
            failures.push(`${key} · ${p}: expected ${status} ${code}, got ${got}`);
        }
      }
    }
    for (const key of routeKeys()) {
      const r = ROUTE_MATRIX[key]!;
      if (r.skip || r.access === 'public') continue;
      const req = routeRequest(key, w.madeUp, w.victim);
      for (const p of ROLE_PERSONAS) {
        const res = await sendRoute(t, req, w.personas.cookies[p]);
        figures.roleChecks++;
        judge(`${key} · ${p}`, res);
        const got = `${res.statusCode} ${res.body?.error?.code ?? ''}`.trim();
        if (allows(r.access, p)) {
          if ([401, 403].includes(res.statusCode)) failures.push(`${key} · ${p}: allowed, got ${got}`);
        } else {
          const [status, code] = refusal(r.access, p);
          if (got !== `${status} ${code}`)
            failures.push(`${key} · ${p}: expected ${status} ${code}, got ${got}`);
        }
      }
    }
    report('role');
  });

  it("answers another buyer's ids exactly like made-up ids, and 404 to whoever may call", async () => {
    const before = await digestOf(t.db, w.personas.ids.buyer);
    const ownerSellers = [...w.sellerOfShop.keys()];
    const sellersBefore = await Promise.all(ownerSellers.map((s) => shopDigest(s)));

    const pair = async (
      label: string,
      access: string,
      mustBe404: boolean,
      make: (ids: typeof w.victim) => Promise<TestResponse>,
    ) => {
      const foreign = await make(w.victim);
      const madeUp = await make(w.madeUp);
      figures.pairs++;
      judge(label, foreign);
      judge(label, madeUp);
      const same = foreign.statusCode === madeUp.statusCode && foreign.payload === madeUp.payload;
      if (!same) {
        if (KNOWN_DEFECTS.some((k) => label.startsWith(k))) figures.knownLeaks++;
        else figures.leaks++;
        failures.push(
          `${label}: foreign ${foreign.statusCode} ${foreign.payload.slice(0, 160)} ≠ made-up ${madeUp.statusCode} ${madeUp.payload.slice(0, 160)}`,
        );
      } else if (mustBe404 && madeUp.statusCode !== 404) {
        failures.push(`${label}: ${access} caller got ${madeUp.statusCode}, not 404`);
      }
    };

    for (const key of callKeys()) {
      const c = CALL_MATRIX[key]!;
      const kinds = Object.values(c.ids ?? {}).filter(isOwned);
      if (kinds.length === 0) continue;
      figures.calls++;
      const scoped = kinds.every((k) => k.startsWith('scope.'));
      for (const p of ATTACKERS) {
        await pair(`${key} · ${p}`, c.access, allows(c.access, p) && !scoped, (ids) =>
          send(t, key, payloadFor(key, ids, w.victim), w.personas.cookies[p]),
        );
      }
    }
    for (const key of routeKeys()) {
      const r = ROUTE_MATRIX[key]!;
      // Like calls, a route is paired when it names something owned: an owned id in its body, or an id
      // in its URL (files, waybills, invoices); an item id anyone may name (the share reward) is not.
      const ownedIds = Object.values(r.ids ?? {}).some(isOwned);
      if (r.skip || (!ownedIds && !r.url?.includes('{'))) continue;
      figures.routes++;
      for (const p of ATTACKERS) {
        await pair(`${key} · ${p}`, r.access, allows(r.access, p), (ids) =>
          sendRoute(t, routeRequest(key, ids, w.victim), w.personas.cookies[p]),
        );
      }
    }

    // Nothing of the victim's (nor of any shop's) changed.
    if ((await digestOf(t.db, w.personas.ids.buyer)) !== before) {
      figures.leaks++;
      failures.push("the victim's rows changed");
    }
    const sellersAfter = await Promise.all(ownerSellers.map((s) => shopDigest(s)));
    if (sellersAfter.join() !== sellersBefore.join()) {
      figures.leaks++;
      failures.push("a shop's rows changed");
    }
    report('isolation');
  });

  // The pairs prove something only if the victim's ids are the right ones: their owner is not
  // answered 404. Last, because some of these calls change state.
  it('answers the owner of the ids (so the pairs test real ids)', async () => {
    const notFound: string[] = [];
    // Calls that take the data away run after those that read it.
    const destructive = (k: string) => /Delete|Cancel|Close|Withdraw/.test(k);
    const keys = [...callKeys().filter((k) => !destructive(k)), ...callKeys().filter(destructive)];
    for (const key of keys) {
      const c = CALL_MATRIX[key]!;
      const kinds = Object.values(c.ids ?? {}).filter((k) => isOwned(k) && !k.startsWith('scope.'));
      if (kinds.length === 0) continue;
      const cookie =
        c.access === 'seller' ? w.sellerOfShop.get(w.shopOf[kinds[0]!]!) : w.personas.cookies.buyer;
      const res = await send(t, key, payloadFor(key, w.victim, w.victim), cookie);
      if (res.statusCode === 404 || res.statusCode >= 500)
        notFound.push(`${key}: ${res.statusCode} ${res.payload.slice(0, 200)}`);
    }
    for (const key of routeKeys()) {
      const r = ROUTE_MATRIX[key]!;
      // Like calls, a route is paired when it names something owned: an owned id in its body, or an id
      // in its URL (files, waybills, invoices); an item id anyone may name (the share reward) is not.
      const ownedIds = Object.values(r.ids ?? {}).some(isOwned);
      if (r.skip || (!ownedIds && !r.url?.includes('{'))) continue;
      const res = await sendRoute(t, routeRequest(key, w.victim, w.victim), w.personas.cookies.buyer);
      if (res.statusCode === 404 || res.statusCode >= 500)
        notFound.push(`${key}: ${res.statusCode} ${res.payload.slice(0, 200)}`);
    }
    expect(notFound).toEqual([]);
  });

  it('still finds every KNOWN_DEFECTS entry (remove the ones that are fixed)', () => {
    expect(KNOWN_DEFECTS.filter((k) => !knownSeen.has(k))).toEqual([]);
  });

  async function shopDigest(shopId: number): Promise<string> {
    const row = await t.db.one<{ seller_user_id: number }>('SELECT seller_user_id FROM shop WHERE id = $1', [
      shopId,
    ]);
    return digestOf(t.db, row!.seller_user_id);
  }

  function report(part: string) {
    const mine = failures.splice(0);
    for (const k of KNOWN_DEFECTS) if (mine.some((f) => f.startsWith(k))) knownSeen.add(k);
    expect(
      mine.filter((f) => !KNOWN_DEFECTS.some((k) => f.startsWith(k))),
      `${part}: failures`,
    ).toEqual([]);
  }
});
