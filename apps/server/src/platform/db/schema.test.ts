import { readFile } from 'node:fs/promises';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateSchemaSource,
  type IntrospectedTable,
  introspect,
  SCHEMA_FILE,
} from '../../../scripts/gen-schema-lib.ts';
import { type Db, makeDb } from './db.ts';
import { migrate } from './migrate.ts';
import { createPgliteDriver } from './pglite-driver.ts';
import * as schema from './schema.ts';

const REGENERATE = 'run `npm run db:schema -w apps/server` and commit the result';

describe('drizzle schema generated from the migrations', () => {
  it('is up to date with the migrations', async () => {
    const [committed, generated] = await Promise.all([
      readFile(SCHEMA_FILE, 'utf8').catch(() => ''),
      generateSchemaSource(),
    ]);
    expect(committed, `src/platform/db/schema.ts is stale or edited by hand: ${REGENERATE}`).toBe(generated);
  }, 60_000);

  describe('matches the migrated database', () => {
    let db: Db;
    let tables: IntrospectedTable[];
    const drizzleTables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
    const configs = new Map(drizzleTables.map((t) => [getTableConfig(t).name, getTableConfig(t)]));

    beforeAll(async () => {
      db = makeDb(await createPgliteDriver());
      await migrate(db);
      tables = await introspect(db);
    });
    afterAll(() => db?.close());

    it('has one table per database table', () => {
      expect([...configs.keys()].sort(), REGENERATE).toEqual(tables.map((t) => t.name).sort());
    });

    it('has every column with its SQL type, nullability and primary key', () => {
      for (const table of tables) {
        const config = configs.get(table.name);
        if (!config) throw new Error(`no drizzle table for ${table.name}: ${REGENERATE}`);
        const pk = table.primaryKey?.columns ?? [];
        const composite = config.primaryKeys.flatMap((k) => k.columns.map((c) => c.name));
        const drizzleColumns = config.columns.map((c) => ({
          name: c.name,
          // Drizzle prints `numeric(10, 3)`, PostgreSQL `numeric(10,3)`.
          type: c.getSQLType().replace(/,\s+/g, ','),
          notNull: c.notNull,
          primary: c.primary || composite.includes(c.name),
        }));
        const dbColumns = table.columns.map((c) => ({
          name: c.name,
          type: c.type,
          notNull: c.notNull,
          primary: pk.includes(c.name),
        }));
        expect(drizzleColumns, `${table.name}: ${REGENERATE}`).toEqual(dbColumns);
      }
    });

    it('makes columns with a database default or identity optional on insert', () => {
      for (const table of tables) {
        const config = configs.get(table.name)!;
        for (const column of table.columns) {
          const c = config.columns.find((x) => x.name === column.name)!;
          const hasDefault = column.defaultExpr !== null || column.identity !== '';
          expect(c.hasDefault || c.generatedIdentity !== undefined, `${table.name}.${column.name}`).toBe(
            hasDefault,
          );
        }
      }
    });
  });
});
