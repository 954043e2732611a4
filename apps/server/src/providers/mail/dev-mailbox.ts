import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { latestMessages, type OutboxRow } from './outbox.ts';

// The development mailbox (decision 043): `GET /dev/mailbox` lists the newest outbox messages, codes
// first to the eye, so every e-mail and SMS flow can be tried without a mail server. Registered only
// while `config.devMailbox` is on (the default of `npm start`; DEV_MAILBOX=0 or NODE_ENV=production
// turns it off, and then the path is the SPA's 404 like any unknown one).

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const highlightCode = (body: string) =>
  escapeHtml(body).replace(/\b(\d{6})\b/g, '<strong class="code">$1</strong>');

function row(m: OutboxRow): string {
  return `<li class="msg">
  <p class="meta"><span class="channel">${m.channel === 'SMS' ? 'SMS' : 'E-mail'}</span>
    to <span class="to">${escapeHtml(m.recipient)}</span>
    · <time datetime="${new Date(m.created_at).toISOString()}">${new Date(m.created_at).toISOString().replace('T', ' ').slice(0, 19)} UTC</time>
    ${m.sent_at ? '· sent' : '· not sent'}</p>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <pre>${highlightCode(m.body)}</pre>
</li>`;
}

export function mailboxPage(messages: OutboxRow[], recipient?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · Kontor</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1f2933}
main{max-width:860px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:8px 0}
form{display:flex;gap:8px;flex-wrap:wrap;margin:12px 0}
input{font:inherit;padding:6px 8px;border:1px solid #52606d;border-radius:4px;min-width:0;flex:1 1 220px}
button,a.button{font:inherit;padding:6px 12px;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;text-decoration:none}
ul{list-style:none;padding:0;margin:0}
.msg{background:#fff;border:1px solid #cbd2d9;border-radius:6px;padding:12px;margin:0 0 12px}
.meta{margin:0;color:#3e4c59;font-size:13px;overflow-wrap:anywhere}
.msg h2{font-size:16px;margin:4px 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}
.code{font:700 20px/1.4 ui-monospace,monospace;letter-spacing:2px;background:#fef3c7;color:#1f2933;padding:0 4px}
</style></head>
<body><main>
<h1>Development mailbox</h1>
<p>E-mails and text messages the shop has queued, newest first. This page exists only in development (DEV_MAILBOX).</p>
<form method="get" action="/dev/mailbox"><label for="to">Recipient</label>
<input id="to" name="to" type="text" value="${escapeHtml(recipient ?? '')}" placeholder="buyer@kontor.test or +49151…">
<button type="submit">Filter</button>${recipient ? ' <a class="button" href="/dev/mailbox">All</a>' : ''}</form>
${messages.length ? `<ul>${messages.map(row).join('\n')}</ul>` : '<p>No messages.</p>'}
</main></body></html>`;
}

const querySchema = z.object({ to: z.string().max(254).optional() });

export function registerDevMailbox(app: FastifyInstance): void {
  app.get('/dev/mailbox', async (req, reply) => {
    const parsed = querySchema.safeParse(req.query);
    const to = parsed.success ? parsed.data.to?.trim().toLowerCase() || undefined : undefined;
    const messages = await latestMessages(app.db, 100, to);
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(messages, to));
  });
}
