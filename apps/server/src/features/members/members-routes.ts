import {
  findSignInLogSchema,
  findTaskCompletionSchema,
  signInLogResponseSchema,
  signInResponseSchema,
  signInSchema,
  taskCompletionListResponseSchema,
} from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { signInLog, signInToday, taskCompletions } from './members-service.ts';

/** The member's own rewards paths (spec §7, `/sapi/mall-customer/…`, body plus site). */
function memberOf(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  if (req.user.isTourist) throw unauthorized('errors.signInRequired');
  return req.user;
}

export async function membersRoutes(app: FastifyInstance) {
  app.post(
    '/sapi/mall-customer/customer-sign-in-log/find-sign-in-log',
    jsonRoute(signInLogResponseSchema, async (req) => {
      const user = memberOf(req);
      const input = parsePayload(findSignInLogSchema, req.body);
      return signInLog(app.db, { userId: user.id, site: input.site ?? req.site, month: input.month });
    }),
  );

  app.post(
    '/sapi/mall-customer/customer-sign-in-log/sign-in',
    jsonRoute(signInResponseSchema, async (req) => {
      const user = memberOf(req);
      const input = parsePayload(signInSchema, req.body);
      return app.db.tx((q) => signInToday(q, { userId: user.id, site: input.site ?? req.site }));
    }),
  );

  app.post(
    '/sapi/mall-customer/customer-task/find-customer-completion-list',
    jsonRoute(taskCompletionListResponseSchema, async (req) => {
      const user = memberOf(req);
      parsePayload(findTaskCompletionSchema, req.body);
      return taskCompletions(app.db, user.id);
    }),
  );
}
