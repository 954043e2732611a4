import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../../../../platform/rest.ts';
import { CARD_MESSAGES } from '../sandbox-cards.ts';
import type { SandboxPayment, SandboxPsp } from '../sandbox-psp.ts';
import { SandboxRefusal } from '../sandbox-psp.ts';
import {
  formatAmount,
  html,
  notFoundPage,
  page,
  pspError,
  sendPage,
  serveScript,
  withParams,
} from './sandbox-page.ts';

/**
 * The hosted checkout (Adyen-shaped session: sessionId, sessionData, clientKey, environment): the
 * buyer pays on the PSP's page, which sends them back to the merchant's return URL with
 * `sessionId` and `sessionResult` — the merchant then only asks where the payment stands.
 */

const RESULT: Record<string, string> = {
  succeeded: 'Authorised',
  authorised: 'Authorised',
  failed: 'Refused',
  canceled: 'Cancelled',
};

/** The return to the merchant: Adyen's `sessionId` + `sessionResult` (opaque to the merchant). */
function backToMerchant(p: SandboxPayment): string {
  const resultCode = RESULT[p.status] ?? 'Pending';
  const sessionResult = Buffer.from(JSON.stringify({ sessionId: p.session.sessionId, resultCode })).toString(
    'base64url',
  );
  return withParams(p.return_url, { sessionId: String(p.session.sessionId), sessionResult, resultCode });
}

const str = (v: unknown, max = 40) => (typeof v === 'string' ? v.slice(0, max) : '');

export function registerHostedCheckoutPages(app: FastifyInstance, psp: SandboxPsp) {
  app.get(
    '/sandbox-psp/checkout/:sessionId',
    rawRoute<{ Params: { sessionId: string } }>(async (req, reply) => {
      const p = await psp.checkoutSession(req.params.sessionId);
      if (p?.method !== 'hosted_checkout') return notFoundPage(reply);
      const amount = formatAmount(p.amount_minor, p.currency);
      if (p.status !== 'requires_payment_method' && p.status !== 'requires_action') {
        return sendPage(
          reply,
          page(
            'Checkout',
            html`<h1>This payment is finished</h1><p class="amount">${amount}</p>
              <p class="muted">Status: ${RESULT[p.status] ?? p.status}</p>
              <p><a href="${backToMerchant(p)}">Back to the shop</a></p>`,
          ),
        );
      }
      return sendPage(
        reply,
        page(
          'Checkout',
          html`<h1>Pay Kontor</h1><p class="muted">Reference ${p.reference}</p>
          <p class="amount" aria-label="Amount to pay">${amount}</p>
          <form id="pay-form" data-session="${String(p.session.sessionId)}" novalidate ${p.status === 'requires_action' ? 'hidden' : ''}>
            <label for="number">Card number</label>
            <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" aria-describedby="form-error" required>
            <div class="row">
              <div><label for="expiry">Expiry (MM / YY)</label>
                <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12 / 34" required></div>
              <div><label for="cvc">Security code</label>
                <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
            </div>
            <p id="form-error" class="error" role="alert"></p>
            <button class="primary" type="submit">Pay ${amount}</button>
          </form>
          <section id="challenge" aria-labelledby="challenge-title" ${p.status === 'requires_action' ? '' : 'hidden'}>
            <h2 id="challenge-title">3-D Secure check</h2>
            <p class="muted">Your bank asks you to confirm this payment (test mode: choose the outcome).</p>
            <button class="primary" type="button" data-outcome="complete">Complete authentication</button>
            <button class="danger" type="button" data-outcome="fail">Fail authentication</button>
          </section>
          <button id="cancel" class="secondary" type="button" data-session="${String(p.session.sessionId)}">Cancel and return to the shop</button>`,
          'checkout',
        ),
      );
    }),
  );

  const bySession = async (sessionId: string) => {
    const p = await psp.checkoutSession(sessionId);
    if (p?.method !== 'hosted_checkout') throw new SandboxRefusal('resource_missing', 404);
    return p;
  };

  app.post(
    '/sandbox-psp/v1/checkout/:sessionId/pay',
    rawRoute<{ Params: { sessionId: string }; Body: Record<string, unknown> }>(async (req, reply) => {
      try {
        const before = await bySession(req.params.sessionId);
        const body = req.body ?? {};
        const card = await psp.tokenize({
          number: str(body.number),
          expiry: str(body.expiry),
          cvc: str(body.cvc),
        });
        const p = await psp.payCheckoutSession(before.session.sessionId, card.token);
        if (p.status === 'requires_action') return { status: p.status };
        return { status: p.status, redirect: backToMerchant(p) };
      } catch (error) {
        if (error instanceof SandboxRefusal) {
          const message =
            (CARD_MESSAGES.en as Record<string, string>)[error.code] ?? 'This card cannot be used.';
          return reply
            .status(error.status)
            .send({ error: { type: 'card_error', code: error.code, message } });
        }
        throw error;
      }
    }),
  );

  app.post(
    '/sandbox-psp/v1/checkout/:sessionId/challenge',
    rawRoute<{ Params: { sessionId: string }; Body: Record<string, unknown> }>(async (req, reply) => {
      try {
        const p = await bySession(req.params.sessionId);
        if (!p.challenge_id) throw new SandboxRefusal('payment_unexpected_state', 409);
        const outcome = req.body?.outcome === 'complete' ? 'complete' : 'fail';
        const answered = await psp.answerChallenge(p.challenge_id, outcome);
        if (answered.kind !== 'payment') throw new SandboxRefusal('resource_missing', 404);
        return { status: answered.payment.status, redirect: backToMerchant(answered.payment) };
      } catch (error) {
        return pspError(reply, error);
      }
    }),
  );

  app.post(
    '/sandbox-psp/v1/checkout/:sessionId/cancel',
    rawRoute<{ Params: { sessionId: string } }>(async (req, reply) => {
      try {
        const p = await bySession(req.params.sessionId);
        // The buyer gave up on the PSP's page: the payment is cancelled there (once).
        const after = (await psp.cancel(p.id, `checkout-cancel:${p.id}`)) ?? p;
        return { status: after.status, redirect: backToMerchant(after) };
      } catch (error) {
        return pspError(reply, error);
      }
    }),
  );

  serveScript(
    app,
    'checkout',
    `(() => {
  'use strict';
  const form = document.getElementById('pay-form');
  const challenge = document.getElementById('challenge');
  const cancel = document.getElementById('cancel');
  const error = document.getElementById('form-error');
  const session = cancel.dataset.session;
  const post = async (action, body) => {
    const res = await fetch('/sandbox-psp/v1/checkout/' + encodeURIComponent(session) + '/' + action, {
      method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
      body: JSON.stringify(body || {}),
    });
    let data = {};
    try { data = await res.json(); } catch (e) { /* not JSON */ }
    return { ok: res.ok, data };
  };
  const follow = (data) => { if (data.redirect) window.location.assign(data.redirect); };
  const busy = (on) => document.querySelectorAll('button').forEach((b) => { b.disabled = on; });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    ['number', 'expiry', 'cvc'].forEach((n) => form.elements[n].removeAttribute('aria-invalid'));
    busy(true);
    const { ok, data } = await post('pay', { number: form.elements.number.value, expiry: form.elements.expiry.value, cvc: form.elements.cvc.value });
    busy(false);
    if (!ok) {
      const code = (data.error && data.error.code) || '';
      const field = /cvc/.test(code) ? 'cvc' : /expir/.test(code) ? 'expiry' : 'number';
      form.elements[field].setAttribute('aria-invalid', 'true');
      error.textContent = (data.error && data.error.message) || 'This card cannot be used.';
      form.elements[field].focus();
      return;
    }
    if (data.status === 'requires_action') {
      form.hidden = true;
      challenge.hidden = false;
      challenge.querySelector('button').focus();
      return;
    }
    follow(data);
  });
  challenge.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-outcome]');
    if (!button) return;
    busy(true);
    const { data } = await post('challenge', { outcome: button.dataset.outcome });
    follow(data);
  });
  cancel.addEventListener('click', async () => {
    busy(true);
    const { data } = await post('cancel');
    follow(data);
  });
})();
`,
  );
}
