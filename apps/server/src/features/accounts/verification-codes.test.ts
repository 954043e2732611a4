import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, latestCode } from '../../../test/codes-kit.ts';
import { createTestContext, type TestContext, userId } from '../../../test/harness.ts';
import { AppError } from '../../platform/errors.ts';
import { checkCode, consumeVerifyToken, issueVerifyToken, newCode, sendCode } from './verification-codes.ts';

// The verification-code service itself (decision 043); the calls that use it are tested in
// password-reset.test.ts.

const BUYER = 'buyer@kontor.test';

describe('verification codes', () => {
  let t: TestContext;
  let buyerId: number;
  let ipNo = 0;
  const ip = () => `10.9.0.${++ipNo}`;
  const send = (destination: string, userId: number | null = buyerId) =>
    sendCode(t.db, t.app.limiter, {
      purpose: 'RESET_PASSWORD',
      channel: 'EMAIL',
      destination,
      userId,
      ip: ip(),
      language: 'en',
    });
  const check = (destination: string, code: string) =>
    checkCode(t.db, t.app.limiter, {
      purpose: 'RESET_PASSWORD',
      channel: 'EMAIL',
      destination,
      code,
      ip: ip(),
      field: 'emailCode',
    });
  const refusal = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).fields?.[0];
  };

  beforeAll(async () => {
    t = await createTestContext();
    buyerId = await userId(t.db, BUYER);
  });
  afterAll(() => t.close());

  it('makes six-digit codes, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('stores only a hash and sends the code through the outbox', async () => {
    await send(BUYER);
    const code = await latestCode(t.db, BUYER);
    const rows = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_code WHERE destination = $1',
      [BUYER],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.code_hash).not.toContain(code);
    expect(await check(BUYER, code)).toBe(buyerId);
  });

  it('is single use', async () => {
    await send(BUYER);
    const code = await latestCode(t.db, BUYER);
    expect(await check(BUYER, code)).toBe(buyerId);
    expect(await refusal(check(BUYER, code))).toEqual({
      path: 'emailCode',
      message: 'accounts.code.expired',
    });
  });

  it('a new code voids the old one', async () => {
    await send(BUYER);
    const first = await latestCode(t.db, BUYER);
    await send(BUYER);
    const second = await latestCode(t.db, BUYER);
    if (first !== second) expect((await refusal(check(BUYER, first)))?.message).toBe('accounts.code.wrong');
    expect(await check(BUYER, second)).toBe(buyerId);
  });

  it('is refused after 10 minutes', async () => {
    await send(BUYER);
    const code = await latestCode(t.db, BUYER);
    await ageCodes(t.db, BUYER, 10);
    expect((await refusal(check(BUYER, code)))?.message).toBe('accounts.code.expired');
  });

  it('is refused on the 6th try, even when right', async () => {
    await send(BUYER);
    const code = await latestCode(t.db, BUYER);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++)
      expect((await refusal(check(BUYER, wrong)))?.message).toBe('accounts.code.wrong');
    expect((await refusal(check(BUYER, wrong)))?.message).toBe('accounts.code.expired');
    expect((await refusal(check(BUYER, code)))?.message).toBe('accounts.code.expired');
  });

  it('sends no code for a destination without an account, and no code checks there', async () => {
    await send('nobody@example.com', null);
    const [notice] = await t.db.query<{ kind: string; body: string }>(
      `SELECT kind, body FROM outbox_message WHERE recipient = 'nobody@example.com' ORDER BY id DESC LIMIT 1`,
    );
    expect(notice!.kind).toBe('NOTICE');
    expect(notice!.body).not.toMatch(/\d{6}/);
    expect((await refusal(check('nobody@example.com', '123456')))?.message).toBe('accounts.code.wrong');
  });

  it('verify tokens are single use and bound to their purpose', async () => {
    const token = await issueVerifyToken(t.db, buyerId, 'RESET_PASSWORD', BUYER);
    expect((await refusal(consumeVerifyToken(t.db, token, 'DESTROY')))?.message).toBe(
      'accounts.reset.tokenInvalid',
    );
    expect(await consumeVerifyToken(t.db, token, 'RESET_PASSWORD')).toEqual({
      userId: buyerId,
      destination: BUYER,
    });
    expect((await refusal(consumeVerifyToken(t.db, token, 'RESET_PASSWORD')))?.message).toBe(
      'accounts.reset.tokenInvalid',
    );
  });
});
