import type { FirstPayResponse } from '@kontor/domain/payments/checkout-responses';
import type { FirstPayInput } from '@kontor/domain/payments/checkout-schemas';
import { callFlow } from '../../../shared/api-client.ts';

export const FIRST_PAY = 'trade_FirstPayFlow';

/** `trade_FirstPayFlow` (spec §7): starts an attempt on a channel; answers the browser's next step. */
export function firstPay(input: FirstPayInput): Promise<FirstPayResponse> {
  return callFlow<FirstPayResponse>(FIRST_PAY, input);
}
