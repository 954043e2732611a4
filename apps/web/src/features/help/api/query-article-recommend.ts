import type { ArticleSummary } from '@kontor/domain/content/content-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { helpKeys } from './keys.ts';

/** Spec `{product}QueryArticleRecommendFlow`: provider-prefixed like the `{host}_` calls. */
export const QUERY_ARTICLE_RECOMMEND = '{host}_QueryArticleRecommendFlow';

export const queryArticleRecommend = (articleId: number, signal?: AbortSignal) =>
  callFlow<ArticleSummary[]>(QUERY_ARTICLE_RECOMMEND, { articleId, size: 3, site: currentSite() }, signal);

export const articleRecommendQuery = (articleId: number) =>
  queryOptions({
    queryKey: helpKeys.recommend(articleId),
    queryFn: ({ signal }) => queryArticleRecommend(articleId, signal),
  });

export const useArticleRecommend = (articleId: number) => useQuery(articleRecommendQuery(articleId));
