import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, expectOk, type TestContext, userId } from './harness.ts';

/**
 * The session lookup is cached per instance (decision 072): one statement fewer per request, and
 * never an answer a change has made wrong, whether this instance or another made the change.
 */
const BUYER = 'buyer@kontor.test';
const current = async (t: TestContext, cookie: string) =>
  expectOk(await t.request('GET', '/api/user/web/current', { cookie }));

/** Statements one request of this context sends. */
async function statementsOf(t: TestContext, fn: () => Promise<unknown>): Promise<number> {
  const before = t.db.statements;
  await fn();
  return t.db.statements - before;
}

/** Waits until the condition holds (a notification of another instance arrives asynchronously). */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('session cache', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(async () => {
    await t.close();
  });

  it('reads a known session without a statement, and keeps answering the same user', async () => {
    const cookie = await t.signIn(BUYER);
    const first = await current(t, cookie);
    const again = await statementsOf(t, () => current(t, cookie));
    expect(await current(t, cookie)).toEqual(first);
    // The first request after sign-in read the session; the next ones do not.
    const firstCount = await statementsOf(t, () =>
      t.request('GET', '/api/user/web/current', { cookie: `${cookie}x` }),
    );
    expect(again).toBe(firstCount - 1);
  });

  it('forgets the session at logout, at once', async () => {
    const cookie = await t.signIn(BUYER);
    expect((await current(t, cookie))?.email).toBe(BUYER);
    expectOk(await t.request('POST', '/api/user/web/logout', { cookie }));
    expect(await current(t, cookie)).toBeNull();
  });

  it('answers the changed user after a write of this instance, at once', async () => {
    const cookie = await t.signIn(BUYER);
    await current(t, cookie);
    const id = await userId(t.db, BUYER);
    await t.db.query(`UPDATE app_user SET nickname = 'Renamed' WHERE id = $1`, [id]);
    expect((await current(t, cookie))?.nickname).toBe('Renamed');
    await t.db.tx(async (q) => {
      await q.query('DELETE FROM user_session WHERE user_id = $1', [id]);
    });
    expect(await current(t, cookie)).toBeNull();
  });

  it('answers the changed user after another instance changed it (the notification)', async (ctx) => {
    if (t.driver !== 'pg' || !t.dbUrl) return ctx.skip();
    const cookie = await t.signIn(BUYER);
    await current(t, cookie);
    const id = await userId(t.db, BUYER);
    const other = new pg.Client({ connectionString: t.dbUrl });
    await other.connect();
    try {
      await other.query(`UPDATE app_user SET nickname = 'Elsewhere' WHERE id = $1`, [id]);
      await eventually(async () => (await current(t, cookie))?.nickname === 'Elsewhere');
      await other.query('DELETE FROM user_session WHERE user_id = $1', [id]);
      await eventually(async () => (await current(t, cookie)) === null);
    } finally {
      await other.end();
    }
  });
});
