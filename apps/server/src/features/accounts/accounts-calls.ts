import {
  captchaQuerySchema,
  captchaResponseSchema,
  currentUserResponseSchema,
  currentUserSchema,
  languageResponseSchema,
  loginSchema,
  nullResponseSchema,
  setLanguageSchema,
  setSiteSchema,
  signupSchema,
  siteResponseSchema,
} from '@kontor/domain';
import type { FastifyInstance } from 'fastify';
import { enforce } from '../../platform/rate-limit.ts';
import { LANGUAGE_COOKIE, SITE_COOKIE } from '../../platform/request-context.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { type CallRegistry, parsePayload } from '../../platform/rpc.ts';
import { endSession, startSession } from '../../platform/sessions.ts';
import { mergeGuestCart } from '../cart/cart-service.ts';
import { accountsRepository } from './accounts-repository.ts';
import { captchaRequired, currentUser, newCaptcha, signIn, signUp } from './accounts-service.ts';

const PREFS_COOKIE = { path: '/', sameSite: 'lax' as const, maxAge: 365 * 86400 };

export function registerAccountsCalls(_calls: CallRegistry) {
  // Account calls live under /api/user/web (spec §7); nothing on the trantor transport yet.
}

/** Sign-in, sign-up, guest sessions, who-am-I and preferences under /api/user/web. */
export async function accountsRoutes(app: FastifyInstance) {
  const { db, config } = app;

  app.get(
    '/api/user/web/current',
    jsonRoute(currentUserResponseSchema, (req) => req.user),
  );

  app.post(
    '/api/user/web/login',
    jsonRoute(currentUserSchema, async (req, reply) => {
      const input = parsePayload(loginSchema, req.body);
      const userId = await signIn(db, app.limiter, req.ip, input);
      if (req.user?.isTourist) await mergeGuestCart(db, req.user.id, userId);
      await startSession(db, config, req, reply, userId);
      return currentUser(db, userId);
    }),
  );

  app.post(
    '/api/user/web/signup',
    jsonRoute(currentUserSchema, async (req, reply) => {
      const input = parsePayload(signupSchema, req.body);
      await enforce(app.limiter, `signup:ip:${req.ip}`, config.signupsPerIpHour, 60 * 60_000);
      const userId = await signUp(db, input, req.site, req.language);
      if (req.user?.isTourist) await mergeGuestCart(db, req.user.id, userId);
      await startSession(db, config, req, reply, userId);
      return currentUser(db, userId);
    }),
  );

  app.post(
    '/api/user/web/logout',
    jsonRoute(nullResponseSchema, async (req, reply) => {
      await endSession(db, req, reply);
      return null;
    }),
  );

  app.post(
    '/api/user/web/tourist',
    jsonRoute(currentUserSchema, async (req, reply) => {
      if (req.user) return req.user;
      const userId = await accountsRepository.createTourist(db, req.site, req.language);
      await startSession(db, config, req, reply, userId);
      return currentUser(db, userId);
    }),
  );

  app.get(
    '/api/user/web/captcha',
    jsonRoute(captchaResponseSchema, async (req) => {
      const { account } = parsePayload(captchaQuerySchema, req.query);
      const required = account ? await captchaRequired(db, account) : true;
      return required ? { required, ...(await newCaptcha(db)) } : { required };
    }),
  );

  app.post(
    '/api/user/web/language',
    jsonRoute(languageResponseSchema, async (req, reply) => {
      const { language } = parsePayload(setLanguageSchema, req.body);
      if (req.user) await accountsRepository.setLanguage(db, req.user.id, language);
      reply.setCookie(LANGUAGE_COOKIE, language, PREFS_COOKIE);
      return { language };
    }),
  );

  app.post(
    '/api/user/web/site',
    jsonRoute(siteResponseSchema, async (req, reply) => {
      const { site } = parsePayload(setSiteSchema, req.body);
      if (req.user) await accountsRepository.setSite(db, req.user.id, site);
      reply.setCookie(SITE_COOKIE, site, PREFS_COOKIE);
      return { site };
    }),
  );
}
