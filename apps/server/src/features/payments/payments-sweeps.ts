import type { FastifyInstance } from 'fastify';
import type { SweepRunner } from '../../platform/jobs.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { sendDueSandboxEvents } from '../../providers/payments/sandbox/sandbox-webhook-sender.ts';
import {
  captureBeforeLapse,
  expireOpenAttempts,
  processWebhookEvent,
  WEBHOOK_JOB,
  type WebhookEventHandler,
} from './payments-service.ts';

/** How often stored webhooks are processed and the sandbox PSP sends what is due. */
const WEBHOOK_TICK_MS = 1000;
const SANDBOX_SEND_TICK_MS = 500;

/** Posts the sandbox PSP's signed events to our own webhook route through the app (no network). */
export function sandboxWebhookPost(app: FastifyInstance) {
  return async (rawBody: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: rawBody }))
      .statusCode;
}

/**
 * The payments platform's background work (decision 028), all safe on any number of instances:
 * - each stored webhook event is a deadline job (`payments.webhook`, FOR UPDATE SKIP LOCKED);
 * - attempts open past PAYMENT_ATTEMPT_TTL_MINUTES are asked about, then closed (cancelled first);
 * - authorisations are captured PAYMENT_CAPTURE_MARGIN_HOURS before they lapse;
 * - the embedded sandbox PSP delivers its signed events to our webhook route after their delay.
 * Those that call a provider run as tickers, outside any transaction, on leased rows.
 * `handlers`: what other features do with non-payment events (card setups), wired in app.ts.
 */
export function registerPaymentsSweeps(
  sweeps: SweepRunner,
  deps: AppDeps,
  app: FastifyInstance,
  handlers: Parameters<typeof processWebhookEvent>[2] = {},
) {
  sweeps.register(WEBHOOK_JOB, async (q, job) => {
    await processWebhookEvent(q, job.ref_id, handlers);
  });
  sweeps.registerTicker('payments.webhooks', () => sweeps.runOnce(50, [WEBHOOK_JOB]), WEBHOOK_TICK_MS);
  sweeps.registerTicker('payments.expireAttempts', () => expireOpenAttempts(app.db, deps));
  sweeps.registerTicker('payments.captureBeforeLapse', () => captureBeforeLapse(app.db, deps));
  const post = sandboxWebhookPost(app);
  sweeps.registerTicker(
    'payments.sandboxWebhooks',
    () => sendDueSandboxEvents(deps.providers.payments.sandboxPsp, post),
    SANDBOX_SEND_TICK_MS,
  );
}

export type { WebhookEventHandler };
