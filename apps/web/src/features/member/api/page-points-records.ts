import type { PointsRecordsPage } from '@kontor/domain/members/members-responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { memberKeys } from './keys.ts';

export const PAGE_POINTS_RECORDS = '{host}_customer_PagePointsRecordFlow';

export interface PointsFilter {
  page: { no: number; size: number };
  direction?: 'IN' | 'OUT';
}

/** `{host}_customer_PagePointsRecordFlow`: the member's points ledger, newest first (decision 049). */
export const pagePointsRecords = (filter: PointsFilter, signal?: AbortSignal) =>
  callFlow<PointsRecordsPage>(PAGE_POINTS_RECORDS, filter, signal);

export const pointsRecordsQuery = (filter: PointsFilter) =>
  queryOptions({
    queryKey: memberKeys.points(filter),
    queryFn: ({ signal }) => pagePointsRecords(filter, signal),
    placeholderData: keepPreviousData,
  });

export const usePointsRecords = (filter: PointsFilter) => useQuery(pointsRecordsQuery(filter));
