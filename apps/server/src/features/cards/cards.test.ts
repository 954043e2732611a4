import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FORM, confirmAtSandbox, createCard, PK, saveTestCard } from '../../../test/card-kit.ts';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';
import { cardProviderCsp } from '../../providers/payments/browser-csp.ts';
import { loadPaymentsConfig } from '../../providers/payments/payments-config.ts';
import { onCardSetupEvent } from './cards-service.ts';

const VISA = '4242424242424242';
const CHALLENGE = '4000002760003184';
const DECLINED = '4000000000000002';

describe('saved cards', () => {
  let t: TestContext;
  let anna: string;
  let ben: string;
  const poll = (id: number, cookie = anna) =>
    t.call('func', 'customer_QueryOneCardFunc', { id }, { cookie, site: 'DE' });

  beforeAll(async () => {
    t = await createTestContext();
    anna = await t.signIn('buyer@kontor.test');
    ben = await t.signIn('buyer2@kontor.test');
  });
  afterAll(() => t?.close());

  const cards = async (cookie = anna) =>
    expectOk(await t.call('flow', 'customer_QueryCardByCustomerFlow', { isBind: 1 }, { cookie, site: 'DE' }));

  it('adds 4242 4242 4242 4242: the poll shows payCenterToken once the provider confirmed, listed as Visa 4242', async () => {
    const { id, clientSecret } = await createCard(t, ben);
    expect(clientSecret).toMatch(/_secret_/);
    const before = expectOk(await poll(id, ben));
    expect(before).toMatchObject({ id, payCenterToken: null, status: 'SETUP_PENDING', tailNumber: null });

    const intent = await confirmAtSandbox(t, clientSecret, VISA);
    expect(intent).toMatchObject({ status: 'succeeded', nextAction: null, lastError: null });
    const after = expectOk(await poll(id, ben));
    expect(after).toMatchObject({
      id,
      status: 'ACTIVE',
      tailNumber: '4242',
      expMonth: 12,
      expYear: 2034,
      isDefault: true,
      bankNetBO: { bankNetName: 'Visa', bankNetLogo: '/card-brands/visa.svg' },
    });
    expect(after.payCenterToken).toMatch(/^sbx_pm_/);
    expect(await cards(ben)).toEqual([after]);
  });

  it('a 3-D Secure card waits for its challenge: complete saves it, fail does not', async () => {
    const done = await createCard(t, anna);
    const intent = await confirmAtSandbox(t, done.clientSecret, CHALLENGE);
    expect(intent.status).toBe('requires_action');
    expect(intent.nextAction!.url).toMatch(/^challenge\/sbx_ch_/);
    expect(expectOk(await poll(done.id)).payCenterToken).toBeNull();

    const page = await t.request(
      'GET',
      `/sandbox-psp/v1/${intent.nextAction!.url}?locale=en&origin=http://localhost`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('Complete authentication');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const answered = await t.request('POST', `/sandbox-psp/v1/${intent.nextAction!.url}`, {
      body: { outcome: 'complete', locale: 'en' },
    });
    expect(answered.body.intent.status).toBe('succeeded');
    expect(expectOk(await poll(done.id))).toMatchObject({ status: 'ACTIVE', tailNumber: '3184' });

    const failed = await createCard(t, anna);
    const second = await confirmAtSandbox(t, failed.clientSecret, CHALLENGE);
    const refused = await t.request('POST', `/sandbox-psp/v1/${second.nextAction!.url}`, {
      body: { outcome: 'fail', locale: 'en' },
    });
    expect(refused.body.error).toEqual({
      code: 'authentication_failed',
      message: 'We could not authenticate your card. Please try again or use another card.',
    });
    expect(expectOk(await poll(failed.id))).toMatchObject({ status: 'SETUP_FAILED', payCenterToken: null });
    expect((await cards()).map((c: { id: number }) => c.id)).not.toContain(failed.id);
  });

  it('a declined card answers the provider’s message and is not saved', async () => {
    const { id, clientSecret } = await createCard(t, anna);
    const intent = await confirmAtSandbox(t, clientSecret, DECLINED);
    expect(intent.lastError).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(expectOk(await poll(id))).toMatchObject({ status: 'SETUP_FAILED', payCenterToken: null });
  });

  it('the card fields’ endpoint answers their own messages, field by field', async () => {
    const res = await t.request('POST', '/sandbox-psp/v1/tokens', {
      body: { key: PK, number: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '', locale: 'zh' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual({
      number: { code: 'invalid_number', message: '您的卡号无效。' },
      expiry: { code: 'invalid_expiry', message: '您的卡的到期日期无效。' },
      cvc: { code: 'incomplete_cvc', message: '您的卡的安全码不完整。' },
    });
    const badKey = await t.request('POST', '/sandbox-psp/v1/tokens', {
      body: { key: 'pk_wrong', number: VISA, expiry: '12/34', cvc: '123' },
    });
    expect(badKey.statusCode).toBe(401);
  });

  it('another buyer’s card answers 404 exactly like a made-up id, for every card call', async () => {
    const annas = await saveTestCard(t, anna);
    for (const [kind, name] of [
      ['func', 'customer_QueryOneCardFunc'],
      ['flow', 'kontor_customer_SetDefaultCardFlow'],
      ['flow', 'kontor_customer_DeleteCardFlow'],
    ] as const) {
      const foreign = await t.call(kind, name, { id: annas }, { cookie: ben, site: 'DE' });
      const madeUp = await t.call(kind, name, { id: 987654321 }, { cookie: ben, site: 'DE' });
      expectFailure(foreign, 404, 'NOT_FOUND');
      expect(foreign.payload).toBe(madeUp.payload);
    }
    expect(expectOk(await poll(annas)).status).toBe('ACTIVE');
  });

  it('keeps one default under concurrent changes, and a deleted default hands it on', async () => {
    const ids = [await saveTestCard(t, anna), await saveTestCard(t, anna), await saveTestCard(t, anna)];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.call(
          'flow',
          'kontor_customer_SetDefaultCardFlow',
          { id: ids[i % 3] },
          { cookie: anna, site: 'DE' },
        ),
      ),
    );
    for (const r of results) expectOk(r);
    const listed = await cards();
    expect(listed.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
    expect(listed[0].isDefault).toBe(true);
    const { n } = (await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM saved_card WHERE is_default AND buyer_id = (SELECT id FROM app_user WHERE email = 'buyer@kontor.test')`,
    ))!;
    expect(n).toBe(1);

    const def = listed[0];
    const customer = (await t.db.one<{ provider_customer_id: string }>(
      'SELECT provider_customer_id FROM saved_card WHERE id = $1',
      [def.id],
    ))!.provider_customer_id;
    const psp = t.app.providers.payments.sandboxPsp;
    expect((await psp.listCards(customer)).map((c) => c.token)).toContain(def.payCenterToken);
    expectOk(
      await t.call('flow', 'kontor_customer_DeleteCardFlow', { id: def.id }, { cookie: anna, site: 'DE' }),
    );
    expect((await psp.listCards(customer)).map((c) => c.token)).not.toContain(def.payCenterToken);
    const after = await cards();
    expect(after.map((c: { id: number }) => c.id)).not.toContain(def.id);
    expect(after.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
    expect(after[0].isDefault).toBe(true);
    // Deleted is gone for good: again 404.
    expectFailure(
      await t.call('flow', 'kontor_customer_DeleteCardFlow', { id: def.id }, { cookie: anna, site: 'DE' }),
      404,
      'NOT_FOUND',
    );
  });

  it('CSP: the app allows no other origin with the sandbox; only the PSP’s framed pages may be framed (by us)', async () => {
    const app = await t.request('GET', '/healthz');
    const csp = String(app.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
    const fields = await t.request(
      'GET',
      `/sandbox-psp/v1/elements/card?key=${PK}&locale=en&frame=f1&origin=${encodeURIComponent('http://localhost:3000')}`,
    );
    expect(fields.statusCode).toBe(200);
    expect(fields.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(fields.payload).not.toMatch(/<script>(?!<)/);
    expect(fields.payload).toContain('<label for="number">Card number</label>');
    expect(
      (await t.request('GET', `/sandbox-psp/v1/elements/card?key=pk_wrong&origin=http://localhost`))
        .statusCode,
    ).toBe(401);
    expect(cardProviderCsp('stripe').script).toEqual(['https://js.stripe.com']);
    expect(cardProviderCsp('sandbox')).toEqual({ script: [], frame: [], connect: [] });
  });

  it('refuses bad input with the form’s messages', async () => {
    const res = await t.call(
      'flow',
      'customer_CreateCardFlow',
      { ...CARD_FORM, cardHolderName: '  ', email: 'nope', street: '' },
      { cookie: anna, site: 'DE' },
    );
    expectFailure(res, 400, 'INVALID_DATA');
    expect(res.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'cardHolderName',
      'email',
      'street',
    ]);
    // Card digits are not ours to take: an unknown field is refused.
    expectFailure(
      await t.call(
        'flow',
        'customer_CreateCardFlow',
        { ...CARD_FORM, cardNumber: VISA },
        { cookie: anna, site: 'DE' },
      ),
      400,
      'INVALID_DATA',
    );
  });
});

describe('the card setup poll ends in success or the timeout', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestContext({ config: { payments: { ...loadPaymentsConfig({}), setupTtlMs: 0 } } });
    cookie = await t.signIn('buyer2@kontor.test');
  });
  afterAll(() => t?.close());

  it('six polls of an unconfirmed setup never show a token; the sweep gives the setup up', async () => {
    const { id } = await createCard(t, cookie);
    for (let i = 0; i < 6; i++) {
      const card = expectOk(
        await t.call('func', 'customer_QueryOneCardFunc', { id }, { cookie, site: 'DE' }),
      );
      expect(card.payCenterToken).toBeNull();
    }
    const swept = await t.app.sweeps.runRowSweeps();
    expect(swept['cards.giveUpStaleSetups']).toBe(1);
    const card = expectOk(await t.call('func', 'customer_QueryOneCardFunc', { id }, { cookie, site: 'DE' }));
    expect(card).toMatchObject({ status: 'EXPIRED', payCenterToken: null });
    const events = await t.db.query(
      'SELECT from_status, to_status, source FROM saved_card_event WHERE saved_card_id = $1',
      [id],
    );
    expect(events).toEqual([{ from_status: 'SETUP_PENDING', to_status: 'EXPIRED', source: 'SYSTEM' }]);
  });

  it('a setup the buyer confirmed but never polled is kept by the sweep, not given up', async () => {
    const { id, clientSecret } = await createCard(t, cookie);
    await confirmAtSandbox(t, clientSecret, VISA);
    await t.app.sweeps.runRowSweeps();
    const card = expectOk(await t.call('func', 'customer_QueryOneCardFunc', { id }, { cookie, site: 'DE' }));
    expect(card).toMatchObject({ status: 'ACTIVE', tailNumber: '4242' });
  });
});

describe('a provider webhook about a setup settles the card once', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestContext();
    cookie = await t.signIn('buyer2@kontor.test');
  });
  afterAll(() => t?.close());

  it('the sandbox PSP’s setup.succeeded event, read by its verifier, activates the card; replays change nothing', async () => {
    const { id, clientSecret } = await createCard(t, cookie);
    await confirmAtSandbox(t, clientSecret, VISA);
    const psp = t.app.providers.payments.sandboxPsp;
    const provider = t.app.providers.payments.get('sandbox');
    const setupId = (await t.db.one<{ provider_setup_id: string }>(
      'SELECT provider_setup_id FROM saved_card WHERE id = $1',
      [id],
    ))!.provider_setup_id;
    const [sent] = await psp.eventsAbout(setupId);
    const raw = Buffer.from(JSON.stringify(sent!.body));
    const events = await provider.parseWebhook(raw, { 'sandbox-signature': psp.sign(raw.toString()) });
    const outcomes = [];
    for (let i = 0; i < 3; i++)
      outcomes.push(await t.db.tx((q) => onCardSetupEvent(q, events[0]!, 'sandbox')));
    expect(outcomes).toEqual(['card ACTIVE', 'card ACTIVE', 'card ACTIVE']);
    const moves = await t.db.query('SELECT to_status FROM saved_card_event WHERE saved_card_id = $1', [id]);
    expect(moves).toEqual([{ to_status: 'ACTIVE' }]);
    const card = expectOk(await t.call('func', 'customer_QueryOneCardFunc', { id }, { cookie, site: 'DE' }));
    expect(card).toMatchObject({ status: 'ACTIVE', tailNumber: '4242' });
  });
});
