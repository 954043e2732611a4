import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectFailure,
  expectOk,
  multipart,
  pngOfSize,
  type TestContext,
  uploadImage,
  userId,
} from '../../../test/harness.ts';

// Profile (spec §7 PUT user-info, §5 avatar and completion helper; decision 047): validation with
// fields and nothing changed, avatars of one's own only, the completion reward once, invitation codes.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

let counter = 0;
/** A fresh member of the test's own, signed up as a new buyer would. */
async function newMember(nickname = 'Jürgen Groß') {
  counter += 1;
  const email = `profile-${counter}-${Date.now()}@example.de`;
  const res = await t.request('POST', '/api/user/web/signup', {
    body: { email, password: 'Sicher!2026', nickname },
  });
  expectOk(res);
  const cookie = String(res.headers['set-cookie']).match(/kontor_sid=[^;]+/)![0];
  return { cookie, email, id: await userId(t.db, email) };
}

const getInfo = async (cookie: string) =>
  expectOk(await t.request('GET', '/api/user/web/user-info', { cookie }));
const put = (cookie: string, body: unknown, lang = 'en') =>
  t.request('PUT', '/api/user/web/user-info', { cookie, body, headers: { 'accept-language': lang } });
const claim = (cookie: string) =>
  t.request('POST', '/sapi/mall-customer/complete-customer-profile/send-growth-and-point', {
    cookie,
    body: { growthEventType: 'COMPLETE_PROFILE', site: 'DE' },
  });

/** A 1×1 24-bit BMP, written by hand (sharp writes no BMP). */
function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0);
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.writeUInt8(0xff, 56);
  return b;
}

describe('PUT /api/user/web/user-info', () => {
  it('starts incomplete with a nickname, an invitation code and no reward', async () => {
    const m = await newMember();
    const info = await getInfo(m.cookie);
    expect(info).toMatchObject({
      nickname: 'Jürgen Groß',
      gender: null,
      birthday: null,
      avatar: null,
      profileComplete: false,
      completionRewarded: false,
      invitedAt: null,
    });
    expect(info.invitationCode).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect((await getInfo(m.cookie)).invitationCode).toBe(info.invitationCode);
  });

  it('refuses bad input with 400 naming every field, and changes nothing', async () => {
    const m = await newMember();
    expectOk(await put(m.cookie, { nickname: 'Anna', gender: 'FEMALE' }));
    const before = await getInfo(m.cookie);
    const res = await put(m.cookie, {
      nickname: ' ',
      gender: 'X',
      birthday: '31.12.1990',
      avatar: 'https://x.example/a.png',
    });
    const error = expectFailure(res, 400, 'INVALID_DATA');
    expect(error.fields!.map((f: { path: string }) => f.path).sort()).toEqual([
      'avatar',
      'birthday',
      'gender',
      'nickname',
    ]);
    const future = expectFailure(
      await put(m.cookie, { nickname: 'Anna', birthday: '2999-01-01' }),
      400,
      'INVALID_DATA',
    );
    expect(future.fields).toEqual([{ path: 'birthday', message: expect.any(String) }]);
    expect(await getInfo(m.cookie)).toEqual(before);
  });

  it('takes an avatar of one’s own upload only; another member’s file is refused like an unknown one', async () => {
    const m = await newMember();
    const other = await newMember();
    const theirs = expectOk(await uploadImage(t, other.cookie, 'avatar'));
    const wrongPurpose = expectOk(await uploadImage(t, m.cookie, 'review'));
    for (const avatar of [theirs.url, wrongPurpose.url, '/files/AAAAAAAAAAAAAAAAAAAA.png']) {
      const error = expectFailure(await put(m.cookie, { nickname: 'Anna', avatar }), 400, 'INVALID_DATA');
      expect(error.fields).toEqual([{ path: 'avatar', message: expect.any(String) }]);
    }
    expect((await getInfo(m.cookie)).avatar).toBeNull();
    const mine = expectOk(await uploadImage(t, m.cookie, 'avatar'));
    expect(expectOk(await put(m.cookie, { nickname: 'Anna', avatar: mine.url })).avatar).toBe(mine.url);
    // Left out: kept; sent empty: cleared.
    expect(expectOk(await put(m.cookie, { nickname: 'Anna B.' })).avatar).toBe(mine.url);
    expect(expectOk(await put(m.cookie, { nickname: 'Anna B.', avatar: '' })).avatar).toBeNull();
  });

  it('uploads avatars as png, bmp, jpeg or gif under 2M, with the spec’s message above', async () => {
    const m = await newMember();
    const send = (bytes: Buffer, filename: string, type: string, lang = 'en') => {
      const { body, headers } = multipart({ bytes, filename, type });
      return t.request('POST', '/api/files/upload?purpose=avatar', {
        body,
        cookie: m.cookie,
        headers: { ...headers, 'accept-language': lang },
      });
    };
    expect(expectOk(await send(bmp(), 'me.bmp', 'image/bmp')).type).toBe('image/bmp');
    const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
    expectFailure(await send(webp, 'me.webp', 'image/webp'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // The member's own language decides the message: Chinese gets the spec's text exactly.
    expectOk(
      await t.request('POST', '/api/user/web/language', { cookie: m.cookie, body: { language: 'zh-CN' } }),
    );
    const big = expectFailure(
      await send(pngOfSize(2 * 1024 * 1024), 'big.png', 'image/png'),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(big.message).toBe('上传图片大小不能超过2M');
  });

  it('grants the completion reward once, even when asked many times at once', async () => {
    const m = await newMember();
    expectFailure(await claim(m.cookie), 409, 'CONFLICT');
    const profile = { nickname: '小明', gender: 'MALE', birthday: '1990-05-17' };
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => put(m.cookie, profile)),
      ...Array.from({ length: 3 }, () => claim(m.cookie)),
    ]);
    // A claim that runs before any save has committed finds the profile incomplete (409); every
    // other answer is a success, and exactly one of them granted the reward.
    const puts = answers.slice(0, 4).map(expectOk);
    const claims = answers
      .slice(4)
      .filter((res) => res.statusCode !== 409)
      .map(expectOk);
    const granted = [...puts, ...claims].filter((b) => b.rewardGranted === true || b.granted === true);
    expect(granted).toHaveLength(1);
    const ledger = await t.db.query<{ growth_value: number; points: number }>(
      `SELECT growth_value, points FROM reward_ledger WHERE user_id = $1 AND event_type = 'COMPLETE_PROFILE'`,
      [m.id],
    );
    expect(ledger).toHaveLength(1);
    // The member points ledger carries the same reward once too (issue 16's task list reads it).
    const points = await t.db.query<{ points: number }>(
      `SELECT points FROM points_ledger WHERE user_id = $1 AND source_key = 'task:COMPLETE_PROFILE'`,
      [m.id],
    );
    expect(points.map((r) => Number(r.points))).toEqual([ledger[0]!.points]);
    expect(await getInfo(m.cookie)).toMatchObject({ profileComplete: true, completionRewarded: true });
    // Clearing a field and completing again earns nothing more.
    expectOk(await put(m.cookie, { ...profile, birthday: '' }));
    expect(expectOk(await put(m.cookie, profile)).rewardGranted).toBe(false);
    expect(expectOk(await claim(m.cookie))).toMatchObject({ granted: false, growthValue: 20, points: 50 });
  });

  it('is a member’s own: no session or a guest session answers 401', async () => {
    expectFailure(await t.request('GET', '/api/user/web/user-info'), 401, 'UNAUTHORIZED');
    const guest = await t.request('POST', '/api/user/web/tourist', { body: {} });
    const cookie = String(guest.headers['set-cookie']).match(/kontor_sid=[^;]+/)![0];
    expectFailure(await put(cookie, { nickname: 'Gast' }), 401, 'UNAUTHORIZED');
  });
});

describe('flow kontor_customer_FillInTheInvitationCodeFlow', () => {
  const fill = (cookie: string, invitationCode: string) =>
    t.call('flow', 'kontor_customer_FillInTheInvitationCodeFlow', { invitationCode }, { cookie });

  it('takes another member’s code once per account', async () => {
    const inviter = await newMember('Einlader');
    const invitee = await newMember();
    const code = (await getInfo(inviter.cookie)).invitationCode;
    const done = expectOk(await fill(invitee.cookie, code.toLowerCase()));
    expect(done.inviterNickname).toBe('Einlader');
    expect((await getInfo(invitee.cookie)).invitedAt).toBe(done.invitedAt);
    const third = await newMember();
    const again = await fill(invitee.cookie, (await getInfo(third.cookie)).invitationCode);
    expectFailure(again, 409, 'CONFLICT');
    const rows = await t.db.query('SELECT inviter_user_id FROM invitation WHERE invitee_user_id = $1', [
      invitee.id,
    ]);
    expect(rows).toEqual([{ inviter_user_id: inviter.id }]);
  });

  it('refuses one’s own code, an unknown code, and the code of a member one invited', async () => {
    const a = await newMember();
    const b = await newMember();
    const own = expectFailure(
      await fill(a.cookie, (await getInfo(a.cookie)).invitationCode),
      400,
      'INVALID_DATA',
    );
    expect(own.fields).toEqual([{ path: 'invitationCode', message: expect.any(String) }]);
    expectFailure(await fill(a.cookie, 'ZZZZ2222'), 400, 'INVALID_DATA');
    expectFailure(await fill(a.cookie, 'nope'), 400, 'INVALID_DATA');
    expectOk(await fill(b.cookie, (await getInfo(a.cookie)).invitationCode));
    expectFailure(await fill(a.cookie, (await getInfo(b.cookie)).invitationCode), 400, 'INVALID_DATA');
    expect((await getInfo(a.cookie)).invitedAt).toBeNull();
  });
});
