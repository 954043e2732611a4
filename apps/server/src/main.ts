import { SITE_CODES } from '@kontor/domain';
import { DEMO_LOGINS } from './demo/accounts.ts';
import { loadConfig } from './platform/config.ts';
import { openDb } from './platform/db/index.ts';
import { migrate } from './platform/db/migrate.ts';

const config = loadConfig();
// Opening the database (PGlite boots a WebAssembly PostgreSQL) overlaps with loading the app's
// modules: the bundle keeps app.ts and the demo loader in chunks of their own (decision 023).
const opening = openDb(config);
const [{ buildApp }, { loadDemoOnce }] = await Promise.all([
  import('./app.ts'),
  import('./demo/load-demo.ts'),
]);
const db = await opening;
const applied = await migrate(db);
const app = await buildApp({ config, db });
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (config.loadDemo) {
  const loaded = await loadDemoOnce(db);
  if (loaded) app.log.info('demo data loaded');
}
if (config.sweeps) app.sweeps.start(config.sweepIntervalMs);

await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`
  Kontor is running at ${url}
  Database: ${db.kind === 'pg' ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`}
  Storefronts: ${SITE_CODES.join(' ')}

  Demo logins (password for all: ${DEMO_LOGINS.password}):
${DEMO_LOGINS.accounts.map((a) => `    ${a.role.padEnd(16)} ${a.login}`).join('\n')}
`);

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
