import type { CreateTradeContractResponse } from '@kontor/domain/payments/checkout-responses';
import type { CreateTradeContractInput } from '@kontor/domain/payments/checkout-schemas';
import { useMutation } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const CREATE_TRADE_CONTRACT = '{host}_trade_CreateTradeContractFlow';

/** `{host}_trade_CreateTradeContractFlow` (ours, decision 038): the selected cart lines become a contract. */
export function createTradeContract(input: CreateTradeContractInput): Promise<CreateTradeContractResponse> {
  return callFlow<CreateTradeContractResponse>(CREATE_TRADE_CONTRACT, input);
}

export function useCreateTradeContract() {
  return useMutation({ mutationFn: createTradeContract });
}
