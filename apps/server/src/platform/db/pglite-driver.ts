import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * PostgreSQL's WebAssembly (9 MB), compiled once per process. The compile starts here, synchronously
 * read, and runs on V8's background threads while the caller goes on (at start: loading the app's
 * modules); PGlite would start it only after its own file reads and imports (decision 077).
 */
export function pgliteEngine(): Promise<WebAssembly.Module> {
  engine ??= WebAssembly.compile(
    readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')),
  );
  return engine;
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
