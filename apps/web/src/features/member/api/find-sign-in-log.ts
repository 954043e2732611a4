import type { SignInLog } from '@kontor/domain/members/members-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { memberKeys } from './keys.ts';

export const FIND_SIGN_IN_LOG = '/sapi/mall-customer/customer-sign-in-log/find-sign-in-log';

/** The sign-in calendar of a month (the storefront's current month when none is given). */
export const findSignInLog = (month?: string, signal?: AbortSignal) =>
  request<SignInLog>('POST', FIND_SIGN_IN_LOG, { site: currentSite(), ...(month ? { month } : {}) }, signal);

export const signInLogQuery = (month?: string) =>
  queryOptions({
    queryKey: memberKeys.signInLog(month),
    queryFn: ({ signal }) => findSignInLog(month, signal),
  });

export const useSignInLog = (month?: string) => useQuery(signInLogQuery(month));
