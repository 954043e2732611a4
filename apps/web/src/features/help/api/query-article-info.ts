import type { ArticleInfo } from '@kontor/domain/content/content-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { helpKeys } from './keys.ts';

export const QUERY_ARTICLE_INFO = 'QueryUPArticleInfoFunc';

/** `QueryUPArticleInfoFunc`: an article with its likes and views, and the reader's own. */
export const queryArticleInfo = (code: string, signal?: AbortSignal) =>
  callFunc<ArticleInfo>(QUERY_ARTICLE_INFO, { code, site: currentSite() }, signal);

export const articleInfoQuery = (code: string) =>
  queryOptions({ queryKey: helpKeys.article(code), queryFn: ({ signal }) => queryArticleInfo(code, signal) });

export const useArticleInfo = (code: string) => useQuery(articleInfoQuery(code));
