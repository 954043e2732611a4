import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/index.ts';
import { openDb, prepared } from '../src/platform/db/index.ts';
import { MIGRATIONS_DIR, migrate } from '../src/platform/db/migrate.ts';
import { type DriverName, gate, hasPg, openTestDb, type TestDb } from './harness.ts';

// The Db contract (decision 002) on both drivers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.

const drivers: DriverName[] = hasPg() ? ['pglite', 'pg'] : ['pglite'];

const migrationFiles = async () =>
  (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();

/** A second, independent Db on the same database (pg), or the same one (PGlite is one connection). */
const secondDb = async (t: TestDb): Promise<Db> =>
  t.url ? openDb({ databaseUrl: t.url, dataDir: '' }) : t.db;

describe.each(drivers)('Db on %s', (driver) => {
  let t: TestDb;
  let db: Db;
  const count = async () => (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM scratch'))!.n;

  beforeAll(async () => {
    t = await openTestDb({ driver, empty: true });
    db = t.db;
  });
  afterAll(() => t?.close());

  describe('migrations', () => {
    it('applies every migration once, records it, and applies nothing the second time', async () => {
      const files = await migrationFiles();
      expect(files.length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual(files);
      const recorded = await db.query<{ version: string; name: string }>(
        'SELECT version, name FROM schema_migration ORDER BY version',
      );
      expect(recorded).toEqual(files.map((f) => ({ version: f.slice(0, 4), name: f })));
      expect(await migrate(db)).toEqual([]);
      expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM schema_migration'))!.n).toBe(
        files.length,
      );
      await db.exec('CREATE TABLE scratch (n int NOT NULL)');
    });

    it('lets several instances start at once on a fresh database: each migration is applied once', async () => {
      const fresh = await openTestDb({ driver, empty: true });
      const other = await secondDb(fresh);
      try {
        const [a, b] = await Promise.all([migrate(fresh.db), migrate(other)]);
        expect([...a, ...b].sort()).toEqual(await migrationFiles());
      } finally {
        if (other !== fresh.db) await other.close();
        await fresh.close();
      }
    });
  });

  describe('transactions', () => {
    it('keeps two concurrent transactions isolated', async () => {
      await db.exec('DELETE FROM scratch');
      const inserted = gate();
      const finish = gate();
      const order: string[] = [];

      const a = db
        .tx(async (q) => {
          await q.query('INSERT INTO scratch (n) VALUES (1)');
          expect((await q.one<{ n: number }>('SELECT count(*)::int AS n FROM scratch'))!.n).toBe(1);
          inserted.open();
          await finish.opened;
          order.push('a rolls back');
          throw new Error('roll back');
        })
        .catch((e: Error) => e.message);

      await inserted.opened;
      // B starts while A holds its uncommitted row. On pg it runs at once on another connection; on
      // PGlite (one connection) it waits its turn behind A.
      const b = db
        .tx(async (q) => (await q.one<{ n: number }>('SELECT count(*)::int AS n FROM scratch'))!.n)
        .then((n) => {
          order.push('b counted');
          return n;
        });
      if (driver === 'pg') {
        expect(await b).toBe(0); // seen while A is still open
        finish.open();
      } else {
        finish.open();
        expect(await b).toBe(0);
      }
      expect(await a).toBe('roll back');
      expect(order).toEqual(driver === 'pg' ? ['b counted', 'a rolls back'] : ['a rolls back', 'b counted']);
      expect(await count()).toBe(0);
    });

    it('rolls back every statement of a failing transaction and passes the error on', async () => {
      await db.exec('DELETE FROM scratch');
      const failing = db.tx(async (q) => {
        await q.query('INSERT INTO scratch (n) VALUES (1)');
        await q.query('INSERT INTO scratch (n) VALUES (2)');
        await q.query('INSERT INTO scratch (n) VALUES (NULL)'); // violates NOT NULL
      });
      await expect(failing).rejects.toThrow(/null/i);
      expect(await count()).toBe(0);

      await expect(
        db.tx(async (q) => {
          await q.query('INSERT INTO scratch (n) VALUES (3)');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await count()).toBe(0);

      expect(
        await db.tx(async (q) => (await q.query('INSERT INTO scratch (n) VALUES (4) RETURNING n')).length),
      ).toBe(1);
      expect(await count()).toBe(1);
    });

    it('runs db.query inside db.tx on the transaction, and nested tx joins the outer one', async () => {
      await db.exec('DELETE FROM scratch');
      await expect(
        db.tx(async (q) => {
          await db.query('INSERT INTO scratch (n) VALUES (1)');
          await db.tx((inner) => inner.query('INSERT INTO scratch (n) VALUES (2)'));
          const pid = async (x: Pick<Db, 'one'>) =>
            (await x.one<{ pid: number }>('SELECT pg_backend_pid() AS pid'))!.pid;
          expect(await pid(db)).toBe(await pid(q));
          expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM scratch'))!.n).toBe(2);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await count()).toBe(0);
      // After the transaction, the root handle works again outside it.
      await db.query('INSERT INTO scratch (n) VALUES (5)');
      expect(await count()).toBe(1);
    });

    it('keeps concurrent transactions in their own async contexts', async () => {
      await db.exec('DELETE FROM scratch');
      const run = (n: number, fail: boolean) =>
        db.tx(async () => {
          await db.query('INSERT INTO scratch (n) VALUES ($1)', [n]);
          await db.query('SELECT 1');
          if (fail) throw new Error(`fail ${n}`);
        });
      const results = await Promise.allSettled([run(1, true), run(2, false), run(3, true), run(4, false)]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled']);
      const rows = await db.query<{ n: number }>('SELECT n FROM scratch ORDER BY n');
      expect(rows.map((r) => r.n)).toEqual([2, 4]);
    });
  });

  describe('the transaction context outside transactions (decision 078)', () => {
    /** Properties a new promise carries: Node before 24 copies an enabled AsyncLocalStorage's store to each. */
    const promiseMarks = () => Object.getOwnPropertySymbols(Promise.resolve());
    const hooksPerPromise = Number(process.versions.node.split('.')[0]) < 24;

    it('leaves no async hook on the promises created once no transaction is open', async () => {
      let inside: symbol[] = [];
      await db.tx(async (q) => {
        inside = promiseMarks();
        await q.query('SELECT 1');
      });
      if (hooksPerPromise) expect(inside.length).toBeGreaterThan(0);
      expect(promiseMarks()).toEqual([]);
      await expect(db.tx(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
      expect(promiseMarks()).toEqual([]);
    });

    it.skipIf(driver !== 'pg')(
      'keeps a transaction its context when another one ends while it is still open',
      async () => {
        await db.exec('DELETE FROM scratch');
        const aOpen = gate();
        const bDone = gate();
        const a = db
          .tx(async (q) => {
            await db.query('INSERT INTO scratch (n) VALUES (1)');
            await db.tx(async () => {}); // joins A: no second context
            aOpen.open();
            await bDone.opened;
            // B has ended: the root handle must still run on A's connection.
            await db.query('INSERT INTO scratch (n) VALUES (3)');
            const pid = async (x: Pick<Db, 'one'>) =>
              (await x.one<{ pid: number }>('SELECT pg_backend_pid() AS pid'))!.pid;
            expect(await pid(db)).toBe(await pid(q));
            throw new Error('roll back');
          })
          .catch((e: Error) => e.message);
        await aOpen.opened;
        await db.tx(async () => {
          await db.query('INSERT INTO scratch (n) VALUES (2)');
        });
        bDone.open();
        expect(await a).toBe('roll back');
        const rows = await db.query<{ n: number }>('SELECT n FROM scratch ORDER BY n');
        expect(rows.map((r) => r.n)).toEqual([2]);
        expect(promiseMarks()).toEqual([]);
      },
    );
  });

  describe('prepared statements (decision 023)', () => {
    it('names each text of a query apart, and runs it like the plain text, in and out of a transaction', async () => {
      const a = prepared('scratch_n', 'SELECT n FROM scratch_prep WHERE n = $1');
      expect(prepared('scratch_n', 'SELECT n FROM scratch_prep WHERE n = $1')).toBe(a);
      const b = prepared('scratch_n', 'SELECT n FROM scratch_prep WHERE n > $1');
      expect(b.name).not.toBe(a.name);
      expect(b.name.length).toBeLessThanOrEqual(63);
      await db.exec('CREATE TABLE scratch_prep (n int NOT NULL)');
      await db.query('INSERT INTO scratch_prep (n) VALUES (1), (2), (3)');
      for (let i = 0; i < 3; i++) expect(await db.query(a, [2])).toEqual([{ n: 2 }]);
      expect((await db.query<{ n: number }>(b, [1])).map((r) => r.n).sort()).toEqual([2, 3]);
      expect(await db.tx((q) => q.one(a, [3]))).toEqual({ n: 3 });
    });

    it('prepares a statement again when a migration changed the table its `*` reads', async () => {
      await db.exec('DROP TABLE IF EXISTS scratch_wide; CREATE TABLE scratch_wide (n int)');
      await db.query('INSERT INTO scratch_wide (n) VALUES (7)');
      const star = prepared('scratch_wide', 'SELECT * FROM scratch_wide WHERE n = $1');
      // Every pooled connection prepares it before the table changes.
      await Promise.all(Array.from({ length: 12 }, () => db.query(star, [7])));
      await db.exec("ALTER TABLE scratch_wide ADD COLUMN label text NOT NULL DEFAULT 'x'");
      const after = await Promise.all(Array.from({ length: 12 }, () => db.query(star, [7])));
      for (const rows of after) expect(rows).toEqual([{ n: 7, label: 'x' }]);
    });
  });
});
