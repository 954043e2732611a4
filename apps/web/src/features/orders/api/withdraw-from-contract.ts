import type { WithdrawResult } from '@kontor/domain/after-sales/after-sales-responses';
import type { withdrawFromContractSchema } from '@kontor/domain/orders/withdrawal-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { AFTER_SALES_KEY } from '../../after-sales/index.ts';
import { invalidateOrders } from './invalidate-orders.ts';

/** The withdrawal as the server reads it (withdrawFromContractSchema). */
export type WithdrawPayload = z.output<typeof withdrawFromContractSchema>;
export type { WithdrawResult };

export const WITHDRAW_FROM_CONTRACT = '{host}_trade_WithdrawFromContractFlow';

/**
 * `kontor_trade_WithdrawFromContractFlow` (EU right of withdrawal): a return of the chosen quantities,
 * acknowledged by e-mail. The order and the after-sales lists load again afterwards.
 */
export function withdrawFromContract(payload: WithdrawPayload): Promise<WithdrawResult> {
  return callFlow<WithdrawResult>(WITHDRAW_FROM_CONTRACT, payload);
}

export function useWithdrawFromContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFromContract,
    onSettled: (_data, _error, payload) =>
      Promise.all([
        invalidateOrders(queryClient, payload.tradeOrder.id),
        queryClient.invalidateQueries({ queryKey: AFTER_SALES_KEY }),
      ]),
  });
}
