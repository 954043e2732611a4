import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectOk, type TestContext } from '../../../test/harness.ts';
import { oidcSignIn } from './oidc-sign-in.ts';
import { type RecordedGoogle, recordedGoogle } from './recorded-google.ts';
import { SignInDenied } from './sign-in-provider.ts';

// The openid-client adapter (decision 046) against Google's recorded answers: discovery, keys, the
// token endpoint checking secret, code, redirect URI and PKCE; the library checks the ID token.

const CLIENT = { clientId: '123-kontor.apps.googleusercontent.com', clientSecret: 'GOCSPX-recorded-secret' };
const SETTINGS = {
  issuer: 'https://accounts.google.com',
  ...CLIENT,
  accountType: 'GOOGLE',
  displayName: 'Google',
};
const REDIRECT = 'https://shop.example/api/user/web/third-part/callback/GOOGLE';
const PERSON = {
  sub: '109876543210987654321',
  email: 'lena.schaefer@gmail.example',
  email_verified: true,
  name: 'Lena Schäfer',
};

const random = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

let google: RecordedGoogle;
beforeAll(() => {
  google = recordedGoogle(CLIENT);
});
afterAll(() => google.close());

async function start() {
  const provider = oidcSignIn(SETTINGS);
  const trip = { state: random(), nonce: random(), codeVerifier: random() };
  const url = await provider.authorizationUrl({
    redirectUri: REDIRECT,
    state: trip.state,
    nonce: trip.nonce,
    codeChallenge: challengeOf(trip.codeVerifier),
  });
  return { provider, trip, url };
}

describe('OpenID Connect adapter (openid-client) against recorded Google answers', () => {
  it('sends the browser to Google with PKCE, state and nonce, and reads the checked identity', async () => {
    const { provider, trip, url } = await start();
    const params = new URL(url).searchParams;
    expect(params.get('redirect_uri')).toBe(REDIRECT);
    expect(params.get('state')).toBe(trip.state);
    expect(params.get('nonce')).toBe(trip.nonce);
    const back = google.consent(url, PERSON);
    const identity = await provider.finish({ callbackUrl: new URL(back), ...trip });
    expect(identity).toEqual({
      subject: PERSON.sub,
      email: PERSON.email,
      emailVerified: true,
      name: 'Lena Schäfer',
    });
    expect(google.violations()).toEqual([]);
  });

  it('refuses an ID token for another nonce, a reused code, a changed state, and reports a refusal', async () => {
    const a = await start();
    const forged = google.consent(a.url, PERSON, { nonce: 'someone-elses-nonce' });
    await expect(a.provider.finish({ callbackUrl: new URL(forged), ...a.trip })).rejects.toThrow();

    const b = await start();
    const back = google.consent(b.url, PERSON);
    await b.provider.finish({ callbackUrl: new URL(back), ...b.trip });
    await expect(b.provider.finish({ callbackUrl: new URL(back), ...b.trip })).rejects.toThrow();

    const c = await start();
    const other = google.consent(c.url, PERSON);
    await expect(
      c.provider.finish({ callbackUrl: new URL(other), ...c.trip, state: random() }),
    ).rejects.toThrow();

    const d = await start();
    const denied = new URL(REDIRECT);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', d.trip.state);
    await expect(d.provider.finish({ callbackUrl: denied, ...d.trip })).rejects.toBeInstanceOf(SignInDenied);
    expect(google.violations()).toEqual([]);
  });
});

describe('the shop with Google configured instead of the sandbox', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ config: { signIn: { sandbox: false, oidc: SETTINGS } } });
  });
  afterAll(() => t?.close());

  it('lists Google only and signs a new member up through it', async () => {
    expect(expectOk(await t.request('GET', '/api/user/web/third-part/providers'))).toEqual([
      { thirdAccountType: 'GOOGLE', displayName: 'Google', sandbox: false },
    ]);
    const startRes = await t.request(
      'GET',
      '/api/user/web/third-part/authorize?thirdAccountType=GOOGLE&intent=LOGIN&redirect=/buyer/index',
    );
    expect(startRes.statusCode).toBe(302);
    const state = String(startRes.headers['set-cookie']).match(/kontor_tp_state=[^;]+/)![0];
    const back = new URL(
      google.consent(String(startRes.headers.location), { ...PERSON, sub: 'g-new-member' }),
    );
    expect(back.origin).toBe('http://localhost');
    const end = await t.request('GET', `${back.pathname}${back.search}`, { cookie: state });
    expect(end.headers.location).toBe('/buyer/index');
    const session = String(end.headers['set-cookie']).match(/kontor_sid=[^;]+/)![0];
    const me = expectOk(await t.request('GET', '/api/user/web/current', { cookie: session }));
    expect(me).toMatchObject({ email: PERSON.email, nickname: 'Lena Schäfer' });
    expect(await t.request('GET', '/sandbox-idp/authorize')).toMatchObject({ statusCode: 404 });
    expect(google.violations()).toEqual([]);
  });
});
