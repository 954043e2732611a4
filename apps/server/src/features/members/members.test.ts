import { levelOf, MEMBER_TASKS, pointsToReturn, signInPoints, storefrontDay } from '@kontor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type TestContext,
  userId,
} from '../../../test/harness.ts';
import {
  CREDIT_SWEEP_OVERLAP_MINUTES,
  creditCompletedOrders,
  expireDuePoints,
  grantReward,
  grantTaskReward,
  memberAccount,
  redeemPoints,
  returnPoints,
  signInToday,
} from './members-service.ts';

const BUYER = 'buyer@kontor.test';
const BUYER2 = 'buyer2@kontor.test';
const SIGN_IN = '/sapi/mall-customer/customer-sign-in-log/sign-in';
const SIGN_IN_LOG = '/sapi/mall-customer/customer-sign-in-log/find-sign-in-log';
const TASKS = '/sapi/mall-customer/customer-task/find-customer-completion-list';
const POINTS = 'kontor_customer_PagePointsRecordFlow';

let t: TestContext;
let anna: string;
let ben: string;
let annaId: number;
let benId: number;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signIn(BUYER);
  ben = await t.signIn(BUYER2);
  annaId = await userId(t.db, BUYER);
  benId = await userId(t.db, BUYER2);
});
afterAll(() => t?.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n;
const balance = async (id: number) => (await memberAccount(t.db, id)).pointBalance;

describe('order points', () => {
  it('keeps every order’s earnPoints whole (spec §3: rounded up)', async () => {
    expect(await count('trade_order WHERE earn_points <> ceil(earn_points)')).toBe(0);
    expect(await count('trade_order WHERE earn_points > 0')).toBeGreaterThan(0);
    // The demo's completed orders are in the ledger already.
    expect(
      await count("points_ledger WHERE user_id = $1 AND reason = 'ORDER_EARNED'", [annaId]),
    ).toBeGreaterThan(0);
  });

  it('credits a completed order once, however often the sweep runs', async () => {
    const order = await createTestOrder(t.db, {
      status: 'COMPLETE',
      buyer: 'ben',
      lines: [{ item: 'sitzgut-task' }],
    });
    // The orders writer stamps completed_at when an order completes; the fixture back-dates it.
    await t.db.query('UPDATE trade_order SET completed_at = now() WHERE id = $1', [order.id]);
    const row = await t.db.one<{ earn_points: number; earn_growth_value: number }>(
      'SELECT earn_points, earn_growth_value FROM trade_order WHERE id = $1',
      [order.id],
    );
    expect(row!.earn_points).toBeGreaterThan(0);
    const before = await memberAccount(t.db, benId);
    await Promise.all([1, 2, 3].map(() => t.db.tx((q) => creditCompletedOrders(q))));
    expect(
      await count("points_ledger WHERE reason = 'ORDER_EARNED' AND source_key = $1", [`order:${order.id}`]),
    ).toBe(1);
    const after = await memberAccount(t.db, benId);
    expect(after.pointBalance - before.pointBalance).toBe(row!.earn_points);
    expect(after.growthValue - before.growthValue).toBe(row!.earn_growth_value);
    expect(await t.db.tx((q) => creditCompletedOrders(q))).toBe(0);
  });

  it('reads only orders completed since its watermark (less the overlap), not every completed order', async () => {
    await t.db.tx((q) => creditCompletedOrders(q));
    const cursor = await t.db.one<{ behind: boolean }>(
      `SELECT done_until > now() - interval '1 minute' AS behind FROM member_sweep_cursor WHERE name = 'order-credit'`,
    );
    expect(cursor!.behind).toBe(true);
    // An order completed within the overlap is still credited; one far behind the watermark is not read.
    const recent = await createTestOrder(t.db, {
      status: 'COMPLETE',
      buyer: 'ben',
      lines: [{ item: 'sitzgut-task' }],
    });
    const old = await createTestOrder(t.db, {
      status: 'COMPLETE',
      buyer: 'ben',
      lines: [{ item: 'sitzgut-task' }],
    });
    await t.db.query(
      `UPDATE trade_order SET completed_at = now() - make_interval(mins => $2::int) WHERE id = $1`,
      [recent.id, CREDIT_SWEEP_OVERLAP_MINUTES - 2],
    );
    await t.db.query(`UPDATE trade_order SET completed_at = now() - interval '2 days' WHERE id = $1`, [
      old.id,
    ]);
    expect(await t.db.tx((q) => creditCompletedOrders(q))).toBe(1);
    expect(
      await count("points_ledger WHERE reason = 'ORDER_EARNED' AND source_key = $1", [`order:${recent.id}`]),
    ).toBe(1);
    expect(
      await count("points_ledger WHERE reason = 'ORDER_EARNED' AND source_key = $1", [`order:${old.id}`]),
    ).toBe(0);
  });
});

describe('sign-in calendar', () => {
  it('signs in once a day however many requests race', async () => {
    const before = await balance(annaId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.request('POST', SIGN_IN, { body: { site: 'DE' }, cookie: anna })),
    );
    const results = answers.map(expectOk);
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    const today = storefrontDay(new Date(), 'DE');
    expect(await count('sign_in_log WHERE user_id = $1 AND sign_day = $2::date', [annaId, today])).toBe(1);
    expect(
      await count("points_ledger WHERE user_id = $1 AND reason = 'SIGN_IN' AND source_key = $2", [
        annaId,
        `day:${today}`,
      ]),
    ).toBe(1);
    expect((await balance(annaId)) - before).toBe(signInPoints(results[0].streak));
    const log = expectOk(await t.request('POST', SIGN_IN_LOG, { body: { site: 'DE' }, cookie: anna }));
    expect(log).toMatchObject({ today, signedToday: true, month: today.slice(0, 7) });
    expect(log.days.map((d: { day: string }) => d.day)).toContain(today);
    // Ben's calendar does not show Anna's day.
    const bens = expectOk(await t.request('POST', SIGN_IN_LOG, { body: { site: 'DE' }, cookie: ben }));
    expect(bens.signedToday).toBe(false);
  });

  it('starts a new day at the storefront’s midnight, and a streak on consecutive days', async () => {
    const site = 'DE' as const;
    // 22:59 UTC on 9 June 2021 is 00:59 on 10 June in Berlin (summer time); 21:59 UTC is still the 9th.
    const late9th = new Date('2021-06-09T21:59:00Z');
    const early10th = new Date('2021-06-09T22:01:00Z');
    const a = await t.db.tx((q) => signInToday(q, { userId: benId, site, now: late9th }));
    const again = await t.db.tx((q) =>
      signInToday(q, { userId: benId, site, now: new Date('2021-06-09T21:59:59Z') }),
    );
    const b = await t.db.tx((q) => signInToday(q, { userId: benId, site, now: early10th }));
    expect([a.day, a.granted, a.streak]).toEqual(['2021-06-09', true, 1]);
    expect([again.day, again.granted]).toEqual(['2021-06-09', false]);
    expect([b.day, b.granted, b.streak]).toEqual(['2021-06-10', true, 2]);
    // The same instant is still the 9th in London: the storefront decides the day.
    const uk = await t.db.tx((q) => signInToday(q, { userId: benId, site: 'UK', now: early10th }));
    expect([uk.day, uk.granted]).toEqual(['2021-06-09', false]);
    const third = await t.db.tx((q) =>
      signInToday(q, { userId: benId, site, now: new Date('2021-06-11T08:00:00Z') }),
    );
    expect([third.streak, third.points]).toEqual([3, signInPoints(3)]);
    expect(third.points).toBeGreaterThan(a.points);
  });

  it('refuses bad input with the fields, and a guest', async () => {
    const bad = expectFailure(
      await t.request('POST', SIGN_IN_LOG, { body: { site: 'XX', month: '2026-13' }, cookie: anna }),
      400,
      'INVALID_DATA',
    );
    expect(bad.fields!.map((f: { path: string }) => f.path).sort()).toEqual(['month', 'site']);
    expectFailure(await t.request('POST', SIGN_IN, { body: { site: 'DE' } }), 401, 'UNAUTHORIZED');
  });
});

describe('points ledger', () => {
  it('lets exactly one of 20 parallel redemptions of the whole balance through', async () => {
    await t.db.tx((q) =>
      grantReward(q, {
        userId: benId,
        reason: 'TASK',
        sourceKey: 'test:redeem-all',
        points: 40,
        growthValue: 0,
        site: 'DE',
      }),
    );
    const whole = await balance(benId);
    expect(whole).toBeGreaterThan(0);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.db.tx((q) =>
          redeemPoints(q, { userId: benId, points: whole, sourceKey: `contract:test-${i}`, site: 'DE' }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect((o.reason as { code?: string }).code).toBe('CONFLICT');
    expect(await balance(benId)).toBe(0);
    expect(await count("points_ledger WHERE user_id = $1 AND reason = 'REDEEMED'", [benId])).toBe(1);
    // Every open credit was used up with the balance.
    expect(await count('points_ledger WHERE user_id = $1 AND remaining > 0', [benId])).toBe(0);
  });

  it('returns the points of a refund in proportion, once per refund', async () => {
    await t.db.tx((q) =>
      grantReward(q, {
        userId: benId,
        reason: 'TASK',
        sourceKey: 'test:refund',
        points: 100,
        growthValue: 0,
        site: 'DE',
      }),
    );
    await t.db.tx((q) =>
      redeemPoints(q, { userId: benId, points: 100, sourceKey: 'contract:test-refund', site: 'DE' }),
    );
    const before = await balance(benId);
    const back = pointsToReturn({
      pointsUsed: 100,
      returnedBefore: 0,
      paidMinor: 4000,
      refundedBeforeMinor: 0,
      refundMinor: 1000,
    });
    const twice = await Promise.all(
      [1, 2].map(() =>
        t.db.tx((q) =>
          returnPoints(q, { userId: benId, points: back, sourceKey: 'reverse:test-1', site: 'DE' }),
        ),
      ),
    );
    expect(twice.sort()).toEqual([false, true]);
    expect((await balance(benId)) - before).toBe(25);
  });

  it('expires what is left of a credit past its expiry (decision 048)', async () => {
    const at = new Date('2020-05-01T10:00:00Z'); // expires 1 January 2022, Berlin midnight
    await t.db.tx((q) =>
      grantReward(q, {
        userId: annaId,
        reason: 'TASK',
        sourceKey: 'test:old',
        points: 30,
        growthValue: 0,
        site: 'DE',
        at,
      }),
    );
    const before = await balance(annaId);
    const expired = await t.db.tx((q) => expireDuePoints(q));
    expect(expired).toBeGreaterThanOrEqual(1);
    const credit = await t.db.one<{ id: number; remaining: number }>(
      "SELECT id, remaining FROM points_ledger WHERE user_id = $1 AND source_key = 'test:old'",
      [annaId],
    );
    expect(credit!.remaining).toBe(0);
    const row = await t.db.one<{ points: number }>(
      "SELECT points FROM points_ledger WHERE reason = 'EXPIRED' AND source_key = $1",
      [`credit:${credit!.id}`],
    );
    expect(row!.points).toBe(-30);
    expect(before - (await balance(annaId))).toBe(30);
    expect(await t.db.tx((q) => expireDuePoints(q))).toBe(0);
  });

  it('pages the member’s own ledger with filters; another buyer never sees it', async () => {
    const mine = expectOk(await t.call('flow', POINTS, { page: { no: 1, size: 50 } }, { cookie: anna }));
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.pointBalance).toBe(await balance(annaId));
    const annaIds = new Set(
      (await t.db.query<{ id: number }>('SELECT id FROM points_ledger WHERE user_id = $1', [annaId])).map(
        (r) => r.id,
      ),
    );
    expect(mine.data.every((r: { id: number }) => annaIds.has(r.id))).toBe(true);
    const bens = expectOk(await t.call('flow', POINTS, { page: { no: 1, size: 100 } }, { cookie: ben }));
    expect(bens.data.some((r: { id: number }) => annaIds.has(r.id))).toBe(false);
    const out = expectOk(await t.call('flow', POINTS, { direction: 'OUT' }, { cookie: anna }));
    expect(out.data.every((r: { points: number }) => r.points < 0)).toBe(true);
    const signIns = expectOk(await t.call('flow', POINTS, { reason: 'SIGN_IN' }, { cookie: anna }));
    expect(signIns.data.every((r: { reason: string }) => r.reason === 'SIGN_IN')).toBe(true);
    const bad = expectFailure(
      await t.call('flow', POINTS, { reason: 'GIFT', page: { no: 0 } }, { cookie: anna }),
      400,
      'INVALID_DATA',
    );
    expect(bad.fields!.map((f: { path: string }) => f.path).sort()).toEqual(['page.no', 'reason']);
    expectFailure(await t.call('flow', POINTS, {}), 401, 'UNAUTHORIZED');
  });
});

describe('tasks', () => {
  it('grants a reward event sent twice once, and marks the task done', async () => {
    const before = await balance(benId);
    const twice = await Promise.all(
      [1, 2].map(() =>
        t.db.tx((q) => grantTaskReward(q, { userId: benId, taskCode: 'COMPLETE_PROFILE', site: 'DE' })),
      ),
    );
    expect(twice.sort()).toEqual([false, true]);
    expect(
      await count("points_ledger WHERE user_id = $1 AND source_key = 'task:COMPLETE_PROFILE'", [benId]),
    ).toBe(1);
    const profile = MEMBER_TASKS.find((x) => x.taskCode === 'COMPLETE_PROFILE')!;
    expect((await balance(benId)) - before).toBe(profile.points);
    const tasks = expectOk(await t.request('POST', TASKS, { body: { site: 'DE' }, cookie: ben }));
    expect(tasks.find((x: { taskCode: string }) => x.taskCode === 'COMPLETE_PROFILE')).toMatchObject({
      state: 'COMPLETED',
      timesRewarded: 1,
    });
    const annas = expectOk(await t.request('POST', TASKS, { body: {}, cookie: anna }));
    expect(annas.find((x: { taskCode: string }) => x.taskCode === 'COMPLETE_PROFILE').state).toBe(
      'NOT_COMPLETED',
    );
  });
});

describe('levels and benefits', () => {
  it('answers the member’s level, growth value and level-up difference', async () => {
    const me = expectOk(await t.call('flow', 'customer_QueryCustomerFlow', {}, { cookie: anna }));
    const account = await memberAccount(t.db, annaId);
    expect(me).toMatchObject({
      id: annaId,
      pointBalance: account.pointBalance,
      growthValue: account.growthValue,
    });
    expect(me.level.levelCode).toBe(levelOf(account.growthValue).levelCode);
    const diff = expectOk(await t.call('flow', 'customer_QueryLevelUpDifferenceFlow', {}, { cookie: anna }));
    expect(diff.currentLevel.levelCode).toBe(me.level.levelCode);
    if (diff.nextLevel) expect(diff.difference).toBe(diff.nextLevel.growthThreshold - account.growthValue);
    const mine = expectOk(
      await t.call('func', 'marketing_QueryCustomerBenefitByLevelFunc', {}, { cookie: anna }),
    );
    expect(mine.levels.filter((l: { isCurrent: boolean }) => l.isCurrent)).toHaveLength(1);
    expectFailure(await t.call('flow', 'customer_QueryCustomerFlow', {}), 401, 'UNAUTHORIZED');
  });

  it('lists the enabled levels and the benefits of one', async () => {
    const page = expectOk(
      await t.call('flow', 'customer_PagingLevelManageFlow', { page: { no: 1, size: 2 } }),
    );
    expect([page.total, page.data.map((l: { levelCode: string }) => l.levelCode)]).toEqual([4, ['V1', 'V2']]);
    const template = expectOk(await t.call('flow', 'customer_QueryLevelManageFlow', {}));
    expect(template.levels.every((l: { enabled: boolean }) => l.enabled)).toBe(true);
    const v3 = expectOk(await t.call('func', 'marketing_QueryBenefitByLevelFunc', { levelCode: 'V3' }));
    expect(v3.benefits.map((b: { benefitCode: string }) => b.benefitCode)).toContain('FREE_SHIPPING');
    // A disabled level is as unknown as one that does not exist.
    expectFailure(
      await t.call('func', 'marketing_QueryBenefitByLevelFunc', { levelCode: 'V5' }),
      404,
      'NOT_FOUND',
    );
    const bad = expectFailure(
      await t.call('func', 'marketing_QueryBenefitByLevelFunc', { levelCode: 'gold' }),
      400,
      'INVALID_DATA',
    );
    expect(bad.fields![0].path).toBe('levelCode');
  });
});
