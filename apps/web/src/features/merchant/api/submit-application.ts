import type { MerchantCompanyInput } from '@kontor/domain/merchant/merchant-application';
import type { MerchantApplication } from '@kontor/domain/merchant/merchant-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const SUBMIT_APPLICATION = '{host}_merchant_SubmitApplicationFlow';

/** `{host}_merchant_SubmitApplicationFlow`: sends the company for review (again after a rejection). */
export function submitApplication(input: MerchantCompanyInput): Promise<MerchantApplication> {
  return callFlow<MerchantApplication>(SUBMIT_APPLICATION, input);
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => queryClient.setQueryData(['merchant', 'application'], application),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['merchant'] }),
  });
}
