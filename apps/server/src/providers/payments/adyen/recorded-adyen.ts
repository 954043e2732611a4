import { randomBytes } from 'node:crypto';
import { hmacValidator } from '@adyen/api-library';
import { CONTRACT_CARDS, type ContractHarness, type WebhookDelivery } from '../payment-provider.contract.ts';
import {
  expectRequest,
  IdempotencyBook,
  keyParts,
  type RecordedAnswer,
  type RecordedRequest,
  recordedHost,
} from '../recorded-http.ts';
import cancelReceived from './recordings/cancel-received.json' with { type: 'json' };
import captureReceived from './recordings/capture-received.json' with { type: 'json' };
import errors from './recordings/errors.json' with { type: 'json' };
import notification from './recordings/notification-authorisation.json' with { type: 'json' };
import refundReceived from './recordings/refund-received.json' with { type: 'json' };
import sessionCreated from './recordings/session-created.json' with { type: 'json' };
import sessionResult from './recordings/session-result.json' with { type: 'json' };

type Obj = Record<string, any>;
const psp = () =>
  randomBytes(8)
    .toString('hex')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');

/**
 * Adyen's side of the contract run (decision 031): checkout-test.adyen.com/v72 answered from the
 * recorded Checkout API objects in `recordings/` (Adyen's API explorer examples): /sessions, the
 * session result, the modification endpoints answering `received`; the Drop-in paying on Adyen's
 * side; and Adyen's standard webhooks, each item signed with the library's own HmacValidator.
 */
export function recordedAdyen(opts: {
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
  currency: string;
  country: string;
}) {
  const host = recordedHost('https://checkout-test.adyen.com');
  const book = new IdempotencyBook();
  const hmac = new hmacValidator();
  const sessions = new Map<string, Obj>();
  const notifications = new Map<string, Obj[]>();
  const json = (req: RecordedRequest) => (req.text ? JSON.parse(req.text) : {});
  const authorised = (req: RecordedRequest) =>
    expectRequest(host, req.headers.get('x-api-key') === opts.apiKey, 'Adyen calls carry the X-API-Key');
  const idempotent = (req: RecordedRequest, make: () => RecordedAnswer, expected?: RegExp) => {
    const key = req.headers.get('idempotency-key');
    expectRequest(host, !!key, `${req.path} was sent without Idempotency-Key`);
    if (expected) expectRequest(host, expected.test(key!), `Idempotency-Key ${key} is not ${expected}`);
    return book.answer(key!, make);
  };
  const notify = (item: Obj, hmacKey = opts.hmacKey) => {
    const signed = structuredClone(item);
    signed.additionalData = { hmacSignature: hmac.calculateHmac(signed as never, hmacKey) };
    return signed;
  };
  const emit = (fields: Obj) => {
    const template = notification.notificationItems[0]!.NotificationRequestItem;
    const item: Obj = {
      ...structuredClone(template),
      merchantAccountCode: opts.merchantAccount,
      eventDate: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
      ...fields,
    };
    for (const key of [item.pspReference, item.originalReference].filter(Boolean))
      notifications.set(key, [...(notifications.get(key) ?? []), notify(item)]);
  };

  host.on('POST', /^\/v72\/sessions$/, (req) => {
    authorised(req);
    const b = json(req);
    expectRequest(host, b.merchantAccount === opts.merchantAccount, 'the merchant account');
    expectRequest(
      host,
      Number.isInteger(b.amount?.value) && b.amount.value > 0,
      'amount.value in minor units',
    );
    expectRequest(host, b.amount?.currency === opts.currency, `currency ${b.amount?.currency}`);
    expectRequest(
      host,
      b.countryCode === opts.country,
      `countryCode ${b.countryCode} is not ${opts.country}`,
    );
    expectRequest(host, /^\d+$/.test(b.reference ?? ''), 'our attempt id is the merchant reference');
    expectRequest(host, /^(en|zh)-[A-Z]{2}$/.test(b.shopperLocale ?? ''), `shopperLocale ${b.shopperLocale}`);
    const k = keyParts(req.headers.get('idempotency-key'));
    expectRequest(
      host,
      k.reference === b.reference && k.minor === b.amount?.value,
      'amount and reference are the key’s',
    );
    return idempotent(
      req,
      () => {
        const id = `CS${randomBytes(8).toString('hex').toUpperCase()}`;
        const s = {
          ...structuredClone(sessionCreated),
          ...b,
          id,
          mode: 'embedded',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          sessionData: `Ab02b4c0!${randomBytes(48).toString('base64')}`,
        };
        sessions.set(id, {
          session: s,
          status: 'active',
          payments: [] as Obj[],
          result: null as string | null,
        });
        return [201, s];
      },
      /^\d+:start:\d+$/,
    );
  });
  host.on('GET', /^\/v72\/sessions\/(?<id>[^/]+)$/, (req, { id }) => {
    authorised(req);
    const s = sessions.get(id!);
    if (!s) return [404, errors.not_found];
    if (req.query.get('sessionResult') !== s.result) return [422, errors.invalid_session_result];
    return [
      200,
      {
        ...structuredClone(sessionResult),
        id,
        status: s.status,
        reference: s.session.reference,
        payments: s.payments,
      },
    ];
  });
  const modification = (kind: 'captures' | 'cancels' | 'refunds', answer: Obj, eventCode: string) =>
    host.on(
      'POST',
      new RegExp(`^/v72/payments/(?<psp>[A-Z0-9]{16})/${kind}$`),
      (req, { psp: paymentPsp }) => {
        authorised(req);
        const b = json(req);
        expectRequest(host, b.merchantAccount === opts.merchantAccount, 'the merchant account');
        expectRequest(host, /^\d+$/.test(b.reference ?? ''), 'modifications name our attempt');
        const k = keyParts(req.headers.get('idempotency-key'));
        if (b.amount)
          expectRequest(
            host,
            k.minor === b.amount.value && k.reference === b.reference,
            'amount is the key’s',
          );
        return idempotent(req, () => {
          const ref = psp();
          emit({
            eventCode,
            pspReference: ref,
            originalReference: paymentPsp,
            merchantReference: b.reference,
            amount: b.amount ?? { currency: opts.currency, value: 0 },
            success: 'true',
            reason: '',
          });
          return [
            201,
            {
              ...structuredClone(answer),
              ...b,
              paymentPspReference: paymentPsp,
              pspReference: ref,
              status: 'received',
            },
          ];
        });
      },
    );
  modification('captures', captureReceived, 'CAPTURE');
  modification('cancels', cancelReceived, 'CANCELLATION');
  modification('refunds', refundReceived, 'REFUND');

  const buyer: ContractHarness['buyer'] = {
    async payWithCard() {
      throw new Error('this adapter takes cards only in the hosted checkout');
    },
    async confirmCardSetup() {
      throw new Error('no saved cards through this adapter');
    },
    /** The Drop-in on the buyer's page pays the session; Adyen hands the browser a sessionResult. */
    async payHostedCheckout(next, card) {
      if (next.type !== 'session') throw new Error('the Drop-in needs its session');
      const s = sessions.get(next.sessionId);
      if (!s || s.session.sessionData !== next.sessionData) throw new Error('Drop-in: unknown session');
      const ok = card === CONTRACT_CARDS.ok;
      const payment = {
        amount: s.session.amount,
        paymentMethod: { brand: 'visa', type: 'scheme' },
        pspReference: psp(),
        resultCode: ok ? 'Authorised' : 'Refused',
      };
      s.payments.push(payment);
      s.status = ok ? 'completed' : 'refused';
      s.result = `X3XtfGC9!${randomBytes(24).toString('base64')}`;
      emit({
        eventCode: 'AUTHORISATION',
        pspReference: payment.pspReference,
        merchantReference: s.session.reference,
        amount: s.session.amount,
        success: ok ? 'true' : 'false',
        reason: ok ? '033899:1111:03/2030' : 'Refused',
      });
      return { sessionId: next.sessionId, sessionResult: s.result };
    },
  };

  const body = (item: Obj) =>
    Buffer.from(JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }));
  const itemOf = (d: WebhookDelivery) =>
    JSON.parse(d.rawBody.toString('utf8')).notificationItems[0].NotificationRequestItem;
  return {
    host,
    buyer,
    async deliveries(pspReference: string): Promise<WebhookDelivery[]> {
      return (notifications.get(pspReference) ?? []).map((item) => ({
        rawBody: body(item),
        headers: { 'content-type': 'application/json' },
      }));
    },
    /** Signed with a key that is not the account's. */
    forgeSignature(d: WebhookDelivery): WebhookDelivery {
      const item = itemOf(d);
      delete item.additionalData;
      return {
        rawBody: body(notify(item, randomBytes(32).toString('hex').toUpperCase())),
        headers: d.headers,
      };
    },
    stripSignature(d: WebhookDelivery): WebhookDelivery {
      const item = itemOf(d);
      delete item.additionalData;
      return { rawBody: body(item), headers: d.headers };
    },
    async settle() {},
  };
}
