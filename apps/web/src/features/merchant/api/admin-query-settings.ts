import type { PlatformSettings } from '@kontor/domain/merchant/merchant-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY } from './admin-page-applications.ts';

export const ADMIN_QUERY_SETTINGS = 'admin_QueryPlatformSettingsFlow';

/** `admin_QueryPlatformSettingsFlow`: whether merchant applications are open. */
export function adminQuerySettings(signal?: AbortSignal) {
  return callFlow<PlatformSettings>(ADMIN_QUERY_SETTINGS, {}, signal);
}

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'settings'] as const,
    queryFn: ({ signal }) => adminQuerySettings(signal),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}
