import type { PayResult } from '@kontor/domain/payments/checkout-responses';
import type { PaypalStatusInput } from '@kontor/domain/payments/checkout-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { PAYMENTS_KEY } from './keys.ts';

export const WALLET_RETURN = 'pay_QueryPaymentOrderStatusForPaypalFlow';

/**
 * `pay_QueryPaymentOrderStatusForPaypalFlow` (spec §7) with the wallet's `token` and `PayerID`: the
 * buyer came back from approving in the wallet, so the payment is captured now (an approval alone
 * moves no money). Repeating it is harmless: a captured record answers as it stands.
 */
export function captureWalletReturn(input: PaypalStatusInput, signal?: AbortSignal): Promise<PayResult> {
  return callFlow<PayResult>(WALLET_RETURN, input, signal);
}

const walletReturnQuery = (input: PaypalStatusInput) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'walletReturn', input] as const,
    queryFn: ({ signal }) => captureWalletReturn(input, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useWalletReturn(input: PaypalStatusInput | null) {
  return useQuery({
    ...walletReturnQuery(input ?? { paymentRecordId: 0 }),
    enabled: input !== null,
  });
}
