/** Requests of the content calls (issue 17; spec §7 "Member, merchant, content, misc"): the help centre. */
import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';
import { SITE_CODES } from '../sites.ts';

export const CONTENT_ERRORS = {
  code: 'content.errors.code',
  lookUpType: 'content.errors.lookUpType',
  idOrCode: 'content.errors.idOrCode',
} as const;

/** The spec's content calls carry the storefront ("with site added"); the request's one when absent. */
const site = z.enum(SITE_CODES).optional();

/** An article's stable key in links (`/help/member-rules`): lower-case words joined by hyphens. */
export const articleCodeInput = () =>
  textInput(60, { required: CONTENT_ERRORS.code }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CONTENT_ERRORS.code);

/** What a like or a view is: each counted once per user and article. */
export const ARTICLE_LOOK_UP_TYPES = ['LIKE', 'VIEW'] as const;
export type ArticleLookUpType = (typeof ARTICLE_LOOK_UP_TYPES)[number];

/** An article named by its id (the spec's payload) or by its code (the links of the help centre). */
const articleRef = z
  .object({ id: idInput().optional(), code: articleCodeInput().optional(), site })
  .refine((v) => v.id !== undefined || v.code !== undefined, {
    message: CONTENT_ERRORS.idOrCode,
    path: ['id'],
  });

/** PageArticleWithUPV3Func: a page of articles, optionally of one category or matching a word. */
export const pageArticlesSchema = z.object({
  page: pageSchema.default({ no: 1, size: 20 }),
  categoryId: idInput().optional(),
  keyword: textInput(100).optional(),
  site,
});
export type PageArticlesInput = z.infer<typeof pageArticlesSchema>;

/** cms_ListFirstLevelCmsMiscArticleCategoryFlow: the top categories of the help centre. */
export const listArticleCategoriesSchema = z.object({ site });

/** QueryUPArticleInfoFunc: one article with its likes and views ("UP"), and whether the caller gave them. */
export const queryArticleInfoSchema = articleRef;
export type ArticleRefInput = z.infer<typeof articleRef>;

/** cms_QueryCmsMiscArticleDetailFlow (id): one article's text, e.g. the member rules. */
export const queryArticleDetailSchema = articleRef;

/** bbc_content_CreateArticleLookUPFlow: the caller likes or has read an article (once each). */
export const createArticleLookUpSchema = z.object({
  articleId: idInput(),
  lookUpType: z.enum(ARTICLE_LOOK_UP_TYPES, { message: CONTENT_ERRORS.lookUpType }),
  site,
});
export type CreateArticleLookUpInput = z.infer<typeof createArticleLookUpSchema>;

/** {product}QueryArticleRecommendFlow: articles to read next (the same category first, then the most liked). */
export const queryArticleRecommendSchema = z.object({
  articleId: idInput().optional(),
  size: z.number().int().min(1).max(10).default(4),
  site,
});
