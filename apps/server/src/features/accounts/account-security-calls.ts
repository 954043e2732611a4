import { destroyUserSchema, nullResponseSchema } from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { SESSION_COOKIE } from '../../platform/sessions.ts';
import { askerOf } from './account-security-routes.ts';
import { destroyAccount } from './account-security-service.ts';

/**
 * bbc_user_DestroyUserFlow (spec §7; decision 044): deletes the caller's account with the code sent by
 * destroy-send-sms-code or destroy-send-email-code. Every session ends in the same transaction; this
 * one's cookie is cleared too.
 */
export const destroyUser = defineCall({
  kind: 'flow',
  name: 'bbc_user_DestroyUserFlow',
  access: 'buyer',
  schema: destroyUserSchema,
  response: nullResponseSchema,
  handler: async (input, ctx) => {
    const asker = await askerOf(ctx.req);
    await destroyAccount(ctx.db, ctx, ctx.req.server.limiter, asker, input);
    ctx.reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return null;
  },
});

export function registerAccountSecurityCalls(calls: CallRegistry) {
  calls.register(destroyUser);
}
