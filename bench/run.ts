/**
 * npm run bench [-- --buyers 300 --orders 200 --seconds 3 --rounds 4 --warmup 2 --connections 10
 *                  --keep --skip-web --skip-api --no-browser --web-dist <dir>]
 *
 * Measures the DESIGN §9 budgets as ratios against a bare baseline in the same run. See
 * bench/README.md for what each number means. Exits 0 when a budget fails: it is a report.
 */
import { rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/index.ts';
import { SESSION_COOKIE } from '../apps/server/src/platform/sessions.ts';
import { type ServerChild, startChild } from './child.ts';
import { DbCpu, machineBusyMs } from './cpu.ts';
import { ADMIN_URL, type BenchDatabase, createDatabase, loadData } from './data.ts';
import { type LoadSample, runLoad, summarise, type Target } from './load.ts';
import { type ApiResult, apiResult, BUDGET, type Check, printReport, writeResults } from './report.ts';
import { browserRouteJs, buildWeb, newestWebSource, REPO, staticRouteJs } from './web-size.ts';

const LIST = 'bbc_trade_LibPageTradeOrderForBuyerFlow';
const DETAIL = 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow';
/** DESIGN §9 also budgets these lists; they are measured once their calls exist. */
const PENDING_LISTS: { title: string; call: string }[] = [];
const AFTER_SALES = 'trade_PageReverseOrderFlow';
const AFTER_SALES_PAGE = 20; // the after-sales list's page size (AFTER_SALES_LIST_PAGE_SIZE, spec §9)
const afterSalesPayload = (no: number) => ({ page: { no, size: AFTER_SALES_PAGE } });
const REVIEWS = 'bbc_content_PageCommonComment4CFlow';
const REVIEW_PAGE = 4; // the review list's page size (REVIEW_PAGE_SIZE, spec §9)
const reviewPayload = (no: number) => ({ qCommentBO: { page: { no, size: REVIEW_PAGE } } });
const PAGE_SIZE = 5; // the list's default page size (ORDER_LIST_PAGE_SIZE, spec §9)
const PAGE_SIZE_MIN_ORDERS = PAGE_SIZE * 2;
const listPayload = (no: number) => ({
  queryParams: { page: { no, size: PAGE_SIZE } },
  searchStatus: { value: 'ALL_ORDER' },
  deviceSource: 'PC',
});

type Side = 'app' | 'baseline';
const SIDES: readonly Side[] = ['app', 'baseline'];

interface Scenario {
  key: string;
  title: string;
  call: string;
  baselinePath: string;
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

const t0 = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const children: ServerChild[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
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
  settings: { ...cfg, pageSize: PAGE_SIZE },
};
const api: ApiResult[] = [];
const checks: Check[] = [];

try {
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

  if (!opt['skip-api']) await measureApi(data, app, base);
  if (webDist) await measureWeb(webDist, app, data);
  checks.push({
    check: 'Lighthouse mobile performance',
    measured: 'not measured',
    budget: '≥ 90',
    pass: null,
  });
  results.lighthouse = {
    measured: false,
    reason: 'Lighthouse is not installed and cannot be fetched offline',
  };
} finally {
  await cleanup();
}

results.api = api;
results.checks = checks;
results.seconds = (performance.now() - t0) / 1000;
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
  return cookie.split(';')[0];
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
        url: `/api/trantor/flow/${s.call}`,
        cookies: { [SESSION_COOKIE]: sid },
        payload: [s.payloads[0]],
      });
      if (res.statusCode !== 200)
        throw new Error(`${s.call} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      counts[s.key] = db.statements - before;
    }
    const registered = Object.fromEntries(
      PENDING_LISTS.map((p) => [p.call, !!app.calls.get('flow', p.call)]),
    );
    return { counts, registered };
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
  const cookie = await signIn(app.port, data.buyer.email, data.buyer.password);

  // Both servers must serve the same page before their speed is compared.
  const first = await postJson(app.port, `/api/trantor/flow/${LIST}`, listPayload(1), cookie);
  const total: number = first.data.total;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  for (const no of [1, lastPage]) {
    const a = await postJson(app.port, `/api/trantor/flow/${LIST}`, listPayload(no), cookie);
    const b = await postJson(base.port, '/orders/page', listPayload(no));
    const ids = (xs: { id: number }[]) => xs.map((x) => x.id).join(',');
    if (ids(a.data.data) !== ids(b.rows) || a.data.total !== b.total)
      throw new Error(`app and baseline disagree on page ${no}: [${ids(a.data.data)}] vs [${ids(b.rows)}]`);
  }
  const detail = await postJson(
    app.port,
    `/api/trantor/flow/${DETAIL}`,
    { id: data.detailOrderIds[0] },
    cookie,
  );
  if (detail.data.id !== data.detailOrderIds[0]) throw new Error('detail answered another order');
  log(
    `buyer ${data.buyer.email}: ${total} orders in the list, last page ${lastPage}; app and baseline agree`,
  );
  const firstReviews = await postJson(app.port, `/api/trantor/flow/${REVIEWS}`, reviewPayload(1), cookie);
  const reviewTotal: number = firstReviews.data.total;
  const lastReviewPage = Math.max(1, Math.ceil(reviewTotal / REVIEW_PAGE));
  for (const no of [1, lastReviewPage]) {
    const a = await postJson(app.port, `/api/trantor/flow/${REVIEWS}`, reviewPayload(no), cookie);
    const b = await postJson(base.port, '/reviews/page', reviewPayload(no));
    const ids = (xs: { id: number }[]) => xs.map((x) => x.id).join(',');
    const appIds = ids(a.data.data.map((d: { comment: { id: number } }) => d.comment));
    if (appIds !== ids(b.rows) || a.data.total !== b.total)
      throw new Error(`app and baseline disagree on review page ${no}: [${appIds}] vs [${ids(b.rows)}]`);
  }
  log(
    `buyer ${data.buyer.email}: ${reviewTotal} reviews, last page ${lastReviewPage}; app and baseline agree`,
  );
  const firstAfterSales = await postJson(
    app.port,
    `/api/trantor/flow/${AFTER_SALES}`,
    afterSalesPayload(1),
    cookie,
  );
  const afterSalesTotal: number = firstAfterSales.data.total;
  if (!afterSalesTotal) throw new Error(`the benchmark buyer has no after-sales records`);
  const lastAfterSalesPage = Math.max(1, Math.ceil(afterSalesTotal / AFTER_SALES_PAGE));
  for (const no of [1, lastAfterSalesPage]) {
    const a = await postJson(app.port, `/api/trantor/flow/${AFTER_SALES}`, afterSalesPayload(no), cookie);
    const b = await postJson(base.port, '/after-sales/page', afterSalesPayload(no));
    const ids = (xs: { id: number }[]) => xs.map((x) => x.id).join(',');
    if (ids(a.data.data) !== ids(b.rows) || a.data.total !== b.total)
      throw new Error(
        `app and baseline disagree on after-sales page ${no}: [${ids(a.data.data)}] vs [${ids(b.rows)}]`,
      );
  }
  log(
    `buyer ${data.buyer.email}: ${afterSalesTotal} after-sales records, last page ${lastAfterSalesPage}; app and baseline agree`,
  );

  const scenarios: Scenario[] = [
    {
      key: 'list-first',
      title: 'order list, page 1',
      call: LIST,
      baselinePath: '/orders/page',
      payloads: [listPayload(1)],
    },
    {
      key: 'list-deep',
      title: `order list, page ${lastPage} (last)`,
      call: LIST,
      baselinePath: '/orders/page',
      payloads: [listPayload(lastPage)],
    },
    {
      key: 'reviews-first',
      title: 'review list, page 1',
      call: REVIEWS,
      baselinePath: '/reviews/page',
      payloads: [reviewPayload(1)],
    },
    {
      key: 'reviews-deep',
      title: `review list, page ${lastReviewPage} (last)`,
      call: REVIEWS,
      baselinePath: '/reviews/page',
      payloads: [reviewPayload(lastReviewPage)],
    },
    {
      key: 'after-sales-first',
      title: 'after-sales list, page 1',
      call: AFTER_SALES,
      baselinePath: '/after-sales/page',
      payloads: [afterSalesPayload(1)],
    },
    {
      key: 'after-sales-deep',
      title: `after-sales list, page ${lastAfterSalesPage} (last)`,
      call: AFTER_SALES,
      baselinePath: '/after-sales/page',
      payloads: [afterSalesPayload(lastAfterSalesPage)],
    },
    {
      key: 'detail',
      title: `order detail (${data.detailOrderIds.length} orders in turn)`,
      call: DETAIL,
      baselinePath: '/orders/detail',
      payloads: data.detailOrderIds.map((id) => ({ id })),
    },
  ];

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
    const targets = {
      app: {
        port: app.port,
        path: `/api/trantor/flow/${s.call}`,
        headers: { 'content-type': 'application/json', cookie },
        bodies,
      },
      baseline: {
        port: base.port,
        path: s.baselinePath,
        headers: { 'content-type': 'application/json' },
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

  const [firstPage, deepPage] = [
    api.find((r) => r.key === 'list-first')!,
    api.find((r) => r.key === 'list-deep')!,
  ];
  // Cost = CPU per request (server + database): on a machine others are using at the same time
  // it holds far better than rps; rps and p50 ratios are shown beside it.
  const cpuOf = (r: ApiResult, side: Side) => r[side].serverCpuMs + r[side].dbCpuMs;
  const cpuCost = cpuOf(deepPage, 'app') / cpuOf(firstPage, 'app');
  const rpsCost = firstPage.app.rps / deepPage.app.rps;
  const deepCost = Number.isFinite(cpuCost) ? cpuCost : rpsCost;
  const p50Cost = deepPage.app.p50 / firstPage.app.p50;
  const baseCost = cpuOf(deepPage, 'baseline') / cpuOf(firstPage, 'baseline');
  checks.push({
    check: `deep page cost (app, page ${lastPage} vs 1)`,
    measured:
      `${deepCost.toFixed(2)}× ${Number.isFinite(cpuCost) ? 'CPU/request' : 'rps'} ` +
      `(rps ${rpsCost.toFixed(2)}×, p50 ${p50Cost.toFixed(2)}×; baseline CPU ${baseCost.toFixed(2)}×)`,
    budget: `≤ ${BUDGET.deepPageCost}×`,
    pass: deepCost <= BUDGET.deepPageCost,
    value: deepCost,
  });
  for (const key of ['list-first', 'list-deep'] as const) {
    const n = statements.counts[key];
    checks.push({
      check: `SQL statements per list call (${key === 'list-first' ? 'page 1' : `page ${lastPage}`})`,
      measured: String(n),
      budget: `≤ ${BUDGET.statementsPerList}`,
      pass: n <= BUDGET.statementsPerList,
      value: n,
    });
  }
  for (const key of ['reviews-first', 'reviews-deep'] as const) {
    const n = statements.counts[key];
    checks.push({
      check: `SQL statements per review list call (${key === 'reviews-first' ? 'page 1' : 'last page'})`,
      measured: String(n),
      budget: `≤ ${BUDGET.statementsPerList}`,
      pass: n <= BUDGET.statementsPerList,
      value: n,
    });
  }
  for (const key of ['after-sales-first', 'after-sales-deep'] as const) {
    const n = statements.counts[key];
    checks.push({
      check: `SQL statements per after-sales list call (${key === 'after-sales-first' ? 'page 1' : 'last page'})`,
      measured: String(n),
      budget: `≤ ${BUDGET.statementsPerList}`,
      pass: n <= BUDGET.statementsPerList,
      value: n,
    });
  }
  checks.push({
    check: 'SQL statements per detail call',
    measured: String(statements.counts.detail),
    budget: '(none; reported)',
    pass: null,
    value: statements.counts.detail,
  });
  for (const p of PENDING_LISTS) {
    checks.push({
      check: `${p.title} vs baseline`,
      measured: statements.registered[p.call]
        ? 'call exists: add a scenario to bench/run.ts'
        : 'call not implemented yet',
      budget: `rps ≥ ${BUDGET.rpsRatio}×, p99 ≤ ${BUDGET.p99Ratio}×`,
      pass: null,
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
