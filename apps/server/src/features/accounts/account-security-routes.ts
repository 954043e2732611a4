import {
  bindEmailSchema,
  bindEmailSendSchema,
  bindMobileSchema,
  bindMobileSendSchema,
  codeSentResponseSchema,
  destroySendEmailSchema,
  destroySendSmsSchema,
  securityOverviewSchema,
} from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { notFound, unauthorized } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { sessionStartedAt } from '../../platform/sessions.ts';
import { accountSecurityRepository } from './account-security-repository.ts';
import {
  type Asker,
  bindEmail,
  bindMobile,
  securityOverview,
  sendBindEmailCode,
  sendBindMobileCode,
  sendDestroyEmailCode,
  sendDestroySmsCode,
} from './account-security-service.ts';

/** The signed-in account that asks (a guest has nothing to bind or delete): 401 otherwise. */
export async function askerOf(req: FastifyRequest): Promise<Asker> {
  if (!req.user) throw unauthorized();
  if (req.user.isTourist) throw unauthorized('errors.signInRequired');
  return {
    userId: req.user.id,
    ip: req.ip,
    language: req.language,
    sessionStartedAt: await sessionStartedAt(req.server.db, req),
  };
}

/**
 * Binding an e-mail or a phone and the deletion codes (spec §7, /api/user/web; decision 044): the
 * overview the account-security page shows, a code to the new address after re-authentication, the
 * bind with it; the codes of account deletion (the deletion itself is bbc_user_DestroyUserFlow).
 */
export async function accountSecurityRoutes(app: FastifyInstance) {
  const { db, limiter } = app;

  app.get(
    '/api/user/web/security',
    jsonRoute(securityOverviewSchema, async (req) => securityOverview(db, (await askerOf(req)).userId)),
  );

  /** A signed-in account's POST: asker first (401 for guests), then the payload (400 with `fields`). */
  function askerPost<Q extends z.ZodType, R extends z.ZodType>(
    url: string,
    request: Q,
    response: R,
    action: (db: Db, limiter: RateLimiter, asker: Asker, input: z.output<Q>) => Promise<z.input<R>>,
  ) {
    app.post(
      url,
      jsonRoute(response, async (req) =>
        action(db, limiter, await askerOf(req), parsePayload(request, req.body)),
      ),
    );
  }

  askerPost(
    '/api/user/web/email/bind/send-email-code',
    bindEmailSendSchema,
    codeSentResponseSchema,
    sendBindEmailCode,
  );
  askerPost('/api/user/web/email/bind', bindEmailSchema, securityOverviewSchema, bindEmail);
  askerPost(
    '/api/user/web/mobile/bind/send-sms-code',
    bindMobileSendSchema,
    codeSentResponseSchema,
    sendBindMobileCode,
  );
  askerPost('/api/user/web/mobile/bind', bindMobileSchema, securityOverviewSchema, bindMobile);
  askerPost(
    '/api/user/web/destroy-send-sms-code',
    destroySendSmsSchema,
    codeSentResponseSchema,
    sendDestroySmsCode,
  );
  askerPost(
    '/api/user/web/destroy-send-email-code',
    destroySendEmailSchema,
    codeSentResponseSchema,
    sendDestroyEmailCode,
  );

  // Development only, on the development mailbox's switch (decisions 043, 044): the answer of a
  // captcha by its token, for browser journeys that cannot read the picture. Like the mailbox it is
  // not registered when the shop is configured for production.
  if (app.config.devMailbox) {
    app.get<{ Params: { token: string } }>('/dev/captcha/:token', async (req, reply) => {
      const token = req.params.token.slice(0, 200);
      const answer = await accountSecurityRepository.captchaAnswer(db, token);
      if (!answer) throw notFound();
      return reply.header('Cache-Control', 'no-store').send({ answer });
    });
  }
}
