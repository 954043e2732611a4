import type { Db } from './db/index.ts';
import { AppError } from './errors.ts';

export interface RateLimiter {
  /** Counts one hit on key; true while the window's hits are within limit. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Hits counted on key in its current window, without counting one. */
  peek(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Fixed windows in PostgreSQL: shared by every instance that uses the same database. */
export function pgRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const row = await db.one<{ hits: number }>(
        `INSERT INTO rate_limit_counter AS c (key, window_start, hits) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.window_start < now() - make_interval(secs => $2::float8 / 1000) THEN 1 ELSE c.hits + 1 END,
           window_start = CASE WHEN c.window_start < now() - make_interval(secs => $2::float8 / 1000) THEN now() ELSE c.window_start END
         RETURNING hits`,
        [key, windowMs],
      );
      return (row?.hits ?? 0) <= limit;
    },
    async peek(key, windowMs) {
      const row = await db.one<{ hits: number }>(
        `SELECT hits FROM rate_limit_counter
          WHERE key = $1 AND window_start >= now() - make_interval(secs => $2::float8 / 1000)`,
        [key, windowMs],
      );
      return row?.hits ?? 0;
    },
    close: async () => {},
  };
}

export function redisRateLimiter(url: string): RateLimiter {
  // ioredis is loaded only when REDIS_URL is set (decision 023: start-up time).
  const client = import('ioredis').then(
    ({ Redis }) => new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }),
  );
  return {
    async hit(key, limit, windowMs) {
      const k = `kontor:rl:${key}`;
      const redis = await client;
      const [[, hits]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number]];
      return hits <= limit;
    },
    async peek(key) {
      const redis = await client;
      return Number((await redis.get(`kontor:rl:${key}`)) ?? 0);
    },
    close: async () => {
      (await client).disconnect();
    },
  };
}

export async function enforce(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  if (!(await limiter.hit(key, limit, windowMs))) {
    throw new AppError('RATE_LIMITED', 'errors.rateLimited');
  }
}
