import type { PayResult } from '@kontor/domain/payments/checkout-responses';
import { pollOutcome } from '@kontor/domain/payments/payment-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { PAYMENT_POLL_MS } from '../model/pay-result-url.ts';
import { PAY_STATUS_KEY } from './keys.ts';

export const FIND_PAY_RESULT = 'pay_FindPayAndChannelResultFlow';

export type PayRecordRef = { paymentRecordId: number } | { payUniqueKey: string };

/** `pay_FindPayAndChannelResultFlow` (spec §7, quiet): one attempt's status. */
export function fetchPayResult(ref: PayRecordRef, signal?: AbortSignal): Promise<PayResult> {
  return callFlow<PayResult>(FIND_PAY_RESULT, ref, signal);
}

/**
 * The status poll (spec §4, §9): every 3000 ms while PAY_PENDING or UNKNOWN; stops on success
 * (PAY_SUCCESS, PRE_AUTH_SUCCESS) or anything else (failed, with failedReason).
 */
export const payResultQuery = (ref: PayRecordRef) =>
  queryOptions({
    queryKey: [...PAY_STATUS_KEY, ref] as const,
    queryFn: ({ signal }) => fetchPayResult(ref, signal),
    refetchInterval: (query) =>
      query.state.data && pollOutcome(query.state.data.recordStatus) !== 'pending' ? false : PAYMENT_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
    staleTime: 0,
  });

export function usePayResult(ref: PayRecordRef | null) {
  return useQuery({ ...payResultQuery(ref ?? { paymentRecordId: 0 }), enabled: ref !== null });
}
