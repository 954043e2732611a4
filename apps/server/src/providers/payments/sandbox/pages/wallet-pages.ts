import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../../../../platform/rest.ts';
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
 * The wallet approval page (PayPal-shaped): the merchant sends the buyer to `approveUrl`; the buyer
 * approves or cancels; the PSP sends them back with `token` (and `PayerID` when approved). Only then
 * does the merchant capture — `complete({token, payerId})` — so an approval alone moves no money.
 */

const PAYER_ID = 'SBXPAYER7K2Q';

function backToMerchant(p: SandboxPayment, approved: boolean): string {
  const token = String(p.session.approveToken ?? '');
  return withParams(p.return_url, approved ? { token, PayerID: PAYER_ID } : { token, cancelled: '1' });
}

export function registerWalletPages(app: FastifyInstance, psp: SandboxPsp) {
  app.get(
    '/sandbox-psp/wallet/:paymentId/approve',
    rawRoute<{ Params: { paymentId: string } }>(async (req, reply) => {
      const p = await psp.payment(req.params.paymentId);
      if (p?.method !== 'wallet') return notFoundPage(reply);
      const amount = formatAmount(p.amount_minor, p.currency);
      if (p.status !== 'requires_payment_method') {
        const approved = p.status !== 'canceled' && p.status !== 'failed';
        return sendPage(
          reply,
          page(
            'Sandbox Wallet',
            html`<h1>${approved ? 'You approved this payment' : 'This payment was cancelled'}</h1>
              <p class="amount">${amount}</p><p><a href="${backToMerchant(p, approved)}">Back to the shop</a></p>`,
          ),
        );
      }
      return sendPage(
        reply,
        page(
          'Sandbox Wallet',
          html`<h1>Sandbox Wallet</h1>
          <p class="muted">Signed in as sandbox-buyer@example.com</p>
          <p>Kontor asks you to pay</p>
          <p class="amount">${amount}</p>
          <dl><dt>Pay with</dt><dd>Wallet balance</dd><dt>Reference</dt><dd class="code">${p.reference}</dd></dl>
          <div id="wallet" data-payment="${p.id}">
            <button class="primary" type="button" data-approve="1">Approve and continue</button>
            <button class="secondary" type="button" data-approve="0">Cancel and return to the shop</button>
            <p id="wallet-error" class="error" role="alert"></p>
          </div>`,
          'wallet',
        ),
      );
    }),
  );

  app.post(
    '/sandbox-psp/v1/wallet/:paymentId/approve',
    rawRoute<{ Params: { paymentId: string }; Body: { approve?: unknown } }>(async (req, reply) => {
      try {
        const known = await psp.payment(req.params.paymentId);
        if (known?.method !== 'wallet') throw new SandboxRefusal('resource_missing', 404);
        const approve = req.body?.approve === true;
        const p = await psp.answerWallet(known.id, approve);
        return { status: p.status, redirect: backToMerchant(p, approve && p.status !== 'canceled') };
      } catch (error) {
        return pspError(reply, error);
      }
    }),
  );

  serveScript(
    app,
    'wallet',
    `(() => {
  'use strict';
  const box = document.getElementById('wallet');
  const error = document.getElementById('wallet-error');
  box.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-approve]');
    if (!button) return;
    box.querySelectorAll('button').forEach((b) => { b.disabled = true; });
    try {
      const res = await fetch('/sandbox-psp/v1/wallet/' + encodeURIComponent(box.dataset.payment) + '/approve', {
        method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
        body: JSON.stringify({ approve: button.dataset.approve === '1' }),
      });
      const data = await res.json();
      if (data.redirect) { window.location.assign(data.redirect); return; }
      throw new Error('no redirect');
    } catch (e) {
      error.textContent = 'The wallet could not answer. Please try again.';
      box.querySelectorAll('button').forEach((b) => { b.disabled = false; });
    }
  });
})();
`,
  );
}
