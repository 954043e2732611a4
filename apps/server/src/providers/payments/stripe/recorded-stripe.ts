import Stripe from 'stripe';
import { CONTRACT_CARDS, type ContractHarness, type WebhookDelivery } from '../payment-provider.contract.ts';
import {
  expectRequest,
  IdempotencyBook,
  keyParts,
  providerId,
  type RecordedAnswer,
  type RecordedHost,
  type RecordedRequest,
  recordedHost,
} from '../recorded-http.ts';
import charge from './recordings/charge.json' with { type: 'json' };
import customerRecording from './recordings/customer.json' with { type: 'json' };
import errors from './recordings/errors.json' with { type: 'json' };
import eventRecording from './recordings/event.json' with { type: 'json' };
import paymentIntent from './recordings/payment_intent.json' with { type: 'json' };
import paymentMethod from './recordings/payment_method.json' with { type: 'json' };
import refundRecording from './recordings/refund.json' with { type: 'json' };
import setupIntent from './recordings/setup_intent.json' with { type: 'json' };

type Obj = Record<string, any>;

/**
 * Stripe's side of the contract run (decision 031): api.stripe.com answered from the recorded
 * objects in `recordings/` (Stripe's API reference examples), with the state a real account would
 * keep between calls, Stripe's idempotency (the first answer to a key is the answer), the buyer's
 * steps that stripe.js would take in the browser (confirm with a test card, a 3-D Secure challenge),
 * and the events Stripe would send, signed with `stripe.webhooks.generateTestHeaderString`.
 * Every request is checked against what Stripe documents and what our attempt says.
 */
export function recordedStripe(opts: {
  secretKey: string;
  webhookSecret: string;
  currency: string;
  country: string;
}) {
  const host = recordedHost('https://api.stripe.com');
  const book = new IdempotencyBook();
  const stripe = new Stripe(opts.secretKey);
  const intents = new Map<string, Obj>();
  const setups = new Map<string, Obj>();
  const customers = new Map<string, Obj>();
  const methods = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const events = new Map<string, Obj[]>();
  const now = () => Math.floor(Date.now() / 1000);

  const emit = (type: string, object: Obj) => {
    const e = {
      ...structuredClone(eventRecording),
      id: providerId('evt_'),
      created: now(),
      type,
      data: { object: structuredClone(object) },
    };
    events.set(object.id, [...(events.get(object.id) ?? []), e]);
  };
  const error = (status: number, name: keyof typeof errors): RecordedAnswer => [
    status,
    structuredClone(errors[name]),
  ];
  const form = (req: RecordedRequest) => new URLSearchParams(req.text);
  const authorised = (req: RecordedRequest) => {
    expectRequest(
      host,
      req.headers.get('authorization') === `Bearer ${opts.secretKey}`,
      'Stripe calls are authorised with the secret key',
    );
  };
  /** Stripe documents idempotency keys on every POST; ours are `attempt:operation:amount`. */
  const idempotent = (req: RecordedRequest, make: () => RecordedAnswer, expected?: RegExp) => {
    const key = req.headers.get('idempotency-key');
    expectRequest(host, !!key, `${req.path} was sent without an Idempotency-Key`);
    if (expected) expectRequest(host, expected.test(key!), `Idempotency-Key ${key} is not ${expected}`);
    return book.answer(key!, make);
  };
  /** stripe-node sends `expand[0]=…` in the query (GET) or the form body (POST). */
  const expands = (req: RecordedRequest) =>
    [...req.query.entries(), ...form(req).entries()]
      .filter(([k]) => /^expand\[\d*\]$/.test(k))
      .map(([, v]) => v);
  const withCharge = (pi: Obj, req: RecordedRequest) => {
    const expand = expands(req);
    const out = structuredClone(pi);
    if (expand.includes('latest_charge') && pi.latest_charge) out.latest_charge = pi._charge;
    delete out._charge;
    return out;
  };
  const publicIntent = (pi: Obj) => {
    const out = structuredClone(pi);
    delete out._charge;
    return out;
  };
  const cardFor = (number: string, customer: string | null) => {
    const pm = {
      ...structuredClone(paymentMethod),
      id: providerId('pm_'),
      created: now(),
      customer,
    };
    pm.card = {
      ...pm.card,
      brand: 'visa',
      display_brand: 'visa',
      last4: number.slice(-4),
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
    };
    methods.set(pm.id, pm);
    return pm;
  };
  const pay = (pi: Obj, pmId: string) => {
    const manual = pi.capture_method === 'manual';
    pi.payment_method = pmId;
    pi.last_payment_error = null;
    pi.next_action = null;
    pi.status = manual ? 'requires_capture' : 'succeeded';
    pi.amount_capturable = manual ? pi.amount : 0;
    pi.amount_received = manual ? 0 : pi.amount;
    pi._charge = {
      ...structuredClone(charge),
      id: providerId('ch_'),
      amount: pi.amount,
      amount_captured: manual ? 0 : pi.amount,
      captured: !manual,
      currency: pi.currency,
      payment_intent: pi.id,
      payment_method: pmId,
      created: now(),
    };
    pi._charge.payment_method_details.card.capture_before = now() + 7 * 86_400;
    pi.latest_charge = pi._charge.id;
    emit(manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', publicIntent(pi));
  };
  const fail = (pi: Obj, name: keyof typeof errors) => {
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = structuredClone(errors[name].error);
    emit('payment_intent.payment_failed', publicIntent(pi));
  };

  host.on('POST', /^\/v1\/payment_intents$/, (req) => {
    authorised(req);
    const f = form(req);
    const reference = f.get('metadata[reference]') ?? '';
    const amount = f.get('amount') ?? '';
    expectRequest(host, /^\d+$/.test(reference), 'our attempt id rides in metadata[reference]');
    expectRequest(host, /^[1-9]\d*$/.test(amount), `amount ${amount} is not whole minor units`);
    expectRequest(
      host,
      f.get('currency') === opts.currency.toLowerCase(),
      `currency ${f.get('currency')} is not ${opts.currency.toLowerCase()}`,
    );
    expectRequest(host, f.get('allowed_payment_method_types[0]') === 'card', 'cards only');
    const k = keyParts(req.headers.get('idempotency-key'));
    expectRequest(
      host,
      k.reference === reference && k.minor === Number(amount),
      `amount ${amount} and reference ${reference} are not those of key ${req.headers.get('idempotency-key')}`,
    );
    return idempotent(
      req,
      () => {
        const id = providerId('pi_3');
        const pi: Obj = {
          ...structuredClone(paymentIntent),
          id,
          client_secret: `${id}_secret_${providerId('', 25)}`,
          amount: Number(amount),
          currency: f.get('currency'),
          capture_method: f.get('capture_method') ?? 'automatic',
          created: now(),
          customer: f.get('customer'),
          description: f.get('description'),
          metadata: { reference },
        };
        intents.set(id, pi);
        const pm = f.get('payment_method');
        if (pm && f.get('confirm') === 'true') {
          expectRequest(host, f.get('off_session') === 'true', 'a saved card pays off_session');
          const card = methods.get(pm);
          expectRequest(host, !!card && card.customer === pi.customer, 'the saved card is the customer’s');
          pay(pi, pm);
        }
        return [200, publicIntent(pi)];
      },
      /^\d+:start:\d+$/,
    );
  });
  host.on('GET', /^\/v1\/payment_intents\/(?<id>[^/]+)$/, (req, { id }) => {
    authorised(req);
    const pi = intents.get(id!);
    return pi ? [200, withCharge(pi, req)] : error(404, 'resource_missing');
  });
  host.on('POST', /^\/v1\/payment_intents\/(?<id>[^/]+)\/capture$/, (req, { id }) => {
    authorised(req);
    return idempotent(
      req,
      () => {
        const pi = intents.get(id!);
        if (!pi) return error(404, 'resource_missing');
        if (pi.status !== 'requires_capture') return error(400, 'unexpected_state');
        const amount = Number(form(req).get('amount_to_capture') ?? pi.amount);
        const k = keyParts(req.headers.get('idempotency-key'));
        expectRequest(
          host,
          k.minor === amount && k.reference === pi.metadata.reference,
          'capture amount is the key’s',
        );
        expectRequest(host, amount <= pi.amount_capturable, 'captures at most what is authorised');
        pi.status = 'succeeded';
        pi.amount_received = amount;
        pi.amount_capturable = 0;
        pi._charge.captured = true;
        pi._charge.amount_captured = amount;
        emit('payment_intent.succeeded', publicIntent(pi));
        return [200, withCharge(pi, req)];
      },
      /^\d+:capture:\d+$/,
    );
  });
  host.on('POST', /^\/v1\/payment_intents\/(?<id>[^/]+)\/cancel$/, (req, { id }) => {
    authorised(req);
    return idempotent(req, () => {
      const pi = intents.get(id!);
      if (!pi) return error(404, 'resource_missing');
      if (pi.status === 'succeeded' || pi.status === 'canceled') return error(400, 'unexpected_state');
      pi.status = 'canceled';
      pi.canceled_at = now();
      pi.amount_capturable = 0;
      emit('payment_intent.canceled', publicIntent(pi));
      return [200, publicIntent(pi)];
    });
  });
  host.on('POST', /^\/v1\/refunds$/, (req) => {
    authorised(req);
    const f = form(req);
    return idempotent(
      req,
      () => {
        const pi = intents.get(f.get('payment_intent') ?? '');
        if (!pi) return error(404, 'resource_missing');
        const amount = Number(f.get('amount'));
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === pi.id)
          .reduce((n, r) => n + r.amount, 0);
        expectRequest(host, pi.status === 'succeeded', 'refunds only what was paid');
        expectRequest(
          host,
          amount > 0 && refunded + amount <= pi.amount_received,
          'refunds at most what was paid',
        );
        expectRequest(
          host,
          f.get('metadata[reference]') === pi.metadata.reference,
          'refund names our attempt',
        );
        const k = keyParts(req.headers.get('idempotency-key'));
        expectRequest(
          host,
          k.minor === amount && k.reference === pi.metadata.reference,
          'refund amount is the key’s',
        );
        const r = {
          ...structuredClone(refundRecording),
          id: providerId('re_'),
          amount,
          currency: pi.currency,
          charge: pi.latest_charge,
          payment_intent: pi.id,
          created: now(),
          metadata: { reference: pi.metadata.reference },
          status: 'pending',
        };
        refunds.set(r.id, r);
        emit('refund.created', r);
        return [200, r];
      },
      /^\d+:refund-\d+:\d+$/,
    );
  });
  host.on('GET', /^\/v1\/refunds\/(?<id>[^/]+)$/, (req, { id }) => {
    authorised(req);
    const r = refunds.get(id!);
    return r ? [200, r] : error(404, 'resource_missing');
  });
  host.on('POST', /^\/v1\/customers$/, (req) => {
    authorised(req);
    const f = form(req);
    expectRequest(
      host,
      f.get('address[country]') === opts.country,
      `customer country ${f.get('address[country]')} is not ${opts.country}`,
    );
    return idempotent(req, () => {
      const c = {
        ...structuredClone(customerRecording),
        id: providerId('cus_', 14),
        created: now(),
        email: f.get('email'),
        name: f.get('name'),
        address: { country: f.get('address[country]') },
        metadata: { reference: f.get('metadata[reference]') },
      };
      customers.set(c.id, c);
      return [200, c];
    });
  });
  host.on('POST', /^\/v1\/setup_intents$/, (req) => {
    authorised(req);
    const f = form(req);
    expectRequest(host, customers.has(f.get('customer') ?? ''), 'a setup belongs to a known customer');
    expectRequest(host, f.get('usage') === 'off_session', 'saved cards are for later, off_session');
    return idempotent(
      req,
      () => {
        const id = providerId('seti_');
        const si = {
          ...structuredClone(setupIntent),
          id,
          client_secret: `${id}_secret_${providerId('', 32)}`,
          created: now(),
          customer: f.get('customer'),
          metadata: { reference: f.get('metadata[reference]') },
        };
        setups.set(id, si);
        return [200, si];
      },
      /^card:\d+:setup:0$/,
    );
  });
  host.on('GET', /^\/v1\/setup_intents\/(?<id>[^/]+)$/, (req, { id }) => {
    authorised(req);
    const si = setups.get(id!);
    if (!si) return error(404, 'resource_missing');
    const out = structuredClone(si);
    if (expands(req).includes('payment_method') && si.payment_method)
      out.payment_method = methods.get(si.payment_method);
    return [200, out];
  });
  host.on('GET', /^\/v1\/customers\/(?<id>[^/]+)\/payment_methods$/, (req, { id }) => {
    authorised(req);
    expectRequest(host, req.query.get('type') === 'card', 'saved cards are listed by type=card');
    const data = [...methods.values()].filter((m) => m.customer === id);
    return [200, { object: 'list', data, has_more: false, url: `/v1/customers/${id}/payment_methods` }];
  });
  host.on('GET', /^\/v1\/payment_methods\/(?<id>[^/]+)$/, (req, { id }) => {
    authorised(req);
    const pm = methods.get(id!);
    return pm ? [200, pm] : error(404, 'resource_missing');
  });
  host.on('POST', /^\/v1\/payment_methods\/(?<id>[^/]+)\/detach$/, (req, { id }) => {
    authorised(req);
    const pm = methods.get(id!);
    if (!pm) return error(404, 'resource_missing');
    expectRequest(host, pm.customer !== null, 'only attached cards are detached');
    pm.customer = null;
    return [200, pm];
  });

  const intentOf = (clientSecret: string) => {
    const pi = intents.get(clientSecret.split('_secret_')[0]!);
    if (!pi || pi.client_secret !== clientSecret) throw new Error('stripe.js: unknown client secret');
    return pi;
  };
  const setupOf = (clientSecret: string) => {
    const si = setups.get(clientSecret.split('_secret_')[0]!);
    if (!si || si.client_secret !== clientSecret) throw new Error('stripe.js: unknown client secret');
    return si;
  };

  /** What stripe.js does in the buyer's browser (confirmCardPayment / confirmCardSetup with Stripe's test cards). */
  const buyer: ContractHarness['buyer'] = {
    async payWithCard(next, card, challenge) {
      if (next.type !== 'client_secret') throw new Error(`stripe.js needs a client secret, got ${next.type}`);
      const pi = intentOf(next.clientSecret);
      const pm = cardFor(card, null);
      if (card === CONTRACT_CARDS.declined) return fail(pi, 'card_declined');
      if (card === CONTRACT_CARDS.insufficientFunds) return fail(pi, 'insufficient_funds');
      if (card === CONTRACT_CARDS.challenge) {
        pi.status = 'requires_action';
        pi.payment_method = pm.id;
        pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
        emit('payment_intent.requires_action', publicIntent(pi));
        if (challenge === 'fail') return fail(pi, 'authentication_failure');
      }
      pay(pi, pm.id);
    },
    async confirmCardSetup(clientSecret, card, challenge) {
      const si = setupOf(clientSecret);
      const failed =
        card === CONTRACT_CARDS.declined
          ? errors.card_declined.error
          : card === CONTRACT_CARDS.challenge && challenge === 'fail'
            ? errors.setup_authentication_failure.error
            : null;
      if (failed) {
        si.status = 'requires_payment_method';
        si.last_setup_error = structuredClone(failed);
        emit('setup_intent.setup_failed', si);
        return;
      }
      const pm = cardFor(card, si.customer);
      si.status = 'succeeded';
      si.payment_method = pm.id;
      emit('setup_intent.succeeded', si);
    },
  };

  return {
    host,
    buyer,
    intentsFor: (reference: string) =>
      [...intents.values()].filter((pi) => pi.metadata.reference === reference),
    async deliveries(objectId: string): Promise<WebhookDelivery[]> {
      return (events.get(objectId) ?? []).map((e) => {
        // Stripe sends its events pretty-printed; the signature covers exactly these bytes.
        const payload = JSON.stringify(e, null, 2);
        return {
          rawBody: Buffer.from(payload),
          headers: {
            'stripe-signature': stripe.webhooks.generateTestHeaderString({
              payload,
              secret: opts.webhookSecret,
            }),
            'content-type': 'application/json; charset=utf-8',
          },
        };
      });
    },
    /** Card refunds settle at the bank after a while: they all do now. */
    async settle() {
      for (const r of refunds.values()) {
        if (r.status !== 'pending') continue;
        r.status = 'succeeded';
        emit('refund.updated', r);
      }
    },
  };
}

export type RecordedStripe = ReturnType<typeof recordedStripe> & { host: RecordedHost };
