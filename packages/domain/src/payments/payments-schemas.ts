import { z } from 'zod';
import { textInput } from '../input-fields.ts';

/** Request schemas of the payments platform's own routes (the pay calls of spec §7 come with checkout). */

/**
 * POST /api/payments/v1/sessions `{type}` (spec §7): a pay-later widget session before any attempt
 * exists. `type` names the widget kind (e.g. `pay_later`, `klarna`, `pay_over_time`); the storefront
 * comes from X-Site.
 */
export const paymentSessionSchema = z.strictObject({
  type: textInput(40)
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'forms.invalid'),
});
export type PaymentSessionInput = z.infer<typeof paymentSessionSchema>;
