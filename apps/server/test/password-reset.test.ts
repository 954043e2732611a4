import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import { CODE_LIMITS } from '../src/features/accounts/verification-codes.ts';
import { ageCodes, latestCode, outboxCount } from './codes-kit.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type RequestOptions,
  sessionCookie,
  type TestContext,
  type TestResponse,
} from './harness.ts';

// Password reset and change under /api/user/web (issue 15, decision 043): the acceptance rules about
// codes, tried through the calls as the web app makes them.

const BUYER = 'buyer@kontor.test';
const BUYER2 = 'buyer2@kontor.test';
const PHONE = '0151 2345 678';
const PHONE_NORMALISED = '+491512345678';
const NEW_PASSWORD = 'Grünes-Sofa-2027';
const API = '/api/user/web';

describe('password reset and change', () => {
  let t: TestContext;
  let ipNo = 0;
  /** A client address of its own, so one test's sends do not count against another's limits. */
  const freshIp = () => `10.20.${Math.floor(++ipNo / 250)}.${ipNo % 250}`;
  const post = (path: string, body: unknown, opts: RequestOptions = {}) =>
    t.request('POST', `${API}/${path}`, { body, headers: { 'accept-language': 'en' }, ...opts });
  const current = async (cookie: string) => expectOk(await t.request('GET', `${API}/current`, { cookie }));
  const login = (account: string, password: string) =>
    t.request('POST', `${API}/login`, { body: { account, password }, remoteAddress: freshIp() });
  const fieldsOf = (res: TestResponse) => expectFailure(res, 400, 'INVALID_DATA').fields ?? [];

  /** Sends a reset code by e-mail and answers the verify token its check gives. */
  async function emailToken(email: string, ip = freshIp()): Promise<string> {
    expectOk(await post('email/reset/send-email', { email }, { remoteAddress: ip }));
    const emailCode = await latestCode(t.db, email);
    return expectOk(await post('email/reset/check-email-code', { email, emailCode }, { remoteAddress: ip }))
      .verifyToken;
  }

  beforeAll(async () => {
    t = await createTestContext();
    await t.db.query('UPDATE app_user SET phone = $1 WHERE email = $2', [PHONE_NORMALISED, BUYER2]);
  });
  afterAll(() => t.close());

  it('resets by e-mail: code from the outbox, verify token, new password; every session ends', async () => {
    const first = await t.signIn(BUYER);
    const second = await t.signIn(BUYER);
    const verifyToken = await emailToken(BUYER);
    expectOk(await post('email/reset', { email: BUYER, verifyToken, password: NEW_PASSWORD }));
    expect(await current(first)).toBeNull();
    expect(await current(second)).toBeNull();
    expectFailure(await login(BUYER, DEMO_PASSWORD), 401, 'UNAUTHORIZED');
    expectOk(await login(BUYER, NEW_PASSWORD));
    // The token is used up.
    expect(
      fieldsOf(await post('email/reset', { email: BUYER, verifyToken, password: DEMO_PASSWORD })),
    ).toEqual([{ path: 'verifyToken', message: 'This reset has expired, please start again' }]);
    // Back to the demo password for the tests below.
    const again = await emailToken(BUYER);
    expectOk(await post('password/reset-by-verify-token', { verifyToken: again, password: DEMO_PASSWORD }));
    expectOk(await login(BUYER, DEMO_PASSWORD));
  });

  it('resets by SMS with the captcha of password/send-sms', async () => {
    const ip = freshIp();
    const captcha = async () => {
      const { token } = expectOk(await t.request('GET', `${API}/captcha`));
      const row = await t.db.one<{ answer: string }>('SELECT answer FROM captcha WHERE token = $1', [token]);
      return { token, captcha: row!.answer };
    };
    const sms = { mobile: '0151 2345678', mobilePrefix: '+49' };
    // No captcha, or a wrong one: refused before any code is made.
    const before = await outboxCount(t.db, PHONE_NORMALISED);
    expect(
      expectFailure(await post('password/send-sms', sms, { remoteAddress: ip }), 400, 'INVALID_DATA').fields,
    ).toContainEqual({ path: 'captcha', message: 'Please enter the captcha' });
    const wrong = await captcha();
    const bad = await post(
      'password/send-sms',
      { ...sms, token: wrong.token, captcha: wrong.captcha === 'abcd' ? 'abce' : 'abcd' },
      { remoteAddress: ip },
    );
    expectFailure(bad, 400, 'CAPTCHA_REQUIRED');
    expect(await outboxCount(t.db, PHONE_NORMALISED)).toBe(before);

    const solved = await captcha();
    expect(expectOk(await post('password/send-sms', { ...sms, ...solved }, { remoteAddress: ip }))).toEqual({
      resendAfterSeconds: 60,
    });
    // The captcha is single use.
    expectFailure(
      await post('password/send-sms', { ...sms, ...solved }, { remoteAddress: ip }),
      400,
      'CAPTCHA_REQUIRED',
    );
    const smsCode = await latestCode(t.db, PHONE_NORMALISED);
    const { verifyToken } = expectOk(
      await post('password/reset-sms-code-verify', { mobile: PHONE, smsCode }, { remoteAddress: ip }),
    );
    const session = await t.signIn(BUYER2);
    expectOk(
      await post('mobile/reset', { ...sms, verifyToken, password: NEW_PASSWORD }, { remoteAddress: ip }),
    );
    expect(await current(session)).toBeNull();
    expectOk(await login(BUYER2, NEW_PASSWORD));
  });

  it('a verify token works only for the destination it was issued for', async () => {
    const verifyToken = await emailToken(BUYER);
    const res = await post('mobile/reset', { mobile: '151 2345678', verifyToken, password: NEW_PASSWORD });
    expect(fieldsOf(res)).toEqual([
      { path: 'verifyToken', message: 'This reset has expired, please start again' },
    ]);
    expectOk(await login(BUYER, DEMO_PASSWORD));
  });

  it('refuses a code after 10 minutes, on the 6th try and on second use', async () => {
    const ip = freshIp();
    const send = () => post('password/send-email', { email: BUYER }, { remoteAddress: ip });
    const check = (emailCode: string) =>
      post('password/reset-email-code-verify', { email: BUYER, emailCode }, { remoteAddress: ip });
    // password/send-email asks for the captcha; email/reset/send-email does not.
    expect(expectFailure(await send(), 400, 'INVALID_DATA').fields).toContainEqual({
      path: 'captcha',
      message: 'Please enter the captcha',
    });
    const sendPlain = () => post('email/reset/send-email', { email: BUYER }, { remoteAddress: ip });

    expectOk(await sendPlain());
    let code = await latestCode(t.db, BUYER);
    await ageCodes(t.db, BUYER, 9);
    expectOk(await check(code)); // 9 minutes: still good
    expect(fieldsOf(await check(code))).toEqual([
      { path: 'emailCode', message: 'This code is no longer valid, please ask for a new one' },
    ]); // second use

    expectOk(await sendPlain());
    code = await latestCode(t.db, BUYER);
    await ageCodes(t.db, BUYER, 10);
    expect(fieldsOf(await check(code))[0]!.path).toBe('emailCode'); // 10 minutes: gone

    expectOk(await sendPlain());
    code = await latestCode(t.db, BUYER);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++)
      expect(fieldsOf(await check(wrong))).toEqual([
        { path: 'emailCode', message: 'The code is not correct' },
      ]);
    expect(fieldsOf(await check(wrong))[0]!.message).toBe(
      'This code is no longer valid, please ask for a new one',
    );
    expect(fieldsOf(await check(code))[0]!.message).toBe(
      'This code is no longer valid, please ask for a new one',
    ); // 6th
  });

  it('a new code voids the old one', async () => {
    const ip = freshIp();
    expectOk(await post('email/reset/send-email', { email: BUYER }, { remoteAddress: ip }));
    const old = await latestCode(t.db, BUYER);
    expectOk(await post('email/reset/send-email', { email: BUYER }, { remoteAddress: ip }));
    const fresh = await latestCode(t.db, BUYER);
    if (old !== fresh) {
      const res = await post(
        'email/reset/check-email-code',
        { email: BUYER, emailCode: old },
        { remoteAddress: ip },
      );
      expect(fieldsOf(res)[0]!.path).toBe('emailCode');
    }
    expectOk(
      await post('email/reset/check-email-code', { email: BUYER, emailCode: fresh }, { remoteAddress: ip }),
    );
  });

  it(`answers 429 RATE_LIMITED to the ${CODE_LIMITS.sendPerIp + 1}st send from one address in an hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_LIMITS.sendPerIp; i++) {
      expectOk(
        await post('email/reset/send-email', { email: `someone-${i}@example.com` }, { remoteAddress: ip }),
      );
    }
    expectFailure(
      await post('email/reset/send-email', { email: 'one-more@example.com' }, { remoteAddress: ip }),
      429,
      'RATE_LIMITED',
    );
    // Another address is not affected; one destination has its own, lower limit.
    const other = freshIp();
    for (let i = 0; i < CODE_LIMITS.sendPerDestination; i++) {
      expectOk(
        await post('email/reset/send-email', { email: 'bombed@example.com' }, { remoteAddress: freshIp() }),
      );
    }
    expectFailure(
      await post('email/reset/send-email', { email: 'bombed@example.com' }, { remoteAddress: other }),
      429,
      'RATE_LIMITED',
    );
  });

  it('answers known and unknown accounts alike, in time within 10 %', async () => {
    const known = [BUYER, BUYER2, 'seller1@kontor.test', 'seller2@kontor.test'];
    const send = (email: string) => post('email/reset/send-email', { email }, { remoteAddress: freshIp() });
    const a = await send(BUYER);
    const b = await send('no-account-here@example.com');
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.payload).toBe(b.payload);
    const c = await post('mobile/reset/send-sms', { mobile: '151 2345678' }, { remoteAddress: freshIp() });
    const d = await post('mobile/reset/send-sms', { mobile: '170 9999999' }, { remoteAddress: freshIp() });
    expect(c.payload).toBe(d.payload);

    // The machine is shared (a load of 10+ on 2 cores is usual) and scheduler pauses swamp single
    // requests. Each round sends to a known and an unknown address back to back (order alternating),
    // so both see the same load; the median of the rounds' relative differences is the typical gap an
    // attacker averaging many probes would see.
    const pairs: { known: number; unknown: number }[] = [];
    const ROUNDS = 300;
    const WARM_UP = 5;
    for (let i = 0; i < ROUNDS + WARM_UP; i++) {
      // Limits are not what this measures: start every round with fresh counters.
      await t.db.query(`DELETE FROM rate_limit_counter WHERE key LIKE 'code-send:%'`);
      const round = { known: 0, unknown: 0 };
      const order: [keyof typeof round, string][] = [
        ['known', known[i % known.length]!],
        ['unknown', `nobody-${i % known.length}@example.com`],
      ];
      if (i % 2) order.reverse();
      for (const [kind, email] of order) {
        const started = performance.now();
        expectOk(await send(email));
        round[kind] = performance.now() - started;
      }
      if (i >= WARM_UP) pairs.push(round);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const gap = median(pairs.map((p) => (p.known - p.unknown) / ((p.known + p.unknown) / 2)));
    console.log(
      `[password reset] send over ${ROUNDS} rounds: median known ${median(pairs.map((p) => p.known)).toFixed(2)} ms, ` +
        `unknown ${median(pairs.map((p) => p.unknown)).toFixed(2)} ms, median gap ${(gap * 100).toFixed(1)} %`,
    );
    expect(Math.abs(gap)).toBeLessThan(0.1);
  });

  it('bad input answers 400 with fields and changes nothing', async () => {
    const cookie = await t.signIn(BUYER);
    const verifyToken = await emailToken(BUYER);
    // Too short: refused before the token is used, so the token still works after.
    const short = await post('email/reset', { email: BUYER, verifyToken, password: 'kurz' });
    expect(fieldsOf(short)).toEqual([{ path: 'password', message: 'At least 8 characters' }]);
    expect(await current(cookie)).not.toBeNull();
    expectOk(await login(BUYER, DEMO_PASSWORD));
    expect(
      fieldsOf(await post('email/reset/check-email-code', { email: BUYER, emailCode: '12345' })),
    ).toEqual([{ path: 'emailCode', message: 'Format incorrect: the code has 6 digits' }]);
    expect(fieldsOf(await post('mobile/reset/send-sms', { mobile: 'abc', mobilePrefix: '+49' }))).toEqual([
      { path: 'mobile', message: 'Please enter a correct mobile number' },
    ]);
    expect(fieldsOf(await post('email/reset/send-email', { email: 'not-an-address' }))).toEqual([
      { path: 'email', message: 'Please enter a correct email' },
    ]);
    const change = await t.request('PUT', `${API}/password/change-password`, {
      cookie,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'short' },
      headers: { 'accept-language': 'en' },
    });
    expect(fieldsOf(change)).toEqual([{ path: 'newPassword', message: 'At least 8 characters' }]);
    expect(await current(cookie)).not.toBeNull();
    expectOk(await login(BUYER, DEMO_PASSWORD));
    // The token was not spent by the refused reset.
    expectOk(await post('email/reset', { email: BUYER, verifyToken, password: DEMO_PASSWORD }));
  });

  it('changes the password with the current one; other sessions end, this one goes on', async () => {
    const other = await t.signIn(BUYER);
    const mine = await t.signIn(BUYER);
    const change = (cookie: string | undefined, body: unknown) =>
      t.request('PUT', `${API}/password/change-password`, {
        cookie,
        body,
        headers: { 'accept-language': 'en' },
      });
    expectFailure(
      await change(undefined, { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }),
      401,
      'UNAUTHORIZED',
    );
    expect(
      fieldsOf(await change(mine, { oldPassword: 'wrong-password', newPassword: NEW_PASSWORD })),
    ).toEqual([{ path: 'oldPassword', message: 'The current password is not correct' }]);
    const res = await change(mine, { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expectOk(res);
    const renewed = sessionCookie(res)!;
    expect(renewed).toBeTruthy();
    expect((await current(renewed)).email).toBe(BUYER);
    expect(await current(other)).toBeNull();
    expect(await current(mine)).toBeNull(); // rotated
    expectFailure(
      await change(other, { oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD }),
      401,
      'UNAUTHORIZED',
    );
    expectOk(await login(BUYER, NEW_PASSWORD));
    expectOk(await change(renewed, { oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD }));
  });
});
