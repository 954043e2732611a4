import { parseArgs } from 'node:util';
import { hashPassword } from '../features/accounts/passwords.ts';
import { loadConfig } from '../platform/config.ts';
import { openDb } from '../platform/db/index.ts';
import { migrate } from '../platform/db/migrate.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { loadBenchVolume } from './bench-volume.ts';
import { loadDemoOnce } from './load-demo.ts';

/**
 * npm run demo:load -- [--buyers N] [--orders M] [--chunk B] [--reset]
 * Loads the demo data into the configured database (DATABASE_URL, else the embedded one in DATA_DIR),
 * then adds N benchmark buyers with M orders each. `--reset` (npm run demo:reset) first empties the
 * database (its `public` schema: every table, all data), so the demo is reloaded with its pay
 * deadlines and countdowns counted from now — unpaid demo orders close at their deadlines like real ones.
 */
const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '0' },
    orders: { type: 'string', default: '200' },
    chunk: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const buyers = Number(values.buyers);
const orders = Number(values.orders);
if (!Number.isInteger(buyers) || buyers < 0 || !Number.isInteger(orders) || orders < 1 || orders > 999) {
  console.error(
    'usage: demo:load -- [--buyers N (≥ 0)] [--orders M (1–999)] [--chunk buyers-per-transaction]',
  );
  process.exit(2);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;
const config = loadConfig();
const db = await openDb(config);
try {
  console.log(
    `Database: ${db.kind === 'pg' ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`}`,
  );
  let t = performance.now();
  if (values.reset) {
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    console.log(`reset: database emptied (${seconds(t)})`);
    t = performance.now();
  }
  const applied = await migrate(db);
  console.log(`migrations: ${applied.length ? applied.join(', ') : 'up to date'} (${seconds(t)})`);
  t = performance.now();
  const loaded = await loadDemoOnce(db);
  console.log(`demo data: ${loaded ? 'loaded' : 'already present'} (${seconds(t)})`);
  if (buyers > 0) {
    t = performance.now();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    console.log(`benchmark volume: ${buyers} buyers × ${orders} orders`);
    const result = await loadBenchVolume(db, {
      buyers,
      ordersPerBuyer: orders,
      passwordHash,
      now: new Date(),
      chunk: values.chunk ? Number(values.chunk) : undefined,
      log: (line) => console.log(line),
    });
    const total = performance.now() - t;
    console.log(
      `benchmark volume: ${result.orders} orders for ${result.buyers} buyers in ${seconds(t)} ` +
        `(${Math.round(result.orders / (total / 1000))} orders/s)`,
    );
  }
} finally {
  await db.close();
}
