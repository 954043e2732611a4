import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** Journeys run against the built app served by a real server on a fresh embedded database. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('web build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kontor-e2e-'));
  // The journeys serve their own copy of the build, so a rebuild meanwhile cannot pull files away.
  const webDist = path.join(dataDir, 'web');
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    // The e-mails' links point here (decision 066).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // Every journey signs up from 127.0.0.1; the limit itself is tested on the server (20 an hour).
    SIGNUPS_PER_IP_HOUR: '500',
  };
  delete env.DATABASE_URL;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 150_000);
  project.provide('baseURL', baseURL);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
