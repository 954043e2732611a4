import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import { createTestContext, expectFailure, type TestContext } from '../../../test/harness.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import type { NextAction } from '../../providers/payments/payment-provider.ts';
import type { SandboxPsp } from '../../providers/payments/sandbox/sandbox-psp.ts';
import {
  type AttemptResult,
  attemptByPayUniqueKey,
  attemptForBuyer,
  captureAttempt,
  captureBeforeLapse,
  closeAttempt,
  completeAttempt,
  eligibleMethods,
  expireOpenAttempts,
  latestAttemptOfContract,
  refreshAttempt,
  type StartAttemptInput,
  startAttempt,
} from './payments-service.ts';

// The payments platform core (decision 028) on the real database and the embedded sandbox PSP:
// attempts and their one writer, the order paid through orders-service, one live attempt per payment
// order, idempotent captures, closing that cancels first, sweeps.

let t: TestContext;
let deps: AppDeps;
let psp: SandboxPsp;
let anna: number;
let ben: number;

beforeAll(async () => {
  t = await createTestContext();
  deps = { config: t.app.config, providers: t.app.providers };
  psp = t.app.providers.payments.sandboxPsp;
  const ids = await t.db.query<{ id: number; email: string }>(
    `SELECT id, email FROM app_user WHERE email IN ('buyer@kontor.test', 'buyer2@kontor.test')`,
  );
  anna = ids.find((u) => u.email === 'buyer@kontor.test')!.id;
  ben = ids.find((u) => u.email === 'buyer2@kontor.test')!.id;
});
afterAll(() => t?.close());

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** A fresh unpaid order of Anna's and its payment order. */
async function unpaidOrder(site: 'DE' | 'UK' = 'DE') {
  const order = await createTestOrder(t.db, { status: 'PENDING_PAY', site });
  const po = (await t.db.one<{ id: number; amount_minor: number }>(
    'SELECT id, amount_minor FROM payment_order WHERE contract_id = $1',
    [order.contractId],
  ))!;
  return { order, paymentOrderId: po.id, amountMinor: po.amount_minor };
}

const start = (paymentOrderId: number, extra: Partial<StartAttemptInput> = {}, buyer = anna) =>
  startAttempt(t.db, deps, buyer, {
    paymentOrderId,
    method: 'card',
    payChannel: 'CARD',
    returnUrl: '/buyer/pay-result',
    language: 'en',
    guest: false,
    ...extra,
  });

/** The buyer types a card into the hosted fields, which confirm the payment with its client secret. */
async function payWithCard(next: NextAction, card: string, challenge?: 'complete' | 'fail') {
  if (next.type !== 'client_secret') throw new Error(`expected client_secret, got ${next.type}`);
  const tok = await psp.tokenize({ number: card, expiry, cvc: '123' });
  const p = await psp.confirmPayment(next.clientSecret, tok.token);
  if (challenge && p.challenge_id) await psp.answerChallenge(p.challenge_id, challenge);
}

const orderRow = (id: number) =>
  t.db.one<{ display_status: string; paid_minor: number; need_pay_minor: number; paid_at: Date | null }>(
    'SELECT display_status, paid_minor, need_pay_minor, paid_at FROM trade_order WHERE id = $1',
    [id],
  );
const events = (orderId: number, kind: string) =>
  t.db.query<{ payload: any }>('SELECT payload FROM order_event WHERE order_id = $1 AND kind = $2', [
    orderId,
    kind,
  ]);
const transitions = (recordId: number) =>
  t.db.query<{ from_status: string; to_status: string; source: string }>(
    'SELECT from_status, to_status, source FROM payment_transition WHERE payment_record_id = $1 ORDER BY id',
    [recordId],
  );
const status = async (r: AttemptResult) =>
  (await t.db.one<{ record_status: string }>('SELECT record_status FROM payment_record WHERE id = $1', [
    r.attempt.paymentRecordId,
  ]))!.record_status;

describe('a card payment', () => {
  it('starts with a client secret, and a status check after the card fields pays the order once', async () => {
    const { order, paymentOrderId, amountMinor } = await unpaidOrder();
    const started = await start(paymentOrderId);
    expect(started.attempt).toMatchObject({
      recordStatus: 'PAY_PENDING',
      payChannel: 'CARD',
      provider: 'sandbox',
      method: 'card',
      orderIds: [order.id],
      businessPayChannelCode: 'SANDBOX_CARD',
    });
    expect(started.next.type).toBe('client_secret');
    // Our attempt id is the provider's reference.
    const atPsp = await t.db.one<{ reference: string; amount_minor: number }>(
      'SELECT reference, amount_minor FROM sandbox_psp_payment WHERE reference = $1',
      [String(started.attempt.paymentRecordId)],
    );
    expect(atPsp).toMatchObject({ amount_minor: amountMinor });
    expect((await orderRow(order.id))!.display_status).toBe('PENDING_PAY');

    await payWithCard(started.next, '4242424242424242');
    const after = await refreshAttempt(t.db, deps, anna, started.attempt.paymentRecordId);
    expect(after.attempt.recordStatus).toBe('PAY_SUCCESS');
    expect(after.next).toEqual({ type: 'none' });
    const o = (await orderRow(order.id))!;
    expect(o).toMatchObject({ display_status: 'UN_DELIVERY', paid_minor: o.need_pay_minor });
    expect(o.paid_at).not.toBeNull();
    const paid = await events(order.id, 'PAYMENT_SUCCEEDED');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.payload).toMatchObject({
      paymentRecordId: started.attempt.paymentRecordId,
      stage: 'FULL',
    });

    // Asked again, and started again: nothing moves, nothing is paid twice.
    await refreshAttempt(t.db, deps, anna, started.attempt.paymentRecordId);
    await expect(start(paymentOrderId)).rejects.toMatchObject({ key: 'payments.errors.alreadyPaid' });
    expect(await events(order.id, 'PAYMENT_SUCCEEDED')).toHaveLength(1);
    expect(await transitions(started.attempt.paymentRecordId)).toEqual([
      { from_status: 'NONE', to_status: 'PAY_PENDING', source: 'start' },
      { from_status: 'PAY_PENDING', to_status: 'PAY_SUCCESS', source: 'status' },
    ]);
    const po = await t.db.one('SELECT status FROM payment_order WHERE id = $1', [paymentOrderId]);
    expect(po!.status).toBe('PAID');
    // The read models of the pay calls: by contract (latest) and by payUniqueKey, the buyer's only.
    const latest = await latestAttemptOfContract(t.db, anna, order.contractId);
    expect(latest).toMatchObject({
      paymentRecordId: started.attempt.paymentRecordId,
      recordStatus: 'PAY_SUCCESS',
    });
    expect(await latestAttemptOfContract(t.db, ben, order.contractId)).toBeUndefined();
    const byKey = await attemptByPayUniqueKey(t.db, anna, started.attempt.payUniqueKey);
    expect(byKey?.paymentRecordId).toBe(started.attempt.paymentRecordId);
    expect(started.attempt.payUniqueKey).toMatch(/^PAY\d{8}[0-9A-F]{10}$/);
    expect(await attemptByPayUniqueKey(t.db, ben, started.attempt.payUniqueKey)).toBeUndefined();
  });

  it('a declined card fails the attempt; paying again closes it and starts a new one', async () => {
    const { order, paymentOrderId } = await unpaidOrder('UK');
    const first = await start(paymentOrderId);
    await payWithCard(first.next, '4000000000000002');
    const failed = await refreshAttempt(t.db, deps, anna, first.attempt.paymentRecordId);
    expect(failed.attempt).toMatchObject({ recordStatus: 'PAY_FAILED', failedReason: 'card_declined' });
    expect(await events(order.id, 'PAYMENT_FAILED')).toHaveLength(1);
    expect((await orderRow(order.id))!.display_status).toBe('PENDING_PAY');

    const second = await start(paymentOrderId);
    expect(second.attempt.recordStatus).toBe('PAY_PENDING');
    expect(second.attempt.paymentRecordId).not.toBe(first.attempt.paymentRecordId);
    expect(await status(first)).toBe('CLOSED');
    // The UK storefront's payment goes to the provider as GB.
    const atPsp = await t.db.one('SELECT country FROM sandbox_psp_payment WHERE reference = $1', [
      String(second.attempt.paymentRecordId),
    ]);
    expect(atPsp!.country).toBe('GB');
  });

  it('a 3-D Secure failure fails the attempt with its reason', async () => {
    const { paymentOrderId } = await unpaidOrder();
    const a = await start(paymentOrderId);
    await payWithCard(a.next, '4000002760003184', 'fail');
    const r = await refreshAttempt(t.db, deps, anna, a.attempt.paymentRecordId);
    expect(r.attempt).toMatchObject({ recordStatus: 'PAY_FAILED', failedReason: 'authentication_failed' });
  });
});

describe('methods on offer', () => {
  it('asks the provider of each method: guests get no pay-later, bank references only in euros', () => {
    const methods = (p: Parameters<typeof eligibleMethods>[1]) =>
      eligibleMethods(deps, p).map((m) => m.method);
    expect(methods({ amountMinor: 21900, currency: 'EUR', site: 'DE', guest: false })).toEqual([
      'card',
      'hosted_checkout',
      'wallet',
      'pay_later',
      'device_wallet',
      'bank_reference',
    ]);
    expect(methods({ amountMinor: 21900, currency: 'EUR', site: 'DE', guest: true })).not.toContain(
      'pay_later',
    );
    expect(methods({ amountMinor: 18900, currency: 'GBP', site: 'UK', guest: false })).not.toContain(
      'bank_reference',
    );
    expect(eligibleMethods(deps, { amountMinor: 100, currency: 'SEK', site: 'SE', guest: false })[0]).toEqual(
      {
        method: 'card',
        provider: 'sandbox',
      },
    );
  });
});

it('a start with a method its provider does not offer here is refused', async () => {
  const { paymentOrderId } = await unpaidOrder('UK');
  await expect(
    start(paymentOrderId, { method: 'bank_reference', payChannel: 'IDEAL' }),
  ).rejects.toMatchObject({
    key: 'payments.errors.methodUnavailable',
    status: 409,
  });
  await expect(
    start(paymentOrderId, { method: 'pay_later', payChannel: 'KLARNA', guest: true }),
  ).rejects.toMatchObject({
    key: 'payments.errors.methodUnavailable',
  });
  expect(
    await t.db.query('SELECT id FROM payment_record WHERE payment_order_id = $1', [paymentOrderId]),
  ).toEqual([]);
});

describe('pre-sale stages', () => {
  it('a deposit moves the order to PENDING_BALANCE, the balance then pays it in full', async () => {
    const order = await createTestOrder(t.db, { status: 'PENDING_DEPOSIT', presale: 'DEPOSIT' });
    const pos = await t.db.query<{ id: number; stage: string; amount_minor: number }>(
      'SELECT id, stage, amount_minor FROM payment_order WHERE contract_id = $1 ORDER BY id',
      [order.contractId],
    );
    const deposit = pos.find((p) => p.stage === 'DEPOSIT')!;
    const balance = pos.find((p) => p.stage === 'BALANCE')!;
    // The balance cannot be paid before the deposit.
    await expect(start(balance.id)).rejects.toMatchObject({ key: 'payments.errors.notPayable' });
    const d = await start(deposit.id);
    await payWithCard(d.next, '4242424242424242');
    expect((await refreshAttempt(t.db, deps, anna, d.attempt.paymentRecordId)).attempt.stage).toBe('DEPOSIT');
    const afterDeposit = (await t.db.one(
      'SELECT display_status, paid_minor, deposit_paid_at, need_pay_minor FROM trade_order WHERE id = $1',
      [order.id],
    ))!;
    expect(afterDeposit).toMatchObject({
      display_status: 'PENDING_BALANCE',
      paid_minor: deposit.amount_minor,
    });
    expect(afterDeposit.deposit_paid_at).not.toBeNull();

    const b = await start(balance.id);
    await payWithCard(b.next, '4242424242424242');
    await refreshAttempt(t.db, deps, anna, b.attempt.paymentRecordId);
    const paid = (await orderRow(order.id))!;
    expect(paid).toMatchObject({ display_status: 'UN_DELIVERY', paid_minor: afterDeposit.need_pay_minor });
    const lines = await t.db.query<{ paid: number; need: number }>(
      'SELECT paid_minor AS paid, need_pay_sku_minor AS need FROM trade_order_line WHERE order_id = $1',
      [order.id],
    );
    for (const l of lines) expect(l.paid).toBe(l.need);
    expect((await events(order.id, 'PAYMENT_SUCCEEDED')).map((e) => e.payload.stage)).toEqual([
      'DEPOSIT',
      'BALANCE',
    ]);
  });
});

describe('one live attempt per payment order', () => {
  it('20 parallel starts make one attempt; the others are told an attempt is open', async () => {
    const { paymentOrderId } = await unpaidOrder();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => start(paymentOrderId)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ key: 'payments.errors.attemptOpen', status: 409 });
    const rows = await t.db.query('SELECT record_status FROM payment_record WHERE payment_order_id = $1', [
      paymentOrderId,
    ]);
    expect(rows).toEqual([{ record_status: 'PAY_PENDING' }]);
    const atPsp = await t.db.query(
      `SELECT id FROM sandbox_psp_payment WHERE reference IN (SELECT id::text FROM payment_record WHERE payment_order_id = $1)`,
      [paymentOrderId],
    );
    expect(atPsp).toHaveLength(1);
  });

  it("another buyer's payment order or attempt is not found, like an unknown one", async () => {
    const { paymentOrderId } = await unpaidOrder();
    await expect(start(paymentOrderId, {}, ben)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(start(987654321)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const mine = await start(paymentOrderId);
    await expect(attemptForBuyer(t.db, ben, mine.attempt.paymentRecordId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(refreshAttempt(t.db, deps, ben, mine.attempt.paymentRecordId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(closeAttempt(t.db, deps, ben, mine.attempt.paymentRecordId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await attemptForBuyer(t.db, anna, mine.attempt.paymentRecordId)).recordStatus).toBe(
      'PAY_PENDING',
    );
  });

  it('paying again after confirming closes the open attempt at the provider first', async () => {
    const { paymentOrderId } = await unpaidOrder();
    const first = await start(paymentOrderId);
    const second = await start(paymentOrderId, { replaceOpen: true, method: 'wallet', payChannel: 'PAYPAL' });
    expect(await status(first)).toBe('CLOSED');
    expect(second.attempt).toMatchObject({ recordStatus: 'PAY_PENDING', method: 'wallet' });
    expect(second.next.type).toBe('redirect');
    const atPsp = await t.db.one('SELECT status FROM sandbox_psp_payment WHERE reference = $1', [
      String(first.attempt.paymentRecordId),
    ]);
    expect(atPsp!.status).toBe('canceled');
  });

  it('an attempt paid at the provider meanwhile stays the payment: closing it never charges twice', async () => {
    const { order, paymentOrderId } = await unpaidOrder();
    const first = await start(paymentOrderId);
    // The buyer finished paying in another tab; we have not heard yet.
    await payWithCard(first.next, '4242424242424242');
    const r = await start(paymentOrderId, { replaceOpen: true });
    expect(r.attempt.paymentRecordId).toBe(first.attempt.paymentRecordId);
    expect(r.attempt.recordStatus).toBe('PAY_SUCCESS');
    expect(
      await t.db.query('SELECT id FROM payment_record WHERE payment_order_id = $1', [paymentOrderId]),
    ).toHaveLength(1);
    expect((await orderRow(order.id))!.display_status).toBe('UN_DELIVERY');
  });
});

describe('wallets, hosted checkout, pay-later', () => {
  it('a wallet pays once approved and completed; completing before approval is refused', async () => {
    const { order, paymentOrderId } = await unpaidOrder();
    const a = await start(paymentOrderId, { method: 'wallet', payChannel: 'PAYPAL' });
    expect(a.next.type).toBe('redirect');
    await expect(
      completeAttempt(t.db, deps, anna, a.attempt.paymentRecordId, { token: 'nope', payerId: 'X' }),
    ).rejects.toMatchObject({ key: 'payments.errors.notCompleted', status: 409 });
    const url = (a.next as { url: string }).url;
    const page = await t.request('GET', url);
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('Approve and continue');
    const approved = await t.request(
      'POST',
      `${url.replace('/sandbox-psp/wallet/', '/sandbox-psp/v1/wallet/')}`,
      {
        body: { approve: true },
      },
    );
    const back = new URL(approved.body.redirect, 'http://x');
    expect(back.pathname).toBe('/buyer/pay-result');
    const done = await completeAttempt(t.db, deps, anna, a.attempt.paymentRecordId, {
      token: back.searchParams.get('token'),
      payerId: back.searchParams.get('PayerID'),
    });
    expect(done.attempt.recordStatus).toBe('PAY_SUCCESS');
    expect((await orderRow(order.id))!.display_status).toBe('UN_DELIVERY');
  });

  it('a hosted checkout pays on the PSP page; the return only triggers a status check', async () => {
    const { paymentOrderId } = await unpaidOrder();
    const a = await start(paymentOrderId, { method: 'hosted_checkout', payChannel: 'IDEAL' });
    if (a.next.type !== 'session') throw new Error('expected a session');
    expect(a.next).toMatchObject({ environment: 'sandbox', clientKey: psp.settings.publishableKey });
    const page = await t.request('GET', a.next.url!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const bad = await t.request('POST', `/sandbox-psp/v1/checkout/${a.next.sessionId}/pay`, {
      body: { number: '4242 4242 4242 4241', expiry, cvc: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid_number', message: 'Your card number is invalid.' });
    const paid = await t.request('POST', `/sandbox-psp/v1/checkout/${a.next.sessionId}/pay`, {
      body: { number: '4242 4242 4242 4242', expiry, cvc: '123' },
    });
    expect(paid.statusCode).toBe(200);
    const back = new URL(paid.body.redirect, 'http://x');
    expect(back.searchParams.get('sessionId')).toBe(a.next.sessionId);
    const done = await completeAttempt(t.db, deps, anna, a.attempt.paymentRecordId, {
      sessionResult: back.searchParams.get('sessionResult'),
    });
    expect(done.attempt.recordStatus).toBe('PAY_SUCCESS');
  });

  it('pay-later: a session token, the widget authorises, the attempt is authorised; 100 parallel captures capture once', async () => {
    const cookie = await t.signIn('buyer@kontor.test');
    const s = await t.request('POST', '/api/payments/v1/sessions', {
      body: { type: 'pay_later' },
      cookie,
      site: 'DE',
    });
    expect(s.statusCode).toBe(200);
    expect(Object.keys(s.body.data).sort()).toEqual(['client_token', 'session_id']);
    const script = await t.request('GET', '/sandbox-psp/v1/pay-later.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    const auth = await t.request('POST', '/sandbox-psp/v1/pay-later/authorize', {
      body: { client_token: s.body.data.client_token, approve: true },
    });
    expect(auth.body.approved).toBe(true);

    const { order, paymentOrderId, amountMinor } = await unpaidOrder();
    const a = await start(paymentOrderId, {
      method: 'pay_later',
      payChannel: 'KLARNA',
      authorizationToken: auth.body.authorization_token,
    });
    expect(a.attempt.recordStatus).toBe('PRE_AUTH_SUCCESS');
    expect((await orderRow(order.id))!.display_status).toBe('UN_DELIVERY');

    const id = a.attempt.paymentRecordId;
    const results = await Promise.all(Array.from({ length: 100 }, () => captureAttempt(t.db, deps, id)));
    expect(results.every((r) => r.attempt.recordStatus === 'PAY_SUCCESS')).toBe(true);
    const atPsp = await t.db.one<{ capture_count: number; captured_minor: number }>(
      'SELECT capture_count, captured_minor FROM sandbox_psp_payment WHERE reference = $1',
      [String(id)],
    );
    expect(atPsp).toEqual({ capture_count: 1, captured_minor: amountMinor });
    expect((await transitions(id)).map((x) => x.to_status)).toEqual([
      'PAY_PENDING',
      'PRE_AUTH_SUCCESS',
      'PAY_SUCCESS',
    ]);
    expect(await events(order.id, 'PAYMENT_SUCCEEDED')).toHaveLength(1);
  });

  it('a refused pay-later widget gives no token, and a session needs a signed-in caller', async () => {
    const cookie = await t.signIn('buyer@kontor.test');
    const s = await t.request('POST', '/api/payments/v1/sessions', { body: { type: 'pay_later' }, cookie });
    const refused = await t.request('POST', '/sandbox-psp/v1/pay-later/authorize', {
      body: { client_token: s.body.data.client_token, approve: false },
    });
    expect(refused.body).toEqual({ approved: false });
    expectFailure(
      await t.request('POST', '/api/payments/v1/sessions', { body: { type: 'pay_later' } }),
      401,
      'UNAUTHORIZED',
    );
    expectFailure(
      await t.request('POST', '/api/payments/v1/sessions', { body: { type: 'x\u0000' }, cookie }),
      400,
      'INVALID_DATA',
    );
  });
});

describe('sweeps and provider troubles', () => {
  it('an attempt open past its time is asked about, cancelled at the provider, then closed', async () => {
    const { paymentOrderId } = await unpaidOrder();
    const a = await start(paymentOrderId);
    await t.db.query(`UPDATE payment_record SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      a.attempt.paymentRecordId,
    ]);
    expect(await expireOpenAttempts(t.db, deps)).toBeGreaterThanOrEqual(1);
    expect(await status(a)).toBe('CLOSED');
    const atPsp = await t.db.one('SELECT status FROM sandbox_psp_payment WHERE reference = $1', [
      String(a.attempt.paymentRecordId),
    ]);
    expect(atPsp!.status).toBe('canceled');
  });

  it('an expired attempt that was paid meanwhile becomes a success, not closed', async () => {
    const { order, paymentOrderId } = await unpaidOrder();
    const a = await start(paymentOrderId);
    await payWithCard(a.next, '4242424242424242');
    await t.db.query(`UPDATE payment_record SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      a.attempt.paymentRecordId,
    ]);
    await expireOpenAttempts(t.db, deps);
    expect(await status(a)).toBe('PAY_SUCCESS');
    expect((await orderRow(order.id))!.display_status).toBe('UN_DELIVERY');
  });

  it('authorisations are captured before they lapse', async () => {
    const { paymentOrderId } = await unpaidOrder();
    const s = await deps.providers.payments
      .forMethod('pay_later')
      .createSession({ type: 'pay_later', country: 'DE', locale: 'en' });
    const token = (await psp.authorizeWidget(s.clientToken, true)).authorizationToken!;
    const a = await start(paymentOrderId, {
      method: 'pay_later',
      payChannel: 'KLARNA',
      authorizationToken: token,
    });
    expect(a.attempt.recordStatus).toBe('PRE_AUTH_SUCCESS');
    // Not yet within the margin: left alone.
    await captureBeforeLapse(t.db, deps);
    expect(await status(a)).toBe('PRE_AUTH_SUCCESS');
    await t.db.query(`UPDATE payment_record SET auth_expires_at = now() + interval '2 hours' WHERE id = $1`, [
      a.attempt.paymentRecordId,
    ]);
    expect(await captureBeforeLapse(t.db, deps)).toBeGreaterThanOrEqual(1);
    expect(await status(a)).toBe('PAY_SUCCESS');
  });

  it('429s are retried honouring Retry-After; a provider that cannot say leaves the attempt UNKNOWN until it can', async () => {
    const { paymentOrderId } = await unpaidOrder();
    psp.settings.rateLimit = 2;
    psp.settings.retryAfterMs = 40;
    try {
      const began = Date.now();
      const a = await start(paymentOrderId);
      expect(a.attempt.recordStatus).toBe('PAY_PENDING');
      expect(Date.now() - began).toBeGreaterThanOrEqual(75);
      await closeAttempt(t.db, deps, anna, a.attempt.paymentRecordId);

      // More 429s than tries: the start cannot tell, the attempt is UNKNOWN.
      psp.settings.rateLimit = 4;
      const u = await start(paymentOrderId);
      expect(u.attempt.recordStatus).toBe('UNKNOWN');
      // The next status check replays the start with the same key and learns the payment.
      const r = await refreshAttempt(t.db, deps, anna, u.attempt.paymentRecordId);
      expect(r.next.type).toBe('client_secret');
      psp.settings.rateLimit = 0;
      await payWithCard(r.next, '4242424242424242');
      const done = await refreshAttempt(t.db, deps, anna, u.attempt.paymentRecordId);
      expect(done.attempt.recordStatus).toBe('PAY_SUCCESS');
      const atPsp = await t.db.query('SELECT id FROM sandbox_psp_payment WHERE reference = $1', [
        String(u.attempt.paymentRecordId),
      ]);
      expect(atPsp).toHaveLength(1);
    } finally {
      psp.settings.rateLimit = 0;
    }
  });
});
