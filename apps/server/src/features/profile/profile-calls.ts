import { fillInvitationCodeResponseSchema, fillInvitationCodeSchema } from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { fillInvitationCode } from './profile-service.ts';

/** flow {host}_customer_FillInTheInvitationCodeFlow (spec §7): once per account (decision 047). */
const fillInTheInvitationCode = defineCall({
  kind: 'flow',
  name: '{host}_customer_FillInTheInvitationCodeFlow',
  access: 'buyer',
  schema: fillInvitationCodeSchema,
  response: fillInvitationCodeResponseSchema,
  handler: (input, ctx) => fillInvitationCode(ctx.db, ctx.req.server.limiter, ctx.user.id, input),
});

export function registerProfileCalls(calls: CallRegistry) {
  calls.register(fillInTheInvitationCode);
}
