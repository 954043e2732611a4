import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { thirdPartyRoutes } from './features/account-security/third-party-routes.ts';
import { registerAccountSecurityCalls } from './features/accounts/account-security-calls.ts';
import { accountSecurityRoutes } from './features/accounts/account-security-routes.ts';
import { accountsRoutes, registerAccountsCalls } from './features/accounts/accounts-calls.ts';
import { passwordRoutes } from './features/accounts/password-calls.ts';
import { registerAddressesCalls } from './features/addresses/addresses-calls.ts';
import { registerAfterSalesCalls } from './features/after-sales/after-sales-calls.ts';
import { registerAfterSalesSweeps } from './features/after-sales/after-sales-sweeps.ts';
import { registerCardsCalls } from './features/cards/cards-calls.ts';
import { onCardSetupEvent } from './features/cards/cards-service.ts';
import { registerCardsSweeps } from './features/cards/cards-sweeps.ts';
import { registerCartCalls } from './features/cart/cart-calls.ts';
import { registerCashierCalls } from './features/cashier/cashier-calls.ts';
import { registerCatalogCalls } from './features/catalog/catalog-calls.ts';
import { catalogMediaRoutes } from './features/catalog/catalog-media.ts';
import { registerCheckoutCalls } from './features/checkout/checkout-calls.ts';
import { registerCheckoutDiscountCalls } from './features/checkout/checkout-discount-calls.ts';
import { registerContentCalls } from './features/content/content-calls.ts';
import { registerCouponsCalls } from './features/coupons/coupons-calls.ts';
import { dataExportRoutes } from './features/data-export/data-export-routes.ts';
import { registerDataExportSweeps } from './features/data-export/data-export-sweeps.ts';
import { filesRoutes } from './features/files/files-routes.ts';
import { registerGiftCardsCalls } from './features/gift-cards/gift-cards-calls.ts';
import { registerGroupBuyCalls } from './features/group-buy/group-buy-calls.ts';
import { registerGroupBuySweeps } from './features/group-buy/group-buy-sweeps.ts';
import { registerMembersCalls } from './features/members/members-calls.ts';
import { membersRoutes } from './features/members/members-routes.ts';
import { registerMembersSweeps } from './features/members/members-sweeps.ts';
import { registerMerchantCalls } from './features/merchant/merchant-calls.ts';
import { registerOrdersCalls } from './features/orders/orders-calls.ts';
import { ordersRoutes } from './features/orders/orders-routes.ts';
import { registerOrderSweeps } from './features/orders/orders-sweeps.ts';
import { registerPaidServiceCalls } from './features/paid-service/paid-service-calls.ts';
import { registerPaidServiceSweeps } from './features/paid-service/paid-service-sweeps.ts';
import { paymentsRoutes } from './features/payments/payments-routes.ts';
import { registerPaymentsSweeps } from './features/payments/payments-sweeps.ts';
import { registerProfileCalls } from './features/profile/profile-calls.ts';
import { profileRoutes } from './features/profile/profile-routes.ts';
import { registerRegionsCalls } from './features/regions/regions-calls.ts';
import { registerReviewsCalls } from './features/reviews/reviews-calls.ts';
import { rewardsRoutes } from './features/rewards/rewards-routes.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/index.ts';
import { MAX_BODY_BYTES, sendError } from './platform/http.ts';
import { SweepRunner } from './platform/jobs.ts';
import { setPublicUrl } from './platform/public-url.ts';
import { pgRateLimiter, type RateLimiter, redisRateLimiter } from './platform/rate-limit.ts';
import { languageOf, siteOf } from './platform/request-context.ts';
import { guardRequest, pathUnder } from './platform/request-guards.ts';
import { recordRoutes } from './platform/rest.ts';
import { CallRegistry } from './platform/rpc.ts';
import { lazySchemaCompilers } from './platform/schema-compilers.ts';
import { recordedHeaders } from './platform/security-headers.ts';
import { SESSION_COOKIE, SessionCache } from './platform/sessions.ts';
import { trantorRoutes } from './platform/trantor.ts';
import { inlineScriptSources, registerCompression, serveWeb } from './platform/web-delivery.ts';
import { registerDevMailbox } from './providers/mail/dev-mailbox.ts';
import { registerMailSender } from './providers/mail/mail-sender.ts';
import { cardProviderCsp } from './providers/payments/browser-csp.ts';
import { registerSandboxCardRoutes } from './providers/payments/sandbox/sandbox-card-routes.ts';
import { registerSandboxRoutes } from './providers/payments/sandbox/sandbox-routes.ts';
import { buildProviders, type Providers } from './providers/providers.ts';
import { registerSandboxIdpRoutes } from './providers/sign-in/sandbox-idp-routes.ts';

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
    // ajv and fast-json-stringify load on first use: our routes check with zod (decision 077).
    schemaController: { compilersFactory: lazySchemaCompilers },
  });

  // First, so that it sees every route: the contract test checks each declares its response.
  app.decorate('routeTable', recordRoutes(app));
  app.decorate('db', db);
  app.decorate('config', config);
  setPublicUrl(config.publicUrl);
  app.decorate('calls', new CallRegistry(config.hostPrefix));
  app.decorate(
    'limiter',
    limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl) : pgRateLimiter(db)),
  );
  // Providers are chosen once, here, and handed down explicitly (ctx.providers, app.providers, sweeps).
  const deps = { config, providers: await buildProviders(config, db, providers) };
  app.decorate('providers', deps.providers);
  app.decorate('sweeps', new SweepRunner(db, app.log));
  // The session lookup of every request, cached until the user, its sessions or its shop change.
  const sessions = new SessionCache(db);
  await sessions.start();
  app.decorateRequest('user', null);
  app.decorateRequest('site', 'DE');
  app.decorateRequest('language', 'en');

  await app.register(cookie);
  // The card provider's own origins, when it is not our embedded sandbox (decision 030).
  const card = cardProviderCsp(deps.providers.payments.forMethod('card').name);
  // The security headers: helmet's, recorded once and added to each answer's headers (decision 078).
  // @fastify/helmet built the middleware anew for every request (decision 072); running the built
  // one per request still cost thirteen setHeader calls on the raw response.
  const securityHeaders = recordedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'", ...inlineScriptSources(config.webDist), ...card.script],
          frameSrc: ["'self'", ...card.frame],
          connectSrc: ["'self'", ...card.connect],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await registerCompression(app);
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
    req.user = sid ? await sessions.load(sid) : null;
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
  registerAccountSecurityCalls(app.calls);
  registerCatalogCalls(app.calls);
  registerCartCalls(app.calls);
  registerCashierCalls(app.calls);
  registerAddressesCalls(app.calls);
  registerCheckoutCalls(app.calls);
  registerCheckoutDiscountCalls(app.calls);
  registerCouponsCalls(app.calls);
  registerMerchantCalls(app.calls);
  registerOrdersCalls(app.calls);
  registerOrderSweeps(app.sweeps);
  registerAfterSalesCalls(app.calls);
  registerAfterSalesSweeps(app.sweeps, deps);
  registerReviewsCalls(app.calls);
  registerCardsCalls(app.calls);
  registerCardsSweeps(app.sweeps, deps);
  // Card setups confirmed at the provider settle through its webhook too, not only through the poll.
  registerPaymentsSweeps(app.sweeps, deps, app, { setup: onCardSetupEvent });
  registerRegionsCalls(app.calls);
  registerProfileCalls(app.calls);
  registerMembersCalls(app.calls);
  registerContentCalls(app.calls);
  registerGiftCardsCalls(app.calls);
  registerGroupBuyCalls(app.calls);
  registerGroupBuySweeps(app.sweeps, deps);
  registerMembersSweeps(app.sweeps);
  registerPaidServiceCalls(app.calls);
  registerPaidServiceSweeps(app.sweeps);
  registerMailSender(app.sweeps, db, config);
  registerDataExportSweeps(app.sweeps, deps);

  await app.register(trantorRoutes);
  await app.register(accountsRoutes);
  await app.register(passwordRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(dataExportRoutes);
  await app.register(filesRoutes);
  await app.register(catalogMediaRoutes);
  await app.register(ordersRoutes);
  await app.register(rewardsRoutes);
  await app.register(profileRoutes);
  await app.register(thirdPartyRoutes);
  await app.register(membersRoutes);
  await app.register(paymentsRoutes);
  // The development mailbox (decision 043): off when configured for production.
  if (config.devMailbox) registerDevMailbox(app);
  // The embedded sandbox PSP's pages and browser endpoints (its own, under /sandbox-psp).
  await app.register(async (scope) => registerSandboxRoutes(scope, deps.providers.payments.sandboxPsp));
  registerSandboxCardRoutes(app, deps.providers.payments.sandboxPsp);
  const sandboxIdp = deps.providers.signIn.sandboxIdp;
  if (sandboxIdp) registerSandboxIdpRoutes(app, sandboxIdp);

  await serveWeb(app, config.webDist);

  app.addHook('onClose', async () => {
    await sessions.close();
    await app.sweeps.stop();
    await app.limiter.close();
  });

  return app;
}
