import {
  profileGrowthResponseSchema,
  sendProfileGrowthSchema,
  updateUserInfoResponseSchema,
  updateUserInfoSchema,
  userInfoSchema,
} from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { claimProfileReward, getUserInfo, updateUserInfo } from './profile-service.ts';

/** The profile is a signed-in member's own; guests have none. */
function memberOf(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  if (req.user.isTourist) throw unauthorized('errors.signInRequired');
  return req.user;
}

/** The profile under /api/user/web (spec §7 `PUT user-info`) and its completion reward (decision 047). */
export async function profileRoutes(app: FastifyInstance) {
  app.get(
    '/api/user/web/user-info',
    jsonRoute(userInfoSchema, (req) => getUserInfo(app.db, memberOf(req).id)),
  );

  app.put(
    '/api/user/web/user-info',
    jsonRoute(updateUserInfoResponseSchema, async (req) => {
      const user = memberOf(req);
      const input = parsePayload(updateUserInfoSchema, req.body);
      return updateUserInfo(app.db, user.id, input, req.site);
    }),
  );

  app.post(
    '/sapi/mall-customer/complete-customer-profile/send-growth-and-point',
    jsonRoute(profileGrowthResponseSchema, async (req) => {
      const user = memberOf(req);
      parsePayload(sendProfileGrowthSchema, req.body);
      return claimProfileReward(app.db, user.id, req.site);
    }),
  );
}
