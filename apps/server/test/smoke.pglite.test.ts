import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectOk, type TestContext } from './harness.ts';

// Always on the embedded database, whatever TEST_DATABASE_URL says: the default `npm start` path.
describe('smoke on PGlite', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ driver: 'pglite' });
  });
  afterAll(() => t?.close());

  it('serves health, sign-in, the current user and a flow call', async () => {
    expect(t.driver).toBe('pglite');
    const health = await t.request('GET', '/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'pglite' });

    const cookie = await t.signIn('buyer@kontor.test');
    const me = expectOk(await t.request('GET', '/api/user/web/current', { cookie }));
    expect(me).toMatchObject({ email: 'buyer@kontor.test', isTourist: false, roles: ['buyer'] });

    const merchant = expectOk(
      await t.call('flow', 'kontor_merchant_QueryMerchantStatusFlow', {}, { cookie }),
    );
    expect(merchant).toMatchObject({ isShow: true, isShowSettled: true });

    const cards = expectOk(
      await t.call('flow', 'kontor_item_PageItemCardFlow', { page: { no: 1, size: 5 } }, { site: 'UK' }),
    );
    expect(Array.isArray(cards.data)).toBe(true);
    expect(cards.data.length).toBeLessThanOrEqual(5);
    for (const card of cards.data) expect(card.salePrc.currency).toBe('GBP');
  });
});
