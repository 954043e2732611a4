import type { PlatformSettings } from '@kontor/domain/merchant/merchant-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY } from './admin-page-applications.ts';

export const ADMIN_UPDATE_SETTINGS = 'admin_UpdatePlatformSettingsFlow';

/** `admin_UpdatePlatformSettingsFlow`: opens or closes merchant applications. */
export function adminUpdateSettings(input: PlatformSettings) {
  return callFlow<PlatformSettings>(ADMIN_UPDATE_SETTINGS, input);
}

export function useAdminUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminUpdateSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
