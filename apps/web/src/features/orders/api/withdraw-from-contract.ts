import type { Money } from '@kontor/domain/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { AFTER_SALES_KEY } from '../../after-sales/index.ts';
import { invalidateOrders } from './invalidate-orders.ts';

export const WITHDRAW_FROM_CONTRACT = '{host}_trade_WithdrawFromContractFlow';

export interface WithdrawPayload {
  tradeOrder: { id: number };
  reverseTradeOrderLineList: { tradeOrderLine: { id: number }; reverseQty: number }[];
}

export interface WithdrawResult {
  id: number;
  reverseTradeOrderCode: string;
  reverseTradeOrderType: string;
  reverseTradeOrderStatus: string;
  applyRefundAmt: Money;
}

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
