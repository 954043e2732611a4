import { SANDBOX_SIGNATURE_HEADER, type SandboxPsp } from './sandbox-psp.ts';

/** Posts one signed event to our webhook endpoint; answers the HTTP status. */
export type WebhookPost = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/**
 * The embedded PSP's event sender (decision 029): events due (SANDBOX_PSP_WEBHOOK_DELAY_MS after they
 * happened) are claimed with a lease, signed like Stripe's (`t=…,v1=…` over the exact bytes) and
 * posted to POST /api/payments/webhooks/sandbox — through the app's own HTTP pipeline, so they meet
 * the same raw-body verification as a real provider's. A refused or failed delivery is retried later
 * with a growing back-off, as PSPs do. Answers how many were delivered.
 */
export async function sendDueSandboxEvents(psp: SandboxPsp, post: WebhookPost, limit = 20): Promise<number> {
  let delivered = 0;
  for (const e of await psp.claimDueEvents(limit)) {
    const raw = JSON.stringify(e.body);
    try {
      const status = await post(raw, {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: psp.sign(raw),
      });
      if (status >= 200 && status < 300) {
        await psp.markDelivered(e.id);
        delivered++;
      } else await psp.markDelivered(e.id, `HTTP ${status}`);
    } catch (error) {
      await psp.markDelivered(e.id, String((error as Error)?.message ?? error).slice(0, 200));
    }
  }
  return delivered;
}
