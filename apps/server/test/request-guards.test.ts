import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectFailure, expectOk, type TestContext } from './harness.ts';

// Issue 9: any URL whose path holds `//` answered 500; a percent-encoded path (`/%61pi/…`) skipped
// the same-origin check and signed in from another site. DESIGN §7: every state-changing request is
// checked, whatever the spelling of its path; only provider webhooks are exempt.

let t: TestContext;
const CARDS = 'kontor_item_PageItemCardFlow';
const LOGIN = { account: 'buyer@kontor.test', password: 'Kontor!2026' };
const HOST = 'shop.internal:3000';
const evil = { host: HOST, origin: 'https://evil.example' };
const same = { host: HOST, origin: `http://${HOST}` };

beforeAll(async () => {
  const web = path.join(tmpdir(), `kontor-web-guards-${process.pid}-${Date.now()}`);
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Kontor</title><div id="root"></div>');
  await writeFile(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestContext({
    config: { webDist: web },
    setup: (app) => {
      app.post('/api/payments/webhooks/test-psp', async () => ({ success: true, data: { received: true } }));
    },
  });
});
afterAll(() => t?.close());

describe('paths with an empty segment', () => {
  it.each([
    '//',
    '///',
    '//api/user/web/current',
    '/api//user/web/current',
    '//assets/app-1.js',
    '/assets//app-1.js',
    '//buyer/orders',
    '/buyer//orders',
    '/files//x.png',
    '/media//x',
    '//evil.example/x',
    '/api/trade/invoice//1.pdf',
    '/healthz//',
    '/%2F%2Fbuyer',
    '/api/%2F/user/web/current',
  ])('GET %s answers 404 with the envelope', async (url) => {
    expectFailure(await t.request('GET', url), 404, 'NOT_FOUND');
  });

  it('answers 404 to state-changing requests too, and a path that cannot be decoded', async () => {
    expectFailure(await t.request('POST', `//api/trantor/flow/${CARDS}`, { body: [{}] }), 404, 'NOT_FOUND');
    expectFailure(await t.request('POST', '/api/user/web//login', { body: LOGIN }), 404, 'NOT_FOUND');
    expectFailure(await t.request('GET', '/buyer/%E0%A4%A'), 404, 'NOT_FOUND');
  });

  it('leaves ordinary paths alone', async () => {
    expect((await t.request('GET', '/buyer/orders')).statusCode).toBe(200);
    expect((await t.request('GET', '/assets/app-1.js')).statusCode).toBe(200);
  });
});

describe('same-origin check, whatever the spelling', () => {
  it.each([
    '/%61pi/user/web/login',
    '/%61%70%69/user/web/login',
    '/api/user/web/%6Cogin',
    '/api/user/%77eb/login',
    '/API/user/web/login',
  ])('refuses a cross-site sign-in at %s and sets no cookie', async (url) => {
    const res = await t.request('POST', url, { body: LOGIN, headers: evil });
    expect([403, 404]).toContain(res.statusCode);
    if (res.statusCode === 403) expectFailure(res, 403, 'FORBIDDEN');
    expect(res.cookies).toEqual([]);
  });

  it('refuses the encoded spelling that the router does route (was: 200 and a session)', async () => {
    const res = await t.request('POST', '/%61pi/user/web/login', { body: LOGIN, headers: evil });
    expectFailure(res, 403, 'FORBIDDEN');
    expect(res.body.error.key).toBe('errors.crossOrigin');
  });

  it('refuses cross-site calls on encoded trantor paths and on paths outside /api', async () => {
    for (const url of [`/%61pi/trantor/flow/${CARDS}`, `/api/trantor/flow/%6Bontor_item_PageItemCardFlow`]) {
      expectFailure(await t.request('POST', url, { body: [{}], headers: evil }), 403, 'FORBIDDEN');
    }
    expectFailure(await t.request('POST', '/buyer/orders', { body: {}, headers: evil }), 403, 'FORBIDDEN');
  });

  it('lets the same origin through on an encoded path, with its session', async () => {
    const res = await t.request('POST', '/%61pi/user/web/login', { body: LOGIN, headers: same });
    expect(expectOk(res).username).toBe('buyer');
    const cookie = res.cookies.find((c) => c.name === 'kontor_sid')!;
    const me = await t.request('GET', '/%61pi/user/web/current', { cookie: `kontor_sid=${cookie.value}` });
    expect(expectOk(me)?.username).toBe('buyer');
  });

  it('exempts only provider webhooks', async () => {
    expectOk(await t.request('POST', '/api/payments/webhooks/test-psp', { body: {}, headers: evil }));
    expectOk(await t.request('POST', '/%61pi/payments/webhooks/test-psp', { body: {}, headers: evil }));
  });
});
