import type { ArticleUp } from '@kontor/domain/content/content-responses';
import type { ArticleLookUpType } from '@kontor/domain/content/content-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { helpKeys } from './keys.ts';

export const CREATE_ARTICLE_LOOK_UP = 'bbc_content_CreateArticleLookUPFlow';

/** `bbc_content_CreateArticleLookUPFlow`: the reader likes or has read an article (each once). */
export const createArticleLookUp = (articleId: number, lookUpType: ArticleLookUpType) =>
  callFlow<ArticleUp>(CREATE_ARTICLE_LOOK_UP, { articleId, lookUpType, site: currentSite() });

export function useArticleLookUp(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { articleId: number; lookUpType: ArticleLookUpType }) =>
      createArticleLookUp(v.articleId, v.lookUpType),
    onSuccess: (up) => {
      client.setQueryData(helpKeys.article(code), (old: { up: ArticleUp } | undefined) =>
        old ? { ...old, up } : old,
      );
    },
  });
}
