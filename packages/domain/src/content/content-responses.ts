/** Answers of the content calls (issue 17). */
import { z } from 'zod';
import { countSchema, idOutSchema, isoTimeSchema, pagedSchema } from '../wire-schemas.ts';

export const articleCategorySchema = z.strictObject({
  id: idOutSchema,
  code: z.string(),
  name: z.string(),
  articleCount: countSchema,
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleSummarySchema = z.strictObject({
  id: idOutSchema,
  code: z.string(),
  categoryId: idOutSchema,
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  likeCount: countSchema,
  viewCount: countSchema,
  updatedAt: isoTimeSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** An article's text: plain paragraphs separated by blank lines (no markup is ever rendered). */
export const articleDetailSchema = articleSummarySchema.extend({ content: z.string() });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** The likes and views of an article and the caller's own (false for a visitor without an account). */
export const articleUpSchema = z.strictObject({
  articleId: idOutSchema,
  likeCount: countSchema,
  viewCount: countSchema,
  liked: z.boolean(),
  viewed: z.boolean(),
});
export type ArticleUp = z.infer<typeof articleUpSchema>;

export const pageArticlesResponseSchema = pagedSchema(articleSummarySchema);
export const listArticleCategoriesResponseSchema = z.array(articleCategorySchema);
export const articleInfoResponseSchema = articleDetailSchema.extend({ up: articleUpSchema });
export type ArticleInfo = z.infer<typeof articleInfoResponseSchema>;
export const articleDetailResponseSchema = articleDetailSchema;
export const articleLookUpResponseSchema = articleUpSchema;
export const articleRecommendResponseSchema = z.array(articleSummarySchema);
