import { renderCashierResponseSchema, renderCashierSchema } from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { renderCashier } from './cashier-service.ts';

/** The checkout's payment channels (spec §7); guests too, who see only anonymous channels. */
export const renderCashierNoOrder = defineCall({
  kind: 'flow',
  name: 'pay_RenderCashierNoOrderFlow',
  access: 'public',
  schema: renderCashierSchema,
  response: renderCashierResponseSchema,
  handler: (input, ctx) => renderCashier(ctx.db, ctx.user, input),
});

export function registerCashierCalls(calls: CallRegistry) {
  calls.register(renderCashierNoOrder);
}
