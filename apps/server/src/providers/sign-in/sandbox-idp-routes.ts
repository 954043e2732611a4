import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rawRoute } from '../../platform/rest.ts';
import { html, sendPage } from '../payments/sandbox/pages/sandbox-page.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_CLIENT_ID } from './sandbox-sign-in.ts';
import type { SandboxIdp } from './sign-in-provider.ts';

/**
 * The embedded sandbox sign-in provider's own pages (decision 046), under /sandbox-idp: no part of our
 * API (no session, no envelope). The consent page asks who to sign in as (a made-up e-mail address and
 * name) and to allow or deny; its script posts the answer and follows the redirect back to the shop.
 * Like a provider's test pages they are in English.
 */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  header { background: #0f3d3e; color: #fff; padding: 12px 20px; font-size: 14px; display: flex; gap: 12px; align-items: center; }
  header .badge { background: #f59e0b; color: #111; border-radius: 4px; padding: 2px 8px; font-weight: 700; font-size: 12px; }
  main { max-width: 440px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { line-height: 1.5; } .muted { color: #4b5563; font-size: 14px; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 14px 0 6px; }
  input { width: 100%; box-sizing: border-box; font-size: 16px; padding: 10px 12px; border: 1px solid #6b7280; border-radius: 6px; }
  button { font-size: 16px; padding: 12px 16px; border-radius: 8px; border: 0; cursor: pointer; min-height: 44px; width: 100%; }
  button.primary { background: #1d4ed8; color: #fff; margin-top: 20px; }
  button.secondary { background: #e5e7eb; color: #111827; margin-top: 10px; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  button[disabled] { opacity: .6; cursor: progress; }
  ul { padding-left: 20px; font-size: 14px; color: #374151; }
  .error { color: #b91c1c; font-size: 14px; margin-top: 6px; min-height: 1em; }
  @media (max-width: 480px) { main { margin: 16px 12px; padding: 20px; } }
`;

function idpPage(title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html`${title}`} · Kontor Sandbox ID</title><style>${STYLE}</style></head>
<body><header><span class="badge">SANDBOX</span><span>Kontor Sandbox ID — a test sign-in provider, no real accounts</span></header>
<main>${body}</main>${script ? '<script src="/sandbox-idp/assets/consent.js" defer></script>' : ''}</body></html>`;
}

interface AuthorizeParams {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** The request as a provider checks it: our client, our callback on the same host, PKCE S256. */
function checkRequest(req: FastifyRequest, p: Record<string, unknown>): AuthorizeParams | null {
  const text = (k: string) =>
    typeof p[k] === 'string' && (p[k] as string).length <= 500 ? (p[k] as string) : '';
  if (text('response_type') !== 'code' || text('client_id') !== SANDBOX_CLIENT_ID) return null;
  if (text('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(text('code_challenge')))
    return null;
  if (!text('state') || !text('nonce')) return null;
  let redirect: URL;
  try {
    redirect = new URL(text('redirect_uri'));
  } catch {
    return null;
  }
  // The one registered redirect URI: our callback, on the host the page was asked from.
  if (
    redirect.pathname !== SANDBOX_CALLBACK_PATH ||
    redirect.search ||
    redirect.host !== new URL(`${req.protocol}://${req.host}`).host
  )
    return null;
  return {
    redirectUri: `${redirect.origin}${redirect.pathname}`,
    state: text('state'),
    nonce: text('nonce'),
    codeChallenge: text('code_challenge'),
  };
}

const badRequestPage = (reply: FastifyReply) =>
  sendPage(
    reply.status(400),
    idpPage(
      'Invalid request',
      html`<h1>This sign-in request is not valid</h1><p class="muted">Go back to the shop and start again.</p>`,
    ),
  );

export function registerSandboxIdpRoutes(app: FastifyInstance, idp: SandboxIdp): void {
  app.get(
    '/sandbox-idp/authorize',
    rawRoute(async (req, reply) => {
      const params = checkRequest(req, req.query as Record<string, unknown>);
      if (!params) return badRequestPage(reply);
      const query = new URLSearchParams(req.query as Record<string, string>).toString();
      return sendPage(
        reply,
        idpPage(
          'Sign in',
          html`<h1>Sign in to Kontor with Sandbox ID</h1>
          <p class="muted">Make up the person you sign in as. The same e-mail address is the same sandbox account every time.</p>
          <form id="consent" data-query="${query}" novalidate>
            <label for="email">E-mail address</label>
            <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="consent-error">
            <label for="name">Name</label>
            <input id="name" name="name" type="text" autocomplete="name" maxlength="80">
            <p>Kontor will receive:</p>
            <ul><li>an identifier of your Sandbox ID account</li><li>your e-mail address and name</li></ul>
            <button class="primary" type="submit" data-approve="1">Allow</button>
            <button class="secondary" type="button" data-approve="0">Deny</button>
            <p id="consent-error" class="error" role="alert"></p>
          </form>`,
          true,
        ),
      );
    }),
  );

  app.post(
    '/sandbox-idp/v1/consent',
    rawRoute(async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const query = Object.fromEntries(new URLSearchParams(typeof body.query === 'string' ? body.query : ''));
      const params = checkRequest(req, query);
      if (!params) return reply.status(400).send({ error: 'invalid_request' });
      const back = new URL(params.redirectUri);
      back.searchParams.set('state', params.state);
      if (body.approve !== true) {
        back.searchParams.set('error', 'access_denied');
        return { redirect: back.toString() };
      }
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const name = typeof body.name === 'string' ? body.name.trim().slice(0, 80) : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254 || /\p{Cc}/u.test(email + name))
        return reply.status(400).send({ error: 'invalid_email' });
      const code = await idp.issueCode({ clientId: SANDBOX_CLIENT_ID, email, name, ...params });
      back.searchParams.set('code', code);
      return { redirect: back.toString() };
    }),
  );

  app.get(
    '/sandbox-idp/assets/consent.js',
    rawRoute(async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CONSENT_SCRIPT),
    ),
  );
}

const CONSENT_SCRIPT = `(() => {
  'use strict';
  const form = document.getElementById('consent');
  const error = document.getElementById('consent-error');
  const email = document.getElementById('email');
  async function answer(approve) {
    if (approve && !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email.value.trim())) {
      email.setAttribute('aria-invalid', 'true');
      error.textContent = 'Enter an e-mail address.';
      email.focus();
      return;
    }
    form.querySelectorAll('button').forEach((b) => { b.disabled = true; });
    try {
      const res = await fetch('/sandbox-idp/v1/consent', {
        method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
        body: JSON.stringify({ query: form.dataset.query, approve, email: email.value, name: document.getElementById('name').value }),
      });
      const data = await res.json();
      if (data.redirect) { window.location.assign(data.redirect); return; }
      throw new Error('no redirect');
    } catch (e) {
      error.textContent = 'Sandbox ID could not answer. Please try again.';
      form.querySelectorAll('button').forEach((b) => { b.disabled = false; });
    }
  }
  form.addEventListener('submit', (event) => { event.preventDefault(); answer(true); });
  form.querySelector('button[data-approve="0"]').addEventListener('click', () => answer(false));
})();
`;
