/**
 * DESIGN §9 web budgets measured in a browser: Lighthouse (npm `lighthouse`, mobile preset, the
 * system Chromium) on the buyer pages, signed in as the demo buyer, and the bytes a first load and
 * a reload of /buyer/orders move over the wire.
 *
 * Alone (quick, no PostgreSQL needed): `npm run bench:web [-- --url http://127.0.0.1:3000]
 * [--runs 3] [--pages home,orders,order-detail,comments,after-sales,after-sales-detail,checkout,pay-result]`.
 * `npm run bench` calls `benchWebPart` on its own app server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Check } from './report.ts';

export const WEB_BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  clsMax: 0.05,
  lcpMsMax: 2000,
  tbtMsMax: 150,
  firstLoadKbMax: 250,
  reloadKbMax: 10,
} as const;

export const DEMO_BUYER = { account: 'buyer@kontor.test', password: 'Kontor!2026' };

export interface WebPage {
  key: string;
  path: string;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes on the wire (compressed as sent) and their uncompressed size, and the request count. */
  transferBytes: number;
  resourceBytes: number;
  requests: number;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster; a busy machine scores low). */
  benchmarkIndex: number;
}

export interface LighthousePage {
  page: WebPage;
  runs: LighthouseFigures[];
  /** Per figure, the median of the runs. */
  median: LighthouseFigures;
  /** Audits below a full score in accessibility or best practices, from the last run. */
  failing: string[];
  finalPath: string;
  pass: boolean;
}

export interface TransferFigures {
  route: string;
  first: { bytes: number; requests: number; apiBytes: number; apiRequests: number };
  reload: { bytes: number; requests: number; apiBytes: number; apiRequests: number };
  pass: boolean;
}

const chromePath = () => process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Signs in through the public call and returns the Cookie header value. */
export async function signInCookie(
  baseUrl: string,
  account = DEMO_BUYER.account,
  password = DEMO_BUYER.password,
) {
  const res = await fetch(`${baseUrl}/api/user/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${account} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function call(baseUrl: string, cookie: string, name: string, payload: unknown) {
  const res = await fetch(`${baseUrl}/api/trantor/flow/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify([payload]),
  });
  if (!res.ok) throw new Error(`${name} answered ${res.status}`);
  return ((await res.json()) as { data: { data: { id: number }[] } }).data;
}

/** The contract of the buyer's first order in a list tab (`PENDING_PAY`, `UN_DELIVERY`), if any. */
async function contractIn(baseUrl: string, cookie: string, status: string): Promise<number | undefined> {
  const list = await call(baseUrl, cookie, 'bbc_trade_LibPageTradeOrderForBuyerFlow', {
    queryParams: { page: { no: 1, size: 1 } },
    searchStatus: { value: status },
    deviceSource: 'PC',
  });
  if (!list.data[0]) return undefined;
  const res = await fetch(`${baseUrl}/api/trantor/flow/bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify([{ id: list.data[0].id }]),
  });
  if (!res.ok) return undefined;
  return ((await res.json()) as { data: { tradeContract: { id: number } | null } }).data.tradeContract?.id;
}

/**
 * The buyer pages of issue 11, with ids of the signed-in buyer's first order and after-sales record,
 * and the paying pages of issue 14: the checkout of an unpaid order's contract, the result of a paid one.
 */
export async function buyerPages(baseUrl: string, cookie: string): Promise<WebPage[]> {
  const orders = await call(baseUrl, cookie, 'bbc_trade_LibPageTradeOrderForBuyerFlow', {
    queryParams: { page: { no: 1, size: 5 } },
    searchStatus: { value: 'ALL_ORDER' },
    deviceSource: 'PC',
  });
  const afterSales = await call(baseUrl, cookie, 'trade_PageReverseOrderFlow', { page: { no: 1, size: 20 } });
  const pages: WebPage[] = [
    { key: 'home', path: '/' },
    { key: 'orders', path: '/buyer/orders' },
  ];
  if (orders.data[0]) pages.push({ key: 'order-detail', path: `/buyer/order/detail/${orders.data[0].id}` });
  pages.push({ key: 'comments', path: '/buyer/comments' });
  pages.push({ key: 'after-sales', path: '/buyer/as/list' });
  if (afterSales.data[0])
    pages.push({ key: 'after-sales-detail', path: `/buyer/as/detail/${afterSales.data[0].id}` });
  const unpaid = await contractIn(baseUrl, cookie, 'PENDING_PAY');
  if (unpaid) pages.push({ key: 'checkout', path: `/checkout?tradeContractId=${unpaid}` });
  const paid = await contractIn(baseUrl, cookie, 'UN_DELIVERY');
  if (paid) pages.push({ key: 'pay-result', path: `/buyer/pay-result?status=pending&contractId=${paid}` });
  return pages;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as LighthouseFigures;
}

export function judge(f: LighthouseFigures): boolean {
  return (
    f.performance >= WEB_BUDGET.performance &&
    f.accessibility >= WEB_BUDGET.accessibility &&
    f.bestPractices >= WEB_BUDGET.bestPractices &&
    f.cls <= WEB_BUDGET.clsMax &&
    f.lcpMs <= WEB_BUDGET.lcpMsMax &&
    f.tbtMs <= WEB_BUDGET.tbtMsMax
  );
}

/** Lighthouse, mobile preset (the default config), `runs` times per page; the median per figure. */
export async function runLighthouse(
  baseUrl: string,
  pages: WebPage[],
  cookie: string,
  { runs = 3, log = (_: string) => {} }: { runs?: number; log?: (line: string) => void } = {},
): Promise<LighthousePage[] | { skipped: string }> {
  if (!existsSync(chromePath())) return { skipped: `no Chromium at ${chromePath()}` };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // A fresh Chromium per run: a reused one now and then loses the trace (NO_NAVSTART).
  const once = async (url: string) => {
    for (let attempt = 1; ; attempt++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromePath(),
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: { Cookie: cookie },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        if (!result.lhr.runtimeError) {
          // LIGHTHOUSE_JSON_DIR=<dir>: keep each report, to read the simulated waterfall (decision 070).
          if (process.env.LIGHTHOUSE_JSON_DIR) {
            const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
            mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
            writeFileSync(
              path.join(process.env.LIGHTHOUSE_JSON_DIR, `${name}-${Date.now()}.json`),
              JSON.stringify(result.lhr),
            );
          }
          return result.lhr;
        }
        if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
        log(`lighthouse ${url}: ${result.lhr.runtimeError.code}, trying again`);
      } finally {
        chrome.kill();
      }
    }
  };
  const out: LighthousePage[] = [];
  for (const page of pages) {
    const figures: LighthouseFigures[] = [];
    let failing: string[] = [];
    let finalPath = page.path;
    for (let i = 0; i < runs; i++) {
      const lhr = await once(`${baseUrl}${page.path}`);
      const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items = ((
        lhr.audits['network-requests']?.details as {
          items?: { transferSize?: number; resourceSize?: number }[];
        }
      )?.items ?? []) as { transferSize?: number; resourceSize?: number }[];
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      figures.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: num('largest-contentful-paint'),
        cls: num('cumulative-layout-shift'),
        tbtMs: num('total-blocking-time'),
        fcpMs: num('first-contentful-paint'),
        transferBytes: items.reduce((n, r) => n + (r.transferSize ?? 0), 0),
        resourceBytes: items.reduce((n, r) => n + (r.resourceSize ?? 0), 0),
        requests: items.length,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      });
      failing = ['accessibility', 'best-practices', 'performance'].flatMap((cat) =>
        (lhr.categories[cat]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < (cat === 'performance' ? 0.9 : 1))
          .map((a) => `${cat}:${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      );
      finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      const f = figures[figures.length - 1];
      log(
        `lighthouse ${page.path} run ${i + 1}/${runs}: perf ${f.performance} LCP ${(f.lcpMs / 1000).toFixed(2)} s ` +
          `TBT ${f.tbtMs.toFixed(0)} ms CLS ${f.cls.toFixed(3)} a11y ${f.accessibility} bp ${f.bestPractices} ` +
          `(machine benchmark ${f.benchmarkIndex.toFixed(0)})`,
      );
    }
    const m = medianFigures(figures);
    out.push({
      page,
      runs: figures,
      median: m,
      failing,
      finalPath,
      // The page must not have moved elsewhere (a sign-in, a 404); its query is not part of the path.
      pass: judge(m) && finalPath === new URL(page.path, baseUrl).pathname,
    });
  }
  return out;
}

/**
 * A first load of `route` on a fresh browser profile (signed in), then a reload: bytes received
 * (headers and bodies as sent, from the DevTools protocol), API calls counted apart.
 */
export async function measureTransfer(
  baseUrl: string,
  route: string,
  cookie: string,
): Promise<TransferFigures | { skipped: string }> {
  if (!existsSync(chromePath())) return { skipped: `no Chromium at ${chromePath()}` };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const host = new URL(baseUrl);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name, value: rest.join('='), domain: host.hostname, path: '/' };
      }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    let tally = { bytes: 0, requests: 0, apiBytes: 0, apiRequests: 0 };
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
      urls.set(e.requestId, e.request.url);
    });
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      const url = urls.get(e.requestId);
      if (!url || e.encodedDataLength === 0) return; // served from the memory or disk cache
      const api = /^\/(api|sapi)\//.test(new URL(url).pathname);
      if (api) {
        tally.apiBytes += e.encodedDataLength;
        tally.apiRequests += 1;
      } else {
        tally.bytes += e.encodedDataLength;
        tally.requests += 1;
      }
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const first = tally;
    tally = { bytes: 0, requests: 0, apiBytes: 0, apiRequests: 0 };
    await page.reload({ waitUntil: 'networkidle' });
    const reload = tally;
    await context.close();
    return {
      route,
      first,
      reload,
      pass:
        first.bytes + first.apiBytes <= WEB_BUDGET.firstLoadKbMax * 1024 &&
        reload.bytes <= WEB_BUDGET.reloadKbMax * 1024,
    };
  } finally {
    await browser.close();
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL  <<<');

/** The web part's lines for the report. */
export function webLines(pages: LighthousePage[], transfer?: TransferFigures): string[] {
  const lines: string[] = [];
  const b = WEB_BUDGET;
  lines.push(
    `Lighthouse mobile, median of ${pages[0]?.runs.length ?? 0} runs (budget: perf ≥ ${b.performance}, ` +
      `LCP ≤ ${b.lcpMsMax / 1000} s, TBT ≤ ${b.tbtMsMax} ms, CLS ≤ ${b.clsMax}, a11y ${b.accessibility}, best practices ${b.bestPractices})`,
  );
  lines.push(
    `${'page'.padEnd(34)} ${'perf'.padStart(4)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(6)} ${'CLS'.padStart(6)} ` +
      `${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'wire'.padStart(9)} ${'unzipped'.padStart(9)} ${'req'.padStart(4)} ${'cpu'.padStart(5)}  verdict`,
  );
  for (const p of pages) {
    const m = p.median;
    lines.push(
      `${p.page.path.padEnd(34)} ${String(m.performance).padStart(4)} ${(m.lcpMs / 1000).toFixed(2).padStart(6)} ` +
        `${m.tbtMs.toFixed(0).padStart(6)} ${m.cls.toFixed(3).padStart(6)} ${String(m.accessibility).padStart(4)} ` +
        `${String(m.bestPractices).padStart(4)} ${kb(m.transferBytes).padStart(9)} ${kb(m.resourceBytes).padStart(9)} ` +
        `${String(m.requests).padStart(4)} ${m.benchmarkIndex.toFixed(0).padStart(5)}  ${mark(p.pass)}${p.finalPath !== p.page.path.split('?')[0] ? ` (ended on ${p.finalPath})` : ''}`,
    );
    if (!p.pass && p.failing.length) lines.push(`${''.padEnd(36)}below full score: ${p.failing.join(', ')}`);
  }
  if (transfer) {
    const f = transfer.first;
    const r = transfer.reload;
    lines.push(
      `first load of ${transfer.route}, fresh profile: ${kb(f.bytes + f.apiBytes)} on the wire in ${f.requests + f.apiRequests} requests ` +
        `(API ${kb(f.apiBytes)} in ${f.apiRequests}) — budget ≤ ${b.firstLoadKbMax} KB  ` +
        mark(f.bytes + f.apiBytes <= b.firstLoadKbMax * 1024),
    );
    lines.push(
      `reload of ${transfer.route}: ${kb(r.bytes)} besides API calls in ${r.requests} requests (API ${kb(r.apiBytes)} in ${r.apiRequests}) ` +
        `— budget ≤ ${b.reloadKbMax} KB  ${mark(r.bytes <= b.reloadKbMax * 1024)}`,
    );
  }
  return lines;
}

/** Everything the web part measures in a browser, against a running app at `baseUrl`. */
export async function measureWebPages(
  baseUrl: string,
  {
    runs = 3,
    only,
    log = (_: string) => {},
  }: { runs?: number; only?: string[]; log?: (line: string) => void } = {},
) {
  const cookie = await signInCookie(baseUrl);
  let pages = await buyerPages(baseUrl, cookie);
  if (only?.length) pages = pages.filter((p) => only.includes(p.key));
  const transfer = await measureTransfer(baseUrl, '/buyer/orders', cookie);
  const lighthouse = await runLighthouse(baseUrl, pages, cookie, { runs, log });
  return { pages, transfer, lighthouse };
}

/** Verdict rows for bench/report.ts's table: one per page, plus the first load and the reload. */
export function webChecks(pages: LighthousePage[], transfer?: TransferFigures): Check[] {
  const checks: Check[] = pages.map((p) => ({
    check: `Lighthouse mobile ${p.page.path}`,
    measured:
      `perf ${p.median.performance}, LCP ${(p.median.lcpMs / 1000).toFixed(2)} s, TBT ${p.median.tbtMs.toFixed(0)} ms, ` +
      `CLS ${p.median.cls.toFixed(3)}, a11y ${p.median.accessibility}, bp ${p.median.bestPractices}`,
    budget: `perf ≥ ${WEB_BUDGET.performance}, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.05, a11y/bp 100`,
    pass: p.pass,
    value: p.median.performance,
  }));
  if (transfer) {
    const first = transfer.first.bytes + transfer.first.apiBytes;
    checks.push(
      {
        check: `first load of ${transfer.route} (fresh profile)`,
        measured: `${(first / 1024).toFixed(1)} KB in ${transfer.first.requests + transfer.first.apiRequests} requests`,
        budget: `≤ ${WEB_BUDGET.firstLoadKbMax} KB`,
        pass: first <= WEB_BUDGET.firstLoadKbMax * 1024,
        value: first,
      },
      {
        check: `reload of ${transfer.route} besides API calls`,
        measured: `${(transfer.reload.bytes / 1024).toFixed(1)} KB in ${transfer.reload.requests} requests`,
        budget: `≤ ${WEB_BUDGET.reloadKbMax} KB`,
        pass: transfer.reload.bytes <= WEB_BUDGET.reloadKbMax * 1024,
        value: transfer.reload.bytes,
      },
    );
  }
  return checks;
}

/** The web part of `npm run bench`: prints its table and returns its checks and figures. */
export async function benchWebPart(baseUrl: string, log: (line: string) => void) {
  // LIGHTHOUSE_RUNS=1 for a quick look; the budget is judged on the median of three.
  const r = await measureWebPages(baseUrl, { log, runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3) });
  const transfer = 'skipped' in r.transfer ? undefined : r.transfer;
  if ('skipped' in r.lighthouse) {
    log(`lighthouse: skipped, ${r.lighthouse.skipped}`);
    return { checks: [] as Check[], results: { skipped: r.lighthouse.skipped } };
  }
  console.log(`\n${webLines(r.lighthouse, transfer).join('\n')}`);
  return { checks: webChecks(r.lighthouse, transfer), results: { pages: r.lighthouse, transfer } };
}

/** A free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `npm run bench:web`: the web part alone, in a minute or two. Without --url it serves apps/web/dist
 * (build it first: npm run build) from its own server on the embedded database with the demo data.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
    },
  });
  let url = values.url;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  if (!url) {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-web-'));
    const repo = path.resolve(import.meta.dirname, '..');
    console.log(`starting the app on 127.0.0.1:${port} (embedded database in ${dataDir}, demo data) …`);
    server = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'apps/server/src/main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SWEEPS: '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the app did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    const r = await measureWebPages(url, {
      runs: Number(values.runs),
      only: values.pages?.split(','),
      log: (line) => console.log(line),
    });
    if ('skipped' in r.lighthouse) console.log(`lighthouse skipped: ${r.lighthouse.skipped}`);
    else
      console.log(`\n${webLines(r.lighthouse, 'skipped' in r.transfer ? undefined : r.transfer).join('\n')}`);
  } finally {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
