import type { siteResponseSchema } from '@kontor/domain/accounts/accounts-responses';
import type { SiteCode } from '@kontor/domain/sites';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../api-client.ts';
import { setCurrentSite } from './site-store.ts';

/** `POST /api/user/web/site`: sets the storefront cookie and, when signed in, the account's storefront. */
export function postSite(site: SiteCode): Promise<z.output<typeof siteResponseSchema>> {
  return request('POST', '/api/user/web/site', { site });
}

/** The storefront switch: every following call carries the new X-Site, and all data is fetched again. */
export async function switchSite(site: SiteCode, queryClient: QueryClient): Promise<void> {
  await postSite(site);
  setCurrentSite(site);
  await queryClient.invalidateQueries();
}
