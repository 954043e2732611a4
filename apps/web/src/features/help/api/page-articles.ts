import type { ArticleSummary } from '@kontor/domain/content/content-responses';
import type { Paged } from '@kontor/domain/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { helpKeys } from './keys.ts';

export const PAGE_ARTICLES = 'PageArticleWithUPV3Func';

export interface ArticleFilter {
  categoryId?: number;
  keyword?: string;
  page: { no: number; size: number };
}

/** `PageArticleWithUPV3Func`: a page of articles, of one topic or matching a word. */
export const pageArticles = (filter: ArticleFilter, signal?: AbortSignal) =>
  callFunc<Paged<ArticleSummary>>(PAGE_ARTICLES, { ...filter, site: currentSite() }, signal);

export const articlesQuery = (filter: ArticleFilter) =>
  queryOptions({
    queryKey: helpKeys.articles(filter),
    queryFn: ({ signal }) => pageArticles(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useArticles = (filter: ArticleFilter) => useQuery(articlesQuery(filter));
