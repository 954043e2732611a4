#!/usr/bin/env node
// `npm test`: every check in order — typecheck, lint (Biome, then the import rules), unit (domain,
// web), server integration on PostgreSQL (when TEST_DATABASE_URL is set) and on the embedded PGlite,
// web build, its size budgets, browser journeys.
// Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-data', 'results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);

let passed = 0;
let failed = 0;
const summary = [];

function step(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  summary.push(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function vitest(name, project, env = {}) {
  const file = path.join(out, `${name}.json`);
  const ok = step(
    name,
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
  if (ok === undefined) return;
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    if (!ok && r.numFailedTests === 0) failed += 1;
  } else if (!ok) failed += 1;
}

function check(name, cmd, args) {
  const ok = step(name, cmd, args);
  if (ok === undefined) return;
  if (ok) passed += 1;
  else failed += 1;
}

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint', 'npm', ['run', 'lint', '--silent']);
vitest('domain', 'domain');
vitest('web-unit', 'web');
if (process.env.TEST_DATABASE_URL) vitest('server-postgres', 'server', { TEST_DB_DRIVER: 'pg' });
vitest('server-pglite', 'server', { TEST_DB_DRIVER: 'pglite' });
check('build', 'npm', ['run', 'build', '-w', 'apps/web', '--silent']);
// DESIGN §9 size budgets of the build just made (bench/web-size.ts; timings only in `npm run bench`).
check('size', bin('tsx'), ['bench/web-size.ts', 'apps/web/dist']);
vitest('e2e', 'e2e');

console.log(`\n${summary.join('\n')}`);
// The generated suites' figures (apps/server/test/generated, decision 019), one line per suite and driver.
const figures = readdirSync(out).filter((f) => f.startsWith('generated-') && f.endsWith('.txt'));
if (figures.length)
  console.log(`\n${figures.map((f) => readFileSync(path.join(out, f), 'utf8').trim()).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
