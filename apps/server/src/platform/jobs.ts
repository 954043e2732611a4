import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from './db/index.ts';

export interface DeadlineJob {
  id: number;
  kind: string;
  ref_id: number;
  due_at: Date;
  attempts: number;
}

/** Handles one due job inside the transaction that holds its row; throwing retries it later. */
export type SweepHandler = (q: Queryable, job: DeadlineJob) => Promise<void>;

export type RowSweep = (q: Queryable) => Promise<number>;

/**
 * Work that must not run inside a transaction (it calls a payment provider, or sends a request
 * through the app), on its own interval. It claims its rows itself (a lease or SKIP LOCKED).
 */
export type Ticker = () => Promise<unknown>;

/** Schedules (or moves) the deadline of kind for ref. */
export async function scheduleDeadline(
  q: Queryable,
  kind: string,
  refId: number,
  dueAt: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO deadline_job (kind, ref_id, due_at) VALUES ($1, $2, $3)
     ON CONFLICT (kind, ref_id) DO UPDATE SET due_at = EXCLUDED.due_at, done_at = NULL, attempts = 0, last_error = NULL`,
    [kind, refId, dueAt],
  );
}

export async function cancelDeadline(q: Queryable, kind: string, refId: number): Promise<void> {
  await q.query(
    `UPDATE deadline_job SET done_at = now() WHERE kind = $1 AND ref_id = $2 AND done_at IS NULL`,
    [kind, refId],
  );
}

const MAX_ATTEMPTS = 5;

/**
 * Runs due deadlines. Each job is taken with FOR UPDATE SKIP LOCKED in its own transaction, so any
 * number of instances may sweep at once and none runs a job twice.
 */
export class SweepRunner {
  private readonly handlers = new Map<string, SweepHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private readonly rowSweeps = new Map<string, RowSweep>();
  private readonly tickers = new Map<string, { fn: Ticker; everyMs?: number }>();
  private readonly tickerTimers: NodeJS.Timeout[] = [];
  private readonly tickerRuns = new Set<Promise<unknown>>();

  register(kind: string, handler: SweepHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * A sweep over a feature's own rows (e.g. orders past their pay deadline). It takes a batch with
   * FOR UPDATE SKIP LOCKED inside the transaction it is given and returns how many it changed.
   */
  registerRowSweep(name: string, sweep: RowSweep): void {
    this.rowSweeps.set(name, sweep);
  }

  /**
   * A ticker: `fn` runs every `everyMs` (default: the sweep interval) outside any transaction, never
   * twice at once in this instance; a failure is logged and the next tick tries again.
   */
  registerTicker(name: string, fn: Ticker, everyMs?: number): void {
    this.tickers.set(name, { fn, everyMs });
  }

  /** Runs every ticker once now (tests, and a nudge after new work arrived). */
  async runTickers(): Promise<void> {
    for (const [name, t] of this.tickers) await this.runTicker(name, t.fn);
  }

  private async runTicker(name: string, fn: Ticker): Promise<void> {
    try {
      await fn();
    } catch (error) {
      this.log?.error({ err: error, ticker: name }, 'ticker failed');
    }
  }

  /** Runs every row sweep until it finds nothing more to do; returns rows changed per sweep. */
  async runRowSweeps(maxBatches = 20): Promise<Record<string, number>> {
    const changed: Record<string, number> = {};
    for (const [name, sweep] of this.rowSweeps) {
      changed[name] = 0;
      for (let i = 0; i < maxBatches; i++) {
        try {
          const n = await this.db.tx((q) => sweep(q));
          changed[name] += n;
          if (n === 0) break;
        } catch (error) {
          this.log?.error({ err: error, sweep: name }, 'row sweep failed');
          break;
        }
      }
    }
    return changed;
  }

  /** Runs every job due now (up to limit), of the given kinds or all; returns how many were done. */
  async runOnce(limit = 100, kinds: readonly string[] = [...this.handlers.keys()]): Promise<number> {
    let done = 0;
    // A job that fails is retried on a later pass, not again and again within this one.
    const failed: number[] = [];
    for (let i = 0; i < limit; i++) {
      const outcome = await this.db.tx(async (q) => {
        const job = await q.one<DeadlineJob>(
          `SELECT id, kind, ref_id, due_at, attempts FROM deadline_job
            WHERE done_at IS NULL AND due_at <= now() AND attempts < $1 AND kind = ANY($2)
              AND NOT (id = ANY($3::bigint[]))
            ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [MAX_ATTEMPTS, kinds.filter((k) => this.handlers.has(k)), failed],
        );
        if (!job) return 'empty' as const;
        await q.exec('SAVEPOINT sweep_job');
        try {
          await this.handlers.get(job.kind)!(q, job);
          await q.query('UPDATE deadline_job SET done_at = now(), attempts = attempts + 1 WHERE id = $1', [
            job.id,
          ]);
          return 'done' as const;
        } catch (error) {
          // Undo the handler's partial work, keep the job and count the attempt.
          await q.exec('ROLLBACK TO SAVEPOINT sweep_job');
          await q.query('UPDATE deadline_job SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
            job.id,
            String((error as Error)?.message ?? error).slice(0, 500),
          ]);
          this.log?.error({ err: error, job: job.id }, 'deadline job failed');
          failed.push(job.id);
          return 'failed' as const;
        }
      });
      if (outcome === 'empty') break;
      if (outcome === 'done') done++;
    }
    return done;
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runOnce()
        .then(async (n) => {
          await this.runRowSweeps();
          return n;
        })
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
    for (const [name, t] of this.tickers) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        const run = this.runTicker(name, t.fn).finally(() => {
          busy = false;
          this.tickerRuns.delete(run);
        });
        this.tickerRuns.add(run);
      }, t.everyMs ?? intervalMs);
      timer.unref();
      this.tickerTimers.push(timer);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const t of this.tickerTimers.splice(0)) clearInterval(t);
    await this.running;
    await Promise.all([...this.tickerRuns]);
  }
}
