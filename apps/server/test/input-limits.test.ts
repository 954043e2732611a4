import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectFailure, type TestContext, type TestResponse } from './harness.ts';

// Issue 9, "Answers 500": each class of value PostgreSQL refuses (NUL bytes, ids beyond bigint,
// 20-digit amounts, quantities below 0.001, huge or repeated query fields) is stopped by the shared
// zod building blocks. A schema that lets one through would still answer 400 through the database
// safety net, but with the root path '' — so every answer here must name the offending field.

const NUL = '\u0000';
const HUGE_ID = '123456789012345678901234567890';

let t: TestContext;
let buyer: string;
let seller: string;

beforeAll(async () => {
  t = await createTestContext();
  buyer = await t.signIn('buyer@kontor.test');
  seller = await t.signIn('seller1@kontor.test');
});
afterAll(() => t?.close());

/** 400 INVALID_DATA whose fields name `field` (stopped by the schema, not by PostgreSQL). */
function expectFieldError(res: TestResponse, field: string) {
  const error = expectFailure(res, 400, 'INVALID_DATA');
  const paths = (error.fields ?? []).map((f) => f.path);
  expect(paths, res.payload).toContain(field);
  for (const f of error.fields ?? []) expect(f.message).not.toMatch(/^errors\.|^[a-z]+\.[a-zA-Z.]+$/);
  return error;
}

describe('NUL bytes in text', () => {
  it('sign-in, sign-up and captcha refuse them without a session', async () => {
    expectFieldError(
      await t.request('POST', '/api/user/web/login', { body: { account: `a${NUL}@b.de`, password: 'x' } }),
      'account',
    );
    expectFieldError(
      await t.request('POST', '/api/user/web/login', {
        body: { account: 'buyer@kontor.test', password: `Kontor!2026${NUL}` },
      }),
      'password',
    );
    expectFieldError(
      await t.request('POST', '/api/user/web/signup', {
        body: { email: `new${NUL}@kontor.test`, password: 'Kontor!2026' },
      }),
      'email',
    );
    expectFieldError(
      await t.request('POST', '/api/user/web/signup', {
        body: { email: 'nul-nick@kontor.test', password: 'Kontor!2026', nickname: `A${NUL}` },
      }),
      'nickname',
    );
    expectFieldError(await t.request('GET', '/api/user/web/captcha?account=a%00b%40c.de'), 'account');
    const users = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM app_user WHERE email LIKE 'nul-nick%' OR email LIKE 'new%@kontor.test'`,
    );
    expect(users!.n).toBe(0);
  });

  it('calls with text fields refuse them (search, after-sales, tracking, carriers)', async () => {
    expectFieldError(
      await t.call(
        'flow',
        'bbc_trade_LibPageTradeOrderForBuyerFlow',
        { queryParams: { fuzzyValue: `a${NUL}` } },
        { cookie: buyer },
      ),
      'queryParams.fuzzyValue',
    );
    expectFieldError(
      await t.call('flow', 'trade_PageReverseOrderFlow', { keyword: `x${NUL}` }, { cookie: buyer }),
      'keyword',
    );
    expectFieldError(
      await t.call('flow', 'kontor_md_QueryCarrierFlow', { entityName: NUL }, {}),
      'entityName',
    );
    expectFieldError(
      await t.request(
        'GET',
        `/api/tms/web/express/track/waybill/query?carrierCompanyCode=D%00&wayBillNumber=A1`,
        {
          cookie: buyer,
        },
      ),
      'carrierCompanyCode',
    );
  });
});

describe('ids beyond bigint', () => {
  it('are refused as bad input, in a number, a string and an id list', async () => {
    expectFieldError(
      await t.call('flow', 'trade_QueryReverseOrderByIdFlow', { id: HUGE_ID }, { cookie: buyer }),
      'id',
    );
    expectFieldError(
      await t.call('flow', 'trade_QueryReverseOrderByIdFlow', { id: Number(HUGE_ID) }, { cookie: buyer }),
      'id',
    );
    expectFieldError(
      await t.call('flow', 'trade_PageReverseOrderFlow', { reverseOrderId: HUGE_ID }, { cookie: buyer }),
      'reverseOrderId',
    );
    expectFieldError(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: HUGE_ID },
        { cookie: buyer },
      ),
      'id',
    );
    expectFieldError(
      await t.call(
        'flow',
        'kontor_trade_BatchCreateNewCartLinesFlow',
        [{ sku: { id: HUGE_ID }, skuQty: 1 }],
        {
          cookie: buyer,
        },
      ),
      '0.sku.id',
    );
  });
});

describe('amounts', () => {
  it('with 20 digits are refused by the seller audit and the return check', async () => {
    expectFieldError(
      await t.call(
        'flow',
        'seller_AuditReverseOrderFlow',
        { id: 1, approve: true, refundAmt: { value: '12345678901234567890' } },
        { cookie: seller },
      ),
      'refundAmt.value',
    );
    expectFieldError(
      await t.call(
        'flow',
        'seller_ReceiveReturnFlow',
        { id: 1, pass: true, refundShippingAmt: { value: 1e20 } },
        { cookie: seller },
      ),
      'refundShippingAmt.value',
    );
  });
});

describe('quantities', () => {
  it('below 0.001 are refused by the cart, seller shipping and refund lines', async () => {
    const before = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM cart_line');
    expectFieldError(
      await t.call('flow', 'kontor_trade_BatchCreateNewCartLinesFlow', [{ sku: { id: 1 }, skuQty: 0.0001 }], {
        cookie: buyer,
      }),
      '0.skuQty',
    );
    expectFieldError(
      await t.call('flow', 'kontor_trade_UpdateCartLineFlow', { id: 1, skuQty: 0.0004 }, { cookie: buyer }),
      'skuQty',
    );
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM cart_line'))!.n).toBe(before!.n);
    expectFieldError(
      await t.call(
        'flow',
        'seller_ShipOrderFlow',
        { orderId: 1, lines: [{ orderLineId: 1, qty: 0.0001 }], carrierId: 1, trackingNumber: 'AB1' },
        { cookie: seller },
      ),
      'lines.0.qty',
    );
    expectFieldError(
      await t.call(
        'flow',
        'trade_InitiateReverseOrderOnlyRefundFlow',
        {
          tradeOrder: { id: 1 },
          reverseReason: 'broken',
          applyRefundAmt: { value: '1.00' },
          reverseTradeOrderLineList: [{ tradeOrderLine: { id: 1 }, reverseQty: 0.0001 }],
        },
        { cookie: buyer },
      ),
      'reverseTradeOrderLineList.0.reverseQty',
    );
    expectFieldError(
      await t.call(
        'flow',
        'kontor_trade_WithdrawFromContractFlow',
        {
          tradeOrder: { id: 1 },
          reverseTradeOrderLineList: [{ tradeOrderLine: { id: 1 }, reverseQty: 1e-7 }],
        },
        { cookie: buyer },
      ),
      'reverseTradeOrderLineList.0.reverseQty',
    );
  });
});

describe('the captcha account', () => {
  it('refuses a very long and a repeated account', async () => {
    expectFieldError(
      await t.request('GET', `/api/user/web/captcha?account=${'a'.repeat(5000)}%40b.de`),
      'account',
    );
    expectFieldError(
      await t.request('GET', '/api/user/web/captcha?account=a%40b.de&account=c%40d.de'),
      'account',
    );
  });
});

describe('request schemas', () => {
  // DESIGN §4: text goes through textInput (NUL byte, length cap); a bare z.string() in a request
  // schema is how the 500s of issue 9 came in.
  it('build their strings from the shared blocks', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = [
      ...walk(path.join(root, 'packages/domain/src')).filter(
        (f) => /-schemas\.ts$/.test(f) && !f.endsWith('wire-schemas.ts'),
      ),
      ...walk(path.join(root, 'apps/server/src/features')).filter((f) => /-(calls|routes)\.ts$/.test(f)),
    ];
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((f) => /\bz\.string\(/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? walk(path.join(dir, e.name))
      : e.name.endsWith('.test.ts')
        ? []
        : [path.join(dir, e.name)],
  );
}
