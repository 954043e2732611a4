import type { SecurityOverview } from '@kontor/domain/accounts/account-security-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { SECURITY_KEY } from './keys.ts';

/** `GET /api/user/web/security`: the bound e-mail and phone, whether binding asks the password, deletion facts. */
export function fetchSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return request<SecurityOverview>('GET', '/api/user/web/security', undefined, signal);
}

export const securityOverviewQuery = () =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'overview'] as const,
    queryFn: ({ signal }) => fetchSecurityOverview(signal),
  });

export function useSecurityOverview() {
  return useQuery(securityOverviewQuery());
}
