import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { DEFAULT_WASM_TIERING_BUDGET, ENGINE_WASM_TIERING_BUDGET } from '../src/platform/db/pglite-driver.ts';

/**
 * Decision 080: a restart on PGlite does not have V8 recompile PostgreSQL's start-only code with
 * TurboFan (a restart's CPU, issue 11), and the tier-up budget is V8's default again for any other
 * WebAssembly once the engine is compiled. Each case runs in a fresh node with V8's trace of its
 * WebAssembly compilations: a module's code and budgets are shared by every instance in a process.
 */
const DRIVER = pathToFileURL(path.resolve(import.meta.dirname, '../src/platform/db/pglite-driver.ts')).href;

// (func (export "spin") (param i32) (result i32) (loop (br_if 0 (local.tee 0 (i32.sub (local.get 0) (i32.const 1))))) (local.get 0))
const SPIN = [
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x06, 0x01, 0x60, 0x01, 0x7f, 0x01, 0x7f, 0x03, 0x02,
  0x01, 0x00, 0x07, 0x08, 0x01, 0x04, 0x73, 0x70, 0x69, 0x6e, 0x00, 0x00, 0x0a, 0x12, 0x01, 0x10, 0x00, 0x03,
  0x40, 0x20, 0x00, 0x41, 0x01, 0x6b, 0x22, 0x00, 0x0d, 0x00, 0x0b, 0x20, 0x00, 0x0b,
];

/**
 * Opens the database in `dataDir` through our driver or, as before decision 080, with PGlite.create
 * on a module compiled under V8's default budget (a restart: the folder was made by a first open,
 * whose initdb runs far more code).
 */
function open(how: 'driver' | 'plain', dataDir: string) {
  const script = `
    const { createPgliteDriver } = await import(${JSON.stringify(DRIVER)});
    if (${JSON.stringify(how)} === 'driver') {
      const driver = await createPgliteDriver({ dataDir: ${JSON.stringify(dataDir)} });
      await driver.run('SELECT 1', []);
      await driver.close();
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const { readFileSync } = await import('node:fs');
      const { createRequire } = await import('node:module');
      const wasm = readFileSync(createRequire(${JSON.stringify(DRIVER)}).resolve('@electric-sql/pglite/pglite.wasm'));
      const pg = await PGlite.create(${JSON.stringify(dataDir)}, { pgliteWasmModule: await WebAssembly.compile(wasm) });
      await pg.query('SELECT 1');
      await pg.close();
    }
    // Compiled after PostgreSQL's module: a hot loop of some 30 M bytes of code tiers up under V8's
    // default budget (1.8 M), not under PostgreSQL's (200 M).
    const spin = await WebAssembly.compile(new Uint8Array(${JSON.stringify(SPIN)}));
    const { exports } = await WebAssembly.instantiate(spin);
    for (let i = 0; i < 3; i++) exports.spin(1_000_000);
    await new Promise((r) => setTimeout(r, 500));
    process.exit(0);
  `;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--trace-wasm-compilation-times', '--input-type=module', '-e', script],
    { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.status, run.stderr).toBe(0);
  const turbofan = run.stdout.split('\n').filter((l) => l.includes('using TurboFan'));
  return {
    // The spin module's function is #0; PostgreSQL's #0 is an import and is never compiled.
    postgres: turbofan.filter((l) => !/#0 using/.test(l)).length,
    spin: turbofan.filter((l) => /#0 using/.test(l)).length,
  };
}

it('restarts PostgreSQL with few TurboFan recompilations and leaves the default budget after', () => {
  expect(ENGINE_WASM_TIERING_BUDGET).toBeGreaterThan(DEFAULT_WASM_TIERING_BUDGET * 10);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kontor-tier-up-'));
  let before: ReturnType<typeof open>;
  let after: ReturnType<typeof open>;
  try {
    open('driver', dataDir); // the first open: initdb
    before = open('plain', dataDir);
    after = open('driver', dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Before: dozens of PostgreSQL functions (~60 on the demo data's restart); after: none or a few.
  expect(before.postgres).toBeGreaterThan(10);
  expect(after.postgres).toBeLessThan(before.postgres / 4);
  // The flag is back at V8's default once the database is open: a hot function tiers up as before.
  expect(before.spin).toBeGreaterThan(0);
  expect(after.spin).toBeGreaterThan(0);
}, 120_000);
