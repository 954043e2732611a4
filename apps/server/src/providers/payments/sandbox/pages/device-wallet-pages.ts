import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../../../../platform/rest.ts';
import { TEST_CARDS } from '../sandbox-cards.ts';
import type { SandboxPsp } from '../sandbox-psp.ts';
import { SandboxRefusal } from '../sandbox-psp.ts';
import { pspError } from './sandbox-page.ts';

/**
 * The device wallet (Apple Pay / Google Pay shaped): offered only where the browser has the Payment
 * Request API in a secure context (`SandboxDeviceWallet.isAvailable()`). A sandbox has no real wallet
 * behind the browser's own sheet, so `pay()` shows the PSP's sheet (a modal dialog) with the wallet's
 * test card, then confirms the attempt's client secret with the wallet's token — as the real wallets'
 * `paymentmethod` event hands the merchant a token to confirm with. Cancelling rejects with an error
 * named CANCEL (spec §8: the pay-result page clears the error).
 */

function walletCardExpiry(now = new Date()) {
  return `12 / ${String((now.getUTCFullYear() + 4) % 100).padStart(2, '0')}`;
}

export function registerDeviceWalletPages(app: FastifyInstance, psp: SandboxPsp) {
  app.post(
    '/sandbox-psp/v1/device-wallet/confirm',
    rawRoute<{ Body: { client_secret?: unknown; publishable_key?: unknown } }>(async (req, reply) => {
      try {
        psp.checkPublishableKey(req.body?.publishable_key);
        const secret = req.body?.client_secret;
        if (typeof secret !== 'string' || secret.length > 200)
          throw new SandboxRefusal('resource_missing', 404);
        // The wallet's provisioned card (a device token stands for it at a real PSP).
        const card = await psp.tokenize({ number: TEST_CARDS.ok, expiry: walletCardExpiry(), cvc: '123' });
        const p = await psp.confirmPayment(secret, card.token);
        return { status: p.status, failure_reason: p.failure_reason };
      } catch (error) {
        return pspError(reply, error);
      }
    }),
  );

  app.get(
    '/sandbox-psp/v1/device-wallet.js',
    rawRoute(async (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(DEVICE_WALLET_SCRIPT),
    ),
  );
}

const DEVICE_WALLET_SCRIPT = `(() => {
  'use strict';
  if (window.SandboxDeviceWallet) return;
  const BUTTON = 'font:inherit;font-size:16px;min-height:44px;padding:10px 16px;border-radius:8px;border:0;cursor:pointer;width:100%;margin-top:10px;';
  const el = (tag, attrs, text) => {
    const e = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => e.setAttribute(k, v));
    if (text) e.textContent = text;
    return e;
  };
  const format = (amount) => {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: amount.currency }).resolvedOptions().maximumFractionDigits;
    return new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'currency', currency: amount.currency }).format(amount.minor / Math.pow(10, digits));
  };
  const sheet = (label, amount) => new Promise((resolve) => {
    const d = el('dialog', { 'aria-labelledby': 'sbx-dw-title', style: 'border:0;border-radius:16px 16px 0 0;margin:auto auto 0;padding:24px;max-width:420px;width:calc(100% - 48px);font-family:system-ui,sans-serif;color:#111827' });
    d.append(el('p', { style: 'margin:0 0 4px;font-size:12px;font-weight:700;color:#92400e' }, 'SANDBOX DEVICE WALLET · test mode'));
    d.append(el('h2', { id: 'sbx-dw-title', style: 'font-size:20px;margin:0 0 8px' }, (label || 'Kontor') + ' · ' + format(amount)));
    d.append(el('p', { style: 'margin:0 0 8px;color:#374151' }, 'Pay with Visa •••• 4242'));
    const pay = el('button', { type: 'button', style: BUTTON + 'background:#111827;color:#fff' }, 'Pay ' + format(amount));
    const cancel = el('button', { type: 'button', style: BUTTON + 'background:#e5e7eb;color:#111827' }, 'Cancel');
    d.append(pay, cancel);
    let ok = false;
    pay.addEventListener('click', () => { ok = true; d.close(); });
    cancel.addEventListener('click', () => d.close());
    d.addEventListener('close', () => { d.remove(); resolve(ok); });
    document.body.append(d);
    d.showModal();
    pay.focus();
  });
  const cancelled = () => { const e = new Error('The buyer closed the wallet'); e.name = 'CANCEL'; return e; };
  window.SandboxDeviceWallet = {
    /** Where the browser supports the Payment Request API (secure contexts only). */
    isAvailable() { return Promise.resolve(typeof window.PaymentRequest === 'function' && window.isSecureContext === true); },
    /** Shows the wallet sheet and confirms the attempt: resolves {status}, rejects CANCEL when closed. */
    async pay(options) {
      if (!(await this.isAvailable())) throw new Error('SandboxDeviceWallet: not available in this browser');
      if (!(await sheet(options.label, options.amount))) throw cancelled();
      const res = await fetch('/sandbox-psp/v1/device-wallet/confirm', {
        method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
        body: JSON.stringify({ client_secret: options.clientSecret, publishable_key: options.publishableKey }),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error((data.error && data.error.code) || 'device wallet failed');
      return data;
    },
  };
})();
`;
