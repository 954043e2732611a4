import { randomUUID } from 'node:crypto';
import type { ContractHarness } from '../payment-provider.contract.ts';
import {
  expectRequest,
  IdempotencyBook,
  keyParts,
  type RecordedAnswer,
  type RecordedRequest,
  recordedHost,
} from '../recorded-http.ts';
import errors from './recordings/errors.json' with { type: 'json' };
import omOrder from './recordings/om-order.json' with { type: 'json' };
import orderPlaced from './recordings/order-placed.json' with { type: 'json' };
import refundRead from './recordings/refund-read.json' with { type: 'json' };
import sessionCreated from './recordings/session-created.json' with { type: 'json' };
import sessionRead from './recordings/session-read.json' with { type: 'json' };

type Obj = Record<string, any>;

/**
 * Klarna's side of the contract run (decision 031): api.playground.klarna.com answered from the
 * recorded Payments API and Order Management objects in `recordings/` (Klarna's API reference
 * examples), with Basic auth checked, Klarna-Idempotency-Key replays, the widget's authorisation in
 * the buyer's browser (Klarna.Payments.authorize → authorization_token, or a refusal), and Order
 * Management's bookkeeping (captures, refunds, cancel).
 */
export function recordedKlarna(opts: {
  username: string;
  password: string;
  currency: string;
  country: string;
}) {
  const host = recordedHost('https://api.playground.klarna.com');
  const book = new IdempotencyBook();
  const sessions = new Map<string, Obj>();
  const orders = new Map<string, Obj>();
  const json = (req: RecordedRequest) => (req.text ? JSON.parse(req.text) : {});
  const basic = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
  const authorised = (req: RecordedRequest) =>
    expectRequest(host, req.headers.get('authorization') === basic, 'Klarna calls carry Basic auth');
  const idempotent = (req: RecordedRequest, make: () => RecordedAnswer, expected?: RegExp) => {
    const key = req.headers.get('klarna-idempotency-key');
    expectRequest(host, !!key, `${req.path} was sent without Klarna-Idempotency-Key`);
    if (expected)
      expectRequest(host, expected.test(key!), `Klarna-Idempotency-Key ${key} is not ${expected}`);
    return book.answer(key!, make);
  };
  /** What Klarna checks of every purchase: country, currency, integer minor units, lines adding up. */
  const purchase = (body: Obj) => {
    expectRequest(
      host,
      body.purchase_country === opts.country,
      `purchase_country ${body.purchase_country} is not ${opts.country}`,
    );
    expectRequest(
      host,
      body.purchase_currency === opts.currency,
      `purchase_currency ${body.purchase_currency}`,
    );
    expectRequest(
      host,
      Number.isInteger(body.order_amount) && body.order_amount > 0,
      'order_amount in minor units',
    );
    const lines: Obj[] = body.order_lines ?? [];
    expectRequest(
      host,
      lines.length > 0 && lines.reduce((n, l) => n + l.total_amount, 0) === body.order_amount,
      'order lines add up to the order amount',
    );
    expectRequest(host, /^(en|zh)-[A-Z]{2}$/.test(body.locale), `locale ${body.locale}`);
  };
  const order = (id: string) => orders.get(id);
  const notFound: RecordedAnswer = [404, errors.not_found];

  host.on('POST', /^\/payments\/v1\/sessions$/, (req) => {
    authorised(req);
    const body = json(req);
    purchase(body);
    const id = randomUUID();
    const s = {
      ...structuredClone(sessionRead),
      ...body,
      session_id: id,
      client_token: `${sessionCreated.client_token.split('.')[0]}.${Buffer.from(JSON.stringify({ session_id: id })).toString('base64url')}.signature`,
      status: 'incomplete',
    };
    sessions.set(id, s);
    return [200, { ...structuredClone(sessionCreated), session_id: id, client_token: s.client_token }];
  });
  host.on('GET', /^\/payments\/v1\/sessions\/(?<id>[^/]+)$/, (req, { id }) => {
    authorised(req);
    const s = sessions.get(id!);
    return s ? [200, s] : notFound;
  });
  host.on('POST', /^\/payments\/v1\/authorizations\/(?<token>[^/]+)\/order$/, (req, { token }) => {
    authorised(req);
    const body = json(req);
    purchase(body);
    expectRequest(host, /^\d+$/.test(body.merchant_reference1 ?? ''), 'our reference is merchant_reference1');
    const k = keyParts(req.headers.get('klarna-idempotency-key'));
    expectRequest(
      host,
      k.reference === body.merchant_reference1 && k.minor === body.order_amount,
      'the order is for the amount and reference its key names',
    );
    return idempotent(
      req,
      () => {
        const s = [...sessions.values()].find((x) => x.authorization_token === token);
        if (!s || s.status === 'complete') return [404, errors.invalid_authorization_token];
        expectRequest(
          host,
          s.order_amount === body.order_amount,
          'the order is for what the buyer authorised',
        );
        s.status = 'complete';
        const id = randomUUID();
        const auto = body.auto_capture === true;
        orders.set(id, {
          ...structuredClone(omOrder),
          order_id: id,
          status: auto ? 'CAPTURED' : 'AUTHORIZED',
          order_amount: body.order_amount,
          original_order_amount: body.order_amount,
          captured_amount: auto ? body.order_amount : 0,
          remaining_authorized_amount: auto ? 0 : body.order_amount,
          purchase_currency: body.purchase_currency,
          purchase_country: body.purchase_country,
          locale: body.locale,
          order_lines: body.order_lines,
          merchant_reference1: body.merchant_reference1,
          created_at: new Date().toISOString(),
          expires_at: new Date(Date.now() + 28 * 86_400_000).toISOString(),
        });
        return [200, { ...structuredClone(orderPlaced), order_id: id }];
      },
      /^\d+:(start|complete):\d+$/,
    );
  });
  host.on('GET', /^\/ordermanagement\/v1\/orders\/(?<id>[^/]+)$/, (req, { id }) => {
    authorised(req);
    const o = order(id!);
    return o ? [200, o] : notFound;
  });
  host.on('POST', /^\/ordermanagement\/v1\/orders\/(?<id>[^/]+)\/captures$/, (req, { id }) => {
    authorised(req);
    const amount = json(req).captured_amount;
    expectRequest(
      host,
      keyParts(req.headers.get('klarna-idempotency-key')).minor === amount,
      'capture amount is the key’s',
    );
    return idempotent(
      req,
      () => {
        const o = order(id!);
        if (!o) return notFound;
        if (!Number.isInteger(amount) || amount > o.remaining_authorized_amount)
          return [403, errors.capture_not_allowed];
        const captureId = randomUUID();
        o.captured_amount += amount;
        o.remaining_authorized_amount -= amount;
        o.status = o.remaining_authorized_amount === 0 ? 'CAPTURED' : 'PART_CAPTURED';
        o.captures = [
          ...o.captures,
          { capture_id: captureId, captured_amount: amount, captured_at: new Date().toISOString() },
        ];
        return [
          201,
          '',
          {
            'capture-id': captureId,
            location: `https://api.playground.klarna.com/ordermanagement/v1/orders/${id}/captures/${captureId}`,
          },
        ];
      },
      /^\d+:capture:\d+$/,
    );
  });
  host.on('POST', /^\/ordermanagement\/v1\/orders\/(?<id>[^/]+)\/cancel$/, (req, { id }) => {
    authorised(req);
    return idempotent(req, () => {
      const o = order(id!);
      if (!o) return notFound;
      if (o.status !== 'AUTHORIZED') return [403, errors.not_allowed];
      o.status = 'CANCELLED';
      o.remaining_authorized_amount = 0;
      return [204, ''];
    });
  });
  host.on('POST', /^\/ordermanagement\/v1\/orders\/(?<id>[^/]+)\/refunds$/, (req, { id }) => {
    authorised(req);
    const amount = json(req).refunded_amount;
    expectRequest(
      host,
      keyParts(req.headers.get('klarna-idempotency-key')).minor === amount,
      'refund amount is the key’s',
    );
    return idempotent(
      req,
      () => {
        const o = order(id!);
        if (!o) return notFound;
        if (!Number.isInteger(amount) || amount <= 0 || o.refunded_amount + amount > o.captured_amount)
          return [403, errors.not_allowed];
        const refundId = randomUUID();
        o.refunded_amount += amount;
        o.refunds = [
          ...o.refunds,
          {
            ...structuredClone(refundRead),
            refund_id: refundId,
            refunded_amount: amount,
            refunded_at: new Date().toISOString(),
          },
        ];
        return [
          201,
          '',
          {
            'refund-id': refundId,
            location: `https://api.playground.klarna.com/ordermanagement/v1/orders/${id}/refunds/${refundId}`,
          },
        ];
      },
      /^\d+:refund-\d+:\d+$/,
    );
  });
  host.on(
    'GET',
    /^\/ordermanagement\/v1\/orders\/(?<id>[^/]+)\/refunds\/(?<refund>[^/]+)$/,
    (req, { id, refund }) => {
      authorised(req);
      const r = order(id!)?.refunds.find((x: Obj) => x.refund_id === refund);
      return r ? [200, r] : notFound;
    },
  );

  const buyer: ContractHarness['buyer'] = {
    async payWithCard() {
      throw new Error('Klarna takes no card fields here');
    },
    async confirmCardSetup() {
      throw new Error('Klarna keeps no cards');
    },
    /** Klarna.Payments.authorize in the widget: approved with an authorization_token, or refused. */
    async authorizePayLater(clientToken, approve) {
      const s = [...sessions.values()].find((x) => x.client_token === clientToken);
      if (!s) throw new Error('Klarna widget: unknown client token');
      if (!approve) return null;
      s.authorization_token = randomUUID();
      return s.authorization_token;
    },
  };

  return {
    host,
    buyer,
    orders,
    async deliveries() {
      return [];
    },
    async settle() {},
  };
}
