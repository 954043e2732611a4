import type { OperatorDecision } from '@kontor/domain/merchant/merchant-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { ADMIN_KEY, ADMIN_PAGE_SIZE } from './admin-page-applications.ts';

export const ADMIN_PAGE_DECISIONS = 'admin_PageOperatorDecisionFlow';

/** Whose decisions: one shop's (and its application's), or one applicant's. */
export interface DecisionFilter {
  shopId?: number | undefined;
  applicantId?: number | undefined;
}

/** `admin_PageOperatorDecisionFlow`: the audit log, newest first. */
export function adminPageDecisions(no: number, filter: DecisionFilter, signal?: AbortSignal) {
  return callFlow<{ data: OperatorDecision[]; total: number }>(
    ADMIN_PAGE_DECISIONS,
    {
      page: { no, size: ADMIN_PAGE_SIZE },
      ...(filter.shopId ? { shopId: filter.shopId } : {}),
      ...(filter.applicantId ? { applicantId: filter.applicantId } : {}),
    },
    signal,
  );
}

export const adminDecisionsQuery = (no: number, filter: DecisionFilter = {}) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'decisions', no, filter.shopId ?? 0, filter.applicantId ?? 0] as const,
    queryFn: ({ signal }) => adminPageDecisions(no, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminDecisions(no: number, filter: DecisionFilter = {}) {
  return useQuery(adminDecisionsQuery(no, filter));
}
