import type { OperatorDecision } from '@kontor/domain/merchant/merchant-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY } from './admin-page-applications.ts';

export const ADMIN_PAGE_DECISIONS = 'admin_PageOperatorDecisionFlow';

/** `admin_PageOperatorDecisionFlow`: the audit log, newest first. */
export function adminPageDecisions(no: number, signal?: AbortSignal) {
  return callFlow<{ data: OperatorDecision[]; total: number }>(
    ADMIN_PAGE_DECISIONS,
    { page: { no, size: 10 } },
    signal,
  );
}

export const adminDecisionsQuery = (no: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'decisions', no] as const,
    queryFn: ({ signal }) => adminPageDecisions(no, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminDecisions(no: number) {
  return useQuery(adminDecisionsQuery(no));
}
