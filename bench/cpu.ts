/**
 * CPU accounting from /proc (PostgreSQL runs on this machine: 127.0.0.1). DbCpu: CPU time of the
 * backends serving the benchmark database, which tells the database's share of a request's cost
 * from the Node process's. machineBusyMs: CPU time of everything, so that what other processes
 * took during a measurement (a test suite, a browser) can be reported.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // CLK_TCK is 100 on Linux x86-64 and arm64

export class DbCpu {
  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  /** adminUrl must name another database, so this monitor's own backend is not counted. */
  static async open(adminUrl: string, database: string): Promise<DbCpu> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    return new DbCpu(client, database);
  }

  /** CPU ms per backend pid of the database. */
  async sample(): Promise<Map<number, number> | undefined> {
    const { rows } = await this.client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [this.database],
    );
    const out = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        // Fields after the ")" that closes the command name: state is field 3, utime 14, stime 15.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        out.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
      } catch {
        return undefined;
      }
    }
    return out;
  }

  /** CPU ms the database's backends used between two samples (backends new since `before` count whole). */
  static delta(before: Map<number, number> | undefined, after: Map<number, number> | undefined): number {
    if (!before || !after) return Number.NaN;
    let ms = 0;
    for (const [pid, cpu] of after) ms += cpu - (before.get(pid) ?? 0);
    return ms;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** CPU ms the whole machine has been busy (all cores, from /proc/stat), or NaN without /proc. */
export function machineBusyMs(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    // cpu user nice system idle iowait irq softirq steal …
    const t = line.trim().split(/\s+/).slice(1).map(Number);
    const busy = t.reduce((n, v) => n + v, 0) - t[3] - (t[4] ?? 0);
    return busy * TICK_MS;
  } catch {
    return Number.NaN;
  }
}
