import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { createTestContext } from '../../test/harness.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Run in a fresh node process: the require cache of the test runner may hold ajv already. It builds
 * a fastify instance as buildApp does, checks that ajv was not loaded, then declares a route with a
 * JSON schema and checks that fastify validates with it (decision 077).
 */
const script = `
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { lazySchemaCompilers } from ${JSON.stringify(path.join(here, 'schema-compilers.ts'))};
const require = createRequire(import.meta.url);
// fastify's error serializer needs fast-json-stringify/lib/serializer.js (small) anyway; not the compiler.
const loaded = () => Object.keys(require.cache).some((f) => /node_modules.(ajv|@fastify.ajv-compiler|@fastify.fast-json-stringify-compiler).|fast-json-stringify.index\\.js$/.test(f));
const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers } });
app.get('/plain', async () => ({ ok: true }));
await app.ready();
const atStart = loaded();
const late = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers } });
late.post('/typed', {
  schema: {
    body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
    response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
  },
}, async (req) => ({ n: req.body.n, secret: 'dropped by the serializer' }));
const bad = await late.inject({ method: 'POST', url: '/typed', payload: { n: 'x' } });
const good = await late.inject({ method: 'POST', url: '/typed', payload: { n: 2 } });
console.log(JSON.stringify({ atStart, afterSchema: loaded(), bad: bad.statusCode, good: good.statusCode, body: good.json() }));
`;

it('loads ajv and fast-json-stringify only for a route with a JSON schema, which they still check', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: here,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout.trim())).toEqual({
    atStart: false,
    afterSchema: true,
    bad: 400,
    good: 200,
    body: { n: 2 },
  });
}, 40_000);

it('the app is built with them: its start loads neither ajv nor its compilers', async () => {
  const t = await createTestContext();
  try {
    await t.app.ready();
    const cache = Object.keys(createRequire(import.meta.url).cache);
    expect(cache.some((f) => f.includes(`${path.sep}fastify${path.sep}`))).toBe(true);
    expect(
      cache.filter((f) =>
        /node_modules.(ajv|@fastify.ajv-compiler|@fastify.fast-json-stringify-compiler)./.test(f),
      ),
    ).toEqual([]);
  } finally {
    await t.close();
  }
});
