import { paymentSessionResponseSchema, paymentSessionSchema } from '@kontor/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import { enforce } from '../../platform/rate-limit.ts';
import { jsonRoute, rawRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { WebhookSignatureError } from '../../providers/payments/payment-provider.ts';
import { createWidgetSession, receiveWebhook } from './payments-service.ts';

/** Webhook bodies are small JSON documents; anything larger is not a provider's event. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The payments platform's REST routes (decision 028): provider webhooks, and the pay-later widget
 * session of spec §7 (`POST /api/payments/v1/sessions`).
 */
export async function paymentsRoutes(app: FastifyInstance) {
  const deps = { config: app.config, providers: app.providers };

  // Webhooks: providers send no Origin (the route is exempt from the same-origin check) and sign the
  // exact bytes they send, so this scope reads the body raw, whatever its content type.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/payments/webhooks/:provider',
      rawRoute<{ Params: { provider: string } }>(async (req, reply) => {
        if (!deps.providers.payments.names().includes(req.params.provider)) throw notFound();
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        try {
          const { received, duplicates } = await receiveWebhook(
            app.db,
            deps,
            req.params.provider,
            raw,
            req.headers,
          );
          // Acknowledged at once; a job processes it (payments-sweeps.ts).
          return reply.status(200).send({ received: true, new: received, duplicates });
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw new AppError('INVALID_DATA', 'payments.errors.webhookSignature', {}, [
              { path: '', message: 'payments.errors.webhookSignature' },
            ]);
          throw error;
        }
      }),
    );
  });

  /**
   * A pay-later widget session (spec §7 `{type}` → `client_token`), before any attempt exists: the
   * widget loads with it, the buyer authorises, and the attempt then starts with the authorisation.
   * A signed-in session (a guest's too); limited like payment starts.
   */
  app.post(
    '/api/payments/v1/sessions',
    jsonRoute(paymentSessionResponseSchema, async (req) => {
      if (!req.user) throw unauthorized();
      const input = parsePayload(paymentSessionSchema, req.body);
      await enforce(app.limiter, `pay-session:${req.user.id}`, 30, 60_000);
      const s = await createWidgetSession(deps, { type: input.type, site: req.site, language: req.language });
      return { client_token: s.clientToken, session_id: s.sessionId };
    }),
  );
}
