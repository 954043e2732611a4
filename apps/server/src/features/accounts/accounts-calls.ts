import { loginSchema, setLanguageSchema, setSiteSchema, signupSchema } from '@kontor/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http.ts';
import { enforce } from '../../platform/rate-limit.ts';
import { LANGUAGE_COOKIE, SITE_COOKIE } from '../../platform/request-context.ts';
import { type CallRegistry, parsePayload } from '../../platform/rpc.ts';
import { endSession, startSession } from '../../platform/sessions.ts';
import { accountsRepository } from './accounts-repository.ts';
import { captchaRequired, currentUser, newCaptcha, signIn, signUp } from './accounts-service.ts';

const PREFS_COOKIE = { path: '/', sameSite: 'lax' as const, maxAge: 365 * 86400 };

export function registerAccountsCalls(_calls: CallRegistry) {
  // Account calls live under /api/user/web (spec §7); nothing on the trantor transport yet.
}

/** Sign-in, sign-up, guest sessions, who-am-I and preferences under /api/user/web. */
export async function accountsRoutes(app: FastifyInstance) {
  const { db, config } = app;

  app.get('/api/user/web/current', async (req) => ok(req.user));

  app.post('/api/user/web/login', async (req, reply) => {
    const input = parsePayload(loginSchema, req.body);
    const userId = await signIn(db, app.limiter, req.ip, input);
    await startSession(db, config, req, reply, userId);
    return ok(await currentUser(db, userId));
  });

  app.post('/api/user/web/signup', async (req, reply) => {
    const input = parsePayload(signupSchema, req.body);
    await enforce(app.limiter, `signup:ip:${req.ip}`, 20, 60 * 60_000);
    const userId = await signUp(db, input, req.site, req.language);
    await startSession(db, config, req, reply, userId);
    return ok(await currentUser(db, userId));
  });

  app.post('/api/user/web/logout', async (req, reply) => {
    await endSession(db, req, reply);
    return ok(null);
  });

  app.post('/api/user/web/tourist', async (req, reply) => {
    if (req.user) return ok(req.user);
    const userId = await accountsRepository.createTourist(db, req.site, req.language);
    await startSession(db, config, req, reply, userId);
    return ok(await currentUser(db, userId));
  });

  app.get<{ Querystring: { account?: string } }>('/api/user/web/captcha', async (req) => {
    const account = z.string().max(254).optional().parse(req.query.account);
    const required = account ? await captchaRequired(db, account) : true;
    return ok(required ? { required, ...(await newCaptcha(db)) } : { required });
  });

  app.post('/api/user/web/language', async (req, reply) => {
    const { language } = parsePayload(setLanguageSchema, req.body);
    if (req.user) await accountsRepository.setLanguage(db, req.user.id, language);
    reply.setCookie(LANGUAGE_COOKIE, language, PREFS_COOKIE);
    return ok({ language });
  });

  app.post('/api/user/web/site', async (req, reply) => {
    const { site } = parsePayload(setSiteSchema, req.body);
    if (req.user) await accountsRepository.setSite(db, req.user.id, site);
    reply.setCookie(SITE_COOKIE, site, PREFS_COOKIE);
    return ok({ site });
  });
}
