import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_ROOT } from '../../../platform/config.ts';
import { rawRoute } from '../../../platform/rest.ts';
import { CARD_MESSAGES, checkCard } from './sandbox-cards.ts';
import { SANDBOX_BASE_PATH } from './sandbox-provider.ts';
import { type SandboxPayment, type SandboxPsp, SandboxRefusal, type SandboxSetup } from './sandbox-psp.ts';

/**
 * The sandbox PSP's browser surface for cards (decision 030), served by our process under
 * /sandbox-psp/v1 the way a card PSP serves its own: the SDK script, the hosted card fields (an
 * iframe page), their tokenising endpoint, the setup and payment confirmations, and the 3-D Secure
 * challenge page. Card digits reach only `POST /sandbox-psp/v1/tokens` (the PSP), never our API; only
 * brand, last four and expiry are kept. These routes have no session: like a real PSP they know
 * their publishable key and client secrets, not our buyers.
 */

const V1 = `${SANDBOX_BASE_PATH}/v1`;
// From apps/server, not from this module's URL: in the server bundle this code runs from dist/.
const BROWSER_DIR = path.join(SERVER_ROOT, 'src/providers/payments/sandbox/browser');
const asset = (name: string) => readFileSync(path.join(BROWSER_DIR, name), 'utf8');
const SCRIPTS = {
  'sandbox.js': asset('sandbox.js'),
  'card-fields.js': asset('card-fields.js'),
  'challenge.js': asset('challenge.js'),
};

/**
 * The PSP's pages are framed by the merchant's page (here: our own origin), so they allow exactly
 * that ancestor; everything they load is their own.
 */
const FRAMED_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

type Locale = 'zh' | 'en';
const localeOf = (v: unknown): Locale => (v === 'zh' ? 'zh' : 'en');
type Body = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The page's parent origin for postMessage: an exact origin or nothing. */
function originOf(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  try {
    const o = new URL(v).origin;
    return o === v ? o : null;
  } catch {
    return null;
  }
}

function refuse(reply: FastifyReply, locale: Locale, code: string, status = 400) {
  const message = (CARD_MESSAGES[locale] as Record<string, string>)[code] ?? code;
  return reply.status(status).send({ error: { code, message } });
}

async function answer(reply: FastifyReply, locale: Locale, fn: () => Promise<unknown>) {
  try {
    return reply.send(await fn());
  } catch (e) {
    if (e instanceof SandboxRefusal) return refuse(reply, locale, e.code, e.status);
    throw e;
  }
}

/** An intent as the browser SDK sees it (Stripe-shaped: status, next action, last error). */
function intentOf(
  kind: 'setup' | 'payment',
  o: Pick<SandboxSetup | SandboxPayment, 'id' | 'status' | 'challenge_id' | 'failure_reason'>,
  locale: Locale,
) {
  const status = o.status === 'authorised' ? 'requires_capture' : o.status;
  return {
    id: o.id,
    object: kind === 'setup' ? 'setup_intent' : 'payment_intent',
    status,
    nextAction:
      o.status === 'requires_action' && o.challenge_id
        ? { type: 'three_d_secure', url: `challenge/${o.challenge_id}` }
        : null,
    lastError:
      o.status === 'failed' && o.failure_reason
        ? {
            code: o.failure_reason,
            message:
              (CARD_MESSAGES[locale] as Record<string, string>)[o.failure_reason] ??
              CARD_MESSAGES[locale].processing_error,
          }
        : null,
  };
}

const escapeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FIELD_TEXTS = {
  en: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code (CVC)', expiryHint: 'MM / YY' },
  zh: { number: '卡号', expiry: '有效期', cvc: '安全码 (CVC)', expiryHint: '月 / 年' },
};

function cardFieldsPage(locale: Locale, config: Record<string, unknown>): string {
  const t = FIELD_TEXTS[locale];
  const field = (name: string, label: string, attrs: string) =>
    `<div class="field f-${name}"><label for="${name}">${escapeHtml(label)}</label>` +
    `<input id="${name}" name="${name}" ${attrs} aria-describedby="${name}-error">` +
    `<div class="error" id="${name}-error" role="alert"></div></div>`;
  return `<!doctype html><html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.number)}</title>
<style>
*{box-sizing:border-box}html,body{margin:0;padding:0;background:transparent;font:14px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;color:rgba(0,0,0,.88)}
form{display:grid;grid-template-columns:1fr 1fr;gap:4px 12px;padding:2px}
.f-number{grid-column:1/-1}
label{display:block;margin-bottom:4px}
input{width:100%;height:36px;padding:4px 11px;border:1px solid #d9d9d9;border-radius:6px;font:inherit;color:inherit;background:#fff;outline:none}
input:focus{border-color:#1f5f8b;box-shadow:0 0 0 2px rgba(31,95,139,.2)}
.invalid input{border-color:#c62828}
.error{min-height:20px;color:#c62828;font-size:13px}
</style></head><body>
<form id="card" novalidate autocomplete="on">
${field('number', t.number, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" spellcheck="false"')}
${field('expiry', t.expiry, `inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryHint)}" maxlength="7"`)}
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4"')}
</form>
<script type="application/json" id="config">${escapeJson(config)}</script>
<script src="${V1}/card-fields.js"></script>
</body></html>`;
}

const CHALLENGE_TEXTS = {
  en: {
    title: '3-D Secure authentication',
    text: 'Your bank asks you to confirm this card. This is a test page of the sandbox payment provider.',
    amount: 'Amount',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
  },
  zh: {
    title: '3-D Secure 验证',
    text: '您的银行要求您确认这张卡。这是沙盒支付服务商的测试页面。',
    amount: '金额',
    complete: '完成验证',
    fail: '验证失败',
  },
};

function challengePage(
  locale: Locale,
  challenge: { amount: number | null; currency: string | null },
  config: Record<string, unknown>,
): string {
  const t = CHALLENGE_TEXTS[locale];
  const amount =
    challenge.amount !== null && challenge.currency
      ? `<p>${escapeHtml(t.amount)}: <strong>${escapeHtml(
          new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', {
            style: 'currency',
            currency: challenge.currency,
          }).format(challenge.amount / 100),
        )}</strong></p>`
      : '';
  return `<!doctype html><html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,"Noto Sans","PingFang SC",sans-serif;color:#1f1f1f;background:#fff}
main{padding:24px;display:flex;flex-direction:column;gap:12px;min-height:100vh}
.bank{font-weight:700;letter-spacing:.08em;color:#1f5f8b}
h1{font-size:20px;margin:0}
button{height:44px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid #1f5f8b}
#complete{background:#1f5f8b;color:#fff}#fail{background:#fff;color:#1f5f8b}
button:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:auto}
</style></head><body><main>
<div class="bank" aria-hidden="true">SANDBOX BANK</div>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>${amount}
<div class="actions"><button type="button" id="complete">${escapeHtml(t.complete)}</button>
<button type="button" id="fail">${escapeHtml(t.fail)}</button></div>
<p id="status" role="status"></p>
</main>
<script type="application/json" id="config">${escapeJson(config)}</script>
<script src="${V1}/challenge.js"></script>
</body></html>`;
}

/** Registers the sandbox PSP's card routes on our server (app.ts, one line). */
export function registerSandboxCardRoutes(app: FastifyInstance, psp: SandboxPsp): void {
  for (const [name, source] of Object.entries(SCRIPTS)) {
    app.get(
      `${V1}/${name}`,
      rawRoute((_req, reply) =>
        reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source),
      ),
    );
  }

  app.get(
    `${V1}/elements/card`,
    rawRoute<{ Querystring: Body }>(async (req, reply) => {
      const locale = localeOf(req.query.locale);
      const origin = originOf(req.query.origin);
      const key = text(req.query.key);
      try {
        psp.checkPublishableKey(key);
      } catch {
        return refuse(reply, locale, 'invalid_publishable_key', 401);
      }
      if (!origin) return refuse(reply, locale, 'invalid_origin');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', FRAMED_PAGE_CSP)
        .header('cache-control', 'no-store')
        .send(
          cardFieldsPage(locale, {
            key,
            locale,
            frame: text(req.query.frame).slice(0, 64),
            origin,
            messages: CARD_MESSAGES[locale],
          }),
        );
    }),
  );

  // The fields' own endpoint: the only place the digits are sent. The body is never logged.
  app.post(
    `${V1}/tokens`,
    rawRoute<{ Body: Body }>(async (req, reply) => {
      const body = req.body ?? {};
      const locale = localeOf(body.locale);
      try {
        psp.checkPublishableKey(body.key);
      } catch {
        return refuse(reply, locale, 'invalid_publishable_key', 401);
      }
      const input = { number: text(body.number), expiry: text(body.expiry), cvc: text(body.cvc) };
      const checked = checkCard(input);
      if (!checked.card) {
        const errors = Object.fromEntries(
          Object.entries(checked.errors).map(([field, code]) => [
            field,
            { code, message: CARD_MESSAGES[locale][code] },
          ]),
        );
        const [field, first] = Object.entries(errors)[0]!;
        return reply.status(400).send({ error: { ...first, field }, errors });
      }
      return answer(reply, locale, async () => {
        const card = await psp.tokenize(input);
        return {
          token: card.token,
          card: { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year },
        };
      });
    }),
  );

  app.post(
    `${V1}/setup_intents/confirm`,
    rawRoute<{ Body: Body }>(async (req, reply) => {
      const body = req.body ?? {};
      const locale = localeOf(body.locale);
      return answer(reply, locale, async () => {
        psp.checkPublishableKey(body.key);
        const setup = await psp.confirmSetup(text(body.clientSecret), text(body.paymentMethod));
        return { setupIntent: intentOf('setup', setup, locale) };
      });
    }),
  );

  app.post(
    `${V1}/payment_intents/confirm`,
    rawRoute<{ Body: Body }>(async (req, reply) => {
      const body = req.body ?? {};
      const locale = localeOf(body.locale);
      return answer(reply, locale, async () => {
        psp.checkPublishableKey(body.key);
        const payment = await psp.confirmPayment(text(body.clientSecret), text(body.paymentMethod) || null);
        return { paymentIntent: intentOf('payment', payment, locale) };
      });
    }),
  );

  app.get(
    `${V1}/challenge/:id`,
    rawRoute<{ Params: { id: string }; Querystring: Body }>(async (req, reply) => {
      const locale = localeOf(req.query.locale);
      const found = await psp.challenge(req.params.id);
      if (!found) return refuse(reply, locale, 'resource_missing', 404);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', FRAMED_PAGE_CSP)
        .header('cache-control', 'no-store')
        .send(
          challengePage(locale, found, {
            id: req.params.id,
            locale,
            origin: originOf(req.query.origin),
            returnUrl: found.returnUrl,
          }),
        );
    }),
  );

  app.post(
    `${V1}/challenge/:id`,
    rawRoute<{ Params: { id: string }; Body: Body }>(async (req, reply) => {
      const body = req.body ?? {};
      const locale = localeOf(body.locale);
      const outcome = body.outcome === 'complete' ? 'complete' : body.outcome === 'fail' ? 'fail' : null;
      if (!outcome) return refuse(reply, locale, 'invalid_request');
      return answer(reply, locale, async () => {
        const answered = await psp.answerChallenge(req.params.id, outcome);
        const intent =
          answered.kind === 'setup'
            ? intentOf('setup', answered.setup, locale)
            : intentOf('payment', answered.payment, locale);
        return { intent, error: intent.lastError };
      });
    }),
  );
}
