import { MEMBER_TASKS } from '@kontor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';

// The share, follow and subscribe reward paths (spec §7 "Reviews" rewards, issue 16): each event
// rewards once per source through the member ledgers, under 20 parallel requests too; bad input is
// 400 with fields, a guest 401, an unknown item 404, no e-mail to send to 409.

const SHARE = '/sapi/mall-customer/share-shopping-or-product-experience/send-growth-and-points';
const FOLLOW = '/sapi/mall-customer/follow-media/send-growth-value';
const SUBSCRIBE = '/sapi/mall-customer/subscribe-email/send-growth-value';
const TASKS = '/sapi/mall-customer/customer-task/find-customer-completion-list';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

let counter = 0;
/** A new member of the test's own (the demo buyers' ledgers stay as they are). */
async function newMember(): Promise<{ cookie: string; id: number }> {
  counter += 1;
  const email = `rewards-${counter}-${Date.now()}@example.de`;
  const res = await t.request('POST', '/api/user/web/signup', {
    body: { email, password: 'Sicher!2026', nickname: 'Zoë Müller' },
  });
  expectOk(res);
  const cookie = await t.signIn(email, 'Sicher!2026');
  const id = (await t.db.one<{ id: number }>('SELECT id FROM app_user WHERE email = $1', [email]))!.id;
  return { cookie, id };
}

const task = (code: string) => MEMBER_TASKS.find((x) => x.taskCode === code)!;
const ledgerRows = async (userId: number, sourceKey: string) =>
  (await t.db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM points_ledger WHERE user_id = $1 AND source_key = $2',
    [userId, sourceKey],
  ))!.n;
const anItem = async () =>
  (await t.db.one<{ id: number }>(
    `SELECT i.id FROM item i JOIN shop s ON s.id = i.shop_id
      WHERE i.status = 'ON_SALE' AND s.merchant_status = 'SELLER' AND i.business_type = 'NORMAL' ORDER BY i.id LIMIT 1`,
  ))!.id;

describe('share a product (SHARE_PRODUCT)', () => {
  it('rewards once per product however many requests race, and again for another product', async () => {
    const m = await newMember();
    const itemId = await anItem();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request('POST', SHARE, {
          cookie: m.cookie,
          body: { growthEventType: 'SHARE_PRODUCT', itemId, site: 'DE' },
        }),
      ),
    );
    const granted = answers.map((r) => expectOk(r)).filter((a) => a.granted);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toEqual({
      growthValue: task('SHARE_PRODUCT').growthValue,
      points: task('SHARE_PRODUCT').points,
      granted: true,
    });
    expect(await ledgerRows(m.id, `item:${itemId}`)).toBe(1);
    const other = (await t.db.one<{ id: number }>(
      `SELECT i.id FROM item i JOIN shop s ON s.id = i.shop_id
        WHERE i.status = 'ON_SALE' AND s.merchant_status = 'SELLER' AND i.id <> $1 ORDER BY i.id LIMIT 1`,
      [itemId],
    ))!.id;
    expect(
      expectOk(await t.request('POST', SHARE, { cookie: m.cookie, body: { itemId: other } })).granted,
    ).toBe(true);
    const tasks = expectOk(await t.request('POST', TASKS, { cookie: m.cookie, body: { site: 'DE' } }));
    expect(tasks.find((x: { taskCode: string }) => x.taskCode === 'SHARE_PRODUCT')).toMatchObject({
      state: 'NOT_COMPLETED',
      timesRewarded: 2,
    });
  });

  it('answers 404 for an item that does not exist, 400 with fields for bad input, 401 for a guest', async () => {
    const m = await newMember();
    expectFailure(
      await t.request('POST', SHARE, { cookie: m.cookie, body: { itemId: 987654321 } }),
      404,
      'NOT_FOUND',
    );
    const bad = expectFailure(
      await t.request('POST', SHARE, {
        cookie: m.cookie,
        body: { itemId: 'abc', growthEventType: 'FOLLOW' },
      }),
      400,
      'INVALID_DATA',
    );
    expect(bad.fields!.map((f: { path: string }) => f.path).sort()).toEqual(['growthEventType', 'itemId']);
    expect(
      await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM points_ledger WHERE user_id = $1', [
        m.id,
      ]),
    ).toEqual({ n: 0 });
    expectFailure(await t.request('POST', SHARE, { body: { itemId: await anItem() } }), 401, 'UNAUTHORIZED');
  });
});

describe('follow and subscribe (FOLLOW_SOCIAL_MEDIA, SUBSCRIBE_EMAIL)', () => {
  it('rewards each once per member, and the task list marks them done', async () => {
    const m = await newMember();
    for (const [path, code] of [
      [FOLLOW, 'FOLLOW_SOCIAL_MEDIA'],
      [SUBSCRIBE, 'SUBSCRIBE_EMAIL'],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.request('POST', path, { cookie: m.cookie, body: { growthEventType: code, site: 'DE' } }),
        ),
      );
      expect(answers.map((r) => expectOk(r).granted).filter(Boolean)).toHaveLength(1);
      expect(await ledgerRows(m.id, `task:${code}`)).toBe(1);
      const again = expectOk(await t.request('POST', path, { cookie: m.cookie, body: {} }));
      expect(again).toEqual({
        growthValue: task(code).growthValue,
        points: task(code).points,
        granted: false,
      });
    }
    const tasks = expectOk(await t.request('POST', TASKS, { cookie: m.cookie, body: {} }));
    for (const code of ['FOLLOW_SOCIAL_MEDIA', 'SUBSCRIBE_EMAIL'])
      expect(tasks.find((x: { taskCode: string }) => x.taskCode === code).state).toBe('COMPLETED');
  });

  it('refuses a wrong event type with fields, and subscribing without an e-mail address', async () => {
    const m = await newMember();
    const bad = expectFailure(
      await t.request('POST', FOLLOW, { cookie: m.cookie, body: { growthEventType: 'SUBSCRIBE_EMAIL' } }),
      400,
      'INVALID_DATA',
    );
    expect(bad.fields![0].path).toBe('growthEventType');
    await t.db.query("UPDATE app_user SET email = NULL, phone = '+4915112345678' WHERE id = $1", [m.id]);
    const noMail = expectFailure(
      await t.request('POST', SUBSCRIBE, { cookie: m.cookie, body: {} }),
      409,
      'CONFLICT',
    );
    expect(noMail.key).toBe('members.errors.subscribeNeedsEmail');
    expect(await ledgerRows(m.id, 'task:SUBSCRIBE_EMAIL')).toBe(0);
  });
});
