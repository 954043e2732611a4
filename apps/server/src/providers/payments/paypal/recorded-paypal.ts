import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { ContractHarness, WebhookDelivery } from '../payment-provider.contract.ts';
import {
  expectRequest,
  IdempotencyBook,
  keyParts,
  providerId,
  type RecordedAnswer,
  type RecordedRequest,
  recordedHost,
} from '../recorded-http.ts';
import authorization from './recordings/authorization.json' with { type: 'json' };
import errors from './recordings/errors.json' with { type: 'json' };
import oauthToken from './recordings/oauth-token.json' with { type: 'json' };
import orderCaptured from './recordings/order-captured.json' with { type: 'json' };
import orderCreated from './recordings/order-created.json' with { type: 'json' };
import refundRecording from './recordings/refund.json' with { type: 'json' };
import captureEvent from './recordings/webhook-capture-completed.json' with { type: 'json' };

type Obj = Record<string, any>;

const recording = (name: string) => readFileSync(new URL(`./recordings/${name}`, import.meta.url), 'utf8');
/** A test stand-in for PayPal's message-verification certificate (subject as PayPal's), and its key. */
const CERT_PEM = recording('webhook-test-cert.pem');
const CERT_KEY = recording('webhook-test-key.pem');
export const PAYPAL_CERT_URL =
  'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270';

/** The decimal PayPal expects for our minor units, worked out independently of the adapter. */
const decimalOf = (minor: number, currency: string) =>
  currency === 'JPY' ? String(minor) : (minor / 100).toFixed(2);

/**
 * PayPal's side of the contract run (decision 031): api-m.sandbox.paypal.com answered from the
 * recorded Orders v2 / Payments v2 objects in `recordings/` (PayPal's API reference examples), the
 * OAuth token call the SDK makes first, PayPal-Request-Id idempotency, the buyer's approval on
 * PayPal's page, and PayPal's webhooks signed the way PayPal signs them (SHA256withRSA over
 * `transmissionId|time|webhookId|crc32(body)`), with a test certificate served at PayPal's cert URL.
 */
export function recordedPaypal(opts: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  currency: string;
}) {
  const host = recordedHost('https://api-m.sandbox.paypal.com');
  const certHost = recordedHost('https://api.sandbox.paypal.com');
  certHost.on('GET', /^\/v1\/notifications\/certs\/CERT-360caa42-fca2a594-1d93a270$/, () => [
    200,
    CERT_PEM,
    { 'content-type': 'text/plain' },
  ]);
  const book = new IdempotencyBook();
  const orders = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const events = new Map<string, Obj[]>();
  const token = oauthToken.access_token;
  const iso = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  const emit = (orderId: string, type: string, resourceType: string, resource: Obj) => {
    const e = {
      ...structuredClone(captureEvent),
      id: `WH-${providerId('', 17).toUpperCase()}-${providerId('', 17).toUpperCase()}`,
      create_time: new Date().toISOString(),
      event_type: type,
      resource_type: resourceType,
      summary: `${type} for ${orderId}`,
      resource: structuredClone(resource),
    };
    events.set(orderId, [...(events.get(orderId) ?? []), e]);
  };
  const json = (req: RecordedRequest) => (req.text ? JSON.parse(req.text) : {});
  const bearer = (req: RecordedRequest) =>
    expectRequest(
      host,
      req.headers.get('authorization') === `Bearer ${token}`,
      'PayPal calls carry the OAuth token',
    );
  const idempotent = (req: RecordedRequest, make: () => RecordedAnswer, expected?: RegExp) => {
    const key = req.headers.get('paypal-request-id');
    expectRequest(host, !!key, `${req.path} was sent without PayPal-Request-Id`);
    if (expected) expectRequest(host, expected.test(key!), `PayPal-Request-Id ${key} is not ${expected}`);
    return book.answer(key!, make);
  };
  const ppId = () => providerId('', 17).toUpperCase();
  const unit = (o: Obj) => o.purchase_units[0];
  const capture = (o: Obj, value: string) => {
    const c = structuredClone(orderCaptured.purchase_units[0]!.payments.captures[0]!) as Obj;
    Object.assign(c, {
      id: ppId(),
      status: 'COMPLETED',
      amount: { currency_code: unit(o).amount.currency_code, value },
      custom_id: unit(o).custom_id,
      invoice_id: unit(o).invoice_id,
      supplementary_data: { related_ids: { order_id: o.id } },
      create_time: iso(),
      update_time: iso(),
    });
    unit(o).payments = { ...unit(o).payments, captures: [...(unit(o).payments?.captures ?? []), c] };
    emit(o.id, 'PAYMENT.CAPTURE.COMPLETED', 'capture', c);
    return c;
  };
  const findAuth = (id: string) => {
    for (const o of orders.values()) {
      const a = unit(o).payments?.authorizations?.find((x: Obj) => x.id === id);
      if (a) return { o, a };
    }
    return null;
  };
  const findCapture = (id: string) => {
    for (const o of orders.values()) {
      const c = unit(o).payments?.captures?.find((x: Obj) => x.id === id);
      if (c) return { o, c };
    }
    return null;
  };

  host.on('POST', /^\/v1\/oauth2\/token$/, (req) => {
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    expectRequest(
      host,
      req.headers.get('authorization') === `Basic ${basic}`,
      'the token is asked with client credentials',
    );
    expectRequest(
      host,
      new URLSearchParams(req.text).get('grant_type') === 'client_credentials',
      'grant_type',
    );
    return [200, oauthToken];
  });
  host.on('POST', /^\/v2\/checkout\/orders$/, (req) => {
    bearer(req);
    const body = json(req);
    const key = req.headers.get('paypal-request-id') ?? '';
    const [reference, , minor] = key.split(':');
    const pu = body.purchase_units?.[0] ?? {};
    expectRequest(
      host,
      pu.custom_id === reference && pu.invoice_id === reference,
      'our reference is custom_id and invoice_id',
    );
    expectRequest(host, pu.amount?.currency_code === opts.currency, `currency ${pu.amount?.currency_code}`);
    expectRequest(
      host,
      pu.amount?.value === decimalOf(Number(minor), opts.currency),
      `amount ${pu.amount?.value} is not ${decimalOf(Number(minor), opts.currency)} ${opts.currency}`,
    );
    const ctx = body.payment_source?.paypal?.experience_context ?? {};
    expectRequest(
      host,
      /^https:\/\//.test(ctx.return_url) && /cancelled=1/.test(ctx.cancel_url),
      'return and cancel urls',
    );
    return idempotent(
      req,
      () => {
        const id = ppId();
        const o: Obj = {
          ...structuredClone(orderCreated),
          id,
          intent: body.intent,
          create_time: iso(),
          purchase_units: [
            {
              ...structuredClone(orderCreated.purchase_units[0]),
              ...pu,
              payee: orderCreated.purchase_units[0]!.payee,
            },
          ],
          links: [
            { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            {
              href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
              rel: 'payer-action',
              method: 'GET',
            },
          ],
        };
        orders.set(id, o);
        return [200, o];
      },
      /^\d+:start:\d+$/,
    );
  });
  host.on('GET', /^\/v2\/checkout\/orders\/(?<id>[^/]+)$/, (req, { id }) => {
    bearer(req);
    const o = orders.get(id!);
    return o ? [200, o] : [404, errors.resource_not_found];
  });
  host.on('POST', /^\/v2\/checkout\/orders\/(?<id>[^/]+)\/(?<op>capture|authorize)$/, (req, { id, op }) => {
    bearer(req);
    return idempotent(
      req,
      () => {
        const o = orders.get(id!);
        if (!o) return [404, errors.resource_not_found];
        if (o.status !== 'APPROVED') return [422, errors.order_not_approved];
        expectRequest(
          host,
          (op === 'capture') === (o.intent === 'CAPTURE'),
          `${op} matches the order's intent`,
        );
        o.status = 'COMPLETED';
        o.payer = structuredClone(orderCaptured.payer);
        if (op === 'capture') capture(o, unit(o).amount.value);
        else {
          const a = {
            ...structuredClone(authorization),
            id: ppId(),
            amount: structuredClone(unit(o).amount),
            custom_id: unit(o).custom_id,
            expiration_time: new Date(Date.now() + 29 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z'),
            create_time: iso(),
            update_time: iso(),
            supplementary_data: { related_ids: { order_id: o.id } },
          };
          unit(o).payments = { authorizations: [a] };
          emit(o.id, 'PAYMENT.AUTHORIZATION.CREATED', 'authorization', a);
        }
        return [201, o];
      },
      /^\d+:complete:\d+$/,
    );
  });
  host.on(
    'POST',
    /^\/v2\/payments\/authorizations\/(?<id>[^/]+)\/(?<op>capture|void)$/,
    (req, { id, op }) => {
      bearer(req);
      return idempotent(req, () => {
        const found = findAuth(id!);
        if (!found) return [404, errors.resource_not_found];
        if (found.a.status !== 'CREATED') return [422, errors.order_not_approved];
        if (op === 'void') {
          found.a.status = 'VOIDED';
          emit(found.o.id, 'PAYMENT.AUTHORIZATION.VOIDED', 'authorization', found.a);
          return [204];
        }
        const value = json(req).amount?.value ?? found.a.amount.value;
        found.a.status = 'CAPTURED';
        return [201, capture(found.o, value)];
      });
    },
  );
  host.on('POST', /^\/v2\/payments\/captures\/(?<id>[^/]+)\/refund$/, (req, { id }) => {
    bearer(req);
    const body = json(req);
    return idempotent(
      req,
      () => {
        const found = findCapture(id!);
        if (!found) return [404, errors.resource_not_found];
        expectRequest(host, body.custom_id === unit(found.o).custom_id, 'the refund names our attempt');
        const k = keyParts(req.headers.get('paypal-request-id'));
        expectRequest(
          host,
          body.amount?.value === decimalOf(k.minor, body.amount?.currency_code),
          `refund ${body.amount?.value} is not the key's ${k.minor}`,
        );
        const r = {
          ...structuredClone(refundRecording),
          id: ppId(),
          amount: body.amount,
          custom_id: body.custom_id,
          status: 'PENDING',
          create_time: iso(),
          update_time: iso(),
        };
        refunds.set(r.id, r);
        return [201, r];
      },
      /^\d+:refund-\d+:\d+$/,
    );
  });
  host.on('GET', /^\/v2\/payments\/refunds\/(?<id>[^/]+)$/, (req, { id }) => {
    bearer(req);
    const r = refunds.get(id!);
    return r ? [200, r] : [404, errors.resource_not_found];
  });

  const signDelivery = (rawBody: Buffer, key: string): Record<string, string> => {
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const message = `${transmissionId}|${time}|${opts.webhookId}|${crc32(rawBody)}`;
    return {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': sign('RSA-SHA256', Buffer.from(message), key).toString('base64'),
      'paypal-cert-url': PAYPAL_CERT_URL,
      'paypal-auth-algo': 'SHA256withRSA',
      'content-type': 'application/json',
    };
  };
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;

  const buyer: ContractHarness['buyer'] = {
    async payWithCard() {
      throw new Error('PayPal takes no card fields here');
    },
    async confirmCardSetup() {
      throw new Error('PayPal keeps no cards here');
    },
    /** The buyer on PayPal's page: logs in and approves (PayPal then sends them to return_url), or cancels. */
    async approveWallet(next, approve) {
      if (next.type !== 'redirect') throw new Error('PayPal needs its approval page');
      const id = new URL(next.url).searchParams.get('token')!;
      const o = orders.get(id);
      if (!o) throw new Error(`paypal.com: no order ${id}`);
      if (!approve) return null;
      o.status = 'APPROVED';
      o.payer = structuredClone(orderCaptured.payer);
      emit(id, 'CHECKOUT.ORDER.APPROVED', 'checkout-order', o);
      return { token: id, PayerID: o.payer.payer_id };
    },
  };

  return {
    host,
    certHost,
    buyer,
    webhookHeaders: (rawBody: Buffer) => signDelivery(rawBody, CERT_KEY),
    async deliveries(orderId: string): Promise<WebhookDelivery[]> {
      return (events.get(orderId) ?? []).map((e) => {
        const rawBody = Buffer.from(JSON.stringify(e));
        return { rawBody, headers: signDelivery(rawBody, CERT_KEY) };
      });
    },
    /** Signed by someone who is not PayPal: a valid signature, the wrong key. */
    forgeSignature(d: WebhookDelivery): WebhookDelivery {
      return { rawBody: d.rawBody, headers: signDelivery(d.rawBody, otherKey) };
    },
    /** PayPal refunds to a PayPal balance complete shortly after they are asked. */
    async settle() {
      for (const r of refunds.values()) if (r.status === 'PENDING') r.status = 'COMPLETED';
    },
    close() {
      host.close();
      certHost.close();
    },
  };
}
