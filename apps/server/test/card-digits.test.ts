import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { CARD_FORM, PK } from './card-kit.ts';
import { openTestDb } from './harness.ts';

// DESIGN §7: no card number or security code ever reaches our server's database or logs. The sandbox
// PSP shares our process and database, so its books are searched too: they keep last four digits only.

const VISA = '4242424242424242';
const CHALLENGE = '4000002760003184';
const DECLINED = '4000000000000002';

describe('card digits never reach our database or our logs', () => {
  it('a card journey leaves neither number nor security code in any table or log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const testDb = await openTestDb();
    const config = loadConfig({}, { sweeps: false, loadDemo: false, logLevel: 'trace' });
    const app = await buildApp({ config, db: testDb.db, logger: { level: 'trace', stream } });
    await app.ready();
    try {
      const inject = (url: string, body: unknown, cookie?: string) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', 'x-site': 'DE', ...(cookie ? { cookie } : {}) },
          payload: JSON.stringify(body),
        });
      const login = await inject('/api/user/web/login', {
        account: 'buyer@kontor.test',
        password: 'Kontor!2026',
      });
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const numbers = [VISA, CHALLENGE, DECLINED];
      for (const number of numbers) {
        const created = (
          await inject('/api/trantor/flow/customer_CreateCardFlow', [CARD_FORM], cookie)
        ).json();
        const { clientSecret } = JSON.parse(created.data.extra);
        const tok = (
          await inject('/sandbox-psp/v1/tokens', { key: PK, number, expiry: '12 / 34', cvc: '987' })
        ).json();
        const confirmed = (
          await inject('/sandbox-psp/v1/setup_intents/confirm', {
            key: PK,
            clientSecret,
            paymentMethod: tok.token,
          })
        ).json();
        if (confirmed.setupIntent.nextAction)
          await inject(`/sandbox-psp/v1/${confirmed.setupIntent.nextAction.url}`, { outcome: 'complete' });
        await inject('/api/trantor/func/customer_QueryOneCardFunc', [{ id: created.data.id }], cookie);
      }
      // A card the fields refuse, and one sent where it does not belong.
      await inject('/sandbox-psp/v1/tokens', {
        key: PK,
        number: '4242424242424241',
        expiry: '12/34',
        cvc: '987',
      });
      await inject(
        '/api/trantor/flow/customer_CreateCardFlow',
        [{ ...CARD_FORM, cardNumber: VISA, cvc: '987' }],
        cookie,
      );

      const tables = await testDb.db.query<{ name: string }>(
        `SELECT quote_ident(table_name) AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      expect(tables.length).toBeGreaterThan(20);
      const secrets = [...numbers, '4242424242424241', '4242 4242 4242 4242'];
      for (const { name } of tables) {
        const row = await testDb.db.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${name} t WHERE t::text LIKE ANY($1::text[])`,
          [secrets.map((s) => `%${s}%`)],
        );
        expect(row!.n, `digits found in ${name}`).toBe(0);
      }
      // Every field of the provider's card rows but its random ids and its times (which may hold the
      // three digits by chance): none carries the security code.
      const cvcRows = await testDb.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM sandbox_psp_card t, jsonb_each_text(to_jsonb(t)) f
          WHERE f.key NOT IN ('token', 'customer_id', 'created_at', 'detached_at') AND f.value LIKE '%987%'`,
      );
      expect(cvcRows!.n).toBe(0);
      expect(lines.length).toBeGreaterThan(10);
      const log = lines.join('');
      for (const s of secrets) expect(log).not.toContain(s);
      expect(log).not.toContain('"cvc"');
      // What is kept: token, brand, last four, expiry.
      const kept = await testDb.db.query(
        `SELECT brand, last4, exp_month, exp_year FROM saved_card WHERE status = 'ACTIVE' ORDER BY id`,
      );
      expect(kept).toEqual([
        { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
        { brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2034 },
      ]);
    } finally {
      await app.close();
      await testDb.close();
    }
  }, 120_000);
});
