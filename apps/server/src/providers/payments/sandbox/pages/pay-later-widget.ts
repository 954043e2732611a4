import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../../../../platform/rest.ts';
import type { SandboxPsp } from '../sandbox-psp.ts';
import { SandboxRefusal } from '../sandbox-psp.ts';
import { pspError, serveScript } from './sandbox-page.ts';

/**
 * The pay-later widget (Klarna-shaped): the merchant's page loads `/sandbox-psp/v1/pay-later.js`,
 * then `SandboxPayLater.Payments.init({client_token})` with the token of POST /api/payments/v1/sessions,
 * `load({container}, data, cb)` shows the offer, `authorize({auto_finalize}, data, cb)` opens the
 * PSP's own dialog where the buyer approves or is refused, answering `{approved, authorization_token,
 * show_form, finalize_required}`; `finalize(options, data, cb)` confirms when auto_finalize was false.
 * The merchant then starts (or completes) the attempt with the authorization token.
 */

const TITLES: Record<string, string> = {
  pay_over_time: 'Pay in 3 interest-free instalments',
  pay_later: 'Pay in 30 days',
};

export function registerPayLaterWidget(app: FastifyInstance, psp: SandboxPsp) {
  app.get(
    '/sandbox-psp/v1/pay-later/sessions/:clientToken',
    rawRoute<{ Params: { clientToken: string } }>(async (req, reply) => {
      const s = await psp.widgetSession(req.params.clientToken);
      if (!s)
        return reply.status(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing' } });
      return {
        type: s.type,
        country: s.country,
        status: s.status,
        title: TITLES[s.type] ?? TITLES.pay_later,
      };
    }),
  );

  app.post(
    '/sandbox-psp/v1/pay-later/authorize',
    rawRoute<{ Body: { client_token?: unknown; approve?: unknown } }>(async (req, reply) => {
      try {
        const token = req.body?.client_token;
        if (typeof token !== 'string' || token.length > 200)
          throw new SandboxRefusal('resource_missing', 404);
        const r = await psp.authorizeWidget(token, req.body?.approve === true);
        return r.approved
          ? { approved: true, authorization_token: r.authorizationToken }
          : { approved: false };
      } catch (error) {
        return pspError(reply, error);
      }
    }),
  );

  app.get(
    '/sandbox-psp/v1/pay-later.js',
    rawRoute(async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(WIDGET_SCRIPT),
    ),
  );
  // Also under assets/, like the other pages' scripts.
  serveScript(app, 'pay-later', WIDGET_SCRIPT);
}

const WIDGET_SCRIPT = `(() => {
  'use strict';
  if (window.SandboxPayLater) return;
  const base = '/sandbox-psp/v1/pay-later';
  let clientToken = null;
  let session = null;
  let pendingToken = null;
  const json = async (res) => { try { return await res.json(); } catch (e) { return {}; } };
  const fetchSession = async () => {
    if (!clientToken) throw new Error('SandboxPayLater: call init({ client_token }) first');
    const res = await fetch(base + '/sessions/' + encodeURIComponent(clientToken), { credentials: 'same-origin' });
    if (!res.ok) throw new Error('SandboxPayLater: unknown client_token');
    session = await json(res);
    return session;
  };
  const el = (tag, attrs, text) => {
    const e = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => e.setAttribute(k, v));
    if (text) e.textContent = text;
    return e;
  };
  const BUTTON = 'font:inherit;font-size:16px;min-height:44px;padding:10px 16px;border-radius:8px;border:0;cursor:pointer;width:100%;margin-top:10px;';
  // The PSP's own dialog: a native modal <dialog> (focus stays inside, Esc closes it).
  const ask = (title, question, yes, no) => new Promise((resolve) => {
    const d = el('dialog', { 'aria-labelledby': 'sbx-pl-title', style: 'border:0;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 48px);font-family:system-ui,sans-serif;color:#111827' });
    d.append(el('p', { style: 'margin:0 0 4px;font-size:12px;font-weight:700;color:#92400e' }, 'SANDBOX PAY LATER · test mode'));
    d.append(el('h2', { id: 'sbx-pl-title', style: 'font-size:20px;margin:0 0 8px' }, title));
    d.append(el('p', { style: 'margin:0 0 8px;color:#374151' }, question));
    const ok = el('button', { type: 'button', style: BUTTON + 'background:#1d4ed8;color:#fff' }, yes);
    const refuse = el('button', { type: 'button', style: BUTTON + 'background:#e5e7eb;color:#111827' }, no);
    const close = el('button', { type: 'button', style: BUTTON + 'background:transparent;color:#1d4ed8;text-decoration:underline' }, 'Close');
    d.append(ok, refuse, close);
    let answer = 'close';
    ok.addEventListener('click', () => { answer = 'yes'; d.close(); });
    refuse.addEventListener('click', () => { answer = 'no'; d.close(); });
    close.addEventListener('click', () => { d.close(); });
    d.addEventListener('close', () => { d.remove(); resolve(answer); });
    document.body.append(d);
    d.showModal();
    ok.focus();
  });
  const authorizeAt = async (approve) => {
    const res = await fetch(base + '/authorize', {
      method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
      body: JSON.stringify({ client_token: clientToken, approve }),
    });
    return json(res);
  };
  const Payments = {
    init(options) { clientToken = options && options.client_token; session = null; pendingToken = null; },
    load(options, data, callback) {
      const cb = typeof data === 'function' ? data : callback || (() => {});
      const container = typeof options.container === 'string' ? document.querySelector(options.container) : options.container;
      fetchSession().then((s) => {
        if (container) {
          container.replaceChildren();
          const box = el('div', { role: 'group', 'aria-label': 'Sandbox Pay Later', style: 'border:1px solid #d1d5db;border-radius:8px;padding:12px 16px;font-family:system-ui,sans-serif' });
          box.append(el('strong', {}, s.title));
          box.append(el('p', { style: 'margin:6px 0 0;color:#4b5563;font-size:14px' }, 'No fees when you pay on time. Test mode: you choose whether you are approved.'));
          container.append(box);
        }
        cb({ show_form: true });
      }, (e) => cb({ show_form: false, error: { message: String(e.message || e) } }));
    },
    authorize(options, data, callback) {
      const cb = typeof data === 'function' ? data : callback || (() => {});
      const autoFinalize = !options || options.auto_finalize !== false;
      (session ? Promise.resolve(session) : fetchSession())
        .then((s) => ask(s.title, 'Do you approve this purchase with Sandbox Pay Later?', 'Approve', 'Refuse (test a refusal)'))
        .then(async (answer) => {
          if (answer === 'close') return cb({ approved: false, show_form: true });
          const r = await authorizeAt(answer === 'yes');
          if (!r.approved) return cb({ approved: false, show_form: false });
          if (autoFinalize) return cb({ approved: true, show_form: true, authorization_token: r.authorization_token });
          pendingToken = r.authorization_token;
          cb({ approved: true, show_form: true, finalize_required: true });
        })
        .catch((e) => cb({ approved: false, show_form: false, error: { message: String(e.message || e) } }));
    },
    finalize(options, data, callback) {
      const cb = typeof data === 'function' ? data : typeof options === 'function' ? options : callback || (() => {});
      if (!pendingToken) return cb({ approved: false, show_form: false });
      ask(session ? session.title : 'Sandbox Pay Later', 'Confirm your purchase to finish.', 'Confirm purchase', 'Refuse')
        .then((answer) => {
          if (answer === 'close') return cb({ approved: false, show_form: true, finalize_required: true });
          if (answer === 'no') { pendingToken = null; return cb({ approved: false, show_form: false }); }
          const token = pendingToken;
          pendingToken = null;
          cb({ approved: true, show_form: true, authorization_token: token });
        });
    },
  };
  window.SandboxPayLater = { Payments };
})();
`;
