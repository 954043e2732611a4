import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../config.ts';
import { DATA_STEPS } from './data-steps.ts';
import type { Db, Queryable } from './db.ts';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
const LOCK_ID = 727_274_001;

/**
 * Applies every numbered SQL file not yet recorded, each in its own transaction, in order; a version
 * with a data step (data-steps.ts) runs it after its SQL in the same transaction.
 */
export async function migrate(
  db: Db,
  dir = MIGRATIONS_DIR,
  steps: Record<string, (q: Queryable) => Promise<void>> = DATA_STEPS,
): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  // A version is recorded by its number: a second file with the same number would never run.
  const clash = files.find((f, i) => i > 0 && f.slice(0, 4) === files[i - 1].slice(0, 4));
  if (clash) throw new Error(`two migrations share the number ${clash.slice(0, 4)}: rename one`);
  // A restart on a database that has them all: two reads, no transaction, no lock (decision 023).
  const recorded = await recordedVersions(db);
  if (recorded && files.every((f) => recorded.has(f.slice(0, 4)))) return [];
  // Under the lock too: concurrent CREATE TABLE IF NOT EXISTS can still collide in pg_type.
  await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await q.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
      version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, 4);
    const sql = await readFile(path.join(dir, file), 'utf8');
    const done = await db.tx(async (q) => {
      // Several instances may start at once: the advisory lock lets one apply, the rest see it done.
      await q.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const seen = await q.one('SELECT 1 FROM schema_migration WHERE version = $1', [version]);
      if (seen) return false;
      await q.exec(sql);
      await steps[version]?.(q);
      await q.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [version, file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/** The versions already applied, or undefined on a database without the record table. */
async function recordedVersions(db: Db): Promise<Set<string> | undefined> {
  const table = await db.one<{ present: boolean }>(
    `SELECT to_regclass('schema_migration') IS NOT NULL AS present`,
  );
  if (!table?.present) return undefined;
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migration');
  return new Set(rows.map((r) => r.version));
}
