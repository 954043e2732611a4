import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadDemoOnce } from '../src/demo/load-demo.ts';
import { REPO_ROOT, SERVER_ROOT } from '../src/platform/config.ts';
import { makeDb } from '../src/platform/db/db.ts';
import { openDb } from '../src/platform/db/index.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createPgliteDriver } from '../src/platform/db/pglite-driver.ts';

/**
 * Prepares the databases every test context copies (DESIGN §8: a real database, fresh per context):
 * - PGlite: two snapshots under .test-data/, one right after initdb and one migrated with the demo
 *   data; both are keyed by a hash of what produced them, so an unchanged tree reuses them.
 * - PostgreSQL (TEST_DATABASE_URL): a template database, migrated with the demo data, copied by
 *   `CREATE DATABASE … TEMPLATE` for each context and dropped at teardown.
 */

export interface TestDbInfo {
  /** The driver test contexts use unless they ask for one. */
  driver: 'pg' | 'pglite';
  pglite: { migrated: string; empty: string };
  /** Present when TEST_DATABASE_URL is set. `template` only when the default driver is pg. */
  pg?: { adminUrl: string; runId: string; template?: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    kontorTestDb: TestDbInfo;
  }
}

export const TPL_PREFIX = 'kontor_tpl_';
export const DB_PREFIX = 'kontor_t_';
const SNAPSHOT_DIR = path.join(REPO_ROOT, '.test-data');
/** Databases and snapshots older than this belong to a run that is over (or crashed). */
const STALE_MS = 30 * 60_000;

export function testDbDriver(env = process.env): 'pg' | 'pglite' {
  return env.TEST_DATABASE_URL && env.TEST_DB_DRIVER !== 'pglite' ? 'pg' : 'pglite';
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(c: pg.Client, name: string): Promise<void> {
  // pg_terminate_backend rather than WITH (FORCE): works on every PostgreSQL version CI may have.
  await c.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  await c.query(`DROP DATABASE IF EXISTS "${name}"`);
}

/** The run id is `<base36 ms>_<hex>`; names carry it so stale databases can be told from live ones. */
function startedAt(name: string): number | null {
  const m = /^kontor_(?:tpl|t)_([0-9a-z]+)_/.exec(name);
  return m ? Number.parseInt(m[1]!, 36) : null;
}

async function dropStaleDatabases(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'kontor\\_tpl\\_%' OR datname LIKE 'kontor\\_t\\_%'`,
    );
    for (const { datname } of rows) {
      const at = startedAt(datname);
      // Another run may be going on against the same server: only what is clearly old goes.
      if (at === null || Date.now() - at > STALE_MS) await dropDatabase(c, datname);
    }
  });
}

async function buildTemplate(adminUrl: string, runId: string): Promise<string> {
  const template = `${TPL_PREFIX}${runId}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${template}"`));
  const db = await openDb({ databaseUrl: databaseUrl(adminUrl, template), dataDir: '' });
  try {
    await migrate(db);
    await loadDemoOnce(db);
  } finally {
    // A template must have no connections while it is copied.
    await db.close();
  }
  return template;
}

async function pgliteVersion(): Promise<string> {
  const file = path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  return JSON.parse(await readFile(file, 'utf8')).version;
}

/** Hash of everything that shapes the migrated snapshot: PGlite, migrations, server and domain sources. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  const roots = [
    path.join(SERVER_ROOT, 'migrations'),
    path.join(SERVER_ROOT, 'src'),
    path.join(REPO_ROOT, 'packages/domain/src'),
  ];
  for (const root of roots) {
    const files = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const file of files) {
      hash.update(path.relative(REPO_ROOT, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function writeAtomically(file: string, blob: Blob): Promise<void> {
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, Buffer.from(await blob.arrayBuffer()));
  await rename(tmp, file);
}

async function pruneSnapshots(keep: string[]): Promise<void> {
  for (const name of await readdir(SNAPSHOT_DIR)) {
    const file = path.join(SNAPSHOT_DIR, name);
    if (keep.includes(file) || !name.startsWith('pglite-')) continue;
    const s = await stat(file).catch(() => null);
    if (s && Date.now() - s.mtimeMs > STALE_MS) await rm(file, { force: true });
  }
}

async function buildPgliteSnapshots(): Promise<TestDbInfo['pglite']> {
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  // initdb inside PGlite takes seconds; loading a snapshot takes under one. The empty database
  // depends only on the PGlite version, the migrated one on the sources.
  const empty = path.join(SNAPSHOT_DIR, `pglite-empty-${await pgliteVersion()}.tar`);
  const migrated = path.join(SNAPSHOT_DIR, `pglite-migrated-${await sourceHash()}.tar`);
  if (!(await exists(empty))) {
    const driver = await createPgliteDriver();
    try {
      await writeAtomically(empty, await driver.pg.dumpDataDir('none'));
    } finally {
      await driver.close();
    }
  }
  if (!(await exists(migrated))) {
    const driver = await createPgliteDriver({ loadDataDir: await openAsBlob(empty) });
    const db = makeDb(driver);
    try {
      await migrate(db);
      await loadDemoOnce(db);
      await writeAtomically(migrated, await driver.pg.dumpDataDir('none'));
    } finally {
      await db.close();
    }
  }
  await pruneSnapshots([migrated, empty]);
  return { migrated, empty };
}

export default async function setup(project: TestProject) {
  const driver = testDbDriver();
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

  const pglite = await buildPgliteSnapshots();
  let pgInfo: TestDbInfo['pg'];
  if (adminUrl) {
    await dropStaleDatabases(adminUrl);
    pgInfo = {
      adminUrl,
      runId,
      ...(driver === 'pg' ? { template: await buildTemplate(adminUrl, runId) } : {}),
    };
  }
  project.provide('kontorTestDb', { driver, pglite, ...(pgInfo ? { pg: pgInfo } : {}) });

  return async () => {
    if (!adminUrl) return;
    await withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
        [`${TPL_PREFIX}${runId}`, `${DB_PREFIX}${runId.replace(/_/g, '\\_')}\\_%`],
      );
      for (const { datname } of rows) await dropDatabase(c, datname);
    });
  };
}
