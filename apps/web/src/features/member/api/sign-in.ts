import type { SignInResult } from '@kontor/domain/members/members-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { memberKeys } from './keys.ts';

export const SIGN_IN = '/sapi/mall-customer/customer-sign-in-log/sign-in';

/** Signs in for today (once a day in the storefront's time zone; a second try changes nothing). */
export const signIn = () => request<SignInResult>('POST', SIGN_IN, { site: currentSite() });

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
