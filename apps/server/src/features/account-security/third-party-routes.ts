import {
  listBoundResponseSchema,
  nullResponseSchema,
  thirdPartyAuthorizeQuerySchema,
  thirdPartyProvidersResponseSchema,
  unbindThirdPartySchema,
} from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors.ts';
import { enforce } from '../../platform/rate-limit.ts';
import { jsonRoute, rawRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { startSession } from '../../platform/sessions.ts';
import { mergeGuestCart } from '../cart/cart-service.ts';
import {
  callbackPath,
  finishRoundTrip,
  listBound,
  providerOf,
  providersList,
  ROUND_TRIP_MINUTES,
  startRoundTrip,
  unbind,
} from './third-party-service.ts';

/** The browser's half of a round trip: which state it started (so nobody can finish it for them). */
const STATE_COOKIE = 'kontor_tp_state';
const STATE_COOKIE_PATH = '/api/user/web/third-part';

function memberOf(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  if (req.user.isTourist) throw unauthorized('errors.signInRequired');
  return req.user;
}

/** Our own origin as the browser sees it (behind a proxy: TRUST_PROXY). */
const originOf = (req: FastifyRequest) => new URL(`${req.protocol}://${req.host}`).origin;

/** Third-party accounts under /api/user/web/third-part (spec §7; decision 046). */
export async function thirdPartyRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const providers = app.providers.signIn;

  app.get(
    '/api/user/web/third-part/providers',
    jsonRoute(thirdPartyProvidersResponseSchema, () => providersList(providers)),
  );

  app.get(
    '/api/user/web/third-part/list-bound',
    jsonRoute(listBoundResponseSchema, (req) => listBound(db, providers, memberOf(req).id)),
  );

  app.post(
    '/api/user/web/third-part/unbind',
    jsonRoute(nullResponseSchema, async (req) => {
      const user = memberOf(req);
      const { thirdAccountType } = parsePayload(unbindThirdPartySchema, req.body);
      await unbind(db, user.id, thirdAccountType);
      return null;
    }),
  );

  /** A browser navigation: sends the browser to the provider. BIND needs a signed-in member. */
  app.get(
    '/api/user/web/third-part/authorize',
    rawRoute(async (req, reply) => {
      const input = parsePayload(thirdPartyAuthorizeQuerySchema, req.query);
      const provider = providerOf(providers, input.thirdAccountType);
      const userId = input.intent === 'BIND' ? memberOf(req).id : null;
      await enforce(app.limiter, `third-party:ip:${req.ip}`, 60, 10 * 60_000);
      const { url, state } = await startRoundTrip(db, provider, {
        intent: input.intent,
        userId,
        redirect: input.redirect,
        origin: originOf(req),
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: ROUND_TRIP_MINUTES * 60,
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    }),
  );

  /** The provider's return: finishes the round trip, signs in or binds, and sends the browser on. */
  app.get<{ Params: { type: string } }>(
    '/api/user/web/third-part/callback/:type',
    rawRoute<{ Params: { type: string } }>(async (req, reply) => {
      const provider = providerOf(providers, req.params.type);
      const url = new URL(req.url, originOf(req));
      const callbackUrl = new URL(`${originOf(req)}${callbackPath(provider.accountType)}${url.search}`);
      const end = await finishRoundTrip(db, provider, {
        callbackUrl,
        state: url.searchParams.get('state') ?? undefined,
        cookieState: req.cookies[STATE_COOKIE],
        currentUserId: req.user && !req.user.isTourist ? req.user.id : null,
        site: req.site,
        language: req.language,
      });
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      if (end.signInUserId) {
        const signInUserId = end.signInUserId;
        if (req.user?.isTourist) await db.tx((q) => mergeGuestCart(q, req.user!.id, signInUserId));
        await startSession(db, config, req, reply, signInUserId);
      }
      return reply.header('cache-control', 'no-store').redirect(end.redirect, 302);
    }),
  );
}
