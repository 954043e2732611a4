import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { ok } from './http.ts';

/**
 * What a route outside the trantor transport answers (decision 013): the schema of the envelope's
 * `data`, or 'raw' for a route that does not answer the JSON envelope (a PDF, an image, a provider's
 * acknowledgement). Every route under /api/ and /sapi/ declares one; the contract test enumerates them.
 */
export type RouteResponse = z.ZodType | 'raw';

declare module 'fastify' {
  interface FastifyContextConfig {
    response?: RouteResponse;
  }
}

type Handler<G extends RouteGenericInterface, T> = (
  req: FastifyRequest<G>,
  reply: FastifyReply,
) => Promise<T> | T;

/**
 * A route answering `{success: true, data}`; `data` is typed by the response schema (not checked at
 * run time). `app.post('/api/…', jsonRoute(schema, async (req) => …))`
 */
export function jsonRoute<R extends z.ZodType, G extends RouteGenericInterface = RouteGenericInterface>(
  response: R,
  handler: Handler<G, z.input<NoInfer<R>>>,
) {
  const wrapped = async (req: FastifyRequest<G>, reply: FastifyReply) => ok(await handler(req, reply));
  return { config: { response }, handler: wrapped as unknown as RouteHandlerMethod };
}

/** A route that sends its own body (documents, images): `app.get('/api/…', rawRoute(async (req, reply) => …))`. */
export function rawRoute<G extends RouteGenericInterface = RouteGenericInterface>(
  handler: Handler<G, unknown>,
) {
  return { config: { response: 'raw' as const }, handler: handler as unknown as RouteHandlerMethod };
}

export interface RouteRecord {
  method: string;
  url: string;
  response: RouteResponse | undefined;
}

/** Records every route added after it, with its declared response, for the contract test. */
export function recordRoutes(app: FastifyInstance): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, response: route.config?.response });
    }
  });
  return routes;
}
