import { currencyExponent } from '@kontor/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawRoute } from '../../../../platform/rest.ts';
import { SandboxRefusal } from '../sandbox-psp.ts';

/**
 * The frame of the sandbox PSP's own pages: plain HTML with one external script each (our CSP allows
 * scripts from our origin only), labelled controls, visible focus, large targets, no framework.
 * These pages stand for a provider's pages; they are in English, as a PSP's test pages are.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Interpolates values HTML-escaped: html`<p>${text}</p>`. */
export function html(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (out, s, i) => out + s + (i < values.length ? escapeHtml(String(values[i])) : ''),
    '',
  );
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  header { background: #1f2937; color: #fff; padding: 12px 20px; font-size: 14px; display: flex; gap: 12px; align-items: center; }
  header .badge { background: #f59e0b; color: #111; border-radius: 4px; padding: 2px 8px; font-weight: 700; font-size: 12px; }
  main { max-width: 440px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .amount { font-size: 28px; font-weight: 700; margin: 12px 0 20px; }
  .muted { color: #4b5563; font-size: 14px; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 14px 0 6px; }
  input { width: 100%; box-sizing: border-box; font-size: 16px; padding: 10px 12px; border: 1px solid #6b7280; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { font-size: 16px; padding: 12px 16px; border-radius: 8px; border: 0; cursor: pointer; min-height: 44px; }
  button.primary { background: #1d4ed8; color: #fff; width: 100%; margin-top: 20px; }
  button.secondary { background: #e5e7eb; color: #111827; width: 100%; margin-top: 10px; }
  button.danger { background: #b91c1c; color: #fff; width: 100%; margin-top: 10px; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  button[disabled] { opacity: .6; cursor: progress; }
  .error { color: #b91c1c; font-size: 14px; margin-top: 6px; min-height: 1em; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; font-size: 15px; }
  dt { color: #4b5563; } dd { margin: 0; overflow-wrap: anywhere; }
  dd.code { font-family: ui-monospace, monospace; }
  @media (max-width: 480px) {
    main { margin: 16px 12px; padding: 20px; }
    dl { grid-template-columns: 1fr; gap: 2px; } dd { margin-bottom: 8px; }
  }
  [hidden] { display: none !important; }
`;

/** A whole page of the sandbox PSP. `body` is trusted HTML (built with html``). */
export function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kontor Sandbox PSP</title><style>${STYLE}</style></head>
<body><header><span class="badge">SANDBOX</span><span>Kontor Sandbox PSP — test mode, no real money moves</span></header>
<main>${body}</main>${script ? `<script src="/sandbox-psp/assets/${script}.js" defer></script>` : ''}</body></html>`;
}

export function sendPage(reply: FastifyReply, markup: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(markup);
}

/** The amount as a buyer reads it, from provider minor units. */
export function formatAmount(minor: number, currency: string): string {
  const exp = currencyExponent(currency);
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 10 ** exp);
}

/** Serves one of the pages' scripts under /sandbox-psp/assets/. */
export function serveScript(app: FastifyInstance, name: string, source: string) {
  app.get(
    `/sandbox-psp/assets/${name}.js`,
    rawRoute(async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source),
    ),
  );
}

/** A refusal of the PSP's browser endpoints, in the PSP's own error shape (Stripe-like). */
export function pspError(reply: FastifyReply, error: unknown) {
  if (error instanceof SandboxRefusal)
    return reply.status(error.status).send({ error: { type: 'invalid_request_error', code: error.code } });
  throw error;
}

/** Appends query parameters to the merchant's return URL (kept relative when it is). */
export function withParams(returnUrl: string | null, params: Record<string, string>): string {
  const base = returnUrl || '/';
  const u = new URL(base, 'http://sandbox.invalid');
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return /^https?:\/\//.test(base) ? u.toString() : `${u.pathname}${u.search}${u.hash}`;
}

export const notFoundPage = (reply: FastifyReply) =>
  sendPage(
    reply.status(404),
    page(
      'Not found',
      html`<h1>This payment page does not exist</h1><p class="muted">The link is wrong or has expired.</p>`,
    ),
  );
