import { z } from 'zod';
import { PAY_LATER_VARIANTS, PAYMENT_LOGOS } from './channel-filter.ts';
import { PAYMENT_METHODS } from './payment-status.ts';

/** Spec §3 "Payment channel": channelName, paymentMethods (list with type), configMap (type, name, order, holdName). */
export const cashierChannelSchema = z.strictObject({
  channelCode: z.string(),
  channelName: z.string(),
  method: z.enum(PAYMENT_METHODS),
  payLaterVariant: z.enum(PAY_LATER_VARIANTS).nullable(),
  anonymous: z.boolean(),
  logos: z.array(z.enum(PAYMENT_LOGOS)),
  paymentMethods: z.array(z.strictObject({ type: z.enum(PAYMENT_METHODS) })),
  configMap: z.strictObject({
    type: z.enum(PAYMENT_METHODS),
    name: z.string(),
    order: z.number().int().nonnegative(),
    holdName: z.boolean(),
  }),
});
export type CashierChannel = z.infer<typeof cashierChannelSchema>;

/** pay_RenderCashierNoOrderFlow: the channels offered, grouped by method family, the preferred one first. */
export const renderCashierResponseSchema = z.strictObject({
  payChannelGroups: z.array(
    z.strictObject({
      configMap: z.strictObject({
        type: z.enum(PAYMENT_METHODS),
        order: z.number().int().nonnegative(),
      }),
      payChannels: z.array(cashierChannelSchema),
    }),
  ),
  /** The channel opened first (spec §2): the wallet in Germany, otherwise the hosted checkout. */
  preferredChannel: z.string().nullable(),
});
export type RenderCashier = z.infer<typeof renderCashierResponseSchema>;
