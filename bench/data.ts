import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts.ts';
import { loadBenchVolume } from '../apps/server/src/demo/bench-volume.ts';
import { loadDemoOnce } from '../apps/server/src/demo/load-demo.ts';
import { hashPassword } from '../apps/server/src/features/accounts/passwords.ts';
import { type Db, makeDb } from '../apps/server/src/platform/db/db.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createPgDriver } from '../apps/server/src/platform/db/pg-driver.ts';

export interface BenchTarget {
  url: string;
  name: string;
  /** True when this run created the database (and drops it at the end unless kept). */
  created: boolean;
  drop(): Promise<void>;
}

export interface BenchDatabase extends BenchTarget {
  loadSeconds: number;
  orders: number;
  buyer: { id: number; email: string; password: string; orders: number };
  /** Orders of the benchmark buyer that the detail scenario cycles through. */
  detailOrderIds: number[];
}

export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh kontor_bench_<pid> database, or BENCH_DATABASE_URL's (reused, never dropped). */
export async function createDatabase(keep: boolean): Promise<BenchTarget> {
  const reuse = process.env.BENCH_DATABASE_URL;
  if (reuse)
    return { url: reuse, name: new URL(reuse).pathname.slice(1), created: false, drop: async () => {} };
  const name = `kontor_bench_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(ADMIN_URL, name),
    name,
    created: true,
    drop: async () => {
      if (!keep) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Migrates and loads the demo data plus benchmark volume through the project's own loader
 * (topping a reused database up to `buyers` benchmark buyers), then ANALYZEs.
 */
export async function loadData(
  target: BenchTarget,
  o: { buyers: number; orders: number; log: (line: string) => void },
): Promise<BenchDatabase> {
  const db = makeDb(createPgDriver(target.url, 2));
  const started = performance.now();
  try {
    await migrate(db);
    await loadDemoOnce(db);
    const have = await benchBuyerCount(db);
    if (have < o.buyers) {
      o.log(`  loading ${o.buyers - have} benchmark buyers × ${o.orders} orders into ${target.name} …`);
      await loadBenchVolume(db, {
        buyers: o.buyers - have,
        ordersPerBuyer: o.orders,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        now: new Date(),
      });
    } else o.log(`  ${have} benchmark buyers already in ${target.name}`);
    // VACUUM as autovacuum would after a bulk load: it sets the visibility map that index-only scans need.
    await db.exec('VACUUM (ANALYZE)');
    const loadSeconds = (performance.now() - started) / 1000;

    const orders = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM trade_order'))!.n;
    // A buyer from the middle of the range; every benchmark buyer has the same number of orders.
    const buyer = await db.one<{ id: number; email: string; orders: number }>(
      `SELECT u.id, u.email, count(o.id)::int AS orders
         FROM app_user u JOIN trade_order o ON o.buyer_id = u.id
        WHERE u.email = 'bench-' || $1 || '@kontor.test'
        GROUP BY u.id`,
      [Math.max(1, Math.ceil(o.buyers / 2))],
    );
    if (!buyer) throw new Error('no benchmark buyer found: was the volume loaded?');
    // A fixed pseudo-random spread of the buyer's orders, so every status takes its turn.
    const detailOrderIds = (
      await db.query<{ id: number }>(
        'SELECT id FROM trade_order WHERE buyer_id = $1 ORDER BY md5(id::text) LIMIT 25',
        [buyer.id],
      )
    ).map((r) => r.id);
    return {
      ...target,
      loadSeconds,
      orders,
      buyer: { ...buyer, password: DEMO_PASSWORD },
      detailOrderIds,
    };
  } finally {
    await db.close();
  }
}

async function benchBuyerCount(db: Db): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM app_user WHERE email LIKE 'bench-%@kontor.test'`,
  );
  return row?.n ?? 0;
}
