import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../../test/codes-kit.ts';
import { createTestOrder } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  sessionCookie,
  type TestContext,
  userId,
} from '../../../test/harness.ts';

// Binding an e-mail or phone and deleting the account (issue 15; decision 044): a code to the new
// address after re-authentication, an address of another account refused without saying whose, bad
// input changing nothing; a deletion ends every session at once, the login stops working, the
// account's own data goes and the orders keep their snapshot.

const PASSWORD = 'Kontor!2026';
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

/** A new buyer of the test's own, signed in; answers its cookie and id. */
async function newBuyer(email: string): Promise<{ cookie: string; id: number }> {
  const res = await t.request('POST', '/api/user/web/signup', { body: { email, password: PASSWORD } });
  expectOk(res);
  return { cookie: sessionCookie(res)!, id: await userId(t.db, email) };
}

const post = (url: string, cookie: string | undefined, body: unknown) =>
  t.request('POST', url, { cookie, body });
const overview = async (cookie: string) =>
  expectOk(await t.request('GET', '/api/user/web/security', { cookie }));
const userRow = (id: number) =>
  t.db.one<Record<string, unknown>>(
    'SELECT email, phone, password_hash, nickname, username, status, destroyed_at FROM app_user WHERE id = $1',
    [id],
  );

/** A captcha and its answer (read where the server keeps it), as a buyer reads the picture. */
async function solvedCaptcha(cookie: string) {
  const { token } = expectOk(await t.request('GET', '/api/user/web/captcha', { cookie }));
  const row = await t.db.one<{ answer: string }>('SELECT answer FROM captcha WHERE token = $1', [token]);
  return { token, captcha: row!.answer };
}

describe('binding an e-mail', () => {
  it('sends a code to the new address only after the current password, then binds it and tells the old one', async () => {
    const me = await newBuyer('bind-mail@kontor.test');
    const url = '/api/user/web/email/bind/send-email-code';
    const noPassword = expectFailure(
      await post(url, me.cookie, { email: 'bind-new@kontor.test' }),
      400,
      'INVALID_DATA',
    );
    expect(noPassword.fields).toEqual([{ path: 'password', message: expect.any(String) }]);
    expectFailure(
      await post(url, me.cookie, { email: 'bind-new@kontor.test', password: 'wrong-password' }),
      400,
      'INVALID_DATA',
    );
    const outboxBefore = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_message WHERE recipient = 'bind-new@kontor.test'`,
    );
    expect(outboxBefore!.n).toBe(0);

    const sent = expectOk(await post(url, me.cookie, { email: 'Bind-New@Kontor.test', password: PASSWORD }));
    expect(sent.resendAfterSeconds).toBe(60);
    const code = await latestCode(t.db, 'bind-new@kontor.test');

    // A wrong code binds nothing.
    const wrong = code === '000000' ? '000001' : '000000';
    expectFailure(
      await post('/api/user/web/email/bind', me.cookie, { email: 'bind-new@kontor.test', emailCode: wrong }),
      400,
      'INVALID_DATA',
    );
    expect((await userRow(me.id))!.email).toBe('bind-mail@kontor.test');

    const bound = expectOk(
      await post('/api/user/web/email/bind', me.cookie, { email: 'bind-new@kontor.test', emailCode: code }),
    );
    expect(bound.email).toBe('bind-new@kontor.test');
    // Single use: the same code binds nothing a second time.
    expectFailure(
      await post('/api/user/web/email/bind', me.cookie, { email: 'bind-new@kontor.test', emailCode: code }),
      400,
      'INVALID_DATA',
    );
    const notice = await t.db.one<{ body: string }>(
      `SELECT body FROM outbox_message WHERE recipient = 'bind-mail@kontor.test' ORDER BY id DESC LIMIT 1`,
    );
    expect(notice?.body).toBeTruthy();
    // The new address signs in; the old one no longer does.
    expectOk(
      await post('/api/user/web/login', undefined, { account: 'bind-new@kontor.test', password: PASSWORD }),
    );
    expectFailure(
      await post('/api/user/web/login', undefined, { account: 'bind-mail@kontor.test', password: PASSWORD }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses an address another account uses, without saying whose, and sends nothing there', async () => {
    const me = await newBuyer('bind-taken@kontor.test');
    const res = await post('/api/user/web/email/bind/send-email-code', me.cookie, {
      email: 'buyer2@kontor.test',
      password: PASSWORD,
    });
    const error = expectFailure(res, 409, 'CONFLICT');
    expect(error.fields?.map((f) => f.path)).toEqual(['email']);
    expect(res.payload).not.toMatch(/Ben|buyer2|Schmidt|nickname/i);
    expect(res.payload).not.toMatch(/"id"/);
    const none = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_message WHERE recipient = 'buyer2@kontor.test' AND kind = 'CODE'`,
    );
    expect(none!.n).toBe(0);
  });

  it('refuses a code sent for another account to the same address', async () => {
    const a = await newBuyer('bind-race-a@kontor.test');
    const b = await newBuyer('bind-race-b@kontor.test');
    const target = 'bind-race-target@kontor.test';
    expectOk(
      await post('/api/user/web/email/bind/send-email-code', a.cookie, { email: target, password: PASSWORD }),
    );
    const code = await latestCode(t.db, target);
    expectFailure(
      await post('/api/user/web/email/bind', b.cookie, { email: target, emailCode: code }),
      400,
      'INVALID_DATA',
    );
    expect((await userRow(b.id))!.email).toBe('bind-race-b@kontor.test');
  });
});

describe('binding a phone', () => {
  it('binds a number with the code sent to it, and refuses it to another account afterwards', async () => {
    const me = await newBuyer('bind-phone@kontor.test');
    expectOk(
      await post('/api/user/web/mobile/bind/send-sms-code', me.cookie, {
        prefix: '+49',
        mobile: '0151 2345 6789',
        password: PASSWORD,
      }),
    );
    const code = await latestCode(t.db, '+4915123456789');
    const bound = expectOk(
      await post('/api/user/web/mobile/bind', me.cookie, {
        prefix: '+49',
        mobile: '151 23456789',
        smsCode: code,
      }),
    );
    expect(bound).toMatchObject({ phone: '+4915123456789', mobilePrefix: '+49', mobile: '15123456789' });
    // The bound number signs in however the buyer types it.
    for (const account of ['0151 2345 6789', '+49 151 23456789', '0049 151 2345 6789']) {
      const login = await t.request('POST', '/api/user/web/login', { body: { account, password: PASSWORD } });
      expect(login.statusCode, account).toBe(200);
    }
    const wrong = await t.request('POST', '/api/user/web/login', {
      body: { account: '+44 151 23456789', password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);

    const other = await newBuyer('bind-phone-2@kontor.test');
    const refused = await post('/api/user/web/mobile/bind/send-sms-code', other.cookie, {
      prefix: '+49',
      mobile: '15123456789',
      password: PASSWORD,
    });
    expect(expectFailure(refused, 409, 'CONFLICT').fields?.map((f) => f.path)).toEqual(['mobile']);
  });

  it('answers bad input with 400 and its fields, and changes nothing', async () => {
    const me = await newBuyer('bind-bad@kontor.test');
    const before = await userRow(me.id);
    const cases: [string, unknown, string[]][] = [
      [
        '/api/user/web/mobile/bind/send-sms-code',
        { prefix: '+49', mobile: '12', password: PASSWORD },
        ['mobile'],
      ],
      [
        '/api/user/web/mobile/bind/send-sms-code',
        { prefix: '49x', mobile: '15123456789', password: PASSWORD },
        ['prefix'],
      ],
      ['/api/user/web/mobile/bind', { prefix: '+49', mobile: '15123456789', smsCode: '12345' }, ['smsCode']],
      ['/api/user/web/mobile/bind', { prefix: '+49', mobile: '15123456789', smsCode: 'abcdef' }, ['smsCode']],
      ['/api/user/web/email/bind', { email: 'not-an-email', emailCode: '123456' }, ['email']],
      ['/api/user/web/email/bind', { email: 'x@kontor.test', emailCode: '1234567' }, ['emailCode']],
      [
        '/api/user/web/email/bind/send-email-code',
        { email: 'a\u0000b@kontor.test', password: PASSWORD },
        ['email'],
      ],
    ];
    for (const [url, body, fields] of cases) {
      const error = expectFailure(await post(url, me.cookie, body), 400, 'INVALID_DATA');
      expect([...new Set(error.fields?.map((f) => f.path))], `${url} ${JSON.stringify(body)}`).toEqual(
        fields,
      );
    }
    expect(await userRow(me.id)).toEqual(before);
  });
});

describe('deleting the account', () => {
  it('ends every session at once, stops the login, erases the account and keeps the orders with their snapshot', async () => {
    const benId = await userId(t.db, 'buyer2@kontor.test');
    const order = await createTestOrder(t.db, { status: 'COMPLETE', buyer: 'ben' });
    const snapshot = async () =>
      t.db.one(
        `SELECT o.code, o.buyer_id, o.buyer_email, o.paid_minor, o.display_status, c.selected_address,
                (SELECT json_agg(l.sku_name ORDER BY l.id) FROM trade_order_line l WHERE l.order_id = o.id) AS lines
           FROM trade_order o JOIN trade_contract c ON c.id = o.contract_id WHERE o.id = $1`,
        [order.id],
      );
    const before = await snapshot();
    const phone = await t.signIn('buyer2@kontor.test');
    const laptop = await t.signIn('buyer2@kontor.test');
    expectOk(await t.request('POST', '/api/user/web/data-export', { cookie: laptop, body: {} }));
    await t.app.sweeps.runOnce(10, ['data-export.build']);

    // The code goes to the account's own address only, with a solved captcha.
    const wrongAddress = await post('/api/user/web/destroy-send-email-code', phone, {
      ...(await solvedCaptcha(phone)),
      email: 'buyer@kontor.test',
    });
    expect(expectFailure(wrongAddress, 400, 'INVALID_DATA').fields?.map((f) => f.path)).toEqual(['email']);
    expectFailure(
      await post('/api/user/web/destroy-send-email-code', phone, {
        captcha: 'zzzz',
        token: 'nope',
        email: 'buyer2@kontor.test',
      }),
      400,
      'CAPTCHA_REQUIRED',
    );
    expectOk(
      await post('/api/user/web/destroy-send-email-code', phone, {
        ...(await solvedCaptcha(phone)),
        email: 'buyer2@kontor.test',
      }),
    );
    const code = await latestCode(t.db, 'buyer2@kontor.test');

    // A wrong code deletes nothing.
    const wrong = code === '000000' ? '000001' : '000000';
    expectFailure(
      await t.call(
        'flow',
        'bbc_user_DestroyUserFlow',
        { email: 'buyer2@kontor.test', emailCode: wrong },
        { cookie: phone },
      ),
      400,
      'INVALID_DATA',
    );
    expect((await userRow(benId))!.status).toBe('ACTIVE');

    const res = await t.call(
      'flow',
      'bbc_user_DestroyUserFlow',
      { email: 'buyer2@kontor.test', emailCode: code },
      { cookie: phone },
    );
    expect(expectOk(res)).toBeNull();

    // Both sessions answer 401 at once, on a call and on a route.
    for (const cookie of [phone, laptop]) {
      expectFailure(await t.request('GET', '/api/user/web/security', { cookie }), 401, 'UNAUTHORIZED');
      expectFailure(
        await t.call(
          'flow',
          'bbc_trade_LibPageTradeOrderForBuyerFlow',
          { queryParams: { page: { no: 1, size: 5 } } },
          { cookie },
        ),
        401,
        'UNAUTHORIZED',
      );
      expect(expectOk(await t.request('GET', '/api/user/web/current', { cookie }))).toBeNull();
    }
    const sessions = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_session WHERE user_id = $1',
      [benId],
    );
    expect(sessions!.n).toBe(0);
    // The login no longer works.
    expectFailure(
      await post('/api/user/web/login', undefined, { account: 'buyer2@kontor.test', password: PASSWORD }),
      401,
      'UNAUTHORIZED',
    );

    // The account is empty; its own data is gone.
    expect(await userRow(benId)).toMatchObject({
      email: null,
      phone: null,
      password_hash: null,
      nickname: '',
      username: `deleted-${benId}`,
      status: 'DESTROYED',
      destroyed_at: expect.anything(),
    });
    // The completed order's points would be credited by the members sweep: not to an erased account.
    await t.app.sweeps.runRowSweeps();
    const left = await t.db.one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM customer_address WHERE user_id = $1) AS addresses,
              (SELECT count(*)::int FROM cart_line WHERE user_id = $1) AS cart,
              (SELECT count(*)::int FROM reward_ledger WHERE user_id = $1) AS points,
              (SELECT count(*)::int FROM points_ledger WHERE user_id = $1)
                + (SELECT count(*)::int FROM growth_ledger WHERE user_id = $1)
                + (SELECT count(*)::int FROM member_account WHERE user_id = $1) AS member,
              (SELECT count(*)::int FROM data_export WHERE user_id = $1) AS exports,
              (SELECT count(*)::int FROM saved_card WHERE buyer_id = $1 AND status = 'ACTIVE') AS cards`,
      [benId],
    );
    expect(left).toEqual({ addresses: 0, cart: 0, points: 0, member: 0, exports: 0, cards: 0 });

    // The order keeps what the law requires: its buyer, amounts, lines and the address it went to.
    expect(await snapshot()).toEqual(before);
    expect(before).toMatchObject({ buyer_id: benId, buyer_email: expect.any(String) });

    // The address is free again for a new account.
    expectOk(
      await t.request('POST', '/api/user/web/signup', {
        body: { email: 'buyer2@kontor.test', password: PASSWORD },
      }),
    );
  });

  it("is refused for a shop's seller", async () => {
    const seller = await t.signIn('seller1@kontor.test');
    const res = await t.call(
      'flow',
      'bbc_user_DestroyUserFlow',
      { email: 'seller1@kontor.test', emailCode: '123456' },
      { cookie: seller },
    );
    expectFailure(res, 409, 'CONFLICT');
    expect((await overview(seller)).deletable).toBe(false);
  });

  it('names the missing fields of a half-filled payload and deletes nothing', async () => {
    const me = await newBuyer('leave-bad@kontor.test');
    const cases: [unknown, string[]][] = [
      [{}, ['email', 'emailCode']],
      [{ email: 'leave-bad@kontor.test' }, ['emailCode']],
      [{ mobile: '15123456789', smsCode: '123456' }, ['prefix']],
      [{ email: 'leave-bad@kontor.test', emailCode: '123456', smsCode: '123456' }, ['email']],
      [{ email: 'leave-bad@kontor.test', emailCode: '12a456' }, ['emailCode']],
    ];
    for (const [payload, fields] of cases) {
      const error = expectFailure(
        await t.call('flow', 'bbc_user_DestroyUserFlow', payload, { cookie: me.cookie }),
        400,
        'INVALID_DATA',
      );
      expect([...new Set(error.fields?.map((f) => f.path))], JSON.stringify(payload)).toEqual(fields);
    }
    expect((await userRow(me.id))!.status).toBe('ACTIVE');
    expect((await overview(me.cookie)).email).toBe('leave-bad@kontor.test');
  });
});

describe('the development captcha aid', () => {
  it('tells a live captcha’s answer in development and does not exist when configured for production', async () => {
    const { token } = expectOk(await t.request('GET', '/api/user/web/captcha'));
    const answer = await t.request('GET', `/dev/captcha/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.answer).toMatch(/^[a-z0-9]{4}$/);
    expect((await t.request('GET', '/dev/captcha/no-such-token')).statusCode).toBe(404);

    const production = await createTestContext({ config: { devMailbox: false } });
    try {
      const res = await production.request('GET', `/dev/captcha/${token}`);
      expect(res.statusCode).toBe(404);
      expect(res.body?.answer).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});
