#!/usr/bin/env node
// Builds the server into one ES module, apps/server/dist/main.js (decision 023): `npm start` runs
// it with plain node, so a restart does not transpile TypeScript. Our own code (apps/server/src and
// @kontor/domain, JSON catalogues included) is bundled; every npm package stays external and loads
// from node_modules as before: native and wasm packages (@electric-sql/pglite, sharp,
// @node-rs/argon2) and packages that read their own files at run time (pdfkit's fonts,
// svg-captcha's) need their folders. Migrations are read from apps/server/migrations at run time.
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'apps/server/src/main.ts');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.js');

/** Bare imports other than our workspace packages stay imports of node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kontor/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild's options for the server bundle in `outdir` (the start-up imports test builds with them too). */
export function serverBuildOptions(outdir) {
  return {
    entryPoints: [SERVER_ENTRY],
    outdir,
    entryNames: '[name]',
    // Chunks sit beside main.js: platform/config.ts finds apps/server from the folder it runs in.
    chunkNames: '[name]-[hash]',
    // The modules main.ts imports dynamically become chunks, loaded while the database opens.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // node --enable-source-maps reads each chunk's map as it loads it: without the sources' text
    // (the files are in the repository) the app chunk's map is a third of the size (decision 077).
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  };
}

export async function buildServer() {
  const started = performance.now();
  // esbuild (~0.1–0.3 s to load) only when a build is due: `npm start` imports this file every time.
  const { build } = await import('esbuild');
  rmSync(path.dirname(SERVER_BUNDLE), { recursive: true, force: true });
  await build(serverBuildOptions(path.dirname(SERVER_BUNDLE)));
  return {
    seconds: (performance.now() - started) / 1000,
    bytes: statSync(SERVER_BUNDLE).size,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { seconds, bytes } = await buildServer();
  console.log(
    `Built ${path.relative(root, SERVER_BUNDLE)} (${(bytes / 1024).toFixed(0)} KB) in ${seconds.toFixed(1)} s`,
  );
}
