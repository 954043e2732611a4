import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Methods that change state: they must come from our own origin (DESIGN §7). */
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes whose callers are other sites by design: payment providers' webhooks (verified by their
 * signature on the raw body instead). Matched on the route the router chose, so no spelling of a
 * path can borrow the exemption for another route.
 */
export const ORIGIN_EXEMPT_PREFIXES = ['/api/payments/webhooks/'] as const;

/**
 * The path as the router reads it: percent-decoded (`/%61pi/…` is `/api/…`), without the query.
 * Null when it cannot be decoded.
 */
export function decodedPath(url: string): string | null {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether the request's path lies under one of the prefixes, whatever its spelling. */
export function pathUnder(req: FastifyRequest, prefixes: readonly string[]): boolean {
  const path = decodedPath(req.url);
  return path !== null && prefixes.some((p) => path.startsWith(p));
}

/**
 * Guards every request before routing work is done:
 * - a path with an empty segment (`//`), in any spelling, names nothing: 404 with the envelope
 *   (static file serving would otherwise fail on it with a 500), as does a path that cannot be decoded;
 * - a state-changing request from another site is refused 403, on every path (not only those that
 *   look like `/api/` once decoded), except the provider webhooks above.
 */
export function guardRequest(req: FastifyRequest, publicOrigins: string[]): void {
  const raw = req.url.split('?', 1)[0] ?? '';
  const path = decodedPath(req.url);
  if (path === null || raw.includes('//') || path.includes('//')) {
    throw new AppError('NOT_FOUND', 'errors.notFound');
  }
  if (!UNSAFE.has(req.method)) return;
  const route = req.routeOptions?.url;
  if (route && ORIGIN_EXEMPT_PREFIXES.some((p) => route.startsWith(p))) return;
  const origin = req.headers.origin;
  if (origin !== undefined && !isSameOrigin(origin, req.headers.host, publicOrigins)) {
    throw new AppError('FORBIDDEN', 'errors.crossOrigin');
  }
}

function isSameOrigin(origin: string, host: string | undefined, allowed: string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
