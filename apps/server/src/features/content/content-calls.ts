import {
  articleDetailResponseSchema,
  articleInfoResponseSchema,
  articleLookUpResponseSchema,
  articleRecommendResponseSchema,
  createArticleLookUpSchema,
  listArticleCategoriesResponseSchema,
  listArticleCategoriesSchema,
  pageArticlesResponseSchema,
  pageArticlesSchema,
  queryArticleDetailSchema,
  queryArticleInfoSchema,
  queryArticleRecommendSchema,
} from '@kontor/domain';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import {
  articleCategories,
  articleDetail,
  articleInfo,
  lookUpArticle,
  pageArticles,
  recommendArticles,
} from './content-service.ts';

// The content calls of spec §7 (help centre, decision 060). Reading is public; liking and
// counting a view need an account.

export const pageArticlesCall = defineCall({
  kind: 'func',
  name: 'PageArticleWithUPV3Func',
  access: 'public',
  schema: pageArticlesSchema,
  response: pageArticlesResponseSchema,
  handler: (input, ctx) => pageArticles(ctx.db, ctx.language, input),
});

export const listArticleCategoriesCall = defineCall({
  kind: 'flow',
  name: 'cms_ListFirstLevelCmsMiscArticleCategoryFlow',
  access: 'public',
  schema: listArticleCategoriesSchema,
  response: listArticleCategoriesResponseSchema,
  handler: (_input, ctx) => articleCategories(ctx.db, ctx.language),
});

export const queryArticleInfoCall = defineCall({
  kind: 'func',
  name: 'QueryUPArticleInfoFunc',
  access: 'public',
  schema: queryArticleInfoSchema,
  response: articleInfoResponseSchema,
  handler: (input, ctx) =>
    articleInfo(ctx.db, ctx.language, input, ctx.user && !ctx.user.isTourist ? ctx.user.id : null),
});

export const queryArticleDetailCall = defineCall({
  kind: 'flow',
  name: 'cms_QueryCmsMiscArticleDetailFlow',
  access: 'public',
  schema: queryArticleDetailSchema,
  response: articleDetailResponseSchema,
  handler: (input, ctx) => articleDetail(ctx.db, ctx.language, input),
});

export const createArticleLookUpCall = defineCall({
  kind: 'flow',
  name: 'bbc_content_CreateArticleLookUPFlow',
  access: 'buyer',
  schema: createArticleLookUpSchema,
  response: articleLookUpResponseSchema,
  handler: (input, ctx) => lookUpArticle(ctx.db, ctx.user.id, input.articleId, input.lookUpType),
});

/** Spec: `{product}QueryArticleRecommendFlow`, provider-prefixed: our prefix is the `{host}_` one. */
export const queryArticleRecommendCall = defineCall({
  kind: 'flow',
  name: '{host}_QueryArticleRecommendFlow',
  access: 'public',
  schema: queryArticleRecommendSchema,
  response: articleRecommendResponseSchema,
  handler: (input, ctx) => recommendArticles(ctx.db, ctx.language, input.articleId, input.size),
});

export function registerContentCalls(calls: CallRegistry): void {
  calls.register(
    pageArticlesCall,
    listArticleCategoriesCall,
    queryArticleInfoCall,
    queryArticleDetailCall,
    createArticleLookUpCall,
    queryArticleRecommendCall,
  );
}
