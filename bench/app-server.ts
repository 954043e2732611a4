/**
 * Child process: the real app (buildApp) on 127.0.0.1 and a random port, logger and sweeps off,
 * against DATABASE_URL. Reports its port to the parent over IPC and exits when the parent goes.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/index.ts';
import { announce } from './child.ts';

const config = loadConfig({ ...process.env, SWEEPS: '0', LOAD_DEMO: '0' }, { host: '127.0.0.1', port: 0 });
if (!config.databaseUrl) throw new Error('app-server: DATABASE_URL is required');
const db = await openDb(config);
const app = await buildApp({ config, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
announce((app.server.address() as AddressInfo).port, async () => {
  await app.close();
  await db.close();
});
