import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type TestContext,
  type TestResponse,
  userId,
} from '../../../test/harness.ts';

// Third-party accounts (spec §7 third-part/list-bound and unbind; decision 046) through the embedded
// sandbox provider's real round trip: authorize → consent page → callback, state bound to the browser.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const cookieOf = (res: TestResponse, name: string) =>
  String(res.headers['set-cookie'] ?? '').match(new RegExp(`${name}=[^;]+`))?.[0];
const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

let counter = 0;
async function newMember() {
  counter += 1;
  const email = `tp-${counter}-${Date.now()}@example.de`;
  const res = expectOkRes(
    await t.request('POST', '/api/user/web/signup', { body: { email, password: 'Sicher!2026' } }),
  );
  return { email, cookie: cookieOf(res, 'kontor_sid')!, id: await userId(t.db, email) };
}
function expectOkRes(res: TestResponse) {
  expectOk(res);
  return res;
}

interface TripEnd {
  location: string;
  session?: string;
}

/** One round trip as the browser makes it; the consent is the person's answer on the sandbox page. */
async function roundTrip(
  intent: 'LOGIN' | 'BIND',
  consent: { email: string; name?: string; approve?: boolean },
  cookie?: string,
  tamper?: (callback: string, state: string | undefined) => { callback: string; cookie?: string },
): Promise<TripEnd> {
  const start = await t.request(
    'GET',
    `/api/user/web/third-part/authorize?thirdAccountType=SANDBOX&intent=${intent}&redirect=/buyer/orders`,
    { cookie },
  );
  expect(start.statusCode).toBe(302);
  const state = cookieOf(start, 'kontor_tp_state');
  const consentUrl = new URL(String(start.headers.location), 'http://localhost');
  expect(consentUrl.pathname).toBe('/sandbox-idp/authorize');
  const page = await t.request('GET', `${consentUrl.pathname}${consentUrl.search}`);
  expect(page.statusCode).toBe(200);
  expect(page.payload).toContain('Allow');
  const answer = await t.request('POST', '/sandbox-idp/v1/consent', {
    body: {
      query: consentUrl.search.slice(1),
      approve: consent.approve ?? true,
      email: consent.email,
      name: consent.name ?? '',
    },
  });
  expect(answer.statusCode).toBe(200);
  const back = new URL(answer.body.redirect);
  let callback = `${back.pathname}${back.search}`;
  let browser = join(cookie, state);
  if (tamper) {
    const changed = tamper(callback, state);
    callback = changed.callback;
    browser = join(cookie, changed.cookie);
  }
  const end = await t.request('GET', callback, { cookie: browser });
  expect(end.statusCode).toBe(302);
  return { location: String(end.headers.location), session: cookieOf(end, 'kontor_sid') };
}

const listBound = async (cookie: string) =>
  expectOk(await t.request('GET', '/api/user/web/third-part/list-bound', { cookie }));
const unbind = (cookie: string, thirdAccountType = 'SANDBOX') =>
  t.request('POST', '/api/user/web/third-part/unbind', { cookie, body: { thirdAccountType } });

describe('third-party accounts through the sandbox provider', () => {
  it('lists the configured providers', async () => {
    const list = expectOk(await t.request('GET', '/api/user/web/third-part/providers'));
    expect(list).toEqual([{ thirdAccountType: 'SANDBOX', displayName: 'Kontor Sandbox ID', sandbox: true }]);
  });

  it('binds, lists and unbinds a sandbox account of a member with a password', async () => {
    const m = await newMember();
    const identity = `bind-${Date.now()}@sandbox.example`;
    const end = await roundTrip('BIND', { email: identity, name: 'Zoë Müller' }, m.cookie);
    expect(end.location).toBe('/buyer/security?thirdParty=bound');
    const bound = await listBound(m.cookie);
    expect(bound).toEqual([
      {
        thirdAccountType: 'SANDBOX',
        displayName: 'Kontor Sandbox ID',
        accountLabel: identity,
        boundAt: expect.any(String),
      },
    ]);
    // The identity now signs this member in.
    const login = await roundTrip('LOGIN', { email: identity });
    expect(login.location).toBe('/buyer/orders');
    const me = expectOk(await t.request('GET', '/api/user/web/current', { cookie: login.session }));
    expect(me.id).toBe(m.id);
    // A password remains: unbinding is allowed; a second unbind finds nothing (404).
    expect(expectOk(await unbind(m.cookie))).toBeNull();
    expect(await listBound(m.cookie)).toEqual([]);
    expectFailure(await unbind(m.cookie), 404, 'NOT_FOUND');
  });

  it('signs up a new member from an unknown identity, who may not unbind their only way in (409)', async () => {
    const identity = `new-${Date.now()}@sandbox.example`;
    const end = await roundTrip('LOGIN', { email: identity, name: '王小明' });
    expect(end.location).toBe('/buyer/orders');
    const me = expectOk(await t.request('GET', '/api/user/web/current', { cookie: end.session }));
    expect(me).toMatchObject({ email: identity, nickname: '王小明', isTourist: false });
    expectFailure(await unbind(end.session!), 409, 'CONFLICT');
    expect(await listBound(end.session!)).toHaveLength(1);
  });

  it('never links an identity to an existing account by its e-mail', async () => {
    const m = await newMember();
    const end = await roundTrip('LOGIN', { email: m.email });
    expect(end).toEqual({ location: '/login?thirdParty=emailTaken', session: undefined });
    expect(await listBound(m.cookie)).toEqual([]);
  });

  it('refuses an identity bound to someone else, and another member’s binding is theirs (404)', async () => {
    const a = await newMember();
    const b = await newMember();
    const identity = `taken-${Date.now()}@sandbox.example`;
    expect((await roundTrip('BIND', { email: identity }, a.cookie)).location).toBe(
      '/buyer/security?thirdParty=bound',
    );
    expect((await roundTrip('BIND', { email: identity }, b.cookie)).location).toBe(
      '/buyer/security?thirdParty=takenByOther',
    );
    expect(await listBound(b.cookie)).toEqual([]);
    expectFailure(await unbind(b.cookie), 404, 'NOT_FOUND');
    expect(await listBound(a.cookie)).toHaveLength(1);
  });

  it('comes back without signing in when denied, replayed, or finished in another browser', async () => {
    const denied = await roundTrip('LOGIN', { email: `deny-${Date.now()}@sandbox.example`, approve: false });
    expect(denied).toEqual({ location: '/login?thirdParty=denied', session: undefined });

    let replay = '';
    const first = await roundTrip(
      'LOGIN',
      { email: `replay-${Date.now()}@sandbox.example` },
      undefined,
      (callback, state) => {
        replay = callback;
        return { callback, cookie: state };
      },
    );
    expect(first.session).toBeDefined();
    const state = replay.match(/state=([^&]+)/)![1];
    const again = await t.request('GET', replay, { cookie: `kontor_tp_state=${decodeURIComponent(state!)}` });
    expect(again.headers.location).toBe('/login?thirdParty=expired');
    expect(cookieOf(again, 'kontor_sid')).toBeUndefined();

    const elsewhere = await roundTrip(
      'LOGIN',
      { email: `csrf-${Date.now()}@sandbox.example` },
      undefined,
      (callback) => ({
        callback,
      }),
    );
    expect(elsewhere).toEqual({ location: '/login?thirdParty=expired', session: undefined });
  });

  it('binds only for a signed-in member; unknown providers and bad input answer 404 and 400', async () => {
    const anon = await t.request(
      'GET',
      '/api/user/web/third-part/authorize?thirdAccountType=SANDBOX&intent=BIND',
    );
    expectFailure(anon, 401, 'UNAUTHORIZED');
    const unknown = await t.request(
      'GET',
      '/api/user/web/third-part/authorize?thirdAccountType=NOPE&intent=LOGIN',
    );
    expectFailure(unknown, 404, 'NOT_FOUND');
    const m = await newMember();
    const bad = expectFailure(await unbind(m.cookie, 'sandbox; drop'), 400, 'INVALID_DATA');
    expect(bad.fields).toEqual([{ path: 'thirdAccountType', message: expect.any(String) }]);
    expectFailure(await t.request('GET', '/api/user/web/third-part/list-bound'), 401, 'UNAUTHORIZED');
  });
});
