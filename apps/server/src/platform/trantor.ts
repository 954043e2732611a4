import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { ok } from './http.ts';
import {
  type CallContext,
  checkAccess,
  checkOwnerFields,
  parsePayload,
  takesList,
  unwrapBody,
} from './rpc.ts';

/** POST /api/trantor/{flow|func}/{name}: the one transport of the spec's calls (DESIGN §4). */
export async function trantorRoutes(app: FastifyInstance) {
  app.post<{ Params: { kind: string; name: string } }>('/api/trantor/:kind/:name', async (req, reply) => {
    const def = app.calls.get(req.params.kind, req.params.name);
    if (!def) throw new AppError('NOT_FOUND', 'errors.unknownCall', { name: req.params.name });
    const payload = unwrapBody(req.body, takesList(def.schema));
    checkAccess(def.access, req.user);
    checkOwnerFields(payload, req.user);
    const input = parsePayload(def.schema, payload);
    const ctx: CallContext = {
      db: app.db,
      config: app.config,
      providers: app.providers,
      user: req.user,
      site: req.site,
      language: req.language,
      req,
      reply,
    };
    // The one place seller calls are authorised beyond the role: the shop's rights (spec §6).
    if (def.access === 'seller' && app.calls.sellerGuard) await app.calls.sellerGuard(def, input, ctx as any);
    const data = await def.handler(input, ctx as any);
    return ok(data ?? null);
  });
}
