import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '../src/platform/http.ts';
import { defineCall } from '../src/platform/rpc.ts';
import { createTestItem, type TestItem } from './fixtures.ts';
import { createTestContext, expectFailure, expectOk, type TestContext, userId } from './harness.ts';

// DESIGN §4: the transport of every spec call, its envelope and its refusals.

const CARDS = 'kontor_item_PageItemCardFlow';
const ADD_TO_CART = 'kontor_trade_BatchCreateNewCartLinesFlow';
const SECRET = 'SELECT password_hash FROM app_user -- secret';

const boomCalls = [
  defineCall({
    kind: 'flow',
    name: 'kontor_test_ThrowFlow',
    access: 'public',
    schema: z.object({}),
    response: z.null(),
    handler: () => {
      throw new Error(SECRET);
    },
  }),
  defineCall({
    kind: 'flow',
    name: 'kontor_test_BadSqlFlow',
    access: 'public',
    schema: z.object({}),
    response: z.unknown(),
    handler: (_input, ctx) => ctx.db.query('SELECT secret_column FROM no_such_table WHERE id = $1', [1]),
  }),
];

describe('call contract', () => {
  let t: TestContext;
  let item: TestItem;
  let buyer: string;
  let buyerId: number;
  let buyer2Id: number;

  beforeAll(async () => {
    t = await createTestContext({
      config: { publicOrigins: ['https://shop.example'] },
      setup: (app) => {
        app.calls.register(...boomCalls);
        app.get('/api/test/boom', async () => {
          throw Object.assign(new Error(`${SECRET}\n    at handler (/srv/app.ts:1:1)`), { detail: 'row 1' });
        });
      },
    });
    item = await createTestItem(t.db, { DE: { sale: 1999 }, UK: { sale: 1799 } });
    buyer = await t.signIn('buyer@kontor.test');
    buyerId = await userId(t.db, 'buyer@kontor.test');
    buyer2Id = await userId(t.db, 'buyer2@kontor.test');
  });
  afterAll(() => t?.close());

  const post = (
    path: string,
    payload: string | Buffer,
    headers: Record<string, string> = {},
    cookie?: string,
  ) =>
    t.request('POST', path, {
      body: payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      cookie,
    });

  it('GET /healthz answers 200 with the database kind', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: t.driver });
  });

  it('answers a good call with {success: true, data}', async () => {
    const res = await t.call('flow', CARDS, { page: { no: 1, size: 2 } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'success']);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ data: expect.any(Array), total: expect.any(Number) });
  });

  it.each([
    ['an object', '{"page":{"no":1,"size":2}}'],
    ['null', 'null'],
    ['a string', '"x"'],
    ['a number', '5'],
    ['an empty array', '[]'],
    ['an array of two', '[{},{}]'],
  ])('refuses a body that is %s with 400 INVALID_DATA and fields', async (_what, body) => {
    const error = expectFailure(await post(`/api/trantor/flow/${CARDS}`, body), 400, 'INVALID_DATA');
    expect(error.key).toBe('errors.bodyShape');
    expect(error.fields).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it.each([
    ['a number', '[5]'],
    ['a string', '["x"]'],
    ['null', '[null]'],
    ['a list', '[[{}]]'],
  ])('refuses %s as the payload of an object call', async (_what, body) => {
    const error = expectFailure(await post(`/api/trantor/flow/${CARDS}`, body), 400, 'INVALID_DATA');
    expect(error.fields).toEqual([{ path: '0', message: expect.any(String) }]);
  });

  it('takes a list payload as [[...]] and as [{lines}] for a call whose payload may be a list', async () => {
    const line = { sku: { id: item.skuId }, skuQty: 1 };
    const asList = await t.call('flow', ADD_TO_CART, [line, { ...line, skuQty: 2 }], { cookie: buyer });
    expect(expectOk(asList)).toEqual({ count: 2, quantity: 3 });
    expect(expectOk(await t.call('flow', ADD_TO_CART, { lines: [line] }, { cookie: buyer }))).toEqual({
      count: 1,
      quantity: 1,
    });
    expectFailure(await post(`/api/trantor/flow/${ADD_TO_CART}`, '[5]', {}, buyer), 400, 'INVALID_DATA');
  });

  it('answers a schema failure with 400 and the paths of the bad fields', async () => {
    const res = await t.call('flow', CARDS, {
      page: { no: 0, size: 1000 },
      categoryCode: 'no-such-category',
    });
    const error = expectFailure(res, 400, 'INVALID_DATA');
    expect(error.key).toBe('errors.invalidData');
    expect(error.fields!.map((f) => f.path).sort()).toEqual(['categoryCode', 'page.no', 'page.size']);
    for (const f of error.fields!) expect(f.message.length).toBeGreaterThan(0);

    const empty = expectFailure(
      await t.call('flow', ADD_TO_CART, [], { cookie: buyer }),
      400,
      'INVALID_DATA',
    );
    expect(empty.fields!.length).toBeGreaterThan(0);
  });

  it("never shows zod's own English texts: a wrong option, a missing value and a wrong type get the generic field messages in the caller's language", async () => {
    const body = JSON.stringify([{ searchStatus: { value: 'NOPE' }, deviceSource: 7 }]);
    const de = expectFailure(
      await post(
        '/api/trantor/flow/bbc_trade_LibPageTradeOrderForBuyerFlow',
        body,
        { 'accept-language': 'de' },
        buyer,
      ),
      400,
      'INVALID_DATA',
    );
    expect(de.fields).toEqual(
      expect.arrayContaining([
        { path: 'searchStatus.value', message: 'Bitte prüfen Sie dieses Feld' },
        { path: 'deviceSource', message: 'Bitte prüfen Sie dieses Feld' },
      ]),
    );
    const missing = expectFailure(
      await post(
        '/api/trantor/flow/bbc_trade_LibPageTradeOrderForBuyerFlow',
        '[{"searchStatus":{}}]',
        {},
        buyer,
      ),
      400,
      'INVALID_DATA',
    );
    expect(missing.fields).toContainEqual({ path: 'searchStatus.value', message: 'This field is required' });
    for (const f of [...de.fields!, ...missing.fields!])
      expect(f.message).not.toMatch(/Invalid|expected|received/);
  });

  it.each([
    ['an unknown flow', '/api/trantor/flow/kontor_item_NoSuchFlow'],
    ['a flow asked for as a func', `/api/trantor/func/${CARDS}`],
    ['an unknown kind', `/api/trantor/thing/${CARDS}`],
    ['the unprefixed spec name', '/api/trantor/flow/{host}_item_PageItemCardFlow'],
    ['an unknown API path', '/api/no/such/thing'],
  ])('answers %s with 404 NOT_FOUND', async (_what, path) => {
    expectFailure(await post(path, '[{}]'), 404, 'NOT_FOUND');
  });

  it('answers 401 UNAUTHORIZED to a call that needs a session when there is none', async () => {
    const res = await t.call('flow', ADD_TO_CART, [{ sku: { id: item.skuId }, skuQty: 1 }]);
    expectFailure(res, 401, 'UNAUTHORIZED');
  });

  it.each(['buyerId', 'customerId'])('refuses a payload %s of another user with 403', async (field) => {
    const page = { page: { no: 1, size: 1 } };
    expectFailure(
      await t.call('flow', CARDS, { ...page, [field]: buyer2Id }, { cookie: buyer }),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await t.call('flow', CARDS, { ...page, filter: { [field]: String(buyer2Id) } }, { cookie: buyer }),
      403,
      'FORBIDDEN',
    );
    expectFailure(await t.call('flow', CARDS, { ...page, [field]: buyerId }), 403, 'FORBIDDEN');
    // The caller's own id is fine.
    expectOk(await t.call('flow', CARDS, { ...page, [field]: buyerId }, { cookie: buyer }));
  });

  it('refuses a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify([{ keyword: 'x'.repeat(MAX_BODY_BYTES) }]);
    expectFailure(await post(`/api/trantor/flow/${CARDS}`, big), 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 400],
  ])('refuses a call sent as %s with the envelope', async (type, status) => {
    const res = await post(`/api/trantor/flow/${CARDS}`, '[{}]', { 'content-type': type });
    expectFailure(res, status, status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INVALID_DATA');
  });

  describe('Origin', () => {
    const origin = (o: string) => ({ host: 'shop.internal:3000', origin: o });

    it.each(['https://evil.example', 'null', 'http://shop.internal:3001'])(
      'refuses a state-changing call from %s with 403',
      async (o) => {
        expectFailure(await post(`/api/trantor/flow/${CARDS}`, '[{}]', origin(o)), 403, 'FORBIDDEN');
        const login = await post(
          '/api/user/web/login',
          '{"account":"buyer@kontor.test","password":"Kontor!2026"}',
          origin(o),
        );
        expectFailure(login, 403, 'FORBIDDEN');
        expect(login.cookies).toEqual([]);
      },
    );

    it('lets the same origin, a configured public origin and clients without Origin through', async () => {
      expectOk(await post(`/api/trantor/flow/${CARDS}`, '[{}]', origin('http://shop.internal:3000')));
      expectOk(await post(`/api/trantor/flow/${CARDS}`, '[{}]', origin('https://shop.example')));
      expectOk(await post(`/api/trantor/flow/${CARDS}`, '[{}]', { host: 'shop.internal:3000' }));
    });

    it('does not apply to reads', async () => {
      const res = await t.request('GET', '/api/user/web/current', {
        headers: origin('https://evil.example'),
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('5xx', () => {
    it.each([
      ['a handler that throws', '/api/trantor/flow/kontor_test_ThrowFlow'],
      ['a handler whose SQL fails', '/api/trantor/flow/kontor_test_BadSqlFlow'],
    ])('hides the cause of %s', async (_what, path) => {
      const res = await post(path, '[{}]');
      expectFailure(res, 500, 'INTERNAL');
      expect(res.body).toEqual({
        success: false,
        error: {
          status: 500,
          code: 'INTERNAL',
          key: 'errors.internal',
          message: 'Something went wrong on our side, please try again',
        },
      });
      for (const leak of ['SELECT', 'secret', 'no_such_table', 'at ', 'stack', '.ts']) {
        expect(res.payload).not.toContain(leak);
      }
    });

    it('hides the cause of a failing route too', async () => {
      const res = await t.request('GET', '/api/test/boom', { headers: { 'accept-language': 'en' } });
      expectFailure(res, 500, 'INTERNAL');
      for (const leak of ['SELECT', 'secret', 'at ', 'row 1']) expect(res.payload).not.toContain(leak);
    });
  });

  it('gives the message in the language asked for, with the same code and key', async () => {
    const en = expectFailure(await post('/api/trantor/flow/kontor_x_NopeFlow', '[{}]'), 404, 'NOT_FOUND');
    const de = expectFailure(
      await post('/api/trantor/flow/kontor_x_NopeFlow', '[{}]', { 'accept-language': 'de-DE,de;q=0.9' }),
      404,
      'NOT_FOUND',
    );
    expect(de.key).toBe(en.key);
    expect(en.message).toBe('Unknown call kontor_x_NopeFlow');
    expect(de.message).toBe('Unbekannter Aufruf kontor_x_NopeFlow');
  });
});
