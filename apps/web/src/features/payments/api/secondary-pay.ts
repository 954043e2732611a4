import type { SecondaryPayResponse } from '@kontor/domain/payments/checkout-responses';
import { callFlow } from '../../../shared/api-client.ts';

export const SECONDARY_PAY = 'trade_SecondaryPayFlow';

/** `trade_SecondaryPayFlow` (spec §7): the contract's latest attempt, for the payment start decision. */
export function secondaryPay(contractId: number): Promise<SecondaryPayResponse> {
  return callFlow<SecondaryPayResponse>(SECONDARY_PAY, { contractId });
}
