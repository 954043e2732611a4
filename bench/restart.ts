/**
 * npm run bench -- --only restart   (also part of a full `npm run bench`; --skip-restart leaves it out)
 *
 * Issue 11, decision 077: a restart on existing data answers /healthz within 2 s. This starts the
 * server as `npm start` does, from its esbuild bundle, on a data folder of its own (a temp folder,
 * never ./data): once on the empty folder (the first start: migrations and demo data), then
 * RESTART_RUNS times on the data that start left. Each run is timed from spawning the process to
 * the first 200 from /healthz (polled every 10 ms) and stopped with SIGTERM, as a deploy would.
 * The verdict is the median. The server logs when each start-up step ended (LOG_LEVEL=info, the
 * `startup` line of main.ts), so the report splits the time; the CPU the process used until its
 * first answer (/proc) is steadier than the wall time on a shared machine.
 * `npm start` itself adds npm's own start and the staleness check of scripts/start.mjs: timed too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Check } from './report.ts';

export const RESTART_BUDGET_S = 2;
const FIRST_START_BUDGET_S = 60;
const RESTART_RUNS = 5;
const REPO = path.resolve(import.meta.dirname, '..');
const TICK_MS = 10; // CLK_TCK on Linux

export interface StartRun {
  how: 'node' | 'npm start';
  seconds: number;
  /** CPU (user + system) of the server process until its first 200, when it is the spawned one. */
  cpuSeconds?: number;
  /** ms since the server process started at which each step ended (main.ts `startup` line). */
  steps?: Record<string, number>;
}

export interface RestartResult {
  firstStart: StartRun;
  restarts: StartRun[];
  npmRestarts: StartRun[];
  medianSeconds: number;
  npmMedianSeconds: number;
  loadAverage: number[];
}

/** Servers running now: stopped by stopRestartServers when the bench is interrupted. */
const running = new Set<ChildProcess>();

export function stopRestartServers(): void {
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGKILL');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * TICK_MS) / 1000;
  } catch {
    return undefined;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // Its own process group: npm, the start script and the server all get the signal.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });
}

/** One start: spawn, poll /healthz until 200, read the start-up line, stop. */
async function timeStart(
  how: StartRun['how'],
  bundle: string,
  dataDir: string,
  timeoutS: number,
): Promise<StartRun> {
  const port = await freePort();
  const [cmd, args] =
    how === 'node'
      ? [process.execPath, ['--enable-source-maps', bundle]]
      : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start', '--silent']];
  const started = performance.now();
  const child = spawn(cmd, args, {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PUBLIC_URL: '',
    },
  });
  running.add(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${out}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > timeoutS * 1000)
        throw new Error(`no answer from /healthz within ${timeoutS} s:\n${out}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = how === 'node' && child.pid ? cpuSecondsOf(child.pid) : undefined;
    // The line is written right after listen; give the logger a moment to flush it.
    for (let i = 0; i < 50 && !out.includes('"startup"'); i++) await new Promise((r) => setTimeout(r, 20));
    const line = out.split('\n').find((l) => l.includes('"startup"'));
    const steps = line ? (JSON.parse(line).startup as Record<string, number>) : undefined;
    return { how, seconds, cpuSeconds, steps };
  } finally {
    await stop(child);
    running.delete(child);
  }
}

const f2 = (n: number) => n.toFixed(2);
const stepsText = (steps?: Record<string, number>) =>
  steps
    ? Object.entries(steps)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`)
        .join(' · ')
    : 'no start-up line';

export async function benchRestart(
  log: (line: string) => void,
): Promise<{ checks: Check[]; results: RestartResult }> {
  // The bundle `npm start` runs, built as it would build it (scripts/start.mjs): when missing or older
  // than a source. A stale web build is rebuilt by the first start below, which is not a restart.
  // @ts-expect-error: a plain ES module of the build scripts, without types
  const { buildServer, SERVER_BUNDLE } = (await import('../scripts/build-server.mjs')) as {
    buildServer: () => Promise<{ seconds: number }>;
    SERVER_BUNDLE: string;
  };
  const sources = [path.join(REPO, 'apps/server/src'), path.join(REPO, 'packages/domain/src')];
  const newest = (p: string): number =>
    statSync(p).isDirectory()
      ? Math.max(0, ...readdirSync(p).map((e) => newest(path.join(p, e))))
      : statSync(p).mtimeMs;
  if (!existsSync(SERVER_BUNDLE) || Math.max(...sources.map(newest)) > statSync(SERVER_BUNDLE).mtimeMs) {
    const built = await buildServer();
    log(`restart: built the server bundle in ${built.seconds.toFixed(1)} s`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kontor-restart-'));
  try {
    log('restart: first start on an empty data folder (migrations, demo data) …');
    const firstStart = await timeStart('npm start', SERVER_BUNDLE, dataDir, 180);
    log(`restart: first start ${f2(firstStart.seconds)} s; now ${RESTART_RUNS} restarts of each kind …`);
    const restarts: StartRun[] = [];
    const npmRestarts: StartRun[] = [];
    // Interleaved, so that a busy moment on the machine hits both kinds.
    for (let i = 0; i < RESTART_RUNS; i++) {
      restarts.push(await timeStart('node', SERVER_BUNDLE, dataDir, 60));
      npmRestarts.push(await timeStart('npm start', SERVER_BUNDLE, dataDir, 60));
    }
    const medianSeconds = median(restarts.map((r) => r.seconds));
    const npmMedianSeconds = median(npmRestarts.map((r) => r.seconds));
    const loadAverage = os.loadavg();
    const typical = [...restarts].sort((a, b) => a.seconds - b.seconds)[Math.floor(RESTART_RUNS / 2)];
    const cpus = restarts.flatMap((r) => (r.cpuSeconds === undefined ? [] : [r.cpuSeconds]));
    const pass = medianSeconds <= RESTART_BUDGET_S;
    console.log(
      `\nrestart → /healthz: ${f2(medianSeconds)} s (budget ${RESTART_BUDGET_S} s) ${pass ? 'PASS' : 'FAIL  <<<'}` +
        `\n  server process (node --enable-source-maps apps/server/dist/main.js), median of ${RESTART_RUNS}: ` +
        `${restarts.map((r) => f2(r.seconds)).join(' ')} s` +
        (cpus.length ? `; CPU until the first answer ${f2(median(cpus))} s (median)` : '') +
        `\n  steps of the median run, s since the process started: ${stepsText(typical.steps)}` +
        `\n  via npm start (npm and the staleness check of scripts/start.mjs first): ${f2(npmMedianSeconds)} s ` +
        `(${npmRestarts.map((r) => f2(r.seconds)).join(' ')})` +
        `\n  first start on an empty data folder (npm start: migrations, demo data): ${f2(firstStart.seconds)} s` +
        `\n  load average during the runs: ${loadAverage.map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`,
    );
    const checks: Check[] = [
      {
        check: `restart → /healthz (server process, median of ${RESTART_RUNS})`,
        measured: `${f2(medianSeconds)} s`,
        budget: `≤ ${RESTART_BUDGET_S} s`,
        pass,
        value: medianSeconds,
      },
      {
        check: `restart → /healthz via npm start (median of ${RESTART_RUNS})`,
        measured: `${f2(npmMedianSeconds)} s`,
        budget: `≤ ${RESTART_BUDGET_S} s`,
        pass: npmMedianSeconds <= RESTART_BUDGET_S,
        value: npmMedianSeconds,
      },
      {
        // The budget counts npm ci too, which is not timed here: reported, not judged.
        check: 'first start → /healthz (empty data folder)',
        measured: `${f2(firstStart.seconds)} s`,
        budget: `< ${FIRST_START_BUDGET_S} s with npm ci`,
        pass: firstStart.seconds < FIRST_START_BUDGET_S ? null : false,
        value: firstStart.seconds,
      },
    ];
    return {
      checks,
      results: { firstStart, restarts, npmRestarts, medianSeconds, npmMedianSeconds, loadAverage },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
