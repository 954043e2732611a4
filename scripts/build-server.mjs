#!/usr/bin/env node
// Builds the server into ES modules, apps/server/dist/main.js and its chunks (decision 023): `npm
// start` runs it with plain node, so a restart does not transpile TypeScript. Our own code
// (apps/server/src and @kontor/domain) is bundled, and since decision 077 the web framework and the
// plain-JavaScript packages every start loads (BUNDLED below); every other npm package stays
// external and loads from node_modules: native and wasm packages (@electric-sql/pglite, sharp,
// @node-rs/argon2), packages that read their own files at run time (pdfkit's fonts, svg-captcha's,
// pino's transports) need their folders. Read at run time: the migrations (apps/server/migrations),
// the UI catalogues (packages/domain/src/i18n/locales) and the sandbox pages' files.
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'apps/server/src/main.ts');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.js');

const packageOf = (p) =>
  p
    .split('/')
    .slice(0, p.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * npm packages compiled into the bundle (decision 077), with the packages they import: the web
 * framework and what every start loads with it, all plain JavaScript that reads no file of its own.
 * Imported from an ES module, each CommonJS file of theirs cost a read, a path resolution and a
 * scan for its exports (cjs-module-lexer) at every start: ~0.25 s of CPU of a restart.
 */
const BUNDLED = [
  'fastify',
  '@fastify/compress',
  '@fastify/cookie',
  '@fastify/multipart',
  '@fastify/static',
  'helmet',
  'zod',
  'libphonenumber-js',
  'postcode-validator',
  'ibantools',
  '@fragaria/address-formatter',
];
/** Never compiled in, even when a bundled package imports them: pino starts its transports from files. */
const KEEP_EXTERNAL = ['pino', 'thread-stream'];

/**
 * Bare imports stay imports of node_modules, but for our workspace packages and BUNDLED: native and
 * wasm packages (@electric-sql/pglite, sharp, @node-rs/argon2), packages that read their own files
 * (pdfkit's fonts, svg-captcha's) and the provider SDKs (loaded on first use) keep their folders.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kontor/') || args.path.startsWith('node:')) return undefined;
      const name = packageOf(args.path);
      if (KEEP_EXTERNAL.includes(name)) return { path: args.path, external: true };
      // A package a bundled one imports is bundled with it.
      const fromBundled = args.importer.includes(`${path.sep}node_modules${path.sep}`);
      if (fromBundled || BUNDLED.includes(name)) return undefined;
      return { path: args.path, external: true };
    });
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
    // The CommonJS code compiled in calls require (node's built-ins, pino): an ES module has none.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
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
