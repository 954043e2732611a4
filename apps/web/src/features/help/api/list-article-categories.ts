import type { ArticleCategory } from '@kontor/domain/content/content-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { helpKeys } from './keys.ts';

export const LIST_ARTICLE_CATEGORIES = 'cms_ListFirstLevelCmsMiscArticleCategoryFlow';

/** `cms_ListFirstLevelCmsMiscArticleCategoryFlow`: the help centre's topics (spec §7, with site). */
export const listArticleCategories = (signal?: AbortSignal) =>
  callFlow<ArticleCategory[]>(LIST_ARTICLE_CATEGORIES, { site: currentSite() }, signal);

export const articleCategoriesQuery = () =>
  queryOptions({ queryKey: helpKeys.categories(), queryFn: ({ signal }) => listArticleCategories(signal) });

export const useArticleCategories = () => useQuery(articleCategoriesQuery());
