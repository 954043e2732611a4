import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGN_IN_LIMITS } from '../src/features/accounts/accounts-service.ts';
import { defineCall } from '../src/platform/rpc.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  sessionCookie,
  type TestContext,
  userId,
} from './harness.ts';

// Accounts under /api/user/web (DESIGN §4, §7): sessions, sign-in defences, sign-up, guests, roles.

const PASSWORD = 'Kontor!2026';
const { perAccount, perIp } = SIGN_IN_LIMITS;
const BUYER = 'buyer@kontor.test';

const accessCalls = (['buyer', 'seller', 'operator'] as const).map((access) =>
  defineCall({
    kind: 'flow',
    name: `kontor_test_${access}OnlyFlow`,
    access,
    schema: z.object({}),
    response: z.strictObject({ userId: z.number() }),
    handler: (_input, ctx) => ({ userId: ctx.user.id }),
  }),
);

const login = (t: TestContext, body: object, opts: { cookie?: string; remoteAddress?: string } = {}) =>
  t.request('POST', '/api/user/web/login', { body, headers: { 'accept-language': 'en' }, ...opts });
const current = async (t: TestContext, cookie?: string) =>
  expectOk(await t.request('GET', '/api/user/web/current', { cookie }));

describe('accounts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ setup: (app) => app.calls.register(...accessCalls) });
  });
  afterAll(() => t?.close());

  describe('sign-in', () => {
    it('sets an httpOnly SameSite=Lax session cookie and answers the current user', async () => {
      const res = await login(t, { account: BUYER, password: PASSWORD });
      const user = expectOk(res);
      expect(user).toMatchObject({ email: BUYER, isTourist: false, roles: ['buyer'] });
      const cookie = res.cookies.find((c) => c.name === 'kontor_sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
      expect((await current(t, `kontor_sid=${cookie.value}`)).id).toBe(user.id);
    });

    it('takes the account case-insensitively and with spaces around it', async () => {
      expectOk(await login(t, { account: '  Buyer@Kontor.TEST ', password: PASSWORD }));
    });

    it('rotates the session: the cookie signed in with no longer works, other devices stay signed in', async () => {
      const first = await t.signIn(BUYER);
      const otherDevice = await t.signIn(BUYER);
      const res = await login(t, { account: BUYER, password: PASSWORD }, { cookie: first });
      const rotated = sessionCookie(res)!;
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(first);
      expect(await current(t, first)).toBeNull();
      expect((await current(t, rotated))?.email).toBe(BUYER);
      expect((await current(t, otherDevice))?.email).toBe(BUYER);
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const unknown = await login(t, { account: 'nobody-here@kontor.test', password: PASSWORD });
      const wrong = await login(t, { account: 'seller4@kontor.test', password: 'Wrong!2026' });
      expectFailure(unknown, 401, 'UNAUTHORIZED');
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.payload).toBe(unknown.payload);
      expect(unknown.cookies).toEqual([]);
      expect(wrong.cookies).toEqual([]);
    });

    it('stores sessions hashed: the cookie value is nowhere in user_session', async () => {
      const cookie = await t.signIn(BUYER);
      const value = cookie.split('=')[1]!;
      const rows = await t.db.query('SELECT * FROM user_session WHERE user_id = $1', [
        await userId(t.db, BUYER),
      ]);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(value);
    });

    it('ends the session at logout', async () => {
      const cookie = await t.signIn(BUYER);
      const before = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM user_session');
      const res = await t.request('POST', '/api/user/web/logout', { cookie });
      expectOk(res);
      expect(res.cookies.find((c) => c.name === 'kontor_sid')?.value).toBe('');
      expect(await current(t, cookie)).toBeNull();
      expectFailure(await t.call('flow', 'kontor_test_buyerOnlyFlow', {}, { cookie }), 401, 'UNAUTHORIZED');
      const after = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM user_session');
      expect(after!.n).toBe(before!.n - 1);
    });

    it('refuses a malformed sign-in with 400 and fields', async () => {
      const error = expectFailure(
        await login(t, { account: 'not an account', password: '' }),
        400,
        'INVALID_DATA',
      );
      expect(error.fields!.map((f) => f.path).sort()).toEqual(['account', 'password']);
    });
  });

  describe('language', () => {
    it('stores the language of a signed-in user', async () => {
      const cookie = await t.signIn('buyer2@kontor.test');
      const res = await t.request('POST', '/api/user/web/language', { body: { language: 'fr' }, cookie });
      expect(expectOk(res)).toEqual({ language: 'fr' });
      // Only the session cookie is sent back: the language must come from the account.
      expect((await current(t, cookie)).language).toBe('fr');
      const other = await t.signIn('buyer2@kontor.test');
      expect((await current(t, other)).language).toBe('fr');
    });

    it('refuses a language that is not one of ours', async () => {
      const cookie = await t.signIn('buyer2@kontor.test');
      const res = await t.request('POST', '/api/user/web/language', { body: { language: 'xx' }, cookie });
      expect(expectFailure(res, 400, 'INVALID_DATA').fields![0]!.path).toBe('language');
    });
  });

  describe('sign-up', () => {
    const email = `new-${Date.now()}@example.test`;

    it('creates a buyer on the current storefront and signs in', async () => {
      const res = await t.request('POST', '/api/user/web/signup', {
        body: { email: email.toUpperCase(), password: 'long enough 1', nickname: 'Neu' },
        site: 'UK',
      });
      const user = expectOk(res);
      expect(user).toMatchObject({ email, nickname: 'Neu', isTourist: false, roles: ['buyer'], site: 'UK' });
      const cookie = sessionCookie(res)!;
      expect((await current(t, cookie)).id).toBe(user.id);
      expect((await current(t, await t.signIn(email, 'long enough 1'))).id).toBe(user.id);
    });

    it('refuses an e-mail that is taken with 409 and the field', async () => {
      const res = await t.request('POST', '/api/user/web/signup', {
        body: { email: 'BUYER@kontor.test', password: 'long enough 1' },
      });
      const error = expectFailure(res, 409, 'CONFLICT');
      expect(error.fields).toEqual([{ path: 'email', message: expect.any(String) }]);
      expect(res.cookies).toEqual([]);
    });

    it('refuses a weak password and a bad e-mail with 400 and fields', async () => {
      const res = await t.request('POST', '/api/user/web/signup', {
        body: { email: 'x@', password: 'short' },
      });
      const error = expectFailure(res, 400, 'INVALID_DATA');
      expect(error.fields!.map((f) => f.path).sort()).toEqual(['email', 'password']);
      const count = await t.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM app_user WHERE email = 'x@'",
      );
      expect(count!.n).toBe(0);
    });
  });

  describe('guests and roles', () => {
    it('gives a tourist session: isTourist, roles [tourist]', async () => {
      const res = await t.request('POST', '/api/user/web/tourist', {});
      const user = expectOk(res);
      expect(user).toMatchObject({ isTourist: true, roles: ['tourist'], email: null });
      const cookie = sessionCookie(res)!;
      expect(await current(t, cookie)).toMatchObject({ id: user.id, isTourist: true, roles: ['tourist'] });
      // Asking again with the session keeps it.
      const again = await t.request('POST', '/api/user/web/tourist', { body: {}, cookie });
      expect(expectOk(again).id).toBe(user.id);
      expect(sessionCookie(again)).toBeUndefined();
    });

    it('keeps tourists out of buyer calls, lets buyers in', async () => {
      const tourist = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;
      const refused = await t.call('flow', 'kontor_test_buyerOnlyFlow', {}, { cookie: tourist });
      expect(expectFailure(refused, 401, 'UNAUTHORIZED').key).toBe('errors.signInRequired');
      const buyer = await t.signIn(BUYER);
      expect(expectOk(await t.call('flow', 'kontor_test_buyerOnlyFlow', {}, { cookie: buyer }))).toEqual({
        userId: await userId(t.db, BUYER),
      });
    });

    it('lets only sellers make seller calls and only operators make operator calls', async () => {
      const seller = 'kontor_test_sellerOnlyFlow';
      const operator = 'kontor_test_operatorOnlyFlow';
      const buyer = await t.signIn(BUYER);
      const seller1 = await t.signIn('seller1@kontor.test');
      const admin = await t.signIn('admin@kontor.test');
      const tourist = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;

      expectFailure(await t.call('flow', seller, {}), 401, 'UNAUTHORIZED');
      expectFailure(await t.call('flow', operator, {}), 401, 'UNAUTHORIZED');
      for (const cookie of [buyer, tourist]) {
        expectFailure(await t.call('flow', seller, {}, { cookie }), 403, 'FORBIDDEN');
        expectFailure(await t.call('flow', operator, {}, { cookie }), 403, 'FORBIDDEN');
      }
      expectOk(await t.call('flow', seller, {}, { cookie: seller1 }));
      expectFailure(await t.call('flow', operator, {}, { cookie: seller1 }), 403, 'FORBIDDEN');
      expectOk(await t.call('flow', operator, {}, { cookie: admin }));
      expectFailure(await t.call('flow', seller, {}, { cookie: admin }), 403, 'FORBIDDEN');
    });
  });
});

describe('sign-in defences', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const captcha = async (account: string) => {
    const res = await t.request('GET', `/api/user/web/captcha?account=${encodeURIComponent(account)}`);
    const data = expectOk(res);
    if (!data.required) return { required: false as const };
    const row = await t.db.one<{ answer: string }>('SELECT answer FROM captcha WHERE token = $1', [
      data.token,
    ]);
    expect(data.svg).toMatch(/^<svg/);
    return { required: true as const, token: data.token as string, answer: row!.answer };
  };

  it('asks for a captcha after three failures, refuses a wrong one and uses each one once', async () => {
    const account = 'buyer2@kontor.test';
    const from = { remoteAddress: '10.1.0.1' };
    const attempt = (body: object) => login(t, { account, ...body }, from);

    expect((await captcha(account)).required).toBe(false);
    for (let i = 0; i < 3; i++) expectFailure(await attempt({ password: 'Wrong!2026' }), 401, 'UNAUTHORIZED');
    expect((await captcha(account)).required).toBe(true);

    const missing = expectFailure(await attempt({ password: PASSWORD }), 400, 'CAPTCHA_REQUIRED');
    expect(missing.fields).toEqual([{ path: 'captcha', message: expect.any(String) }]);

    const c1 = await captcha(account);
    const wrongAnswer = 'ZZZZ' === c1.answer?.toUpperCase() ? 'YYYY' : 'ZZZZ';
    const wrong = await attempt({ password: PASSWORD, captcha: wrongAnswer, captchaToken: c1.token });
    expect(expectFailure(wrong, 400, 'CAPTCHA_REQUIRED').key).toBe('accounts.captcha.wrong');

    // A right captcha lets the password be checked; the captcha is then used up.
    const c2 = await captcha(account);
    const passed = await attempt({
      password: 'Wrong!2026',
      captcha: c2.answer!.toUpperCase(),
      captchaToken: c2.token,
    });
    expectFailure(passed, 401, 'UNAUTHORIZED');
    const reused = await attempt({ password: PASSWORD, captcha: c2.answer, captchaToken: c2.token });
    expect(expectFailure(reused, 400, 'CAPTCHA_REQUIRED').key).toBe('accounts.captcha.wrong');

    const c3 = await captcha(account);
    expectOk(await attempt({ password: PASSWORD, captcha: c3.answer, captchaToken: c3.token }));
    // Success clears the failures.
    expect((await captcha(account)).required).toBe(false);
    expectOk(await attempt({ password: PASSWORD }));
  });

  it('answers 429 RATE_LIMITED to the 21st sign-up from one address in an hour (SIGNUPS_PER_IP_HOUR), not to another address', async () => {
    const signup = (n: number, remoteAddress: string) =>
      t.request('POST', '/api/user/web/signup', {
        body: { email: `limit-${n}-${Date.now()}@example.de`, password: 'Sicher!2026' },
        headers: { 'accept-language': 'en' },
        remoteAddress,
      });
    expect(t.app.config.signupsPerIpHour).toBe(20);
    for (let i = 1; i <= 20; i++) expectOk(await signup(i, '10.3.0.1'));
    expectFailure(await signup(21, '10.3.0.1'), 429, 'RATE_LIMITED');
    expectOk(await signup(22, '10.3.0.2'));
  });

  // Decision 003: failures count, per account and per client address; past the limit every attempt is 429.
  it(`answers 429 RATE_LIMITED after ${perAccount} failures for one account, from any address`, async () => {
    const account = 'seller2@kontor.test';
    for (let i = 1; i <= perAccount; i++) {
      const res = await login(t, { account, password: 'Wrong!2026' }, { remoteAddress: `10.2.0.${i}` });
      expect(res.statusCode, `try ${i}`).not.toBe(429);
    }
    const limited = await login(t, { account, password: PASSWORD }, { remoteAddress: '10.2.1.1' });
    expectFailure(limited, 429, 'RATE_LIMITED');
    expect(limited.cookies).toEqual([]);
    // Another account from the same address is not affected.
    expectOk(
      await login(t, { account: 'seller3@kontor.test', password: PASSWORD }, { remoteAddress: '10.2.1.1' }),
    );
  });

  it(`answers 429 RATE_LIMITED after ${perIp} failures from one address, whatever the account`, async () => {
    const from = { remoteAddress: '10.3.0.1' };
    for (let i = 1; i <= perIp; i++) {
      const res = await login(t, { account: `nobody${i}@kontor.test`, password: PASSWORD }, from);
      expect(res.statusCode, `try ${i}`).toBe(401);
    }
    const limited = await login(t, { account: 'seller5@kontor.test', password: PASSWORD }, from);
    expectFailure(limited, 429, 'RATE_LIMITED');
    expectOk(
      await login(t, { account: 'seller5@kontor.test', password: PASSWORD }, { remoteAddress: '10.3.0.2' }),
    );
  });

  it('does not count successful sign-ins', async () => {
    const from = { remoteAddress: '10.4.0.1' };
    for (let i = 0; i <= perAccount; i++) {
      expectOk(await login(t, { account: 'seller6@kontor.test', password: PASSWORD }, from));
    }
  });
});
