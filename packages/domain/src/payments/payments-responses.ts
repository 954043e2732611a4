import { z } from 'zod';
import { PAY_CHANNELS, PAYMENT_STAGES } from '../orders/order-events.ts';
import { idOutSchema, isoTimeSchema, moneySchema } from '../wire-schemas.ts';
import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from './payment-status.ts';

/** Response schemas of the payments platform (decision 013, decision 028). */

/** POST /api/payments/v1/sessions: the pay-later widget loads with `client_token` (Klarna-shaped). */
export const paymentSessionResponseSchema = z.strictObject({
  client_token: z.string(),
  session_id: z.string(),
});
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponseSchema>;

/** Provider minor units (×100, JPY ×1) as the browser's provider script takes them. */
const providerMoneySchema = z.strictObject({ minor: z.number().int(), currency: z.string() });

/**
 * What the browser must do next after an attempt started (the provider's answer, typed): confirm in
 * hosted card fields, open a hosted checkout session, go to a wallet's approval page, load a
 * pay-later widget, show a bank reference — or nothing, the outcome is known.
 */
export const nextActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('client_secret'), clientSecret: z.string() }),
  z.strictObject({
    type: z.literal('session'),
    sessionId: z.string(),
    sessionData: z.string(),
    clientKey: z.string(),
    environment: z.string(),
    url: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('redirect'), url: z.string() }),
  z.strictObject({
    type: z.literal('widget_token'),
    clientToken: z.string(),
    sessionId: z.string(),
    /** The provider's widget script (Klarna-shaped `Payments.init/load/authorize`). */
    scriptUrl: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal('bank_reference'),
    reference: z.string(),
    iban: z.string(),
    bic: z.string(),
    beneficiary: z.string(),
    amount: providerMoneySchema,
  }),
  z.strictObject({ type: z.literal('none') }),
]);
export type NextActionOut = z.infer<typeof nextActionSchema>;

/** One payment attempt as its buyer may see it (spec §3 "Payment record"). */
export const paymentAttemptSchema = z.strictObject({
  paymentRecordId: idOutSchema,
  payUniqueKey: z.string(),
  /** spec: recordStatus and paymentRecordStatus carry the same status. */
  recordStatus: z.enum(PAYMENT_RECORD_STATUSES),
  paymentRecordStatus: z.enum(PAYMENT_RECORD_STATUSES),
  failedReason: z.string().nullable(),
  payChannel: z.enum(PAY_CHANNELS),
  businessPayChannelCode: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  provider: z.string(),
  amount: moneySchema,
  paymentOrderId: idOutSchema,
  stage: z.enum(PAYMENT_STAGES),
  contractId: idOutSchema,
  orderIds: z.array(idOutSchema),
  /** The browser's next step while the attempt waits for the buyer; null once decided. */
  nextAction: nextActionSchema.nullable(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
