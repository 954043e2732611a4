import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Db, makeDb } from './db.ts';
import { createPgDriver } from './pg-driver.ts';
import { createPgliteDriver } from './pglite-driver.ts';

export type { Db, Queryable, Row } from './db.ts';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return makeDb(createPgDriver(config.databaseUrl));
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return makeDb(await createPgliteDriver({ dataDir: dir }));
}
