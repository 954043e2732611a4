import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { type Driver, Mutex, type Sql, sqlText } from './db.ts';

const parsers = {
  20: (v: string) => Number(v), // int8: ids and minor units stay below 2^53
  1700: (v: string) => Number(v), // numeric: quantities and rates
};

export interface PgliteOptions {
  /** Folder for a persistent database; omitted for an in-memory one. */
  dataDir?: string;
  /** A snapshot made by dumpDataDir, to start from (tests). */
  loadDataDir?: Blob | File;
}

let engine: Promise<WebAssembly.Module> | undefined;

/** V8's default `--wasm-tiering-budget` (node 20's V8 11.3), set again once the engine is compiled. */
export const DEFAULT_WASM_TIERING_BUDGET = 1_800_000;
/** Each PostgreSQL function's first tier-up budget, ~100× V8's default (decision 080). */
export const ENGINE_WASM_TIERING_BUDGET = 200_000_000;

/**
 * PostgreSQL's WebAssembly (9 MB), compiled once per process. The compile starts here, synchronously
 * read, and runs on V8's background threads while the caller goes on (at start: loading the app's
 * modules); PGlite would start it only after its own file reads and imports (decision 077).
 *
 * With a higher first tier-up budget (decision 080). V8 runs a WebAssembly function as Liftoff code
 * and recompiles it with TurboFan, on its background threads, once it has run for its budget.
 * Opening a database runs code that runs only then (zeroing the buffer pool, recovery, loading the
 * catalogue caches): under the default budget ~60 functions were recompiled at every restart, about
 * 0.5 s of CPU on this 2-core machine for code that does not run again. node 20's V8 gives each
 * function of a module the budget of the moment the module is made, and after each tier-up request
 * the budget of that moment: the flag is raised for the compile only, so a function that stays hot
 * (a query's executor, the parser) is recompiled after its first 200 M instead of 1.8 M, and as
 * before from then on. A budget or Liftoff flag on node's command line is left alone.
 */
export function pgliteEngine(): Promise<WebAssembly.Module> {
  engine ??= compileWithDelayedTierUp(
    createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'),
  );
  return engine;
}

async function compileWithDelayedTierUp(file: string): Promise<WebAssembly.Module> {
  const bytes = readFileSync(file);
  if (process.execArgv.some((a) => /wasm[-_]tiering[-_]budget|liftoff/.test(a)))
    return WebAssembly.compile(bytes);
  setFlagsFromString(`--wasm-tiering-budget=${ENGINE_WASM_TIERING_BUDGET}`);
  try {
    return await WebAssembly.compile(bytes);
  } finally {
    setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_WASM_TIERING_BUDGET}`);
  }
}

export async function createPgliteDriver(options: PgliteOptions = {}): Promise<Driver & { pg: PGlite }> {
  const pg = await PGlite.create(options.dataDir, {
    parsers,
    loadDataDir: options.loadDataDir,
    pgliteWasmModule: await pgliteEngine(),
  });
  const lock = new Mutex();
  // PGlite is one connection in this process: no wire round trip to save, so a prepared statement runs as text.
  const run = async (text: Sql, params: readonly unknown[]) =>
    (await pg.query(sqlText(text), params as unknown[])).rows as Record<string, any>[];
  const runScript = async (text: string) => {
    await pg.exec(text);
  };
  return {
    kind: 'pglite',
    pg,
    run: (text, params) => lock.run(() => run(text, params)),
    runScript: (text) => lock.run(() => runScript(text)),
    withConnection: (fn) => lock.run(() => fn({ run, runScript })),
    // In process: a notification arrives with the result of the statement that committed it.
    listen: async (channel, onMessage) => {
      const unlisten = await lock.run(() => pg.listen(channel, onMessage));
      return () => lock.run(() => unlisten());
    },
    close: async () => {
      await lock.run(() => pg.close());
    },
  };
}
