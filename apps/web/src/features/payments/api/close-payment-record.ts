import type { PayResult } from '@kontor/domain/payments/checkout-responses';
import type { ClosePaymentRecordInput } from '@kontor/domain/payments/checkout-schemas';
import { callFlow } from '../../../shared/api-client.ts';

export const CLOSE_PAYMENT_RECORD = 'trade_ClosePaymentRecordAfterConfirmFlow';

/**
 * `trade_ClosePaymentRecordAfterConfirmFlow` (spec §7): "pay again" closes the open attempt first;
 * the answer says PAY_SUCCESS when that attempt turned out captured (then nothing is paid twice).
 */
export function closePaymentRecord(input: ClosePaymentRecordInput): Promise<PayResult> {
  return callFlow<PayResult>(CLOSE_PAYMENT_RECORD, input);
}
