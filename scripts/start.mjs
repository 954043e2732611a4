#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app and the server bundle when their sources
// changed, then runs the server from its bundle with plain node (decision 023; migrations and demo
// data happen at server start). `npm run dev` runs Vite and the server (tsx) in watch mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

if (!existsSync(path.join(root, 'node_modules', '.bin', 'tsx'))) {
  console.log('Installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
if (dev) {
  const web = spawn(npm, ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  const server = spawn(tsx, ['watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
  for (const s of ['SIGINT', 'SIGTERM'])
    process.on(s, () => {
      web.kill(s);
      server.kill(s);
    });
} else {
  const dist = path.join(root, 'apps/web/dist/index.html');
  const sources = [path.join(root, 'apps/web/src'), path.join(root, 'packages/domain/src')];
  const stale = !existsSync(dist) || Math.max(...sources.map(newest)) > statSync(dist).mtimeMs;
  if (stale) {
    console.log('Building the web app…');
    run(npm, ['run', 'build', '-w', 'apps/web']);
  }
  const { buildServer, SERVER_BUNDLE } = await import('./build-server.mjs');
  const serverSources = [
    path.join(root, 'apps/server/src'),
    path.join(root, 'packages/domain/src'),
    path.join(root, 'scripts/build-server.mjs'),
    path.join(root, 'package-lock.json'),
  ];
  const newestServerSource = Math.max(
    ...serverSources.map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)),
  );
  if (!existsSync(SERVER_BUNDLE) || newestServerSource > statSync(SERVER_BUNDLE).mtimeMs) {
    const built = await buildServer();
    console.log(`Built the server bundle in ${built.seconds.toFixed(1)} s`);
  }
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
  server.on('exit', (code) => process.exit(code ?? 0));
}
