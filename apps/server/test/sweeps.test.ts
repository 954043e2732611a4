import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/platform/db/index.ts';
import { openDb } from '../src/platform/db/index.ts';
import { cancelDeadline, type DeadlineJob, SweepRunner, scheduleDeadline } from '../src/platform/jobs.ts';
import { openTestDb, type TestDb } from './harness.ts';

// Deadline sweeps (DESIGN §1): due jobs only, each exactly once even with several instances sweeping.

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('sweep runner', () => {
  let t: TestDb;
  let db: Db;

  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
    await db.exec('CREATE TABLE sweep_log (kind text NOT NULL, ref_id bigint NOT NULL)');
  });
  afterAll(() => t?.close());

  const job = (kind: string, refId: number) =>
    db.one<{ done: boolean; attempts: number; last_error: string | null }>(
      'SELECT done_at IS NOT NULL AS done, attempts, last_error FROM deadline_job WHERE kind = $1 AND ref_id = $2',
      [kind, refId],
    );
  const logged = async (kind: string) =>
    (
      await db.query<{ ref_id: number }>('SELECT ref_id FROM sweep_log WHERE kind = $1 ORDER BY ref_id', [
        kind,
      ])
    ).map((r) => r.ref_id);
  const recorder = (seen: number[]) => async (q: Queryable, j: DeadlineJob) => {
    seen.push(j.ref_id);
    await q.query('INSERT INTO sweep_log (kind, ref_id) VALUES ($1, $2)', [j.kind, j.ref_id]);
  };

  it('runs the due jobs of registered kinds once, and leaves future ones', async () => {
    const seen: number[] = [];
    const runner = new SweepRunner(db);
    runner.register('test.due', recorder(seen));
    await scheduleDeadline(db, 'test.due', 1, minutes(-60));
    await scheduleDeadline(db, 'test.due', 2, minutes(-1));
    await scheduleDeadline(db, 'test.due', 3, minutes(60));
    await scheduleDeadline(db, 'test.unregistered', 4, minutes(-60));

    expect(await runner.runOnce()).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await runner.runOnce()).toBe(0);
    expect(seen).toEqual([1, 2]);
    expect(await job('test.due', 1)).toMatchObject({ done: true, attempts: 1 });
    expect(await job('test.due', 3)).toMatchObject({ done: false, attempts: 0 });
    expect(await job('test.unregistered', 4)).toMatchObject({ done: false, attempts: 0 });

    // Moving a deadline into the past makes it due; a cancelled one never runs.
    await scheduleDeadline(db, 'test.due', 3, minutes(-1));
    await scheduleDeadline(db, 'test.due', 5, minutes(-1));
    await cancelDeadline(db, 'test.due', 5);
    expect(await runner.runOnce()).toBe(1);
    expect(seen).toEqual([1, 2, 3]);
    expect(await logged('test.due')).toEqual([1, 2, 3]);
  });

  it('runs at most limit jobs per pass', async () => {
    const seen: number[] = [];
    const runner = new SweepRunner(db);
    runner.register('test.limit', recorder(seen));
    for (const ref of [1, 2, 3]) await scheduleDeadline(db, 'test.limit', ref, minutes(-ref));
    expect(await runner.runOnce(2)).toBe(2);
    expect(await runner.runOnce(2)).toBe(1);
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it('never runs a job twice when two sweepers run at once', async () => {
    const N = 30;
    for (let ref = 1; ref <= N; ref++) await scheduleDeadline(db, 'test.race', ref, minutes(-1));
    // On pg: a second Db with its own pool, like a second instance. PGlite has one connection.
    const otherDb = t.url ? await openDb({ databaseUrl: t.url, dataDir: '' }) : db;
    const seenA: number[] = [];
    const seenB: number[] = [];
    const slow = (seen: number[]) => async (q: Queryable, j: DeadlineJob) => {
      await recorder(seen)(q, j);
      if (t.driver === 'pg') await q.query('SELECT pg_sleep(0.005)');
    };
    const a = new SweepRunner(db);
    const b = new SweepRunner(otherDb);
    a.register('test.race', slow(seenA));
    b.register('test.race', slow(seenB));
    try {
      const [doneA, doneB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(doneA + doneB).toBe(N);
      const all = [...seenA, ...seenB].sort((x, y) => x - y);
      expect(all).toEqual(Array.from({ length: N }, (_, i) => i + 1));
      expect(await logged('test.race')).toEqual(all);
      // Both really swept at once (otherwise this test proves nothing about locking).
      if (t.driver === 'pg') expect(Math.min(doneA, doneB)).toBeGreaterThan(0);
    } finally {
      if (otherDb !== db) await otherDb.close();
    }
  });

  it('keeps a job whose handler throws, counts the attempt and undoes its partial work', async () => {
    const runner = new SweepRunner(db);
    runner.register('test.fail', async (q, j) => {
      await q.query('INSERT INTO sweep_log (kind, ref_id) VALUES ($1, $2)', [j.kind, j.ref_id]);
      if (j.ref_id === 1) throw new Error('carrier offline');
    });
    await scheduleDeadline(db, 'test.fail', 1, minutes(-2));
    await scheduleDeadline(db, 'test.fail', 2, minutes(-1));

    expect(await runner.runOnce()).toBe(1);
    expect(await job('test.fail', 1)).toEqual({ done: false, attempts: 1, last_error: 'carrier offline' });
    expect(await job('test.fail', 2)).toMatchObject({ done: true, attempts: 1 });
    expect(await logged('test.fail')).toEqual([2]);

    // Retried on later passes, then given up after five attempts.
    for (let pass = 2; pass <= 6; pass++) await runner.runOnce();
    expect(await job('test.fail', 1)).toMatchObject({ done: false, attempts: 5 });
    expect(await logged('test.fail')).toEqual([2]);
  });
});
