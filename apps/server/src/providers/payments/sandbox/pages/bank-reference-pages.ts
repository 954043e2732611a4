import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../../../../platform/rest.ts';
import type { SandboxPsp } from '../sandbox-psp.ts';
import { SandboxRefusal } from '../sandbox-psp.ts';
import { formatAmount, html, notFoundPage, page, pspError, sendPage, serveScript } from './sandbox-page.ts';

/**
 * The bank-reference method: the buyer transfers the amount with the reference (the start's next
 * action shows IBAN, BIC, beneficiary and reference). The transfer page is the sandbox's stand-in for
 * the buyer's bank: "send the transfer" makes it arrive, and the PSP settles the payment and sends
 * its webhook, as a real PSP does days later.
 */
export function registerBankReferencePages(app: FastifyInstance, psp: SandboxPsp) {
  app.get(
    '/sandbox-psp/bank/:reference',
    rawRoute<{ Params: { reference: string } }>(async (req, reply) => {
      const p = await psp.paymentByBankReference(req.params.reference);
      if (!p) return notFoundPage(reply);
      const amount = formatAmount(p.amount_minor, p.currency);
      const arrived = p.status === 'succeeded';
      return sendPage(
        reply,
        page(
          'Bank transfer',
          html`<h1>Sandbox Bank</h1><p class="muted">Transfer to Kontor Sandbox PSP</p>
          <p class="amount">${amount}</p>
          <dl><dt>IBAN</dt><dd class="code">DE89 3704 0044 0532 0130 00</dd><dt>BIC</dt><dd class="code">COBADEFFXXX</dd>
            <dt>Beneficiary</dt><dd>Kontor Sandbox PSP</dd><dt>Reference</dt><dd class="code">${String(p.session.bankReference)}</dd></dl>
          <div id="bank" data-reference="${String(p.session.bankReference)}">
            <p id="bank-status" role="status">${arrived ? 'The transfer has arrived.' : p.status === 'processing' ? 'Waiting for your transfer.' : `This payment is ${p.status}.`}</p>
            <button class="primary" type="button" ${p.status === 'processing' ? '' : 'disabled'}>Send the transfer (test mode)</button>
          </div>`,
          'bank',
        ),
      );
    }),
  );

  app.post(
    '/sandbox-psp/v1/bank/:reference/transfer',
    rawRoute<{ Params: { reference: string } }>(async (req, reply) => {
      try {
        const p = await psp.paymentByBankReference(req.params.reference);
        if (!p) throw new SandboxRefusal('resource_missing', 404);
        const after = await psp.receiveTransfer(p.id);
        return { status: after.status };
      } catch (error) {
        return pspError(reply, error);
      }
    }),
  );

  serveScript(
    app,
    'bank',
    `(() => {
  'use strict';
  const box = document.getElementById('bank');
  const status = document.getElementById('bank-status');
  const button = box.querySelector('button');
  button.addEventListener('click', async () => {
    button.disabled = true;
    const res = await fetch('/sandbox-psp/v1/bank/' + encodeURIComponent(box.dataset.reference) + '/transfer', {
      method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body: '{}',
    });
    const data = await res.json().catch(() => ({}));
    status.textContent = data.status === 'succeeded' ? 'The transfer has arrived.' : 'The transfer could not be sent.';
    if (data.status !== 'succeeded') button.disabled = false;
  });
})();
`,
  );
}
