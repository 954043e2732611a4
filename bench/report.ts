/** Turning the measurements into budget verdicts, a table on stdout and bench/results/latest.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExplainedStatement } from './explain.ts';
import type { LoadStats } from './load.ts';

/** DESIGN §9. The PostgreSQL CPU budget of each call is in bench/calls.ts. */
export const BUDGET = {
  rpsRatio: 0.8,
  p99Ratio: 1.3,
  deepPageCost: 1.1,
  statementsPerList: 3,
  /** apps/server/test/statement-budgets.test.ts holds the detail to this in npm test. */
  statementsPerDetail: 8,
  routeJsGzipKb: 150,
} as const;

/** The EXPLAIN (ANALYZE, BUFFERS) of each statement of a scenario's first request. */
export interface Explained {
  scenario: string;
  statements: ExplainedStatement[];
}

/** Load figures plus CPU ms per request of the server process, its database backends and the client. */
export type SideStats = LoadStats & {
  serverCpuMs: number;
  dbCpuMs: number;
  clientCpuMs: number;
  otherCpuShare: number;
};

export interface ApiResult {
  key: string;
  title: string;
  app: SideStats;
  baseline: SideStats;
  rpsRatio: number;
  p99Ratio: number;
  /**
   * Baseline CPU per request ÷ app CPU per request (server + postgres + client): the rps ratio a
   * CPU-bound machine would show, and steadier than rps when other processes interfere.
   */
  cpuRatio: number;
  pass: boolean;
}

export interface Check {
  check: string;
  measured: string;
  budget: string;
  /** null: reported, not judged (not measurable here). */
  pass: boolean | null;
  value?: number;
}

export function apiResult(
  key: string,
  title: string,
  app: ApiResult['app'],
  baseline: ApiResult['baseline'],
): ApiResult {
  const rpsRatio = app.rps / baseline.rps;
  const p99Ratio = app.p99 / baseline.p99;
  const cpu = (s: SideStats) => s.serverCpuMs + s.dbCpuMs + s.clientCpuMs;
  return {
    key,
    title,
    app,
    baseline,
    rpsRatio,
    p99Ratio,
    cpuRatio: cpu(baseline) / cpu(app),
    pass: rpsRatio >= BUDGET.rpsRatio && p99Ratio <= BUDGET.p99Ratio && app.errors === 0,
  };
}

/** Above this share of the machine's CPU taken by other processes, the API numbers are flagged. */
const OTHERS_WARN = 0.1;

const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'PASS' : 'FAIL  <<<');
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');

function table(head: string[], rows: string[][], right: boolean[]): string {
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (right[i] ? c.padStart(width[i]) : c.padEnd(width[i]))).join('  ');
  return [line(head), width.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The plans, then a summary line per statement (planning and execution time, buffers). */
export function printExplain(explained: Explained[]): void {
  if (!explained.length) return;
  console.log(
    '\nEXPLAIN (ANALYZE, BUFFERS) of each statement, as the app sends it (prepared ones after 6 runs)',
  );
  for (const e of explained) {
    for (const st of e.statements) {
      console.log(`\n--- ${e.scenario}: ${st.name}`);
      console.log(st.plan);
    }
  }
  console.log('\nStatements per scenario (one request; the session lookup is not among them)\n');
  console.log(
    table(
      ['scenario', 'statement', 'planning ms', 'execution ms', 'buffers'],
      explained.flatMap((e) =>
        e.statements.map((st, i) => [
          i === 0 ? e.scenario : '',
          st.name,
          f2(st.planningMs),
          f2(st.executionMs),
          String(st.buffers),
        ]),
      ),
      [false, false, true, true, true],
    ),
  );
}

export function printReport(api: ApiResult[], checks: Check[]): void {
  if (api.length) {
    console.log('\nAPI vs bare node:http + pg baseline (same SQL, same data, same run)\n');
    console.log(
      table(
        [
          'scenario',
          'app rps',
          'base rps',
          'ratio',
          'app p99 ms',
          'base p99 ms',
          'ratio',
          'budget',
          'result',
        ],
        api.map((r) => [
          r.title + (r.app.errors ? ` (${r.app.errors} errors)` : ''),
          f0(r.app.rps),
          f0(r.baseline.rps),
          f2(r.rpsRatio),
          f1(r.app.p99),
          f1(r.baseline.p99),
          f2(r.p99Ratio),
          `rps ≥ ${BUDGET.rpsRatio}×, p99 ≤ ${BUDGET.p99Ratio}×`,
          verdict(r.pass),
        ]),
        [false, true, true, true, true, true, true, false, false],
      ),
    );
    console.log("\nWhere a request's cost goes (CPU ms per request; 2 cores are shared by all three)\n");
    console.log(
      table(
        [
          'scenario',
          'side',
          'p50 ms',
          'p90 ms',
          'server cpu',
          'postgres cpu',
          'client cpu',
          'cpu ratio',
          'bytes/resp',
          'others busy',
        ],
        api.flatMap((r) =>
          (['app', 'baseline'] as const).map((side) => [
            side === 'app' ? r.title : '',
            side,
            f1(r[side].p50),
            f1(r[side].p90),
            f2(r[side].serverCpuMs),
            f2(r[side].dbCpuMs),
            f2(r[side].clientCpuMs),
            side === 'app' ? f2(r.cpuRatio) : '',
            f0(r[side].meanBytes),
            `${f0(r[side].otherCpuShare * 100)}%`,
          ]),
        ),
        [false, false, true, true, true, true, true, true, true, true],
      ),
    );
    const busiest = Math.max(...api.flatMap((r) => [r.app.otherCpuShare, r.baseline.otherCpuShare]));
    if (busiest > OTHERS_WARN)
      console.log(
        `\nWARNING: other processes used up to ${f0(busiest * 100)}% of the machine's CPU during the ` +
          'measurements (see "others busy"): rps and p99 ratios are unreliable, "cpu ratio" is steadier. ' +
          'Re-run on a quiet machine.',
      );
  }
  console.log('\nOther budgets (DESIGN §9)\n');
  console.log(
    table(
      ['check', 'measured', 'budget', 'result'],
      checks.map((c) => [c.check, c.measured, c.budget, verdict(c.pass)]),
      [false, false, false, false],
    ),
  );
  const failed = [
    ...api.filter((r) => !r.pass).map((r) => r.title),
    ...checks.filter((c) => c.pass === false).map((c) => c.check),
  ];
  console.log(
    failed.length
      ? `\nFAIL: ${failed.length} budget(s) missed: ${failed.join('; ')}`
      : '\nAll measured budgets PASS.',
  );
}

export function writeResults(dir: string, results: unknown): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
