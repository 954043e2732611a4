import type { CurrentUser, Language, SiteCode } from '@kontor/domain';
import type { Providers } from '../providers/providers.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { SweepRunner } from './jobs.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { CallRegistry } from './rpc.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    calls: CallRegistry;
    limiter: RateLimiter;
    providers: Providers;
    sweeps: SweepRunner;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    site: SiteCode;
    language: Language;
  }
}
