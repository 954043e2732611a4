import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');
const SDKS = ['stripe', '@adyen/api-library', '@paypal/paypal-server-sdk'];

/**
 * Runs in a fresh node (vitest's own module graph says nothing about a server start): a module hook
 * appends every module node resolves to a file, synchronously, so nothing is lost; CommonJS
 * requires are read from require.cache. It builds the whole app as a start does (buildApp on a real
 * PGlite database, no payment keys), notes which SDKs were loaded, then builds the payment providers
 * once more with every adapter's keys, which must load all three (the check can see them).
 */
const CHILD = `
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
const [log, dataDir, srcUrl] = process.argv.slice(-3);
register('data:text/javascript,' + encodeURIComponent(\`
  import { appendFileSync } from 'node:fs';
  let log;
  export function initialize(data) { log = data.log; }
  export async function resolve(specifier, context, next) {
    const r = await next(specifier, context);
    appendFileSync(log, r.url + '\\\\n');
    return r;
  }\`), import.meta.url, { data: { log } });
const require = createRequire(import.meta.url);
const sdks = ${JSON.stringify([...SDKS, 'pg'])};
const loaded = () => {
  const seen = [...readFileSync(log, 'utf8').split('\\n'), ...Object.keys(require.cache)];
  return sdks.filter((sdk) => seen.some((u) => u.includes('/node_modules/' + sdk + '/')));
};
appendFileSync(log, '');
const { loadConfig } = await import(srcUrl + 'platform/config.ts');
const { openDb } = await import(srcUrl + 'platform/db/index.ts');
const { buildApp } = await import(srcUrl + 'app.ts');
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const db = await openDb(config);
const app = await buildApp({ config, db });
const withoutKeys = loaded();
const { createPaymentProviders } = await import(srcUrl + 'providers/payments/payment-providers.ts');
const { loadPaymentsConfig } = await import(srcUrl + 'providers/payments/payments-config.ts');
await createPaymentProviders(db, loadPaymentsConfig({
  STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x',
  ADYEN_API_KEY: 'AQE_x', ADYEN_MERCHANT_ACCOUNT: 'KontorECOM', ADYEN_CLIENT_KEY: 'test_x', ADYEN_HMAC_KEY: '00',
  PAYPAL_CLIENT_ID: 'Af_x', PAYPAL_CLIENT_SECRET: 'E_x', PAYPAL_WEBHOOK_ID: 'WH_x',
}));
const withKeys = loaded();
await app.close();
await db.close();
console.log(JSON.stringify({ withoutKeys, withKeys }));
`;

describe('payment SDKs load only with their keys (issue 11: a start answers /healthz within 2 s)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kontor-lazy-sdk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('building the app without payment keys loads none of the Stripe, Adyen, PayPal SDKs (nor pg)', () => {
    // Only the variables node and tsx need: no payment keys leak in from the shell.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        CHILD,
        path.join(dir, 'resolved.log'),
        path.join(dir, 'data'),
        `${pathToFileURL(path.join(repoRoot, 'apps/server/src')).href}/`,
      ],
      { cwd: repoRoot, env, encoding: 'utf8', timeout: 120_000 },
    );
    const { withoutKeys, withKeys } = JSON.parse(out.trim().split('\n').at(-1)!);
    // pg too: a PGlite start (no DATABASE_URL) does not need the PostgreSQL client.
    expect(withoutKeys).toEqual([]);
    expect(withKeys).toEqual(SDKS);
  }, 150_000);
});
