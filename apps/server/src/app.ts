import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountsRoutes, registerAccountsCalls } from './features/accounts/accounts-calls.ts';
import { registerAfterSalesCalls } from './features/after-sales/after-sales-calls.ts';
import { registerAfterSalesSweeps } from './features/after-sales/after-sales-sweeps.ts';
import { registerCartCalls } from './features/cart/cart-calls.ts';
import { registerCatalogCalls } from './features/catalog/catalog-calls.ts';
import { catalogMediaRoutes } from './features/catalog/catalog-media.ts';
import { filesRoutes } from './features/files/files-routes.ts';
import { registerMerchantCalls } from './features/merchant/merchant-calls.ts';
import { registerOrdersCalls } from './features/orders/orders-calls.ts';
import { ordersRoutes } from './features/orders/orders-routes.ts';
import { registerOrderSweeps } from './features/orders/orders-sweeps.ts';
import { registerReviewsCalls } from './features/reviews/reviews-calls.ts';
import { rewardsRoutes } from './features/rewards/rewards-routes.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/index.ts';
import { AppError } from './platform/errors.ts';
import { MAX_BODY_BYTES, sendError } from './platform/http.ts';
import { SweepRunner } from './platform/jobs.ts';
import { pgRateLimiter, type RateLimiter, redisRateLimiter } from './platform/rate-limit.ts';
import { languageOf, siteOf } from './platform/request-context.ts';
import { decodedPath, guardRequest, pathUnder } from './platform/request-guards.ts';
import { recordRoutes } from './platform/rest.ts';
import { CallRegistry } from './platform/rpc.ts';
import { loadSessionUser, SESSION_COOKIE } from './platform/sessions.ts';
import { trantorRoutes } from './platform/trantor.ts';
import { buildProviders, type Providers } from './providers/providers.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: boolean | object;
  limiter?: RateLimiter;
  /** Providers to use instead of those the config chooses (tests). */
  providers?: Partial<Providers>;
}

export async function buildApp({
  config,
  db,
  logger,
  limiter,
  providers,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    // Errors the router raises before any hook (a path it cannot decode) get the envelope too.
    frameworkErrors: (error, req, reply) => sendError(req, reply, error),
  });

  // First, so that it sees every route: the contract test checks each declares its response.
  app.decorate('routeTable', recordRoutes(app));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('calls', new CallRegistry(config.hostPrefix));
  app.decorate(
    'limiter',
    limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl) : pgRateLimiter(db)),
  );
  // Providers are chosen once, here, and handed down explicitly (ctx.providers, app.providers, sweeps).
  const deps = { config, providers: buildProviders(config, db, providers) };
  app.decorate('providers', deps.providers);
  app.decorate('sweeps', new SweepRunner(db, app.log));
  app.decorateRequest('user', null);
  app.decorateRequest('site', 'DE');
  app.decorateRequest('language', 'en');

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { files: 1, fields: 5 } });
  // DESIGN §7: bodies are JSON (or multipart uploads); text/plain is what a cross-site form can send.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error, req, reply) => sendError(req, reply, error));

  app.addHook('onRequest', async (req) => {
    // `//` paths answer 404; cross-site state changes are refused on every path, however it is
    // spelled; same-origin requests and clients without Origin pass.
    guardRequest(req, config.publicOrigins);
    if (!pathUnder(req, ['/api/', '/sapi/', '/files/'])) return;
    const sid = req.cookies[SESSION_COOKIE];
    req.user = sid ? await loadSessionUser(db, sid) : null;
    req.site = siteOf(req, req.user);
    req.language = languageOf(req, req.user, req.site);
  });

  app.get('/healthz', async (_req, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  registerAccountsCalls(app.calls);
  registerCatalogCalls(app.calls);
  registerCartCalls(app.calls);
  registerMerchantCalls(app.calls);
  registerOrdersCalls(app.calls);
  registerOrderSweeps(app.sweeps);
  registerAfterSalesCalls(app.calls);
  registerAfterSalesSweeps(app.sweeps, deps);
  registerReviewsCalls(app.calls);

  await app.register(trantorRoutes);
  await app.register(accountsRoutes);
  await app.register(filesRoutes);
  await app.register(catalogMediaRoutes);
  await app.register(ordersRoutes);
  await app.register(rewardsRoutes);

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDist, index: false });
    app.get('/', (_req, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    const url = decodedPath(req.url) ?? req.url;
    const isApi = /^\/(api|sapi|files|media|assets)\//.test(url);
    const isFile = /\.[a-z0-9]{1,5}(\?|$)/i.test(url);
    if (isApi || isFile || req.method !== 'GET' || !hasWeb) {
      return sendError(req, reply, new AppError('NOT_FOUND', 'errors.notFound'));
    }
    // The SPA owns every other route.
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.addHook('onClose', async () => {
    await app.sweeps.stop();
    await app.limiter.close();
  });

  return app;
}
