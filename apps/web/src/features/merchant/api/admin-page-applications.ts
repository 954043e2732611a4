import type { AdminApplication } from '@kontor/domain/merchant/merchant-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const ADMIN_PAGE_APPLICATIONS = 'admin_PageMerchantApplicationFlow';
export const ADMIN_KEY = ['admin'] as const;

/** `admin_PageMerchantApplicationFlow`: applications, those under review first. */
export function adminPageApplications(no: number, signal?: AbortSignal) {
  return callFlow<{ data: AdminApplication[]; total: number }>(
    ADMIN_PAGE_APPLICATIONS,
    { page: { no, size: 10 } },
    signal,
  );
}

export const adminApplicationsQuery = (no: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'applications', no] as const,
    queryFn: ({ signal }) => adminPageApplications(no, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminApplications(no: number) {
  return useQuery(adminApplicationsQuery(no));
}
