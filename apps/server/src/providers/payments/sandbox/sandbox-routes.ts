import type { FastifyInstance } from 'fastify';
import { registerBankReferencePages } from './pages/bank-reference-pages.ts';
import { registerDeviceWalletPages } from './pages/device-wallet-pages.ts';
import { registerHostedCheckoutPages } from './pages/hosted-checkout-pages.ts';
import { registerPayLaterWidget } from './pages/pay-later-widget.ts';
import { registerWalletPages } from './pages/wallet-pages.ts';
import type { SandboxPsp } from './sandbox-psp.ts';

/**
 * Every HTTP route of the embedded sandbox PSP (decision 029), under /sandbox-psp: the PSP's own
 * pages and browser endpoints, served by our process but no part of our API (no session, no
 * envelope). One function per page family; a family adds one line here.
 */
export function registerSandboxRoutes(app: FastifyInstance, psp: SandboxPsp): void {
  registerHostedCheckoutPages(app, psp);
  registerWalletPages(app, psp);
  registerPayLaterWidget(app, psp);
  registerDeviceWalletPages(app, psp);
  registerBankReferencePages(app, psp);
}
