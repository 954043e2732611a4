import type { UserInfo } from '@kontor/domain/profile/profile-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** Query keys of the profile feature. */
export const PROFILE_KEY = ['profile'] as const;

/** `GET /api/user/web/user-info`: the member's profile, its completion and invitation code. */
export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return request<UserInfo>('GET', '/api/user/web/user-info', undefined, signal);
}

export const userInfoQuery = () =>
  queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => fetchUserInfo(signal) });

export function useUserInfo(enabled = true) {
  return useQuery({ ...userInfoQuery(), enabled });
}
