import type { AdminApplication } from '@kontor/domain/merchant/merchant-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY } from './admin-page-applications.ts';

export const ADMIN_REVIEW_APPLICATION = 'admin_ReviewMerchantApplicationFlow';

/** `admin_ReviewMerchantApplicationFlow`: approve, or reject with the reason the applicant reads. */
export function adminReviewApplication(input: { id: number; approve: boolean; reason?: string }) {
  return callFlow<AdminApplication>(ADMIN_REVIEW_APPLICATION, input);
}

export function useAdminReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminReviewApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
