import type { CaptchaResponse } from '@kontor/domain/accounts/accounts-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';

/** `svg` is an SVG document, shown through an <img> data URL (never injected as markup). */
export type CaptchaAnswer = CaptchaResponse;

/** `GET /api/user/web/captcha?account=`: whether the account now needs a captcha, and a fresh one if so. */
export function fetchCaptcha(account: string, signal?: AbortSignal): Promise<CaptchaAnswer> {
  return request<CaptchaAnswer>(
    'GET',
    `/api/user/web/captcha?account=${encodeURIComponent(account)}`,
    undefined,
    signal,
  );
}

export const captchaQuery = (account: string) =>
  queryOptions({
    queryKey: ['accounts', 'captcha', account] as const,
    queryFn: ({ signal }) => fetchCaptcha(account, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** Asked only after a failed sign-in (`account` set); `refetch()` draws a new one. */
export function useCaptcha(account: string | null) {
  return useQuery({ ...captchaQuery(account ?? ''), enabled: !!account });
}

export function captchaImageUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
