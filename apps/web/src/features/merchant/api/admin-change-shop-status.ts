import type { ShopStatusChoice } from '@kontor/domain/merchant/merchant-application';
import type { ShopSummary } from '@kontor/domain/merchant/merchant-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY } from './admin-page-applications.ts';

export const ADMIN_CHANGE_SHOP_STATUS = 'admin_ChangeShopStatusFlow';

/** `admin_ChangeShopStatusFlow`: active, frozen or cleared, with a reason. */
export function adminChangeShopStatus(input: {
  shopId: number;
  merchantStatus: ShopStatusChoice;
  reason: string;
}) {
  return callFlow<ShopSummary>(ADMIN_CHANGE_SHOP_STATUS, input);
}

export function useAdminChangeShopStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminChangeShopStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
