import type { CurrentUser, Language, SiteCode } from '@kontor/domain';
import type { Providers } from '../providers/providers.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { SweepRunner } from './jobs.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RouteRecord } from './rest.ts';
import type { CallRegistry } from './rpc.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    calls: CallRegistry;
    limiter: RateLimiter;
    providers: Providers;
    sweeps: SweepRunner;
    /** Every route with its declared response (platform/rest.ts). */
    routeTable: RouteRecord[];
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    site: SiteCode;
    language: Language;
  }
}
