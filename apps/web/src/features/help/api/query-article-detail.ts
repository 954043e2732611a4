import type { ArticleDetail } from '@kontor/domain/content/content-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { helpKeys } from './keys.ts';

export const QUERY_ARTICLE_DETAIL = 'cms_QueryCmsMiscArticleDetailFlow';

/** `cms_QueryCmsMiscArticleDetailFlow` (id, or our article key): one article's text, e.g. the member rules. */
export const queryArticleDetail = (ref: { id: number } | { code: string }, signal?: AbortSignal) =>
  callFlow<ArticleDetail>(QUERY_ARTICLE_DETAIL, ref, signal);

export const articleDetailQuery = (ref: { id: number } | { code: string }) =>
  queryOptions({ queryKey: helpKeys.detail(ref), queryFn: ({ signal }) => queryArticleDetail(ref, signal) });

export const useArticleDetail = (ref: { id: number } | { code: string }) => useQuery(articleDetailQuery(ref));
