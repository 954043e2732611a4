import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Db, makeDb } from './db.ts';
import { createPgliteDriver, pgliteEngine } from './pglite-driver.ts';

export type { Db, Prepared, Queryable, Row, Sql } from './db.ts';
export { prepared } from './db.ts';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  // pg (~0.1 s to load) only when a server is configured: a PGlite start never needs it.
  if (config.databaseUrl) return makeDb((await import('./pg-driver.ts')).createPgDriver(config.databaseUrl));
  // Before the first await: the engine compiles in the background while the caller loads the app.
  void pgliteEngine();
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return makeDb(await createPgliteDriver({ dataDir: dir }));
}
