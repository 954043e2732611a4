import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types
import { serverBuildOptions } from '../../../scripts/build-server.mjs';

/**
 * A restart must answer /healthz within 2 s (issue 11, decisions 023, 072 and 077): the npm packages the
 * bundle loads at start are those every request needs. Provider SDKs and rarely used libraries load
 * on first use. This walks the server bundle from main.js along its static imports (the dynamic
 * imports of main.ts are what start-up loads too) and lists the npm packages reached.
 */
const ON_FIRST_USE = [
  '@adyen/api-library',
  '@googlemaps/google-maps-services-js',
  '@node-rs/argon2',
  '@paypal/paypal-server-sdk',
  'fflate',
  'file-type',
  'ioredis',
  'nodemailer',
  'openid-client',
  'pdfkit',
  'sharp',
  'stripe',
  'svg-captcha',
];

it('loads no provider SDK or rarely used library at start', async () => {
  const outdir = path.join('/tmp', `kontor-start-imports-${process.pid}`);
  const result = await build({
    ...serverBuildOptions(outdir),
    write: false,
    metafile: true,
    sourcemap: false,
  });
  const outputs = (result.metafile as Metafile).outputs;
  const main = Object.keys(outputs).find((k) => k.endsWith('/main.js'));
  expect(main).toBeDefined();
  // main.ts imports the app and the demo loader dynamically, at start: they count as loaded.
  const startChunks = (main ? outputs[main].imports : []).filter((i) => !i.external).map((i) => i.path);
  const seen = new Set<string>();
  const packages = new Set<string>();
  const packageOf = (p: string) =>
    p
      .split('/')
      .slice(0, p.startsWith('@') ? 2 : 1)
      .join('/');
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const i of outputs[file].imports) {
      if (i.kind !== 'import-statement') continue;
      if (i.external) packages.add(packageOf(i.path));
      else visit(i.path);
    }
  };
  if (main) visit(main);
  for (const c of startChunks) visit(c);
  // Packages compiled into the bundle (scripts/build-server.mjs, BUNDLED) count by their files.
  for (const f of seen)
    for (const input of Object.keys(outputs[f].inputs)) {
      const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
      if (m) packages.add(m[1]);
    }
  expect([...packages].filter((p) => ON_FIRST_USE.includes(p))).toEqual([]);
  // The walk reached the app itself (fastify is its first import): it measured something.
  expect(packages.has('fastify')).toBe(true);
  // Compiled into an ES module, CommonJS code has no __dirname: a package that needs it stays external.
  for (const f of seen)
    expect(result.outputFiles?.find((o) => o.path.endsWith(f.split('/').pop() ?? ''))?.text).not.toMatch(
      /\b__(dirname|filename)\b/,
    );
  // The UI catalogues are read on first use (platform/i18n.ts), not compiled at every start (decision 077).
  const bundled = [...seen].flatMap((f) => Object.keys(outputs[f].inputs));
  expect(bundled.some((i) => i.includes('/i18n/catalogs.ts'))).toBe(false);
  expect(bundled.filter((i) => i.endsWith('.json') && !i.includes('node_modules/'))).toEqual([]);
  // main.js and its static imports hold only what opens the database: the app's modules (fastify,
  // the domain's zod schemas) load in their chunks while PGlite starts.
  const first = new Set<string>();
  const firstPackages = new Set<string>();
  const walkStatic = (file: string) => {
    if (first.has(file) || !outputs[file]) return;
    first.add(file);
    for (const i of outputs[file].imports) {
      if (i.kind !== 'import-statement') continue;
      if (i.external) firstPackages.add(packageOf(i.path));
      else walkStatic(i.path);
    }
  };
  if (main) walkStatic(main);
  const firstInputs = [...first].flatMap((f) => Object.keys(outputs[f].inputs));
  expect(firstInputs.filter((i) => i.includes('packages/domain/'))).toEqual([]);
  expect([...firstPackages].filter((p) => !p.startsWith('node:'))).toEqual(['@electric-sql/pglite']);
}, 60_000);
