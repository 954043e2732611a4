import type { PayResult } from '@kontor/domain/payments/checkout-responses';
import type { PayLaterAuthorizeInput } from '@kontor/domain/payments/checkout-schemas';
import { callFlow } from '../../../shared/api-client.ts';

export const AUTHORIZE_PAY_LATER = '{host}_finance_AffirmAuthorizeFlow';

/** `{host}_finance_AffirmAuthorizeFlow` (spec §7): the pay-later widget's authorisation completes the attempt. */
export function authorizePayLaterRecord(input: PayLaterAuthorizeInput): Promise<PayResult> {
  return callFlow<PayResult>(AUTHORIZE_PAY_LATER, input);
}
