import { loadConfig } from './platform/config.ts';
import { openDb } from './platform/db/index.ts';
import { migrate } from './platform/db/migrate.ts';
import { StartupClock } from './platform/startup-clock.ts';

// A restart answers /healthz within 2 s (issue 11, decision 077). main.js imports only what opens the
// database: PGlite's WebAssembly compiles on V8's background threads and its files are read while
// the app's modules (fastify, the domain's zod schemas, every feature) compile on this thread; both
// are in chunks of their own (decision 023). Nothing here is skipped: /healthz answers once the
// schema is current, the demo data and reference rows are in place and every route is registered.
const clock = new StartupClock();
const config = loadConfig();
const opening = openDb(config).then((db) => {
  clock.mark('database');
  return db;
});
const [{ buildApp }, { loadDemoOnce }, { startBanner }] = await Promise.all([
  import('./app.ts'),
  import('./demo/load-demo.ts'),
  import('./start-banner.ts'),
]);
clock.mark('modules');
const db = await opening;
const applied = await migrate(db);
clock.mark('migrations');
const app = await buildApp({ config, db });
clock.mark('app');
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (config.loadDemo) {
  const loaded = await loadDemoOnce(db);
  if (loaded) app.log.info('demo data loaded');
  clock.mark('demo');
}
if (config.sweeps) app.sweeps.start(config.sweepIntervalMs);

await app.listen({ port: config.port, host: config.host });
clock.mark('listen');
// LOG_LEVEL=info shows when each step ended, in ms since the process started (bench/restart.ts reads it).
app.log.info({ startup: clock.marks }, 'started');

console.log(startBanner(config, db.kind, clock.seconds()));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await db.close();
    process.exit(0);
  });
}
