/**
 * npm run bench [-- --buyers 300 --orders 200 --seconds 3 --rounds 4 --warmup 2 --connections 10
 *                  --keep --skip-web --skip-api --no-browser --web-dist <dir>]
 *
 * Measures the DESIGN §9 budgets as ratios against a bare baseline in the same run. See
 * bench/README.md for what each number means. Exits 0 when a budget fails: it is a report.
 */
import { rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/index.ts';
import { LANGUAGE_COOKIE } from '../apps/server/src/platform/request-context.ts';
import { SESSION_COOKIE } from '../apps/server/src/platform/sessions.ts';
import { type BenchCall, CALLS, type ListCall } from './calls.ts';
import { type ServerChild, startChild } from './child.ts';
import { DbCpu, machineBusyMs } from './cpu.ts';
import { ADMIN_URL, type BenchDatabase, createDatabase, loadData } from './data.ts';
import { type ExplainedStatement, explainCall } from './explain.ts';
import { type LoadSample, runLoad, summarise, type Target } from './load.ts';
import {
  type ApiResult,
  apiResult,
  BUDGET,
  type Check,
  type Explained,
  printExplain,
  printReport,
  writeResults,
} from './report.ts';
import { benchRestart, stopRestartServers } from './restart.ts';
import { benchWebPart } from './web-lighthouse.ts';
import { browserRouteJs, buildWeb, newestWebSource, REPO, staticRouteJs } from './web-size.ts';

/** The order list's page size: --orders must give it a deep page. */
const ORDER_PAGE_SIZE = (CALLS.find((c) => c.key === 'orders') as ListCall).pageSize;
const PAGE_SIZE_MIN_ORDERS = ORDER_PAGE_SIZE * 2;

type Side = 'app' | 'baseline';
const SIDES: readonly Side[] = ['app', 'baseline'];

/** What is timed: a list's page 1 or last page, or a detail's orders in turn (derived from CALLS). */
interface Scenario {
  key: string;
  title: string;
  bench: BenchCall;
  /** Lists: which page. */
  page?: 'first' | 'deep';
  pageNo?: number;
  payloads: unknown[];
}

const { values: opt } = parseArgs({
  options: {
    buyers: { type: 'string', default: '300' },
    orders: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
    'skip-restart': { type: 'boolean', default: false },
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (opt.help) {
  console.log(`npm run bench [-- options]   (see bench/README.md)
  --buyers N         benchmark buyers to load (default 300)
  --orders M         orders per benchmark buyer (default 200)
  --seconds S        length of one measured round per side (default 3)
  --rounds R         measured rounds per scenario and side, alternating app/baseline (default 4)
  --warmup W         warm-up seconds per scenario and side (default 2)
  --connections C    concurrent keep-alive connections (default 10, the pg pool size)
  --keep             keep the kontor_bench_<pid> database
  --skip-api / --skip-web / --no-browser
  --web-dist DIR     measure this built SPA instead of building one
  --only K1,K2       measure only these calls of bench/calls.ts (keys: ${CALLS.map((c) => c.key).join(', ')});
                     --only restart: only the restart → /healthz part (bench/restart.ts)
  --skip-restart     leave the restart part out
env: BENCH_DATABASE_URL (reuse a database), BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
     CHROMIUM_PATH (default /usr/bin/chromium)`);
  process.exit(0);
}
const cfg = {
  buyers: Number(opt.buyers),
  orders: Number(opt.orders),
  seconds: Number(opt.seconds),
  rounds: Number(opt.rounds),
  warmup: Number(opt.warmup),
  connections: Number(opt.connections),
};
for (const [k, v] of Object.entries(cfg)) {
  if (!(v > 0) && !(k === 'warmup' && v === 0)) {
    console.error(`--${k} must be a positive number`);
    process.exit(2);
  }
}
if (cfg.orders < PAGE_SIZE_MIN_ORDERS) {
  console.error(`--orders must be at least ${PAGE_SIZE_MIN_ORDERS}, so there is a deep page`);
  process.exit(2);
}

/** The calls measured: every entry of CALLS, or those --only names. */
const only = opt.only
  ?.split(',')
  .map((k) => k.trim())
  .filter(Boolean);
const unknown = only?.filter((k) => k !== 'restart' && !CALLS.some((c) => c.key === k)) ?? [];
if (only && (!only.length || unknown.length)) {
  console.error(
    `--only: unknown call key(s) ${unknown.join(', ')}; known: ${CALLS.map((c) => c.key).join(', ')}`,
  );
  process.exit(2);
}
const SELECTED: readonly BenchCall[] = only ? CALLS.filter((c) => only.includes(c.key)) : CALLS;
/** The restart part (bench/restart.ts): in a full run, or named by --only. */
const RESTART = only ? only.includes('restart') : !opt['skip-restart'];
/** --only restart: no database, servers, API or web part. */
const RESTART_ONLY = !!only && only.every((k) => k === 'restart');

const t0 = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const children: ServerChild[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  stopRestartServers();
  for (const c of children) c.stop();
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch((e) => console.error('cleanup:', e));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    console.error(`\n${signal}: cleaning up`);
    await cleanup();
    process.exit(130);
  });
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    platform: process.platform,
  },
  settings: { ...cfg, calls: SELECTED.map((c) => ({ key: c.key, call: c.call })) },
};
const api: ApiResult[] = [];
const checks: Check[] = [];

try {
  // 0. Restart → /healthz (issue 11, decision 077), first: it times single processes, so it runs
  // before the benchmark database and servers exist.
  if (RESTART) {
    const restart = await benchRestart(log);
    checks.push(...restart.checks);
    results.restart = restart.results;
  }
  if (!RESTART_ONLY) {
    // 1. Web build (fast, and independent of the database).
    let webDist: string | undefined;
    if (!opt['skip-web']) webDist = prepareWebDist();

    // 2. Data.
    log(`database: demo data + ${cfg.buyers} buyers × ${cfg.orders} orders …`);
    const target = await createDatabase(opt.keep);
    cleanups.push(() => target.drop());
    const data = await loadData(target, { buyers: cfg.buyers, orders: cfg.orders, log });
    log(
      `database ${data.name}: ${data.orders} orders, ready in ${data.loadSeconds.toFixed(1)} s` +
        `${data.created && !opt.keep ? ' (dropped at the end)' : ''}`,
    );
    results.database = {
      name: data.name,
      created: data.created,
      kept: !data.created || opt.keep,
      orders: data.orders,
      loadSeconds: data.loadSeconds,
      postgres: await serverVersion(data.url),
      buyer: { email: data.buyer.email, orders: data.buyer.orders },
    };

    // 3. Servers: the real app and the bare baseline, each in its own process.
    const started = await Promise.allSettled([
      startChild('app', path.join(import.meta.dirname, 'app-server.ts'), {
        DATABASE_URL: data.url,
        ...(webDist ? { WEB_DIST: webDist } : {}),
      }),
      startChild('baseline', path.join(import.meta.dirname, 'baseline-server.ts'), {
        DATABASE_URL: data.url,
        BENCH_BUYER_ID: String(data.buyer.id),
      }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') children.push(s.value);
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [app, base] = children;
    log(`app on 127.0.0.1:${app.port}, baseline on 127.0.0.1:${base.port}`);

    // 4. The API part: every call of bench/calls.ts against the baseline, its plans and statements.
    if (!opt['skip-api']) await measureApi(data, app, base);
    // 5. The web part (DESIGN §9 delivery and web budgets): it measures the app server started
    // above and adds its verdicts to `checks` (Check rows: check, measured, budget, pass) and its
    // figures to `results` (results.web, results.lighthouse), so they print in the same report.
    if (webDist) await measureWeb(webDist, app, data);
    if (webDist && !opt['no-browser']) {
      // Lighthouse and the bytes of a first load and a reload (bench/web-lighthouse.ts).
      const web = await benchWebPart(`http://127.0.0.1:${app.port}`, log);
      checks.push(...web.checks);
      results.lighthouse = web.results;
    }
  }
} finally {
  await cleanup();
}

results.api = api;
results.checks = checks;
results.seconds = (performance.now() - t0) / 1000;
printExplain((results.explain as Explained[] | undefined) ?? []);
printReport(api, checks);
const ceiling = (results.loadGeneratorCeiling as { rps: number } | undefined)?.rps;
const fastest = Math.max(...api.flatMap((r) => [r.app.rps, r.baseline.rps]));
if (ceiling && ceiling < 3 * fastest)
  console.log(
    `\nNOTE: the load generator reached only ${ceiling.toFixed(0)} rps against a trivial endpoint ` +
      `(fastest scenario ${fastest.toFixed(0)} rps): the client may have limited the run, flattening the ratios.`,
  );
const file = writeResults(path.join(import.meta.dirname, 'results'), results);
console.log(`\nWrote ${path.relative(REPO, file)} (${(results.seconds as number).toFixed(0)} s in all).`);
process.exit(0);

// ---------------------------------------------------------------------------------------------

function prepareWebDist(): string | undefined {
  if (opt['web-dist']) return path.resolve(opt['web-dist']);
  // A fresh build of the current sources into a temp folder, with a manifest; apps/web/dist,
  // which the e2e suite serves, is left alone.
  const out = path.join(os.tmpdir(), `kontor-bench-web-${process.pid}`);
  log('web: vite build (temp folder, with manifest) …');
  const built = buildWeb(out);
  if (built.ok) {
    cleanups.push(() => rmSync(out, { recursive: true, force: true }));
    log(`web: built in ${built.seconds.toFixed(1)} s`);
    results.webBuild = { fresh: true, seconds: built.seconds };
    return out;
  }
  rmSync(out, { recursive: true, force: true });
  console.error(`web: build failed\n${built.output.slice(-2000)}`);
  const dist = path.join(REPO, 'apps/web/dist');
  const builtAt = statMs(path.join(dist, 'index.html'));
  if (builtAt === undefined) {
    results.webBuild = { fresh: false, error: 'build failed and apps/web/dist is missing' };
    return undefined;
  }
  const stale = newestWebSource() > builtAt;
  console.error(`web: measuring ${dist} instead${stale ? ' (WARNING: older than the sources)' : ''}`);
  results.webBuild = { fresh: false, fallback: dist, stale };
  return dist;
}

function statMs(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

async function serverVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('SHOW server_version')).rows[0].server_version;
  } finally {
    await c.end();
  }
}

async function signIn(port: number, account: string, password: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/user/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!res.ok || !cookie) throw new Error(`sign-in as ${account} failed: ${res.status} ${await res.text()}`);
  // The language the baselines sort and translate in (the default site's would be German).
  return `${cookie.split(';')[0]}; ${LANGUAGE_COOKIE}=en`;
}

async function postJson(port: number, urlPath: string, payload: unknown, cookie?: string): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify([payload]),
  });
  if (!res.ok) throw new Error(`${urlPath} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** One call's answer as it travels: its bytes on the wire and its content-encoding. */
function wireSize(port: number, urlPath: string, payload: unknown, headers: Record<string, string>) {
  const body = Buffer.from(JSON.stringify([payload]));
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** SQL statements one app.inject call sends, from the app's own db.statements counter. */
async function countStatements(data: BenchDatabase, scenarios: Scenario[]) {
  const config = loadConfig({ ...process.env, DATABASE_URL: data.url, SWEEPS: '0', LOAD_DEMO: '0' });
  const db = await openDb(config);
  const app = await buildApp({ config, db, logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/web/login',
      payload: { account: data.buyer.email, password: data.buyer.password },
    });
    const sid = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    if (!sid) throw new Error(`in-process sign-in failed: ${login.statusCode}`);
    const counts: Record<string, number> = {};
    for (const s of scenarios) {
      const before = db.statements;
      const res = await app.inject({
        method: 'POST',
        url: `/api/trantor/${s.bench.via ?? 'flow'}/${s.bench.call}`,
        cookies: { [SESSION_COOKIE]: sid, [LANGUAGE_COOKIE]: 'en' },
        payload: [s.payloads[0]],
      });
      if (res.statusCode !== 200)
        throw new Error(`${s.bench.call} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      counts[s.key] = db.statements - before;
    }
    return { counts };
  } finally {
    await app.close();
    await db.close();
  }
}

async function measureApi(data: BenchDatabase, app: ServerChild, base: ServerChild) {
  const dbCpu = await DbCpu.open(ADMIN_URL, data.name);
  try {
    await measureScenarios(data, app, base, dbCpu);
  } finally {
    await dbCpu.close();
  }
}

async function measureScenarios(data: BenchDatabase, app: ServerChild, base: ServerChild, dbCpu: DbCpu) {
  const session = await signIn(app.port, data.buyer.email, data.buyer.password);
  // A call answered in a language (the region list's order) asks in it through the language cookie.
  const cookieOf = (c: BenchCall) => (c.language ? `${session}; ${LANGUAGE_COOKIE}=${c.language}` : session);
  const appCall = (c: BenchCall, payload: unknown) =>
    postJson(app.port, `/api/trantor/${c.via ?? 'flow'}/${c.call}`, payload, cookieOf(c));
  for (const c of SELECTED)
    await c.prepare?.((via, call, payload) =>
      postJson(app.port, `/api/trantor/${via}/${call}`, payload, session),
    );

  // Both servers must serve the same answers before their speed is compared.
  const scenarios: Scenario[] = [];
  for (const c of SELECTED) {
    if (c.kind === 'list') {
      const total: number = (await appCall(c, c.payload(1))).data.total;
      if (!total) throw new Error(`the benchmark buyer has nothing in the ${c.title}`);
      const lastPage = Math.max(1, Math.ceil(total / c.pageSize));
      for (const no of [1, lastPage]) {
        const a = (await appCall(c, c.payload(no))).data;
        const b = await postJson(base.port, `/${c.key}`, c.payload(no));
        const [appIds, baseIds] = [c.appIds(a).join(','), b.ids.join(',')];
        if (appIds !== baseIds || a.total !== b.total)
          throw new Error(`app and baseline disagree on ${c.title} page ${no}: [${appIds}] vs [${baseIds}]`);
      }
      log(`${c.title}: ${total} in all, last page ${lastPage}; app and baseline agree`);
      if (c.acceptEncoding) {
        // The page the browser gets: its size compressed (as the load below asks for it) and raw.
        const urlPath = `/api/trantor/${c.via ?? 'flow'}/${c.call}`;
        const packed = await wireSize(app.port, urlPath, c.payload(1), {
          cookie: cookieOf(c),
          'accept-encoding': c.acceptEncoding,
        });
        const raw = await wireSize(app.port, urlPath, c.payload(1), { cookie: cookieOf(c) });
        const rows = Math.min(total, c.pageSize);
        const kbOf = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        results.pageSizes = {
          ...(results.pageSizes as object),
          [c.key]: { rows, ...packed, raw: raw.bytes },
        };
        checks.push({
          check: `answer size: ${c.title}, page 1 (${rows} rows)`,
          measured: `${kbOf(packed.bytes)} ${packed.encoding} (${kbOf(raw.bytes)} raw, ${((packed.bytes / raw.bytes) * 100).toFixed(0)}%)`,
          budget: '(reported)',
          pass: null,
          value: packed.bytes,
        });
      }
      scenarios.push(
        {
          key: `${c.key}-first`,
          title: `${c.title}, page 1`,
          bench: c,
          page: 'first',
          pageNo: 1,
          payloads: [c.payload(1)],
        },
        {
          key: `${c.key}-deep`,
          title: `${c.title}, page ${lastPage} (last)`,
          bench: c,
          page: 'deep',
          pageNo: lastPage,
          payloads: [c.payload(lastPage)],
        },
      );
    } else {
      const payloads = c.payloads(data.detailOrderIds);
      for (const payload of payloads) {
        const a = (await appCall(c, payload)).data;
        const b = await postJson(base.port, `/${c.key}`, payload);
        if (c.appId(a) !== b.ids[0])
          throw new Error(`app and baseline disagree on ${c.title} ${JSON.stringify(payload)}`);
      }
      log(`${c.title}: ${payloads.length} orders; app and baseline agree`);
      scenarios.push({
        key: c.key,
        title: `${c.title} (${payloads.length} orders in turn)`,
        bench: c,
        payloads,
      });
    }
  }

  // The plans of every statement, as the app sends them (prepared ones from the plan cache).
  const explained: Explained[] = [];
  for (const s of scenarios) {
    const statements: ExplainedStatement[] = await explainCall(
      data.url,
      s.bench,
      data.buyer.id,
      s.payloads[0],
    );
    explained.push({ scenario: s.title, statements });
  }
  results.explain = explained;

  const statements = await countStatements(data, scenarios);
  results.statements = statements;
  log(`statements per call: ${JSON.stringify(statements.counts)}`);

  // How fast the load generator itself can go against a trivial endpoint: when a scenario's rps
  // comes near this, the client is the bottleneck and the ratios flatten towards 1.
  const ceiling = summarise([
    await runLoad({ port: base.port, path: '/ping' }, { connections: cfg.connections, seconds: 2 }),
  ]);
  results.loadGeneratorCeiling = { rps: ceiling.rps, p99: ceiling.p99 };
  log(`load generator ceiling (baseline /ping): ${ceiling.rps.toFixed(0)} rps`);

  for (const s of scenarios) {
    const bodies = s.payloads.map((p) => Buffer.from(JSON.stringify([p])));
    const encoding: Record<string, string> = s.bench.acceptEncoding
      ? { 'accept-encoding': s.bench.acceptEncoding }
      : {};
    const targets = {
      app: {
        port: app.port,
        path: `/api/trantor/${s.bench.via ?? 'flow'}/${s.bench.call}`,
        headers: { 'content-type': 'application/json', cookie: cookieOf(s.bench), ...encoding },
        bodies,
      },
      baseline: {
        port: base.port,
        path: `/${s.bench.key}`,
        headers: { 'content-type': 'application/json', ...encoding },
        bodies,
      },
    } satisfies Record<string, Target>;
    const servers = { app, baseline: base };
    const samples: Record<Side, LoadSample[]> = { app: [], baseline: [] };
    const cpu: Record<Side, { server: number; db: number; client: number; other: number }> = {
      app: { server: 0, db: 0, client: 0, other: 0 },
      baseline: { server: 0, db: 0, client: 0, other: 0 },
    };
    for (const side of SIDES)
      await runLoad(targets[side], { connections: cfg.connections, seconds: cfg.warmup });
    // Alternate the order each round so neither side always runs on a warmer machine.
    for (let round = 0; round < cfg.rounds; round++) {
      for (const side of round % 2 ? [...SIDES].reverse() : SIDES) {
        const [server0, db0, client0] = [
          await servers[side].cpuMs(),
          await dbCpu.sample(),
          process.cpuUsage(),
        ];
        const machine0 = machineBusyMs();
        samples[side].push(
          await runLoad(targets[side], { connections: cfg.connections, seconds: cfg.seconds }),
        );
        const machine = machineBusyMs() - machine0;
        const c = process.cpuUsage(client0);
        const [client, db, server] = [
          (c.user + c.system) / 1000,
          DbCpu.delta(db0, await dbCpu.sample()),
          (await servers[side].cpuMs()) - server0,
        ];
        cpu[side].client += client;
        cpu[side].db += db;
        cpu[side].server += server;
        cpu[side].other += Math.max(0, machine - client - db - server);
      }
    }
    const stats = (side: Side) => {
      const st = summarise(samples[side]);
      return {
        ...st,
        serverCpuMs: cpu[side].server / st.requests,
        dbCpuMs: cpu[side].db / st.requests,
        clientCpuMs: cpu[side].client / st.requests,
        /** Share of the machine's CPU that processes other than these three used meanwhile. */
        otherCpuShare:
          cpu[side].other / (samples[side].reduce((n, x) => n + x.seconds, 0) * 1000 * os.cpus().length),
      };
    };
    const r = apiResult(s.key, s.title, stats('app'), stats('baseline'));
    api.push(r);
    log(
      `${s.title}: app ${r.app.rps.toFixed(0)} rps p99 ${r.app.p99.toFixed(1)} ms | ` +
        `baseline ${r.baseline.rps.toFixed(0)} rps p99 ${r.baseline.p99.toFixed(1)} ms`,
    );
  }

  // Cost = CPU per request (server + database): on a machine others are using at the same time
  // it holds far better than rps; rps and p50 ratios are shown beside it.
  const cpuOf = (r: ApiResult, side: Side) => r[side].serverCpuMs + r[side].dbCpuMs;
  const resultOf = (key: string) => api.find((r) => r.key === key)!;
  for (const s of scenarios) {
    const r = resultOf(s.key);
    checks.push({
      check: `postgres CPU per request: ${s.title}`,
      measured: Number.isFinite(r.app.dbCpuMs)
        ? `${r.app.dbCpuMs.toFixed(2)} ms (baseline ${r.baseline.dbCpuMs.toFixed(2)} ms)`
        : 'not measured (no /proc)',
      budget: `≤ ${s.bench.pgCpuBudgetMs} ms`,
      pass: Number.isFinite(r.app.dbCpuMs) ? r.app.dbCpuMs <= s.bench.pgCpuBudgetMs : null,
      value: r.app.dbCpuMs,
    });
  }
  for (const c of SELECTED) {
    if (c.kind !== 'list') continue;
    const first = scenarios.find((s) => s.bench === c && s.page === 'first')!;
    const deep = scenarios.find((s) => s.bench === c && s.page === 'deep')!;
    const [f, d] = [resultOf(first.key), resultOf(deep.key)];
    const cpuCost = cpuOf(d, 'app') / cpuOf(f, 'app');
    const rpsCost = f.app.rps / d.app.rps;
    const deepCost = Number.isFinite(cpuCost) ? cpuCost : rpsCost;
    checks.push({
      check: `deep page cost: ${c.title} (app, page ${deep.pageNo} vs 1)`,
      measured:
        `${deepCost.toFixed(2)}× ${Number.isFinite(cpuCost) ? 'CPU/request' : 'rps'} ` +
        `(rps ${rpsCost.toFixed(2)}×, p50 ${(d.app.p50 / f.app.p50).toFixed(2)}×; ` +
        `baseline CPU ${(cpuOf(d, 'baseline') / cpuOf(f, 'baseline')).toFixed(2)}×)`,
      budget: `≤ ${BUDGET.deepPageCost}×`,
      pass: deepCost <= BUDGET.deepPageCost,
      value: deepCost,
    });
    for (const s of [first, deep]) {
      const n = statements.counts[s.key];
      checks.push({
        check: `SQL statements per call: ${s.title}`,
        measured: String(n),
        budget: `≤ ${BUDGET.statementsPerList}`,
        pass: n <= BUDGET.statementsPerList,
        value: n,
      });
    }
  }
  for (const s of scenarios.filter((x) => x.bench.kind === 'detail')) {
    checks.push({
      check: `SQL statements per call: ${s.bench.title}`,
      measured: String(statements.counts[s.key]),
      budget: `(reported; npm test: ≤ ${BUDGET.statementsPerDetail})`,
      pass: null,
      value: statements.counts[s.key],
    });
  }
}

async function measureWeb(dist: string, app: ServerChild, data: BenchDatabase) {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const stat = staticRouteJs(dist);
  log(
    `web (static, ${stat.method}): ${stat.files.length} JS files, ${kb(stat.gzip)} gzipped (${kb(stat.bytes)} raw)`,
  );
  let judged = stat.gzip;
  let how = `static: entry + modulepreloads + route chunks, ${stat.files.length} files`;
  let browser: Awaited<ReturnType<typeof browserRouteJs>> | undefined;
  if (!opt['no-browser']) {
    try {
      browser = await browserRouteJs(
        `http://127.0.0.1:${app.port}`,
        '/buyer/orders',
        data.buyer.email,
        data.buyer.password,
      );
      if ('skipped' in browser) log(`web (browser): skipped, ${browser.skipped}`);
      else {
        for (const [vp, t] of Object.entries(browser))
          log(
            `web (browser, ${vp}): ${t.files.length} JS files, ${kb(t.gzip)} gzipped${t.notes.length ? ` (${t.notes.join('; ')})` : ''}`,
          );
        const worst = Object.entries(browser).sort((a, b) => b[1].gzip - a[1].gzip)[0];
        judged = worst[1].gzip;
        how = `Chromium, signed in, until network idle (${worst[0]}, ${worst[1].files.length} files)`;
      }
    } catch (error) {
      log(`web (browser): failed, ${(error as Error).message}; judging the static figure`);
      browser = { skipped: (error as Error).message };
    }
  }
  results.web = { dist, route: '/buyer/orders', static: stat, browser, judgedGzipBytes: judged };
  checks.push({
    check: 'JS before interaction on /buyer/orders (gzip)',
    measured: `${kb(judged)} (${how}); static walk ${kb(stat.gzip)}`,
    budget: `≤ ${BUDGET.routeJsGzipKb} KB`,
    pass: judged <= BUDGET.routeJsGzipKb * 1024,
    value: judged,
  });
}
