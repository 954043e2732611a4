import type { DataExport } from '@kontor/domain/data-export/data-export-responses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

export const DATA_EXPORT_KEY = ['data-export'] as const;

/** `GET /api/user/web/data-export`: the account's recent exports, newest first. */
export function fetchDataExports(signal?: AbortSignal): Promise<DataExport[]> {
  return request<DataExport[]>('GET', '/api/user/web/data-export', undefined, signal);
}

/** While an archive is being prepared the list is asked again every 3 s. */
export const dataExportsQuery = () =>
  queryOptions({
    queryKey: [...DATA_EXPORT_KEY, 'list'] as const,
    queryFn: ({ signal }) => fetchDataExports(signal),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'PENDING') ? 3000 : false),
  });

export function useDataExports() {
  return useQuery(dataExportsQuery());
}

/** `POST /api/user/web/data-export`: asks for an archive (one in progress is answered again). */
export function requestDataExport(): Promise<DataExport> {
  return request<DataExport>('POST', '/api/user/web/data-export', {});
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_EXPORT_KEY }),
  });
}
