import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxPsp } from '../../providers/payments/sandbox/sandbox-psp.ts';
import { sendDueSandboxEvents } from '../../providers/payments/sandbox/sandbox-webhook-sender.ts';
import { processWebhookEvent, startAttempt, WEBHOOK_JOB } from './payments-service.ts';
import { sandboxWebhookPost } from './payments-sweeps.ts';

// Webhooks (decision 028): verified on the raw body, stored once, acknowledged at once, processed by
// a job; replays and reorderings change nothing more; a tampered one is refused and writes nothing.
// The embedded PSP delivers its own signed events to the route after its delay.

let t: TestContext;
let deps: AppDeps;
let psp: SandboxPsp;
let anna: number;

beforeAll(async () => {
  t = await createTestContext();
  deps = { config: t.app.config, providers: t.app.providers };
  psp = t.app.providers.payments.sandboxPsp;
  anna = (await t.db.one<{ id: number }>(`SELECT id FROM app_user WHERE email = 'buyer@kontor.test'`))!.id;
});
afterAll(() => t?.close());

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

async function openAttempt(method: 'card' | 'bank_reference') {
  const order = await createTestOrder(t.db, { status: 'PENDING_PAY' });
  const po = (await t.db.one<{ id: number }>('SELECT id FROM payment_order WHERE contract_id = $1', [
    order.contractId,
  ]))!;
  const a = await startAttempt(t.db, deps, anna, {
    paymentOrderId: po.id,
    method,
    payChannel: method === 'card' ? 'CARD' : 'IDEAL',
    returnUrl: '/buyer/pay-result',
    language: 'en',
    guest: false,
  });
  const providerId = (await t.db.one<{ provider_reference: string }>(
    'SELECT provider_reference FROM payment_record WHERE id = $1',
    [a.attempt.paymentRecordId],
  ))!.provider_reference;
  return { order, attempt: a, providerId };
}

const post = (raw: string, signature: string | undefined) =>
  t.request('POST', '/api/payments/webhooks/sandbox', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}),
    },
  });

const recordOf = (id: number) =>
  t.db.one<{ record_status: string }>('SELECT record_status FROM payment_record WHERE id = $1', [id]);
const transitions = (id: number) =>
  t.db.query<{ to_status: string; source: string }>(
    'SELECT to_status, source FROM payment_transition WHERE payment_record_id = $1 ORDER BY id',
    [id],
  );
const runJobs = () => t.app.sweeps.runOnce(500, [WEBHOOK_JOB]);

function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('POST /api/payments/webhooks/{provider}', () => {
  it('events replayed 5 times, shuffled, make one state change and one payment of the order', async () => {
    const { order, attempt, providerId } = await openAttempt('card');
    const id = attempt.attempt.paymentRecordId;
    if (attempt.next.type !== 'client_secret') throw new Error('expected card fields');
    const card = await psp.tokenize({ number: '4000002760003184', expiry, cvc: '123' });
    const p = await psp.confirmPayment(attempt.next.clientSecret, card.token);
    await psp.answerChallenge(p.challenge_id!, 'complete');
    const sent = await psp.eventsAbout(providerId);
    expect(sent.map((e) => e.type)).toEqual(['payment.requires_action', 'payment.succeeded']);

    const deliveries = shuffled(sent.flatMap((e) => Array.from({ length: 5 }, () => JSON.stringify(e.body))));
    for (const raw of deliveries) {
      const res = await post(raw, psp.sign(raw));
      expect(res.statusCode).toBe(200);
      expect(res.body.received).toBe(true);
    }
    // Stored once per event, each with one job; nothing moved before the job ran.
    const stored = await t.db.query(
      'SELECT event_id FROM payment_webhook_event WHERE event_id = ANY($1::text[])',
      [sent.map((e) => e.id)],
    );
    expect(stored).toHaveLength(2);
    expect((await recordOf(id))!.record_status).toBe('PAY_PENDING');

    await runJobs();
    expect((await recordOf(id))!.record_status).toBe('PAY_SUCCESS');
    expect((await transitions(id)).filter((x) => x.source === 'webhook')).toEqual([
      { to_status: 'PAY_SUCCESS', source: 'webhook' },
    ]);
    const o = await t.db.one('SELECT display_status FROM trade_order WHERE id = $1', [order.id]);
    expect(o!.display_status).toBe('UN_DELIVERY');
    const paidEvents = await t.db.query(
      `SELECT id FROM order_event WHERE order_id = $1 AND kind = 'PAYMENT_SUCCEEDED'`,
      [order.id],
    );
    expect(paidEvents).toHaveLength(1);

    // Replayed again after processing: acknowledged, nothing more.
    for (const raw of shuffled(deliveries).slice(0, 4))
      expect((await post(raw, psp.sign(raw))).statusCode).toBe(200);
    await runJobs();
    expect(await transitions(id)).toHaveLength(2);
    const outcomes = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_webhook_event WHERE event_id = ANY($1::text[]) ORDER BY outcome',
      [sent.map((e) => e.id)],
    );
    expect(outcomes.map((x) => x.outcome).sort()).toEqual(['moved', 'no change']);
  });

  it('a late event that would move an attempt back changes nothing', async () => {
    const { attempt, providerId } = await openAttempt('bank_reference');
    const id = attempt.attempt.paymentRecordId;
    await psp.receiveTransfer(providerId);
    const [succeeded] = await psp.eventsAbout(providerId);
    const raw = JSON.stringify(succeeded!.body);
    await post(raw, psp.sign(raw));
    await runJobs();
    expect((await recordOf(id))!.record_status).toBe('PAY_SUCCESS');
    // A forged-order "failed" event for the same payment, signed (a provider's stale event).
    const stale = JSON.stringify({
      ...(succeeded!.body as object),
      id: 'sbx_evt_stale_failed',
      type: 'payment.failed',
      data: {
        object: {
          ...(succeeded!.body as any).data.object,
          status: 'failed',
          failure_reason: 'card_declined',
        },
      },
    });
    expect((await post(stale, psp.sign(stale))).statusCode).toBe(200);
    await runJobs();
    expect((await recordOf(id))!.record_status).toBe('PAY_SUCCESS');
  });

  it('a tampered, unsigned, stale or foreign-keyed event is refused with 400 and writes nothing', async () => {
    const { attempt, providerId } = await openAttempt('bank_reference');
    await psp.receiveTransfer(providerId);
    const [e] = await psp.eventsAbout(providerId);
    const raw = JSON.stringify(e!.body);
    const signature = psp.sign(raw);
    const count = async () =>
      Number(
        (await t.db.one<{ n: number }>(
          `SELECT (SELECT count(*) FROM payment_webhook_event) + (SELECT count(*) FROM deadline_job WHERE kind = $1) AS n`,
          [WEBHOOK_JOB],
        ))!.n,
      );
    const before = await count();
    const tampered = raw.replace('"succeeded"', '"failed"');
    expect(tampered).not.toBe(raw);
    for (const [body, sig] of [
      [tampered, signature],
      [raw, undefined],
      [raw, psp.sign(raw, Math.floor(Date.now() / 1000) - 3600)],
      [raw, psp.sign(raw, undefined, 'whsec_someone_else')],
      [`${raw} `, signature],
    ] as const) {
      const res = await post(body, sig);
      expect(res.statusCode, `${sig}`).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'INVALID_DATA' } });
    }
    expect(await count()).toBe(before);
    expect((await recordOf(attempt.attempt.paymentRecordId))!.record_status).toBe('PAY_PENDING');
    // An unknown provider is not found; the route takes no Origin check (providers send none).
    expect((await t.request('POST', '/api/payments/webhooks/nope', { body: raw })).statusCode).toBe(404);
    const foreignOrigin = await t.request('POST', '/api/payments/webhooks/sandbox', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        origin: 'https://psp.example',
        [SANDBOX_SIGNATURE_HEADER]: signature,
      },
    });
    expect(foreignOrigin.statusCode).toBe(200);
  });

  it('the embedded PSP sends its signed events to the route after its delay; the job settles the attempt', async () => {
    const { order, attempt, providerId } = await openAttempt('bank_reference');
    const id = attempt.attempt.paymentRecordId;
    if (attempt.next.type !== 'bank_reference') throw new Error('expected a bank reference');
    // The buyer's bank (the sandbox page) sends the transfer.
    const page = await t.request('GET', `/sandbox-psp/bank/${attempt.next.reference}`);
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain(attempt.next.reference);
    const sent = await t.request('POST', `/sandbox-psp/v1/bank/${attempt.next.reference}/transfer`, {
      body: {},
    });
    expect(sent.body.status).toBe('succeeded');

    const send = sandboxWebhookPost(t.app);
    // Not before SANDBOX_PSP_WEBHOOK_DELAY_MS.
    expect(psp.settings.webhookDelayMs).toBeGreaterThan(500);
    await sendDueSandboxEvents(psp, send);
    const mine = await t.db.query(
      `SELECT delivered_at FROM sandbox_psp_event WHERE body->'data'->'object'->>'id' = $1`,
      [providerId],
    );
    expect(mine.every((e) => e.delivered_at === null)).toBe(true);

    await psp.hurryEvents();
    expect(await sendDueSandboxEvents(psp, send, 500)).toBeGreaterThanOrEqual(1);
    const delivered = await t.db.query(
      `SELECT delivered_at FROM sandbox_psp_event WHERE body->'data'->'object'->>'id' = $1`,
      [providerId],
    );
    expect(delivered.every((e) => e.delivered_at !== null)).toBe(true);
    await runJobs();
    expect((await recordOf(id))!.record_status).toBe('PAY_SUCCESS');
    expect(await transitions(id)).toEqual([
      { to_status: 'PAY_PENDING', source: 'start' },
      { to_status: 'PAY_SUCCESS', source: 'webhook' },
    ]);
    const o = await t.db.one('SELECT display_status FROM trade_order WHERE id = $1', [order.id]);
    expect(o!.display_status).toBe('UN_DELIVERY');
  });

  it('hands a card-setup event to the handler another feature registers, once', async () => {
    const provider = t.app.providers.payments.get('sandbox');
    const setup = await provider.setupCard({
      reference: '424242',
      customer: { reference: String(anna), email: 'buyer@kontor.test' },
      country: 'DE',
      locale: 'en',
      billing: { name: 'Anna Becker', country: 'DE' },
      idempotencyKey: `card:${Date.now()}:setup:0`,
    });
    const card = await psp.tokenize({ number: '4242424242424242', expiry, cvc: '123' });
    await psp.confirmSetup(setup.clientSecret, card.token);
    const [e] = await psp.eventsAbout(setup.providerSetupId);
    const raw = JSON.stringify(e!.body);
    expect((await post(raw, psp.sign(raw))).statusCode).toBe(200);
    const row = (await t.db.one<{ id: number }>('SELECT id FROM payment_webhook_event WHERE event_id = $1', [
      e!.id,
    ]))!;
    const seen: unknown[] = [];
    const handlers = {
      setup: async (_q: unknown, event: unknown) => {
        seen.push(event);
        return 'card saved';
      },
    };
    expect(await t.db.tx((q) => processWebhookEvent(q, row.id, handlers))).toBe('card saved');
    expect(await t.db.tx((q) => processWebhookEvent(q, row.id, handlers))).toBe('done before');
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'setup', providerSetupId: setup.providerSetupId, status: 'succeeded' }),
    ]);
    expect((seen[0] as { card: { last4: string } }).card.last4).toBe('4242');
  });

  it('the tickers run delivery and processing on their own when sweeps run', async () => {
    const { attempt, providerId } = await openAttempt('bank_reference');
    await psp.receiveTransfer(providerId);
    await psp.hurryEvents();
    await t.app.sweeps.runTickers();
    await t.app.sweeps.runTickers();
    expect((await recordOf(attempt.attempt.paymentRecordId))!.record_status).toBe('PAY_SUCCESS');
  });
});
