import type { ContractDiscount } from '@kontor/domain/coupons/coupons-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { COUPONS_KEY, couponsKeys } from './keys.ts';

export const APPLY_DISCOUNT_CODE = '{host}_trade_ApplyDiscountCodeFlow';
export const REMOVE_DISCOUNT_CODE = '{host}_trade_RemoveDiscountCodeFlow';

/** `{host}_trade_ApplyDiscountCodeFlow` (ours, decision 057): the code taken off the contract's totals. */
export const applyDiscountCode = (input: { id: number; couponCode: string }) =>
  callFlow<ContractDiscount>(APPLY_DISCOUNT_CODE, input);

/** `{host}_trade_RemoveDiscountCodeFlow` (ours): the contract gives its code back. */
export const removeDiscountCode = (id: number) => callFlow<null>(REMOVE_DISCOUNT_CODE, { id });

/** Both change the contract's totals: `onChanged` lets the page read its contract again. */
export function useDiscountCodeMutations(contractId: number, onChanged: () => unknown) {
  const queryClient = useQueryClient();
  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: couponsKeys.contractDiscount(contractId) });
    await queryClient.invalidateQueries({ queryKey: [...COUPONS_KEY, 'ledger'] });
    await onChanged();
  };
  const apply = useMutation({ mutationFn: applyDiscountCode, onSuccess: settle });
  const remove = useMutation({ mutationFn: () => removeDiscountCode(contractId), onSuccess: settle });
  return { apply, remove };
}
