import type { ApplicationStatus } from '@kontor/domain/merchant/merchant-application';
import type { AdminApplication } from '@kontor/domain/merchant/merchant-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';

export const ADMIN_PAGE_APPLICATIONS = 'admin_PageMerchantApplicationFlow';
export const ADMIN_KEY = ['admin'] as const;
/** Rows per page of every operator list. */
export const ADMIN_PAGE_SIZE = 10;

/** `admin_PageMerchantApplicationFlow`: applications (of one status, or all), those under review first. */
export function adminPageApplications(
  no: number,
  status: ApplicationStatus | undefined,
  signal?: AbortSignal,
) {
  return callFlow<{ data: AdminApplication[]; total: number }>(
    ADMIN_PAGE_APPLICATIONS,
    { page: { no, size: ADMIN_PAGE_SIZE }, ...(status ? { status } : {}) },
    signal,
  );
}

export const adminApplicationsQuery = (no: number, status?: ApplicationStatus) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'applications', no, status ?? 'ALL'] as const,
    queryFn: ({ signal }) => adminPageApplications(no, status, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminApplications(no: number, status?: ApplicationStatus) {
  return useQuery(adminApplicationsQuery(no, status));
}
